import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { matchWinProbability, setWinnerProbability } from './match';
import { applyPoint, initialScore, isMatchOver } from './score';
import type { TennisFinalSetRule, TennisPlayer, TennisRules, TennisScore } from './types';

const BO3: TennisRules = { bestOf: 3, finalSet: 'tiebreak-at-6-6' };
const RULES: TennisFinalSetRule[] = [
  'advantage',
  'tiebreak-at-6-6',
  'tiebreak-at-12-12',
  'ten-point-tiebreak-at-6-6',
];
const score = (patch: Partial<TennisScore>): TennisScore => ({ ...initialScore(0), ...patch });
const mirror = (s: TennisScore): TennisScore => ({
  sets: [s.sets[1], s.sets[0]],
  games: [s.games[1], s.games[0]],
  points: [s.points[1], s.points[0]],
  server: s.server === 0 ? 1 : 0,
  tiebreak: s.tiebreak,
});

/**
 * Independent reference: recursion over applyPoint itself (memoised on the whole score), P(player
 * 0 wins the match, or the current set). Truncated at 0.5 after 120 points in a game or tiebreak
 * or 150 more games in a set; those tails are below 1e-10.
 */
function reference(
  start: TennisScore,
  pA: number,
  pB: number,
  rules: TennisRules,
  what: 'match' | 'set',
): number {
  const memo = new Map<string, number>();
  const setsPlayed = start.sets[0] + start.sets[1];
  const gamesCap = start.games[0] + start.games[1] + 150;
  const known = (s: TennisScore): number | undefined => {
    const over = isMatchOver(s, rules);
    if (over !== null) return over === 0 ? 1 : 0;
    if (what === 'set' && s.sets[0] + s.sets[1] > setsPlayed) return s.sets[0] > start.sets[0] ? 1 : 0;
    if (s.points[0] + s.points[1] > 120 || s.games[0] + s.games[1] > gamesCap) return 0.5;
    return memo.get(JSON.stringify(s));
  };
  // Depth-first with an explicit stack (long advantage sets are too deep for recursion).
  const stack: TennisScore[] = [start];
  while (stack.length > 0) {
    const s = stack[stack.length - 1]!;
    if (known(s) !== undefined) {
      stack.pop();
      continue;
    }
    const win = applyPoint(s, 0, rules);
    const lose = applyPoint(s, 1, rules);
    const a = known(win);
    const b = known(lose);
    if (a === undefined) stack.push(win);
    if (b === undefined) stack.push(lose);
    if (a !== undefined && b !== undefined) {
      const x = s.server === 0 ? pA : 1 - pB; // P(player 0 wins the point)
      memo.set(JSON.stringify(s), x * a + (1 - x) * b);
      stack.pop();
    }
  }
  return known(start) ?? Number.NaN;
}

/** Monte Carlo: plays `n` matches on from `start` with applyPoint. */
function simulate(
  start: TennisScore,
  pA: number,
  pB: number,
  rules: TennisRules,
  n: number,
  seed: string,
  what: 'match' | 'set',
): number {
  const rng = createRng(seed);
  let wins = 0;
  for (let k = 0; k < n; k++) {
    let s = start;
    const sets = start.sets[0] + start.sets[1];
    while (isMatchOver(s, rules) === null && (what === 'match' || s.sets[0] + s.sets[1] === sets)) {
      const p = s.server === 0 ? pA : pB;
      const serverWins = rng.next() < p;
      s = applyPoint(s, serverWins ? s.server : s.server === 0 ? 1 : 0, rules);
    }
    if (what === 'match' ? isMatchOver(s, rules) === 0 : s.sets[0] > start.sets[0]) wins++;
  }
  return wins / n;
}

