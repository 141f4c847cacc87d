/**
 * Exact Markov chain for points, games, tiebreaks and sets when each player wins a point on serve
 * with a fixed probability (Newton & Keller 2005; Barnett & Clarke 2005; O'Malley 2008;
 * docs/rules/sports.md Pricing -> Tennis). Unbounded "win by two" tails (deuce, long tiebreaks,
 * advantage sets) use the closed geometric-series form, so no recursion is unbounded.
 */
import type { TennisFinalSetRule, TennisPlayer } from './types';
import { otherPlayer, raceWinner, setFormat, setWinnerOfGames, tiebreakServer } from './score';
import type { TennisSetFormat } from './score';

/** Throws RangeError unless `p` is a probability in [0, 1]. */
export function assertProbability(p: number, name: string): void {
  if (typeof p !== 'number' || !(p >= 0 && p <= 1))
    throw new RangeError(`${name} must be in [0, 1], got ${p}`);
}

/**
 * P(player 0 wins a "win by two" race from level terms) when the next two units are one served
 * by each player: x = P(player 0 wins a unit player 0 serves), y = P(player 0 wins a unit player 1
 * serves). Geometric series: xy / (xy + (1-x)(1-y)); 0.5 when the race can never end.
 */
export function levelRaceProbability(x: number, y: number): number {
  const win = x * y;
  const lose = (1 - x) * (1 - y);
  return win + lose === 0 ? 0.5 : win / (win + lose);
}

function game(p: number, a: number, b: number): number {
  const w = raceWinner(a, b, 4);
  if (w !== null) return w === 0 ? 1 : 0;
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q); // = p^2 / (1 - 2pq), the geometric series from deuce
  if (a >= 3 && b >= 3) {
    if (a === b) return deuce;
    return a > b ? p + q * deuce : p * deuce;
  }
  // Backward over the 4 x 4 grid below deuce: row[k] holds V(i + 1, k) before it is overwritten
  // by V(i, k); V(4, k) = 1 and V(i, 4) = 0 off deuce, V(3, 3) = deuce.
  const row = [1, 1, 1, 1, 0];
  for (let i = 3; i >= a; i--) {
    for (let k = 3; k >= b; k--) {
      row[k] = i === 3 && k === 3 ? deuce : p * (row[k] ?? 0) + q * (row[k + 1] ?? 0);
    }
  }
  return row[b] ?? 0;
}

/**
 * P(the server wins the game) from points [server's, receiver's] (counts, default 0-0), winning
 * each point with probability p. Throws RangeError on p outside [0, 1] or negative points.
 */
export function gameWinProbability(p: number, points: readonly [number, number] = [0, 0]): number {
  assertProbability(p, 'p');
  if (!(points[0] >= 0 && points[1] >= 0)) throw new RangeError('points must be non-negative');
  return game(p, points[0], points[1]);
}

/**
 * Probability that the server holds a game when winning each service point with probability p
 * (Newton & Keller 2005): p^4 (1 + 4q + 10q^2) + 20 p^3 q^3 p^2 / (1 - 2pq). p = 0.6 gives 0.7357.
 * Throws RangeError when p is outside [0, 1].
 */
export function holdProbability(p: number): number {
  return gameWinProbability(p, [0, 0]);
}

/**
 * Memoised chain for one pair of serve probabilities: pA = P(player 0 wins a point on own serve),
 * pB = P(player 1 wins a point on own serve). Values are P(player 0 wins).
 */
export interface TennisChain {
  readonly pA: number;
  readonly pB: number;
  /** P(player 0 holds), P(player 1 holds). */
  readonly hold: readonly [number, number];
  /** P(player 0 wins a tiebreak to `target` at points i-j, `first` having served point 1). */
  tiebreak(target: 7 | 10, i: number, j: number, first: TennisPlayer): number;
  /** P(player 0 wins a set at games i-j (start of a game), `server` serving the next game). */
  set(format: TennisSetFormat, i: number, j: number, server: TennisPlayer): number;
}

/**
 * Fills a (side x side) grid backward: cell (i, j) = direct(i, j) when that is a number (an end,
 * a closed form, or unreachable), else pTo0(i, j) * cell(i + 1, j) + (1 - pTo0) * cell(i, j + 1).
 */
function fillGrid(
  side: number,
  direct: (i: number, j: number) => number,
  pTo0: (i: number, j: number) => number,
): Float64Array {
  const grid = new Float64Array(side * side);
  for (let i = side - 1; i >= 0; i--) {
    for (let j = side - 1; j >= 0; j--) {
      const d = direct(i, j);
      if (!Number.isNaN(d)) grid[i * side + j] = d;
      else if (i === side - 1 || j === side - 1)
        grid[i * side + j] = 0; // never reached
      else {
        const x = pTo0(i, j);
        grid[i * side + j] = x * (grid[(i + 1) * side + j] ?? 0) + (1 - x) * (grid[i * side + j + 1] ?? 0);
      }
    }
  }
  return grid;
}

