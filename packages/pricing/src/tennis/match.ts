/**
 * In-play match and set prices from any score: the exact Markov chain of chain.ts carried over
 * sets, with who serves first in each set tracked exactly (Barnett & Clarke 2005; O'Malley 2008;
 * docs/rules/sports.md Pricing -> Tennis). Models are memoised per (pA, pB, rules) in a small LRU.
 */
import { createChain, gameWinProbability } from './chain';
import type { TennisChain } from './chain';
import {
  assertValidScore,
  currentSetFormat,
  isDecidingSet,
  isMatchOver,
  otherPlayer,
  setFormat,
  setWinnerOfGames,
  setsToWin,
  tiebreakFirstServer,
} from './score';
import type { TennisPlayer, TennisRules, TennisScore } from './types';

interface MatchModel {
  chain: TennisChain;
  rules: TennisRules;
  k: number;
  /**
   * Non-deciding set outcomes by the server of its first game: cell ((i * 8 + j) * 4 + k) =
   * P(outcome k from games i-j), k = winner * 2 + server of the next set's first game.
   */
  outcomes: (Float64Array | undefined)[];
  /** Match values at the start of a non-deciding set by (s0 * 4 + s1) * 2 + server; NaN = not yet. */
  matches: Float64Array;
}

const NORMAL_SET = setFormat('tiebreak-at-6-6');
const CACHE_LIMIT = 256;
const cache = new Map<string, MatchModel>();