describe('matchWinProbability', () => {
  it('is 0.5 for equal players at 0-0, whoever serves, under every format', () => {
    for (const bestOf of [3, 5] as const) {
      for (const finalSet of RULES) {
        for (const first of [0, 1] as const) {
          expect(matchWinProbability(initialScore(first), 0.63, 0.63, { bestOf, finalSet })).toBeCloseTo(
            0.5,
            12,
          );
        }
      }
    }
  });

  it('is symmetric: swapping the players gives the complement', () => {
    const s = score({ sets: [1, 0], games: [4, 5], points: [2, 3], server: 1 });
    const r: TennisRules = { bestOf: 5, finalSet: 'tiebreak-at-12-12' };
    expect(matchWinProbability(s, 0.66, 0.61, r) + matchWinProbability(mirror(s), 0.61, 0.66, r)).toBeCloseTo(
      1,
      12,
    );
  });

  it('favours the stronger server, more so over five sets, and rises with pA', () => {
    const bo3 = matchWinProbability(initialScore(0), 0.66, 0.62, BO3);
    const bo5 = matchWinProbability(initialScore(0), 0.66, 0.62, { bestOf: 5, finalSet: 'advantage' });
    expect(bo3).toBeGreaterThan(0.5);
    expect(bo5).toBeGreaterThan(bo3);
    let previous = 0;
    for (let pA = 0.5; pA <= 0.75; pA += 0.05) {
      const v = matchWinProbability(initialScore(1), pA, 0.62, BO3);
      expect(v).toBeGreaterThan(previous);
      previous = v;
    }
  });

  it('is higher at match point for player 0 than at 0-0, and 1 or 0 once over', () => {
    const matchPoint = score({ sets: [1, 0], games: [5, 4], points: [3, 0], server: 0 });
    const start = matchWinProbability(initialScore(0), 0.62, 0.62, BO3);
    expect(matchWinProbability(matchPoint, 0.62, 0.62, BO3)).toBeGreaterThan(0.95);
    expect(matchWinProbability(matchPoint, 0.62, 0.62, BO3)).toBeGreaterThan(start);
    const won = applyPoint(matchPoint, 0, BO3);
    expect(matchWinProbability(won, 0.62, 0.62, BO3)).toBe(1);
    expect(matchWinProbability(score({ sets: [0, 2] }), 0.9, 0.1, BO3)).toBe(0);
  });

  it(
    'equals the exact recursion over applyPoint from 0-0 and mid-match (best of 3)',
    { timeout: 30_000 },
    () => {
      const states = [
        initialScore(1),
        score({ sets: [1, 0], games: [3, 4], points: [2, 1], server: 1 }),
        score({ sets: [0, 1], games: [6, 6], points: [5, 4], server: 0, tiebreak: true }),
        score({ sets: [0, 0], games: [5, 6], points: [4, 4], server: 0 }),
      ];
      for (const s of states)
        expect(matchWinProbability(s, 0.64, 0.6, BO3)).toBeCloseTo(reference(s, 0.64, 0.6, BO3, 'match'), 6);
    },
  );

  it('equals the exact recursion in a deciding set under every rule', { timeout: 30_000 }, () => {
    for (const finalSet of RULES) {
      const r: TennisRules = { bestOf: 5, finalSet };
      const states = [
        score({ sets: [2, 2], games: [0, 0], server: 1 }),
        score({ sets: [2, 2], games: [5, 5], points: [1, 3], server: 0 }),
        score({ sets: [2, 2], games: [6, 5], points: [0, 2], server: 1 }),
      ];
      for (const s of states)
        expect(matchWinProbability(s, 0.66, 0.63, r)).toBeCloseTo(reference(s, 0.66, 0.63, r, 'match'), 6);
    }
    const tb = score({ sets: [2, 2], games: [12, 12], points: [6, 5], server: 1, tiebreak: true });
    const r12: TennisRules = { bestOf: 5, finalSet: 'tiebreak-at-12-12' };
    expect(matchWinProbability(tb, 0.66, 0.63, r12)).toBeCloseTo(reference(tb, 0.66, 0.63, r12, 'match'), 9);
    const long = score({ sets: [2, 2], games: [69, 68], points: [1, 1], server: 1 });
    const adv: TennisRules = { bestOf: 5, finalSet: 'advantage' };
    expect(matchWinProbability(long, 0.66, 0.63, adv)).toBeCloseTo(
      reference(long, 0.66, 0.63, adv, 'match'),
      6,
    );
  });

  it(
    'agrees with a Monte Carlo simulation of applyPoint within 0.01 (fixed seeds)',
    { timeout: 30_000 },
    () => {
      const a = score({ sets: [1, 0], games: [2, 3], points: [1, 2], server: 0 });
      expect(
        Math.abs(
          matchWinProbability(a, 0.62, 0.66, BO3) - simulate(a, 0.62, 0.66, BO3, 20_000, 'mc-a', 'match'),
        ),
      ).toBeLessThan(0.01);
      const r: TennisRules = { bestOf: 5, finalSet: 'ten-point-tiebreak-at-6-6' };
      const b = score({ sets: [2, 1], games: [4, 5], points: [3, 3], server: 1 });
      expect(
        Math.abs(matchWinProbability(b, 0.6, 0.6, r) - simulate(b, 0.6, 0.6, r, 20_000, 'mc-b', 'match')),
      ).toBeLessThan(0.01);
    },
  );

  it('stays a probability at the extremes (never-ending races count as 0.5)', () => {
    for (const [pA, pB] of [
      [1, 1],
      [0, 0],
      [1, 0],
      [0, 1],
      [0.999, 0.001],
    ] as const) {
      for (const finalSet of RULES) {
        const v = matchWinProbability(score({ sets: [1, 1], games: [5, 5], server: 1 }), pA, pB, {
          bestOf: 3,
          finalSet,
        });
        expect(v >= 0 && v <= 1).toBe(true);
      }
    }
    expect(matchWinProbability(initialScore(0), 1, 1, BO3)).toBeCloseTo(0.5, 12);
  });

  it('rejects bad probabilities and impossible scores', () => {
    expect(() => matchWinProbability(initialScore(0), 1.2, 0.6, BO3)).toThrow(RangeError);
    expect(() => matchWinProbability(score({ games: [7, 2] }), 0.6, 0.6, BO3)).toThrow(RangeError);
  });
});