/** Builds a memoised chain (tables filled on first use). Throws RangeError when pA or pB is outside [0, 1]. */
export function createChain(pA: number, pB: number): TennisChain {
  assertProbability(pA, 'pA');
  assertProbability(pB, 'pB');
  const hold: readonly [number, number] = [game(pA, 0, 0), game(pB, 0, 0)];
  const pointTo0 = (server: TennisPlayer): number => (server === 0 ? pA : 1 - pB);
  const gameTo0 = (server: TennisPlayer): number => (server === 0 ? hold[0] : 1 - hold[1]);
  const tbLevel = levelRaceProbability(pA, 1 - pB);
  const setLevel = levelRaceProbability(hold[0], 1 - hold[1]);
  const tbTables: (Float64Array | undefined)[] = [];
  const setTables = new Map<TennisSetFormat, (Float64Array | undefined)[]>();

  /** Ends and the closed form once both are within a point of the target; NaN otherwise. */
  const tbDirect = (target: number, i: number, j: number, first: TennisPlayer): number => {
    const w = raceWinner(i, j, target);
    if (w !== null) return w === 0 ? 1 : 0;
    if (i < target - 1 || j < target - 1) return NaN;
    // Level (even total: the next two points have different servers) or one point ahead.
    if (i === j) return tbLevel;
    const x = pointTo0(tiebreakServer(first, i + j));
    return i > j ? x + (1 - x) * tbLevel : x * tbLevel;
  };

  const tiebreak = (target: 7 | 10, i: number, j: number, first: TennisPlayer): number => {
    const d = tbDirect(target, i, j, first);
    if (!Number.isNaN(d)) return d;
    const index = (target === 7 ? 0 : 2) + first;
    const side = target + 1;
    let grid = tbTables[index];
    if (grid === undefined) {
      grid = fillGrid(
        side,
        (a, b) => tbDirect(target, a, b, first),
        (a, b) => pointTo0(tiebreakServer(first, a + b)),
      );
      tbTables[index] = grid;
    }
    return grid[i * side + j] ?? NaN;
  };

  /** Set ends, the tiebreak, and the advantage closed form from 5-5; NaN otherwise. */
  const setDirect = (format: TennisSetFormat, i: number, j: number, server: TennisPlayer): number => {
    const w = setWinnerOfGames([i, j], format);
    if (w !== null) return w === 0 ? 1 : 0;
    const at = format.tiebreakAt;
    if (at !== null) return i === at && j === at ? tiebreak(format.tiebreakTarget, 0, 0, server) : NaN;
    if (i < 5 || j < 5) return NaN;
    if (i === j) return setLevel;
    const g = gameTo0(server);
    return i > j ? g + (1 - g) * setLevel : g * setLevel;
  };

  const set = (format: TennisSetFormat, i: number, j: number, server: TennisPlayer): number => {
    const d = setDirect(format, i, j, server);
    if (!Number.isNaN(d)) return d;
    const first = (i + j) % 2 === 0 ? server : otherPlayer(server); // server of game 1
    const side = (format.tiebreakAt ?? 5) + 2;
    const serverAt = (a: number, b: number): TennisPlayer => ((a + b) % 2 === 0 ? first : otherPlayer(first));
    let tables = setTables.get(format);
    if (tables === undefined) setTables.set(format, (tables = []));
    let grid = tables[first];
    if (grid === undefined) {
      grid = fillGrid(
        side,
        (a, b) => setDirect(format, a, b, serverAt(a, b)),
        (a, b) => gameTo0(serverAt(a, b)),
      );
      tables[first] = grid;
    }
    return grid[i * side + j] ?? NaN;
  };

  return { pA, pB, hold, tiebreak, set };
}

/**
 * P(player 0 wins a tiebreak to `target` (win by 2)) from `state` (default 0-0, player 0 to
 * serve): `state.points` = tiebreak points [player 0, player 1], `state.server` = who serves the
 * NEXT point (the serving order is first point, then two each). pA, pB as in createChain.
 * Throws RangeError on probabilities outside [0, 1], negative points or a bad target.
 */
export function tiebreakWinProbability(
  pA: number,
  pB: number,
  target: 7 | 10,
  state: { points: readonly [number, number]; server: TennisPlayer } = { points: [0, 0], server: 0 },
): number {
  if (target !== 7 && target !== 10)
    throw new RangeError(`tiebreak target must be 7 or 10, got ${String(target)}`);
  const [i, j] = state.points;
  if (!(Number.isInteger(i) && Number.isInteger(j) && i >= 0 && j >= 0))
    throw new RangeError('bad tiebreak points');
  const first = tiebreakServer(state.server, i + j);
  return createChain(pA, pB).tiebreak(target, i, j, first);
}

/**
 * P(player 0 wins a set) from `state` at the start of a game (default 0-0, player 0 to serve):
 * `state.games` = games [player 0, player 1], `state.server` = who serves the next game. `rule`
 * says how the set ends (default 'tiebreak-at-6-6', i.e. a normal set). Throws RangeError on
 * probabilities outside [0, 1] or games that cannot be in play under `rule`.
 */
export function setWinProbability(
  pA: number,
  pB: number,
  state: { games: readonly [number, number]; server: TennisPlayer } = { games: [0, 0], server: 0 },
  rule: TennisFinalSetRule = 'tiebreak-at-6-6',
): number {
  const format = setFormat(rule);
  const [i, j] = state.games;
  const at = format.tiebreakAt;
  const ok =
    Number.isInteger(i) && Number.isInteger(j) && i >= 0 && j >= 0 && (at === null || (i <= at && j <= at));
  if (!ok || setWinnerOfGames([i, j], format) !== null)
    throw new RangeError(`games ${i}-${j} are not a live set score`);
  return createChain(pA, pB).set(format, i, j, state.server);
}
