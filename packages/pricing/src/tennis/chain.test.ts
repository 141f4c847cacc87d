import { describe, expect, it } from 'vitest';
import {
  createChain,
  gameWinProbability,
  holdProbability,
  levelRaceProbability,
  setWinProbability,
  tiebreakWinProbability,
} from './chain';
import { raceWinner, tiebreakServer } from './score';
import type { TennisPlayer } from './types';

/** Newton & Keller (2005) closed form of the hold probability. */
const newtonKeller = (p: number): number => {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
};

/**
 * Independent tiebreak reference: plain recursion over points, serving order from tiebreakServer,
 * truncated (value 0.5) after 300 points, far beyond any numerical effect.
 */
function tiebreakReference(
  pA: number,
  pB: number,
  target: number,
  i: number,
  j: number,
  first: TennisPlayer,
): number {
  const memo = new Map<string, number>();
  const go = (a: number, b: number): number => {
    const w = raceWinner(a, b, target);
    if (w !== null) return w === 0 ? 1 : 0;
    if (a + b > 300) return 0.5;
    const key = `${a},${b}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const x = tiebreakServer(first, a + b) === 0 ? pA : 1 - pB;
    const v = x * go(a + 1, b) + (1 - x) * go(a, b + 1);
    memo.set(key, v);
    return v;
  };
  return go(i, j);
}

describe('holdProbability (Newton & Keller 2005)', () => {
  it('gives 0.7357 at p = 0.6 and 0.5 at p = 0.5', () => {
    expect(Math.abs(holdProbability(0.6) - 0.7357)).toBeLessThan(0.00005);
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12);
  });

  it('matches the closed form, is symmetric, increasing and maps 0 and 1 to themselves', () => {
    let previous = -1;
    for (let k = 0; k <= 100; k++) {
      const p = k / 100;
      const h = holdProbability(p);
      if (k > 0 && k < 100) expect(h).toBeCloseTo(newtonKeller(p), 12);
      expect(h + holdProbability(1 - p)).toBeCloseTo(1, 12);
      expect(h).toBeGreaterThan(previous);
      previous = h;
    }
    expect(holdProbability(0)).toBe(0);
    expect(holdProbability(1)).toBe(1);
  });

  it('rejects probabilities outside [0, 1]', () => {
    for (const p of [-0.1, 1.1, Number.NaN]) expect(() => holdProbability(p)).toThrow(RangeError);
  });
});

describe('gameWinProbability', () => {
  const p = 0.64;
  const q = 1 - p;
  const deuce = (p * p) / (1 - 2 * p * q);

  it('uses the geometric series at deuce and advantage, whatever the raw counts', () => {
    expect(gameWinProbability(p, [3, 3])).toBeCloseTo(deuce, 14);
    expect(gameWinProbability(p, [9, 9])).toBeCloseTo(deuce, 14);
    expect(gameWinProbability(p, [4, 3])).toBeCloseTo(p + q * deuce, 14);
    expect(gameWinProbability(p, [7, 8])).toBeCloseTo(p * deuce, 14);
  });

  it('is exact from any point score', () => {
    expect(gameWinProbability(p, [3, 0])).toBeCloseTo(1 - q ** 3 * (1 - deuce), 14);
    expect(gameWinProbability(p, [0, 3])).toBeCloseTo(p ** 3 * deuce, 14);
    expect(gameWinProbability(p, [2, 3])).toBeCloseTo(p * deuce, 14);
    expect(gameWinProbability(p, [3, 2])).toBeCloseTo(p + q * deuce, 14);
    expect(gameWinProbability(p, [4, 2])).toBe(1);
    expect(gameWinProbability(p, [1, 4])).toBe(0);
    // One-step consistency everywhere below deuce.
    for (let a = 0; a < 3; a++) {
      for (let b = 0; b < 3; b++) {
        const step = p * gameWinProbability(p, [a + 1, b]) + q * gameWinProbability(p, [a, b + 1]);
        expect(gameWinProbability(p, [a, b])).toBeCloseTo(step, 14);
      }
    }
    expect(() => gameWinProbability(p, [-1, 0])).toThrow(RangeError);
  });
});

describe('tiebreakWinProbability', () => {
  it('is 0.5 for equal servers and symmetric when the players swap', () => {
    expect(tiebreakWinProbability(0.64, 0.64, 7)).toBeCloseTo(0.5, 12);
    expect(tiebreakWinProbability(0.56, 0.56, 10, { points: [0, 0], server: 1 })).toBeCloseTo(0.5, 12);
    const a = tiebreakWinProbability(0.66, 0.6, 7, { points: [2, 3], server: 0 });
    const b = tiebreakWinProbability(0.6, 0.66, 7, { points: [3, 2], server: 1 });
    expect(a + b).toBeCloseTo(1, 12);
  });

  it('agrees with plain recursion from many states, both targets and both servers', () => {
    for (const target of [7, 10] as const) {
      for (const [i, j] of [
        [0, 0],
        [1, 0],
        [3, 5],
        [6, 6],
        [target - 1, target - 2],
        [12, 13],
        [20, 20],
      ] as const) {
        for (const server of [0, 1] as const) {
          const first = tiebreakServer(server, i + j);
          const ref = tiebreakReference(0.67, 0.61, target, i, j, first);
          expect(tiebreakWinProbability(0.67, 0.61, target, { points: [i, j], server })).toBeCloseTo(ref, 10);
        }
      }
    }
  });

  it('uses the level closed form past target - 1 all, and ends at the target by two', () => {
    const level = levelRaceProbability(0.7, 1 - 0.6);
    expect(tiebreakWinProbability(0.7, 0.6, 7, { points: [6, 6], server: 0 })).toBeCloseTo(level, 14);
    expect(tiebreakWinProbability(0.7, 0.6, 10, { points: [30, 30], server: 1 })).toBeCloseTo(level, 14);
    expect(tiebreakWinProbability(0.7, 0.6, 7, { points: [7, 5], server: 0 })).toBe(1);
    expect(tiebreakWinProbability(0.7, 0.6, 10, { points: [8, 10], server: 0 })).toBe(0);
    expect(levelRaceProbability(1, 0)).toBe(0.5); // never ends: convention
  });

  it('favours the stronger server more in a longer tiebreak', () => {
    const seven = tiebreakWinProbability(0.68, 0.62, 7);
    const ten = tiebreakWinProbability(0.68, 0.62, 10);
    expect(seven).toBeGreaterThan(0.5);
    expect(ten).toBeGreaterThan(seven);
  });

  it('rejects a bad target, points or probability', () => {
    expect(() => tiebreakWinProbability(0.6, 0.6, 8 as 7)).toThrow(RangeError);
    expect(() => tiebreakWinProbability(0.6, 0.6, 7, { points: [-1, 0], server: 0 })).toThrow(RangeError);
    expect(() => tiebreakWinProbability(1.5, 0.6, 7)).toThrow(RangeError);
  });
});

describe('setWinProbability', () => {
  it('is 0.5 for equal players under every rule and favours the stronger server', () => {
    for (const rule of [
      'advantage',
      'tiebreak-at-6-6',
      'tiebreak-at-12-12',
      'ten-point-tiebreak-at-6-6',
    ] as const) {
      for (const server of [0, 1] as const) {
        expect(setWinProbability(0.62, 0.62, { games: [0, 0], server }, rule)).toBeCloseTo(0.5, 12);
      }
      expect(setWinProbability(0.66, 0.62, undefined, rule)).toBeGreaterThan(0.5);
    }
  });

  it('satisfies the one-game step and ends where the rule says', () => {
    const chain = createChain(0.65, 0.6);
    const [h0, h1] = chain.hold;
    const at = (
      games: [number, number],
      server: TennisPlayer,
      rule: 'advantage' | 'tiebreak-at-12-12' = 'advantage',
    ) => setWinProbability(0.65, 0.6, { games, server }, rule);
    // Player 0 serving at 5-4 in any rule: hold wins, break goes to 5-5.
    expect(at([5, 4], 0)).toBeCloseTo(h0 + (1 - h0) * at([5, 5], 1), 12);
    // Advantage set: closed form from level games, also at 68-68.
    const level = levelRaceProbability(h0, 1 - h1);
    expect(at([5, 5], 0)).toBeCloseTo(level, 12);
    expect(at([68, 68], 1)).toBeCloseTo(level, 12);
    expect(at([69, 68], 1)).toBeCloseTo(1 - h1 + h1 * level, 12);
    // 12-12 rule: a 7-point tiebreak at 12-12, served first by the player due to serve.
    expect(at([12, 12], 1, 'tiebreak-at-12-12')).toBeCloseTo(
      tiebreakWinProbability(0.65, 0.6, 7, { points: [0, 0], server: 1 }),
      12,
    );
    expect(at([8, 8], 0, 'tiebreak-at-12-12')).toBeCloseTo(
      h0 * at([9, 8], 1, 'tiebreak-at-12-12') + (1 - h0) * at([8, 9], 1, 'tiebreak-at-12-12'),
      12,
    );
  });

  it('rejects finished or impossible games', () => {
    expect(() => setWinProbability(0.6, 0.6, { games: [6, 4], server: 0 })).toThrow(RangeError);
    expect(() => setWinProbability(0.6, 0.6, { games: [8, 7], server: 0 })).toThrow(RangeError);
    expect(() => setWinProbability(0.6, 0.6, { games: [70, 68], server: 0 }, 'advantage')).toThrow(
      RangeError,
    );
  });
});
