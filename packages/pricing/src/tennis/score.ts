/**
 * Tennis scoring state machine: games with deuce/advantage, tiebreaks and every deciding-set rule
 * of docs/rules/sports.md (Data -> tennis). Pure functions; scores are never mutated.
 */
import type { TennisFinalSetRule, TennisPlayer, TennisRules, TennisScore } from './types';

/** How one set is played: games score of the tiebreak (null = no tiebreak) and its target. */
export interface TennisSetFormat {
  /** A tiebreak starts at tiebreakAt-tiebreakAt games; null = advantage set (win by two games). */
  tiebreakAt: number | null;
  /** Points needed to win the tiebreak (win by 2). */
  tiebreakTarget: 7 | 10;
}

const FORMATS: Record<TennisFinalSetRule, TennisSetFormat> = {
  advantage: { tiebreakAt: null, tiebreakTarget: 7 },
  'tiebreak-at-6-6': { tiebreakAt: 6, tiebreakTarget: 7 },
  'tiebreak-at-12-12': { tiebreakAt: 12, tiebreakTarget: 7 },
  'ten-point-tiebreak-at-6-6': { tiebreakAt: 6, tiebreakTarget: 10 },
};

/** The other player. */
export function otherPlayer(p: TennisPlayer): TennisPlayer {
  return p === 0 ? 1 : 0;
}

/** Set format for a rule name; a non-deciding set is played as 'tiebreak-at-6-6'. */
export function setFormat(rule: TennisFinalSetRule): TennisSetFormat {
  const format = FORMATS[rule];
  if (format === undefined) throw new RangeError(`unknown deciding-set rule: ${String(rule)}`);
  return format;
}

/** Sets needed to win the match: 2 (best of 3) or 3 (best of 5). */
export function setsToWin(rules: TennisRules): number {
  if (rules.bestOf !== 3 && rules.bestOf !== 5)
    throw new RangeError(`bestOf must be 3 or 5, got ${String(rules.bestOf)}`);
  return rules.bestOf === 5 ? 3 : 2;
}

/** True when the set being played with these sets won is the deciding (last possible) set. */
export function isDecidingSet(sets: readonly [number, number], rules: TennisRules): boolean {
  const k = setsToWin(rules) - 1;
  return sets[0] === k && sets[1] === k;
}

/** Format of the set being played after `sets`: the deciding-set rule or a normal set. */
export function currentSetFormat(sets: readonly [number, number], rules: TennisRules): TennisSetFormat {
  return setFormat(isDecidingSet(sets, rules) ? rules.finalSet : 'tiebreak-at-6-6');
}

/**
 * Winner of a set whose games score is `games` (after a completed game or tiebreak), or null if
 * the set goes on: 6+ games with a two-game lead, or (n+1)-n after a tiebreak at n-n.
 */
export function setWinnerOfGames(
  games: readonly [number, number],
  format: TennisSetFormat,
): TennisPlayer | null {
  const [a, b] = games;
  const at = format.tiebreakAt;
  if (at !== null && Math.min(a, b) === at && Math.max(a, b) === at + 1) return a > b ? 0 : 1;
  if (a >= 6 && a - b >= 2) return 0;
  if (b >= 6 && b - a >= 2) return 1;
  return null;
}

/** Winner of a game or tiebreak with points [a, b] (first to `target`, win by 2), or null. */
export function raceWinner(a: number, b: number, target: number): TennisPlayer | null {
  if (a >= target && a - b >= 2) return 0;
  if (b >= target && b - a >= 2) return 1;
  return null;
}

/**
 * Server of tiebreak point number `n` (0-based) when `first` served point 0: the first point by
 * `first`, then two each, alternating. The map is its own inverse, so
 * tiebreakServer(server of point n, n) gives `first`.
 */
export function tiebreakServer(first: TennisPlayer, n: number): TennisPlayer {
  return Math.floor((n + 1) / 2) % 2 === 0 ? first : otherPlayer(first);
}

/** Who served the first point of the tiebreak in progress in `score`. */
export function tiebreakFirstServer(score: TennisScore): TennisPlayer {
  return tiebreakServer(score.server, score.points[0] + score.points[1]);
}

/** Match winner, or null while the match is in play. Throws RangeError on a bad bestOf. */
export function isMatchOver(score: TennisScore, rules: TennisRules): TennisPlayer | null {
  const k = setsToWin(rules);
  if (score.sets[0] >= k) return 0;
  if (score.sets[1] >= k) return 1;
  return null;
}

