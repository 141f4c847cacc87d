import { describe, expect, it } from 'vitest';
import { availableBalance, formatMoney, lazyNumberFormat } from './format';

describe('formatMoney', () => {
  it('always shows 2 decimals without grouping', () => {
    expect(formatMoney(90)).toBe('90.00');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(1500000)).toBe('1,500,000.00');
    expect(formatMoney(0.005)).toBe('0.01');
  });
  it('never shows -0.00 and survives bad numbers', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney(-12.5)).toBe('-12.50');
  });
  it('available balance is balance minus exposure', () => {
    expect(formatMoney(availableBalance(100, 10))).toBe('90.00');
    expect(formatMoney(availableBalance(100, 10.1))).toBe('89.90');
  });
});

describe('lazyNumberFormat', () => {
  it('formats as the Intl.NumberFormat it stands for', () => {
    const options = { maximumFractionDigits: 0 };
    const lazy = lazyNumberFormat('en-US', options);
    for (const n of [0, 2400, 1234567.6, -98.2])
      expect(lazy.format(n)).toBe(new Intl.NumberFormat('en-US', options).format(n));
  });
});
