import { describe, expect, it } from 'vitest';
import type { RunnerQuote } from './quote';
import { DEFAULT_MARGIN, bookmakerRate, overround, quoteRunner } from './quote';
import { isOnLadder, tickIndex } from './ticks';

/** A small seeded uniform generator (mulberry32) so the tests need no other package. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prices = (levels: { price: number }[]) => levels.map((l) => l.price);

function expectWellFormed(q: RunnerQuote): void {
  const back = prices(q.availableToBack);
  const lay = prices(q.availableToLay);
  expect(back.length).toBeGreaterThanOrEqual(1);
  expect(lay.length).toBeGreaterThanOrEqual(1);
  expect(back.length).toBeLessThanOrEqual(3);
  expect(lay.length).toBeLessThanOrEqual(3);
  for (const p of [...back, ...lay]) expect(isOnLadder(p)).toBe(true);
  expect(tickIndex(lay[0]!)).toBeGreaterThan(tickIndex(back[0]!));
  for (let k = 1; k < back.length; k++) expect(tickIndex(back[k]!)).toBe(tickIndex(back[k - 1]!) - 1);
  for (let k = 1; k < lay.length; k++) expect(tickIndex(lay[k]!)).toBe(tickIndex(lay[k - 1]!) + 1);
  for (const side of [q.availableToBack, q.availableToLay]) {
    for (let k = 0; k < side.length; k++) {
      expect(Number.isInteger(side[k]!.size)).toBe(true);
      expect(side[k]!.size).toBeGreaterThanOrEqual(1);
      if (k > 0) expect(side[k]!.size).toBeLessThanOrEqual(side[k - 1]!.size);
    }
  }
}

describe('quoteRunner', () => {
  it('prices p = 0.5, m = 0.02 by the rule: back 1.96, lay 2.06', () => {
    // 1/(0.5 * 1.02) = 1.9608 -> largest tick <= is 1.96; 1/(0.5 * 0.98) = 2.0408 -> smallest tick >= is 2.06
    // (2.04 is below 2.0408, so the rule cannot give it).
    const q = quoteRunner(0.5, { margin: 0.02, random: seeded(1) });
    expect(prices(q.availableToBack)).toEqual([1.96, 1.95, 1.94]);
    expect(prices(q.availableToLay)).toEqual([2.06, 2.08, 2.1]);
    expectWellFormed(q);
  });

  it('uses the default margin of 2 %', () => {
    expect(DEFAULT_MARGIN).toBe(0.02);
    expect(quoteRunner(0.5, { random: seeded(1) })).toEqual(
      quoteRunner(0.5, { margin: 0.02, random: seeded(1) }),
    );
  });

  it('keeps back below lay, on the ladder, three monotone levels, across probabilities', () => {
    const random = seeded(42);
    for (let p = 0.002; p < 0.95; p += 0.0137) {
      const q = quoteRunner(p, { random });
      expectWellFormed(q);
      expect(q.availableToBack).toHaveLength(3);
      expect(q.availableToLay).toHaveLength(3);
      expect(q.availableToBack[0]!.price).toBeLessThanOrEqual(1 / (p * 1.02) + 1e-9);
      expect(q.availableToLay[0]!.price).toBeGreaterThanOrEqual(1 / (p * 0.98) - 1e-9);
    }
  });

  it('separates back and lay by at least one tick even with no margin', () => {
    const q = quoteRunner(0.5, { margin: 0, random: seeded(3) });
    expect(q.availableToBack[0]!.price).toBe(2);
    expect(q.availableToLay[0]!.price).toBe(2.02);
    const top = quoteRunner(0.001, { margin: 0, random: seeded(3) });
    expect(prices(top.availableToLay)).toEqual([1000]);
    expect(prices(top.availableToBack)).toEqual([990, 980, 970]);
  });

  it('is deterministic for a given random function and draws exactly six numbers', () => {
    expect(quoteRunner(0.37, { random: seeded(9) })).toEqual(quoteRunner(0.37, { random: seeded(9) }));
    expect(quoteRunner(0.37, { random: seeded(9) })).not.toEqual(quoteRunner(0.37, { random: seeded(10) }));
    let draws = 0;
    const inner = seeded(5);
    quoteRunner(0.999, {
      random: () => {
        draws++;
        return inner();
      },
    });
    expect(draws).toBe(6);
  });

  it('draws whole-unit sizes in 50..2500, largest at the best price, scaled by sizeScale', () => {
    const q = quoteRunner(0.3, { random: seeded(7) });
    for (const l of [...q.availableToBack, ...q.availableToLay]) {
      expect(l.size).toBeGreaterThanOrEqual(50);
      expect(l.size).toBeLessThanOrEqual(2500);
    }
    const fixed = quoteRunner(0.3, { random: () => 0.5, sizeScale: 2.5 });
    expect(fixed.availableToBack.map((l) => l.size)).toEqual([3188, 3188, 3188]); // (50 + 1225) * 2.5 = 3187.5
    const extremes = [0, 0.999999, 0.5];
    let i = 0;
    const sized = quoteRunner(0.3, { random: () => extremes[i++ % 3]! });
    expect(sized.availableToBack.map((l) => l.size)).toEqual([2500, 1275, 50]);
  });

  it('handles extreme probabilities by clamping p and dropping levels off the ladder', () => {
    const fav = quoteRunner(0.99, { random: seeded(2) });
    expect(prices(fav.availableToBack)).toEqual([1.01]); // 1/(0.99 * 1.02) = 0.990 < 1.01
    expect(prices(fav.availableToLay)).toEqual([1.04, 1.05, 1.06]); // 1/(0.99 * 0.98) = 1.0307
    expect(quoteRunner(1, { random: seeded(2) })).toEqual(fav);
    const outsider = quoteRunner(0.001, { random: seeded(2) });
    expect(prices(outsider.availableToBack)).toEqual([980, 970, 960]); // 1/(0.001 * 1.02) = 980.4
    expect(prices(outsider.availableToLay)).toEqual([1000]); // 1020.4 is above the ladder
    expect(quoteRunner(0, { random: seeded(2) })).toEqual(outsider);
    for (const q of [fav, outsider]) expectWellFormed(q);
  });

  it('refuses bad input', () => {
    const random = seeded(1);
    expect(() => quoteRunner(Number.NaN, { random })).toThrow(RangeError);
    expect(() => quoteRunner(1.2, { random })).toThrow(RangeError);
    expect(() => quoteRunner(0.5, { random, margin: -0.01 })).toThrow(RangeError);
    expect(() => quoteRunner(0.5, { random, sizeScale: 0 })).toThrow(RangeError);
    expect(() => quoteRunner(0.5, { random: () => 1 })).toThrow(RangeError);
  });
});

describe('bookmakerRate', () => {
  it('gives percentage odds round((1/(p(1+m)) - 1) * 100)', () => {
    expect(bookmakerRate(0.5)).toBe(96); // 1.9608
    expect(bookmakerRate(0.5, 0)).toBe(100);
    expect(bookmakerRate(0.69, 0)).toBe(45); // 1/0.69 = 1.4493 -> 45 = decimal 1.45
    expect(bookmakerRate(0.25, 0.03)).toBe(288); // 3.8835
  });

  it('is at least 1 and clamps p like quoteRunner', () => {
    expect(bookmakerRate(0.99)).toBe(1);
    expect(bookmakerRate(1)).toBe(1);
    expect(bookmakerRate(0)).toBe(bookmakerRate(0.001));
    expect(() => bookmakerRate(-0.1)).toThrow(RangeError);
  });
});

describe('overround', () => {
  it('is the sum of implied probabilities minus 1', () => {
    expect(overround([0.5, 0.5])).toBeCloseTo(0, 12);
    expect(overround([1 / 1.9, 1 / 1.9])).toBeCloseTo(2 / 1.9 - 1, 12);
    expect(overround([0.45, 0.3, 0.3])).toBeCloseTo(0.05, 12);
    expect(overround([0.4, 0.4])).toBeCloseTo(-0.2, 12);
  });

  it('refuses empty or invalid books', () => {
    expect(() => overround([])).toThrow(RangeError);
    expect(() => overround([0.5, -0.1])).toThrow(RangeError);
    expect(() => overround([Number.NaN])).toThrow(RangeError);
  });
});
