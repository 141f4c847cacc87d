import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money';

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
