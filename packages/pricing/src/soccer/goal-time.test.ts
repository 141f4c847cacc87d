import { describe, expect, it } from 'vitest';
import { GOALS_PER_90, GOAL_TIME_SHARES, remainingShare } from './goal-time';

describe('GOAL_TIME_SHARES', () => {
  it('holds the six 15-minute shares from docs/rules/sports.md and sums to 1', () => {
    expect(GOAL_TIME_SHARES).toEqual([0.111, 0.129, 0.162, 0.179, 0.181, 0.238]);
    expect(GOAL_TIME_SHARES.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(GOALS_PER_90).toBe(2.55);
  });
});

describe('remainingShare', () => {
  it('is 1 at kick-off and 0 at full time', () => {
    expect(remainingShare(0)).toBeCloseTo(1, 12);
    expect(remainingShare(90)).toBe(0);
  });

  it('equals the tail sums at block boundaries', () => {
    expect(remainingShare(15)).toBeCloseTo(0.889, 12);
    expect(remainingShare(45)).toBeCloseTo(0.598, 12);
    expect(remainingShare(75)).toBeCloseTo(0.238, 12);
  });

  it('is linear within a block', () => {
    expect(remainingShare(7.5)).toBeCloseTo(1 - 0.111 / 2, 12);
    expect(remainingShare(80)).toBeCloseTo((0.238 * 10) / 15, 12);
    expect(remainingShare(89)).toBeCloseTo(0.238 / 15, 12);
  });

  it('is monotone non-increasing over the match', () => {
    let previous = remainingShare(0);
    for (let m = 0.25; m <= 100; m += 0.25) {
      const share = remainingShare(m);
      expect(share).toBeLessThanOrEqual(previous + 1e-15);
      expect(share).toBeGreaterThanOrEqual(0);
      previous = share;
    }
    previous = remainingShare(0, 5);
    for (let m = 0.25; m <= 100; m += 0.25) {
      const share = remainingShare(m, 5);
      expect(share).toBeLessThanOrEqual(previous + 1e-15);
      previous = share;
    }
  });

  it('spreads the last block over announced added time, 0 at the final whistle', () => {
    expect(remainingShare(91)).toBe(0); // nothing announced: the match is treated as over at 90
    expect(remainingShare(75, 4)).toBeCloseTo(0.238, 12); // the block total does not change
    expect(remainingShare(90, 4)).toBeCloseTo((0.238 * 4) / 19, 12);
    expect(remainingShare(92, 4)).toBeCloseTo((0.238 * 2) / 19, 12);
    expect(remainingShare(94, 4)).toBe(0);
    expect(remainingShare(97, 4)).toBe(0);
    expect(remainingShare(60, 4)).toBe(remainingShare(60));
  });

  it('refuses negative or non-finite minutes', () => {
    expect(() => remainingShare(-1)).toThrow(RangeError);
    expect(() => remainingShare(Number.NaN)).toThrow(RangeError);
    expect(() => remainingShare(10, -2)).toThrow(RangeError);
  });
});