function model(pA: number, pB: number, rules: TennisRules): MatchModel {
  const key = `${pA}|${pB}|${rules.bestOf}|${rules.finalSet}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key); // refresh LRU position
    cache.set(key, hit);
    return hit;
  }
  const created: MatchModel = {
    chain: createChain(pA, pB),
    rules: { bestOf: rules.bestOf, finalSet: rules.finalSet },
    k: setsToWin(rules),
    outcomes: [],
    matches: new Float64Array(4 * 4 * 2).fill(NaN),
  };
  cache.set(key, created);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return created;
}

/** Backward fill of a normal set's outcome grid (8 x 8 games, 4 outcomes), `first` serving game 1. */
function outcomeTable(m: MatchModel, first: TennisPlayer): Float64Array {
  const cached = m.outcomes[first];
  if (cached !== undefined) return cached;
  const grid = new Float64Array(8 * 8 * 4);
  for (let i = 7; i >= 0; i--) {
    for (let j = 7; j >= 0; j--) {
      const server = (i + j) % 2 === 0 ? first : otherPlayer(first); // of the next game
      const base = (i * 8 + j) * 4;
      const w = setWinnerOfGames([i, j], NORMAL_SET);
      if (w !== null) {
        grid[base + w * 2 + server] = 1;
      } else if (i === 6 && j === 6) {
        const t = m.chain.tiebreak(7, 0, 0, server);
        const next = otherPlayer(server);
        grid[base + next] = t;
        grid[base + 2 + next] = 1 - t;
      } else if (i < 7 && j < 7) {
        const g = server === 0 ? m.chain.hold[0] : 1 - m.chain.hold[1];
        const up = ((i + 1) * 8 + j) * 4;
        const right = (i * 8 + j + 1) * 4;
        for (let k = 0; k < 4; k++)
          grid[base + k] = g * (grid[up + k] ?? 0) + (1 - g) * (grid[right + k] ?? 0);
      }
    }
  }
  m.outcomes[first] = grid;
  return grid;
}

/** P(player 0 wins the match) with `sets` won, games 0-0 and `server` to serve the next set. */
function matchFrom(m: MatchModel, s0: number, s1: number, server: TennisPlayer): number {
  if (s0 >= m.k) return 1;
  if (s1 >= m.k) return 0;
  return continueSet(m, s0, s1, 0, 0, server);
}

/** P(player 0 wins the match) at sets s0-s1, games g0-g1 at the start of a game. */
function continueSet(
  m: MatchModel,
  s0: number,
  s1: number,
  g0: number,
  g1: number,
  server: TennisPlayer,
): number {
  if (isDecidingSet([s0, s1], m.rules)) return m.chain.set(setFormat(m.rules.finalSet), g0, g1, server);
  const fresh = g0 === 0 && g1 === 0;
  const key = (s0 * 4 + s1) * 2 + server;
  const hit = m.matches[key] ?? NaN;
  if (fresh && !Number.isNaN(hit)) return hit;
  const grid = outcomeTable(m, (g0 + g1) % 2 === 0 ? server : otherPlayer(server));
  const base = (g0 * 8 + g1) * 4;
  const o = (k: number): number => grid[base + k] ?? 0;
  const v =
    o(0) * matchFrom(m, s0 + 1, s1, 0) +
    o(1) * matchFrom(m, s0 + 1, s1, 1) +
    o(2) * matchFrom(m, s0, s1 + 1, 0) +
    o(3) * matchFrom(m, s0, s1 + 1, 1);
  if (fresh) m.matches[key] = v;
  return v;
}

/** Shared in-play step: weights the outcomes of the current game or tiebreak. */
function fromScore(
  score: TennisScore,
  pA: number,
  pB: number,
  rules: TennisRules,
  afterTiebreak: (m: MatchModel, winner: TennisPlayer, nextServer: TennisPlayer) => number,
  afterGame: (m: MatchModel, games: [number, number], nextServer: TennisPlayer) => number,
): number {
  const m = model(pA, pB, rules);
  const format = currentSetFormat(score.sets, rules);
  if (score.tiebreak) {
    const first = tiebreakFirstServer(score);
    const t = m.chain.tiebreak(format.tiebreakTarget, score.points[0], score.points[1], first);
    const next = otherPlayer(first);
    return t * afterTiebreak(m, 0, next) + (1 - t) * afterTiebreak(m, 1, next);
  }
  const s = score.server;
  const r = otherPlayer(s);
  const hold = gameWinProbability(s === 0 ? pA : pB, [score.points[s], score.points[r]]);
  const g = s === 0 ? hold : 1 - hold;
  const [g0, g1] = score.games;
  return g * afterGame(m, [g0 + 1, g1], r) + (1 - g) * afterGame(m, [g0, g1 + 1], r);
}

/**
 * P(player 0 wins the match) from any in-play `score` (points within a game or tiebreak, games,
 * sets), where pA = P(player 0 wins a point on own serve) and pB = P(player 1 wins a point on own
 * serve), under `rules` (deciding-set rule included). Exact Markov chain; 1 or 0 once the match is
 * over. Memoised per (pA, pB, rules) in an LRU of 256 models: about 20-50 us per call for new
 * probabilities (table fill; best of 3 fastest, 10-point and 12-12 deciders slowest) and 1-2 us when
 * repeated (node 20, bundled; about twice that under tsx/vitest).
 * Throws RangeError on probabilities outside [0, 1] or an invalid score (assertValidScore).
 */
export function matchWinProbability(score: TennisScore, pA: number, pB: number, rules: TennisRules): number {
  assertValidScore(score, rules);
  const over = isMatchOver(score, rules);
  if (over !== null) return over === 0 ? 1 : 0;
  const [s0, s1] = score.sets;
  return fromScore(
    score,
    pA,
    pB,
    rules,
    (m, w, next) => matchFrom(m, s0 + (w === 0 ? 1 : 0), s1 + (w === 1 ? 1 : 0), next),
    (m, games, next) => continueSet(m, s0, s1, games[0], games[1], next),
  );
}

/**
 * P(player 0 wins the set in play) from any in-play `score`, pA and pB as in matchWinProbability
 * (the Set Winner market). Once the match is over the last set went to the match winner, so 1 or 0.
 * Throws RangeError on probabilities outside [0, 1] or an invalid score (assertValidScore).
 */
export function setWinnerProbability(score: TennisScore, pA: number, pB: number, rules: TennisRules): number {
  assertValidScore(score, rules);
  const over = isMatchOver(score, rules);
  if (over !== null) return over === 0 ? 1 : 0;
  const format = currentSetFormat(score.sets, rules);
  return fromScore(
    score,
    pA,
    pB,
    rules,
    (_m, w) => (w === 0 ? 1 : 0),
    (m, games, next) => m.chain.set(format, games[0], games[1], next),
  );
}