/** Score before the first point, `firstServer` serving. */
export function initialScore(firstServer: TennisPlayer): TennisScore {
  if (firstServer !== 0 && firstServer !== 1) throw new RangeError(`firstServer must be 0 or 1`);
  return { sets: [0, 0], games: [0, 0], points: [0, 0], server: firstServer, tiebreak: false };
}

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/**
 * Throws RangeError unless `score` is a reachable score under `rules`: non-negative integer
 * counts, at most one player with the sets to win (then games and points 0), games of a live
 * set, `tiebreak` true exactly at the tiebreak games score, and no finished game or tiebreak.
 */
export function assertValidScore(score: TennisScore, rules: TennisRules): void {
  const all = [...score.sets, ...score.games, ...score.points];
  if (!all.every(isCount))
    throw new RangeError(`score counts must be non-negative integers: ${JSON.stringify(score)}`);
  if (score.server !== 0 && score.server !== 1) throw new RangeError('score.server must be 0 or 1');
  const k = setsToWin(rules);
  if (score.sets[0] > k || score.sets[1] > k || (score.sets[0] === k && score.sets[1] === k)) {
    throw new RangeError(`impossible sets score ${score.sets.join('-')} for best of ${rules.bestOf}`);
  }
  if (isMatchOver(score, rules) !== null) {
    if (all.slice(2).some((n) => n !== 0) || score.tiebreak)
      throw new RangeError('finished match must have games and points 0');
    return;
  }
  const format = currentSetFormat(score.sets, rules);
  const [g0, g1] = score.games;
  const at = format.tiebreakAt;
  if (setWinnerOfGames(score.games, format) !== null || (at !== null && (g0 > at || g1 > at))) {
    throw new RangeError(`games ${g0}-${g1} cannot be in play in this set`);
  }
  const isTiebreakScore = at !== null && g0 === at && g1 === at;
  if (score.tiebreak !== isTiebreakScore)
    throw new RangeError(`tiebreak flag does not match games ${g0}-${g1}`);
  const target = score.tiebreak ? format.tiebreakTarget : 4;
  if (raceWinner(score.points[0], score.points[1], target) !== null)
    throw new RangeError('points score is already decided');
}

function winSet(score: TennisScore, winner: TennisPlayer, nextServer: TennisPlayer): TennisScore {
  const sets: [number, number] = [score.sets[0], score.sets[1]];
  sets[winner] += 1;
  return { sets, games: [0, 0], points: [0, 0], server: nextServer, tiebreak: false };
}

/**
 * Score after `winner` wins the next point. Service alternates each game (a tiebreak counts as
 * one game); in a tiebreak the player due to serve serves point 1, then two points each, and the
 * player who received first serves the next set's first game. Tiebreak at 6-6 (to 7, win by 2) in
 * non-deciding sets; the deciding set follows `rules.finalSet`. Throws RangeError on an invalid
 * score (see assertValidScore), when the match is already over, or on a bad winner.
 */
export function applyPoint(score: TennisScore, winner: TennisPlayer, rules: TennisRules): TennisScore {
  assertValidScore(score, rules);
  if (winner !== 0 && winner !== 1) throw new RangeError('winner must be 0 or 1');
  if (isMatchOver(score, rules) !== null) throw new RangeError('the match is already over');
  const points: [number, number] = [score.points[0], score.points[1]];
  points[winner] += 1;
  const games: [number, number] = [score.games[0], score.games[1]];
  const sets: [number, number] = [score.sets[0], score.sets[1]];
  const format = currentSetFormat(score.sets, rules);
  if (score.tiebreak) {
    const first = tiebreakFirstServer(score);
    const tbWinner = raceWinner(points[0], points[1], format.tiebreakTarget);
    if (tbWinner === null) {
      return { sets, games, points, server: tiebreakServer(first, points[0] + points[1]), tiebreak: true };
    }
    return winSet(score, tbWinner, otherPlayer(first));
  }
  const next = otherPlayer(score.server);
  const gameWinner = raceWinner(points[0], points[1], 4);
  if (gameWinner === null) return { sets, games, points, server: score.server, tiebreak: false };
  games[gameWinner] += 1;
  const setWinner = setWinnerOfGames(games, format);
  if (setWinner !== null) return winSet(score, setWinner, next);
  const tiebreak =
    format.tiebreakAt !== null && games[0] === format.tiebreakAt && games[1] === format.tiebreakAt;
  return { sets, games, points: [0, 0], server: next, tiebreak };
}
