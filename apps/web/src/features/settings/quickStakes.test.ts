import { describe, expect, it } from 'vitest';
import { parseStake, parseStakes, toQuickStakes } from './quickStakes';

describe('quick stake parsing (docs/rules/specification.md §3, §5)', () => {
  it('keeps whole positive numbers', () => {
    expect(parseStake('100')).toBe(100);
    expect(parseStake(' 2500 ')).toBe(2500);
    expect(parseStake(20000)).toBe(20000);
  });

  it('parses to integers: fractions are cut, grouping commas are ignored', () => {
    expect(parseStake('250.75')).toBe(250);
    expect(parseStake('99.99')).toBe(99);
    expect(parseStake('1,000')).toBe(1000);
    expect(parseStake('12abc')).toBe(12);
    expect(parseStake(7.9)).toBe(7);
  });

  it('non-positive or non-numeric values become 0', () => {
    for (const raw of ['0', '-5', '-0.5', '0.4', '', '   ', 'abc', 'NaN', '.5', 'e3', '-']) {
      expect(parseStake(raw), JSON.stringify(raw)).toBe(0);
    }
    expect(parseStake(-1)).toBe(0);
    expect(parseStake(Number.NaN)).toBe(0);
    expect(parseStake(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('caps at the server limit of 10,000,000', () => {
    expect(parseStake('10000000')).toBe(10_000_000);
    expect(parseStake('99999999999')).toBe(10_000_000);
  });

  it('always gives exactly 8 stakes', () => {
    expect(parseStakes(['1', 'x', '-3', '4.5', '5', '6', '7', '8', '9'])).toEqual([1, 0, 0, 4, 5, 6, 7, 8]);
    expect(parseStakes(['10'])).toEqual([10, 0, 0, 0, 0, 0, 0, 0]);
    expect(toQuickStakes([5, 6])).toEqual([
      { id: 1, stakeValue: 5 },
      { id: 2, stakeValue: 6 },
    ]);
  });
});
