/**
 * Bookmaker rates stay within what a bet may ask for (issue 12: the server offered 97939 and then
 * refused anything above 1000). For every probability in [0, 1] and margin in [0, 0.5), the back
 * rate is at least 1, the lay rate is above it, and both are at most MAX_BOOKMAKER_RATE (99900 =
 * decimal 1000, the top of the ladder). The seed is in the describe title; rerun with FC_SEED.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGIN, MAX_BOOKMAKER_RATE, bookmakerLayRate, bookmakerRate } from './quote';
import { MAX_PRICE } from './ticks';
import { FC_PARAMS, FC_SEED } from './test-arbitraries';

const probability = fc.double({ min: 0, max: 1, noNaN: true });
const margin = fc.double({ min: 0, max: 0.5, maxExcluded: true, noNaN: true });

const expectInRange = (p: number, m: number) => {
  const back = bookmakerRate(p, m);
  const lay = bookmakerLayRate(p, m);
  expect(Number.isInteger(back) && Number.isInteger(lay)).toBe(true);
  expect(back).toBeGreaterThanOrEqual(1);
  expect(lay).toBeGreaterThan(back);
  expect(lay).toBeLessThanOrEqual(MAX_BOOKMAKER_RATE);
};

describe(`Bookmaker rates within MAX_BOOKMAKER_RATE (seed ${FC_SEED})`, () => {
  it('is decimal 1000, the top of the ladder: 99900', () => {
    expect(MAX_BOOKMAKER_RATE).toBe(99_900);
    expect(1 + MAX_BOOKMAKER_RATE / 100).toBe(MAX_PRICE);
  });

  it('offers 97939 / 97940 at the smallest quoted probability, as the feed did', () => {
    expect(bookmakerRate(0)).toBe(97_939);
    expect(bookmakerLayRate(0)).toBe(97_940);
    expect(bookmakerLayRate(0.5)).toBe(104);
  });

  it('keeps 1 <= back < lay <= the maximum at the ends of [0, 1] and at margin 0', () => {
    for (const p of [0, 1e-12, 0.001, 0.0097, 0.01, 0.5, 0.99, 1])
      for (const m of [0, DEFAULT_MARGIN, 0.49]) expectInRange(p, m);
  });

  it('keeps 1 <= back < lay <= the maximum for any probability and margin', () => {
    fc.assert(
      fc.property(probability, margin, (p, m) => expectInRange(p, m)),
      FC_PARAMS,
    );
  });
});
