import { describe, expect, it } from 'vitest';
import { backPriceH, layPriceH } from './prices';
import { roundIdOf } from './round';
import { casinoPnlMinor, liabilityMinor, returnPerUnit } from './settle';

describe('casinoPnlMinor (docs/rules/casino.md "rate", §0.7)', () => {
  it('pays a back win stake x (price - 1) and loses the stake otherwise', () => {
    expect(casinoPnlMinor('back', 198, 10_000, { kind: 'win' })).toBe(9_800);
    expect(casinoPnlMinor('back', 198, 10_000, { kind: 'loss' })).toBe(-10_000);
    expect(casinoPnlMinor('back', 198, 10_000, { kind: 'push' })).toBe(0);
  });

  it('pays Pair plus by its category rate, not the nominal price', () => {
    expect(casinoPnlMinor('back', 200, 10_000, { kind: 'win', rateH: 4600 })).toBe(450_000);
  });

  it('loses half the stake on a 7 (Low/High)', () => {
    expect(casinoPnlMinor('back', 200, 10_000, { kind: 'halfLoss' })).toBe(-5_000);
    expect(casinoPnlMinor('back', 200, 10_001, { kind: 'halfLoss' })).toBe(-5_000); // 5000.5 -> even
    expect(casinoPnlMinor('back', 200, 10_003, { kind: 'halfLoss' })).toBe(-5_002); // 5001.5 -> even
  });

  it('gives a layer the stake when the selection loses and costs stake x (lay - 1) when it wins', () => {
    expect(casinoPnlMinor('lay', 224, 10_000, { kind: 'loss' })).toBe(10_000);
    expect(casinoPnlMinor('lay', 224, 10_000, { kind: 'win' })).toBe(-12_400);
    expect(liabilityMinor('lay', 224, 10_000)).toBe(12_400);
    expect(liabilityMinor('back', 224, 10_000)).toBe(10_000);
  });

  it('rounds fractions of a minor unit half to even', () => {
    expect(casinoPnlMinor('back', 183, 150, { kind: 'win' })).toBe(124); // 124.5 -> 124
    expect(casinoPnlMinor('back', 183, 50, { kind: 'win' })).toBe(42); // 41.5 -> 42
  });

  it('refuses bad stakes and prices', () => {
    expect(() => casinoPnlMinor('back', 198, 0, { kind: 'win' })).toThrow(RangeError);
    expect(() => casinoPnlMinor('back', 198, 1.5, { kind: 'win' })).toThrow(RangeError);
    expect(() => casinoPnlMinor('back', 100, 100, { kind: 'win' })).toThrow(RangeError);
  });

  it('returns per unit for RTP: price, 1, 0.5 or 0', () => {
    expect(returnPerUnit({ kind: 'win' }, 198)).toBe(1.98);
    expect(returnPerUnit({ kind: 'win', rateH: 700 }, 200)).toBe(7);
    expect(returnPerUnit({ kind: 'push' }, 198)).toBe(1);
    expect(returnPerUnit({ kind: 'halfLoss' }, 198)).toBe(0.5);
    expect(returnPerUnit({ kind: 'loss' }, 198)).toBe(0);
  });
});

describe('house prices (Decisions 3 and 7)', () => {
  it('backs at 0.97 x fair rounded down and lays at fair / 0.97 rounded up', () => {
    // Amar: p = 6/13, fair 2.1667 -> back 2.10, lay 2.24 (the document's example).
    expect(backPriceH(6 / 13)).toBe(210);
    expect(layPriceH(6 / 13)).toBe(224);
    expect(backPriceH(0.5)).toBe(194);
    expect(layPriceH(0.5)).toBe(207);
    expect(backPriceH(0.25)).toBe(388);
  });

  it('keeps the back RTP below 1 and the lay edge with the house', () => {
    for (let k = 1; k < 200; k++) {
      const p = k / 200;
      expect((p * backPriceH(p)) / 100).toBeLessThan(1);
      expect((p * layPriceH(p)) / 100).toBeGreaterThan(1);
    }
  });

  it('refuses impossible probabilities', () => {
    for (const p of [0, 1, -0.1, Number.NaN]) expect(() => backPriceH(p)).toThrow(RangeError);
  });
});

describe('roundIdOf (docs/rules/casino.md §0.4)', () => {
  it('writes <tableNo>.<yyMMddHHmmss> in UTC', () => {
    expect(roundIdOf(36, new Date(Date.UTC(2024, 2, 8, 13, 37, 51)))).toBe('36.240308133751');
    expect(roundIdOf(9, new Date(Date.UTC(2031, 11, 1, 0, 0, 5)))).toBe('9.311201000005');
  });
});
