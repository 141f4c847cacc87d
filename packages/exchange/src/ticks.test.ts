import { describe, expect, it } from 'vitest';
import { MAX_PRICE, MIN_PRICE, TICKS, isOnLadder, tickDown, tickIndex, tickUp, ticksAway } from './ticks';

/** [price, next tick up] across every band boundary (docs/architecture.md ladder). */
const BOUNDARIES: [number, number][] = [
  [1.99, 2],
  [2, 2.02],
  [2.98, 3],
  [3, 3.05],
  [3.95, 4],
  [4, 4.1],
  [5.9, 6],
  [6, 6.2],
  [9.8, 10],
  [10, 10.5],
  [19.5, 20],
  [20, 21],
  [29, 30],
  [30, 32],
  [48, 50],
  [50, 55],
  [95, 100],
  [100, 110],
  [990, 1000],
];

describe('TICKS', () => {
  it('holds the 350 ladder prices from 1.01 to 1000, strictly ascending', () => {
    expect(TICKS).toHaveLength(350);
    expect(TICKS[0]).toBe(1.01);
    expect(TICKS[TICKS.length - 1]).toBe(1000);
    expect(MIN_PRICE).toBe(TICKS[0]);
    expect(MAX_PRICE).toBe(TICKS[349]);
    for (let i = 1; i < TICKS.length; i++) expect(TICKS[i]!).toBeGreaterThan(TICKS[i - 1]!);
    expect(Object.isFrozen(TICKS)).toBe(true);
  });

  it('has the right count in each band', () => {
    const count = (lo: number, hi: number) => TICKS.filter((p) => p > lo && p <= hi).length;
    expect(count(1, 2)).toBe(100);
    expect(count(2, 3)).toBe(50);
    expect(count(3, 4)).toBe(20);
    expect(count(4, 6)).toBe(20);
    expect(count(6, 10)).toBe(20);
    expect(count(10, 20)).toBe(20);
    expect(count(20, 30)).toBe(10);
    expect(count(30, 50)).toBe(10);
    expect(count(50, 100)).toBe(10);
    expect(count(100, 1000)).toBe(90);
  });

  it('stores exact decimals (no accumulated float error)', () => {
    expect(TICKS).toContain(1.1);
    expect(TICKS).toContain(2.22);
    expect(TICKS).toContain(3.35);
    expect(TICKS).toContain(7.8);
    expect(TICKS[9]).toBe(1.1);
    expect(TICKS[349]! * 100).toBe(100000);
  });
});

describe('band boundaries', () => {
  it.each(BOUNDARIES)('one tick above %d is %d', (price, next) => {
    expect(ticksAway(price, 1)).toBe(next);
    expect(ticksAway(next, -1)).toBe(price);
    expect(tickIndex(next)).toBe(tickIndex(price) + 1);
  });
});

describe('isOnLadder / tickIndex', () => {
  it('accepts ladder prices and rejects others', () => {
    expect(isOnLadder(1.01)).toBe(true);
    expect(isOnLadder(2.02)).toBe(true);
    expect(isOnLadder(1000)).toBe(true);
    expect(isOnLadder(2.01)).toBe(false);
    expect(isOnLadder(1)).toBe(false);
    expect(isOnLadder(1010)).toBe(false);
    expect(isOnLadder(Number.NaN)).toBe(false);
    expect(tickIndex(1.01)).toBe(0);
    expect(tickIndex(2)).toBe(99);
    expect(tickIndex(1000)).toBe(349);
    expect(tickIndex(3.01)).toBe(-1);
    expect(tickIndex(Number.POSITIVE_INFINITY)).toBe(-1);
  });

  it('absorbs float noise but not real offsets', () => {
    expect(isOnLadder(3.3 / 3)).toBe(true); // 1.0999999999999999
    expect(tickIndex(0.1 + 0.2 + 0.8)).toBe(tickIndex(1.1));
    expect(isOnLadder(2.0000001)).toBe(false);
    expect(isOnLadder(1.0999999)).toBe(false);
  });
});

describe('tickDown / tickUp', () => {
  it('are the identity on ladder prices', () => {
    for (const p of TICKS) {
      expect(tickDown(p)).toBe(p);
      expect(tickUp(p)).toBe(p);
    }
  });

  it('round off-ladder prices down and up to neighbouring ticks', () => {
    expect(tickDown(1.9608)).toBe(1.96);
    expect(tickUp(2.0408)).toBe(2.06);
    expect(tickDown(3.04)).toBe(3);
    expect(tickUp(3.01)).toBe(3.05);
    expect(tickDown(999)).toBe(990);
    expect(tickUp(101)).toBe(110);
  });

  it('handle float inputs', () => {
    expect(tickDown(2.0000001)).toBe(2);
    expect(tickUp(2.0000001)).toBe(2.02);
    expect(tickDown(1.0999999)).toBe(1.09);
    expect(tickUp(1.0999999)).toBe(1.1);
    expect(tickDown(3.3 / 3)).toBe(1.1);
    expect(tickUp(3.3 / 3)).toBe(1.1);
    expect(tickUp(1.1 * 3)).toBe(3.3); // 3.3000000000000003
  });

  it('clamp or throw at the ends', () => {
    expect(tickDown(5000)).toBe(1000);
    expect(tickUp(1)).toBe(1.01);
    expect(tickUp(0.5)).toBe(1.01);
    expect(() => tickDown(1.005)).toThrow(RangeError);
    expect(() => tickUp(1000.5)).toThrow(RangeError);
    expect(() => tickDown(Number.NaN)).toThrow(RangeError);
    expect(() => tickUp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('ticksAway', () => {
  it('moves n ticks and clamps at the ends', () => {
    expect(ticksAway(1.5, 0)).toBe(1.5);
    expect(ticksAway(1.98, 3)).toBe(2.02);
    expect(ticksAway(2.02, -3)).toBe(1.98);
    expect(ticksAway(1.02, -5)).toBe(1.01);
    expect(ticksAway(990, 10)).toBe(1000);
    expect(ticksAway(1.01, 349)).toBe(1000);
  });

  it('refuses off-ladder prices and fractional counts', () => {
    expect(() => ticksAway(2.01, 1)).toThrow(RangeError);
    expect(() => ticksAway(2, 1.5)).toThrow(RangeError);
  });
});