describe('setWinnerProbability', () => {
  it('is 0.5 for equal players at the start of a set and 1 or 0 once over', () => {
    expect(setWinnerProbability(score({ sets: [1, 0], server: 1 }), 0.6, 0.6, BO3)).toBeCloseTo(0.5, 12);
    expect(setWinnerProbability(score({ sets: [2, 1] }), 0.6, 0.6, BO3)).toBe(1);
  });

  it(
    'equals the exact recursion over applyPoint, including tiebreaks and deciding sets',
    { timeout: 30_000 },
    () => {
      const cases: [TennisScore, TennisRules][] = [
        [score({ sets: [0, 1], games: [4, 3], points: [0, 2], server: 1 }), BO3],
        [score({ sets: [1, 0], games: [6, 6], points: [2, 4], server: 0, tiebreak: true }), BO3],
        [
          score({ sets: [2, 2], games: [7, 6], points: [3, 3], server: 0 }),
          { bestOf: 5, finalSet: 'advantage' },
        ],
        [
          score({ sets: [1, 1], games: [6, 6], points: [8, 8], server: 1, tiebreak: true }),
          { bestOf: 3, finalSet: 'ten-point-tiebreak-at-6-6' },
        ],
      ];
      for (const [s, r] of cases)
        expect(setWinnerProbability(s, 0.63, 0.58, r)).toBeCloseTo(reference(s, 0.63, 0.58, r, 'set'), 6);
    },
  );

  it('agrees with a Monte Carlo simulation within 0.01', { timeout: 30_000 }, () => {
    const s = score({ sets: [0, 0], games: [3, 3], points: [0, 1], server: 1 });
    const mc = simulate(s, 0.64, 0.6, BO3, 20_000, 'mc-set', 'set');
    expect(Math.abs(setWinnerProbability(s, 0.64, 0.6, BO3) - mc)).toBeLessThan(0.01);
  });

  it('is the match probability in a deciding set', () => {
    const r: TennisRules = { bestOf: 3, finalSet: 'tiebreak-at-12-12' };
    const s = score({ sets: [1, 1], games: [9, 10], points: [1, 0], server: 1 as TennisPlayer });
    expect(setWinnerProbability(s, 0.61, 0.6, r)).toBeCloseTo(matchWinProbability(s, 0.61, 0.6, r), 14);
  });
});
