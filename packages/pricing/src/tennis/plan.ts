/**
 * Sampling helpers for point synthesis (docs/rules/sports.md Pricing -> Tennis: "choose breaks consistent
 * with each set's final score, then sample each game's points from the serve chain, rejecting
 * until the game's real winner wins"). Game orders and tiebreak point orders are drawn from the
 * serve chain conditioned exactly on the real final score, so holds are preferred and breaks fall
 * where the chain makes them likely.
 */
import type { Rng } from '../rng';
import { otherPlayer, raceWinner, setWinnerOfGames, tiebreakServer } from './score';
import type { TennisSetFormat } from './score';
import type { TennisPlayer } from './types';

/** One set of a real result: games [player 0, player 1]; `tb` = the loser's tiebreak points. */
export interface TennisSetResult {
  g: readonly [number, number];
  tb?: number;
}

/** A set's plan: winner of each game in order, then of each tiebreak point (null: no tiebreak). */
export interface TennisSetPlan {
  winner: TennisPlayer;
  games: TennisPlayer[];
  tiebreak: TennisPlayer[] | null;
}

/**
 * Samples the winners of a monotone race from 0-0 to exactly `end` ([player 0, player 1] units)
 * that never stops at a state where `blocked(i, j)` before `end`; each unit goes to player 0 with
 * probability pTo0(i, j), and the path is conditioned on reaching `end` (backward weights, then
 * forward sampling). Throws RangeError when no such path exists.
 */
export function sampleConditionedPath(
  end: readonly [number, number],
  blocked: (i: number, j: number) => boolean,
  pTo0: (i: number, j: number) => number,
  rng: Rng,
): TennisPlayer[] {
  const [e0, e1] = end;
  const cols = e1 + 1;
  const weight = new Float64Array((e0 + 1) * cols);
  const at = (i: number, j: number): number => (i > e0 || j > e1 ? 0 : (weight[i * cols + j] ?? 0));
  for (let i = e0; i >= 0; i--) {
    for (let j = e1; j >= 0; j--) {
      if (i === e0 && j === e1) weight[i * cols + j] = 1;
      else if (blocked(i, j)) weight[i * cols + j] = 0;
      else {
        const p = pTo0(i, j);
        weight[i * cols + j] = p * at(i + 1, j) + (1 - p) * at(i, j + 1);
      }
    }
  }
  if (!(at(0, 0) > 0)) throw new RangeError(`no valid sequence reaches ${e0}-${e1}`);
  const winners: TennisPlayer[] = [];
  let i = 0;
  let j = 0;
  while (i !== e0 || j !== e1) {
    const p = pTo0(i, j);
    const w0 = p * at(i + 1, j);
    const w1 = (1 - p) * at(i, j + 1);
    const w: TennisPlayer = rng.next() * (w0 + w1) < w0 ? 0 : 1;
    winners.push(w);
    if (w === 0) i++;
    else j++;
  }
  return winners;
}

/**
 * Points of one game as "server won the point" flags, drawn point by point with P(server wins) =
 * p and redrawn until the server wins (`serverWins`) or loses the game, so deuce games occur as
 * often as the chain makes them. Throws RangeError when p makes the wanted result impossible.
 */
export function sampleGamePoints(p: number, serverWins: boolean, rng: Rng): boolean[] {
  if ((serverWins && !(p > 0)) || (!serverWins && !(p < 1)))
    throw new RangeError(`p = ${p} cannot give that game`);
  for (let attempt = 0; attempt < 1_000_000; attempt++) {
    const flags: boolean[] = [];
    let a = 0;
    let b = 0;
    while (raceWinner(a, b, 4) === null) {
      const won = rng.next() < p;
      flags.push(won);
      if (won) a++;
      else b++;
    }
    if (a > b === serverWins) return flags;
  }
  throw new RangeError(`p = ${p}: game result too unlikely to sample`);
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/**
 * Plans a set with real score `set` under `format`, `firstServer` serving its first game and
 * hold[x] = P(player x holds), serve[x] = P(player x wins a point on serve). The games reach the
 * final score without ending the set early (e.g. 7-5 passes 5-5 and 6-5; 13-12 reaches 12-12);
 * a tiebreak's loser scores exactly `tb` and its winner max(target, tb + 2). Throws RangeError
 * (with `label`) on a score this format cannot produce or a missing / unexpected `tb`.
 */
export function planSet(
  set: TennisSetResult,
  format: TennisSetFormat,
  firstServer: TennisPlayer,
  hold: readonly [number, number],
  serve: readonly [number, number],
  rng: Rng,
  label: string,
): TennisSetPlan {
  const [a, b] = set.g;
  if (!isCount(a) || !isCount(b) || a === b)
    throw new RangeError(`${label}: bad games ${String(a)}-${String(b)}`);
  const winner: TennisPlayer = a > b ? 0 : 1;
  const tbAt = format.tiebreakAt;
  const tiebreakShaped = tbAt !== null && Math.min(a, b) === tbAt && Math.max(a, b) === tbAt + 1;
  if (tiebreakShaped !== (set.tb !== undefined)) {
    throw new RangeError(
      `${label}: ${a}-${b} ${tiebreakShaped ? 'needs' : 'cannot have'} tiebreak points (tb)`,
    );
  }
  if (!tiebreakShaped && setWinnerOfGames([a, b], format) !== winner)
    throw new RangeError(`${label}: ${a}-${b} does not end a set`);
  const end: [number, number] = tiebreakShaped && tbAt !== null ? [tbAt, tbAt] : [a, b];
  const gameServer = (i: number, j: number): TennisPlayer =>
    (i + j) % 2 === 0 ? firstServer : otherPlayer(firstServer);
  const games = sampleConditionedPath(
    end,
    (i, j) => setWinnerOfGames([i, j], format) !== null || (tbAt !== null && i === tbAt && j === tbAt),
    (i, j) => (gameServer(i, j) === 0 ? hold[0] : 1 - hold[1]),
    rng,
  );
  if (!tiebreakShaped) return { winner, games, tiebreak: null };
  const tb = set.tb;
  if (!isCount(tb)) throw new RangeError(`${label}: tb must be a non-negative integer`);
  const target = format.tiebreakTarget;
  const high = Math.max(target, tb + 2);
  const tbEnd: [number, number] = winner === 0 ? [high, tb] : [tb, high];
  const tbFirst = gameServer(end[0], end[1]);
  const tiebreak = sampleConditionedPath(
    tbEnd,
    (i, j) => raceWinner(i, j, target) !== null,
    (i, j) => (tiebreakServer(tbFirst, i + j) === 0 ? serve[0] : 1 - serve[1]),
    rng,
  );
  return { winner, games, tiebreak };
}
