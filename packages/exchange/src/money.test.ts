import { describe, expect, it } from 'vitest';
import { fromMinor, mulDivHalfEven, roundHalfEven, roundHalfEvenRatio, toMinor } from './money';

describe('toMinor', () => {
  it('converts whole and decimal amounts', () => {
    expect(toMinor(1500000)).toBe(150000000);
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(-5.5)).toBe(-550);
  });
  it('rounds half to even on the third decimal', () => {
    expect(toMinor(0.125)).toBe(12);
    expect(toMinor(0.135)).toBe(14);
    expect(toMinor(2.675)).toBe(268);
  });
  it('refuses non-finite amounts', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('fromMinor', () => {
  it('round-trips', () => {
    for (const minor of [0, 1, 99, 100, 123456789, -42]) expect(toMinor(fromMinor(minor))).toBe(minor);
  });
  it('refuses fractions of a minor unit', () => {
    expect(() => fromMinor(1.5)).toThrow(RangeError);
  });
});

describe('roundHalfEven', () => {
  it('rounds to the nearest integer, ties to even, symmetric around 0', () => {
    expect([0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5].map(roundHalfEven)).toEqual([0, 2, 2, 4, 0, -2, -2]);
    expect([1.49, 1.51, -1.49, -1.51, 7, -7].map(roundHalfEven)).toEqual([1, 2, -1, -2, 7, -7]);
    expect(Object.is(roundHalfEven(-0.4), 0)).toBe(true);
  });
  it('refuses non-finite values and results outside the safe range', () => {
    expect(() => roundHalfEven(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfEven(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundHalfEven(2 ** 60)).toThrow(RangeError);
  });
});

describe('roundHalfEvenRatio and mulDivHalfEven', () => {
  it('divide exactly, ties to even', () => {
    expect(roundHalfEvenRatio(5, 2)).toBe(2);
    expect(roundHalfEvenRatio(7, 2)).toBe(4);
    expect(roundHalfEvenRatio(-5, 2)).toBe(-2);
    expect(roundHalfEvenRatio(-7, 2)).toBe(-4);
    expect(roundHalfEvenRatio(13888888, 100)).toBe(138889);
    expect(Object.is(roundHalfEvenRatio(-1, 3), 0)).toBe(true);
    expect(mulDivHalfEven(111538, 30, 100)).toBe(33461); // 33461.4
    expect(mulDivHalfEven(5, 1, 10)).toBe(0); // 0.5 -> 0
    expect(mulDivHalfEven(15, 1, 10)).toBe(2); // 1.5 -> 2
  });
  it('stay exact beyond 2^53 in the product', () => {
    expect(mulDivHalfEven(9_000_000_000_000, 99_900, 100_000)).toBe(8_991_000_000_000);
    expect(mulDivHalfEven(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('refuse non-integers, a denominator <= 0 and unsafe results', () => {
    expect(() => roundHalfEvenRatio(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfEvenRatio(1, 0)).toThrow(RangeError);
    expect(() => mulDivHalfEven(1, 1, -1)).toThrow(RangeError);
    expect(() => mulDivHalfEven(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
});
