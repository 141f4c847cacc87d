import { describe, expect, it } from 'vitest';
import {
  CASINO_STAKE_LIMITS_MINOR,
  DEFAULT_MIN_MAX_MINOR,
  MAX_STAKE_MESSAGE,
  MIN_STAKE_MESSAGE,
  stakeLimitError,
  stakeLimits,
  type MinMaxMinor,
} from './limits';

describe('stake limits (docs/rules/specification.md §5)', () => {
  it('has the spec defaults in minor units', () => {
    expect(DEFAULT_MIN_MAX_MINOR).toEqual({
      advanceBetLock: false,
      oddsMin: 10_000,
      oddsMax: 10_000_000,
      fancyMin: 10_000,
      fancyMax: 2_000_000,
      bookmakerMin: 10_000,
      bookmakerMax: 30_000_000,
    });
    expect(stakeLimits(DEFAULT_MIN_MAX_MINOR, 'odds', false)).toEqual({
      minMinor: 10_000,
      maxMinor: 10_000_000,
    });
    expect(stakeLimits(DEFAULT_MIN_MAX_MINOR, 'fancy', true)).toEqual({
      minMinor: 10_000,
      maxMinor: 2_000_000,
    });
    expect(stakeLimits(DEFAULT_MIN_MAX_MINOR, 'bookmaker', false)).toEqual({
      minMinor: 10_000,
      maxMinor: 30_000_000,
    });
    expect(CASINO_STAKE_LIMITS_MINOR).toEqual({ minMinor: 10_000, maxMinor: 5_000_000 });
  });

  it('uses the brand limits of the kind', () => {
    const limits: MinMaxMinor = {
      ...DEFAULT_MIN_MAX_MINOR,
      oddsMin: 500,
      oddsMax: 900,
      fancyMin: 1,
      fancyMax: 2,
    };
    expect(stakeLimits(limits, 'odds', true)).toEqual({ minMinor: 500, maxMinor: 900 });
    expect(stakeLimits(limits, 'fancy', false)).toEqual({ minMinor: 1, maxMinor: 2 });
  });

  it('advanceBetLock before the event: min 1 unit, max 0, for every kind; in play: normal', () => {
    const locked = { ...DEFAULT_MIN_MAX_MINOR, advanceBetLock: true };
    for (const kind of ['odds', 'bookmaker', 'fancy'] as const) {
      const bounds = stakeLimits(locked, kind, false);
      expect(bounds).toEqual({ minMinor: 100, maxMinor: 0 });
      for (const stake of [1, 99, 100, 10_000, 1_000_000])
        expect(stakeLimitError(stake, bounds)).toBe(MAX_STAKE_MESSAGE);
      expect(stakeLimits(locked, kind, true)).toEqual(stakeLimits(DEFAULT_MIN_MAX_MINOR, kind, true));
    }
  });

  it('gives the exact messages, or undefined within the bounds (inclusive)', () => {
    expect(MIN_STAKE_MESSAGE).toBe('Minimum stake limit exceeded!');
    expect(MAX_STAKE_MESSAGE).toBe('Maximum stake limit exceeded!');
    const bounds = { minMinor: 10_000, maxMinor: 5_000_000 };
    expect(stakeLimitError(9_999, bounds)).toBe(MIN_STAKE_MESSAGE);
    expect(stakeLimitError(0, bounds)).toBe(MIN_STAKE_MESSAGE);
    expect(stakeLimitError(10_000, bounds)).toBeUndefined();
    expect(stakeLimitError(5_000_000, bounds)).toBeUndefined();
    expect(stakeLimitError(5_000_001, bounds)).toBe(MAX_STAKE_MESSAGE);
  });

  it('refuses malformed stakes, limits and kinds', () => {
    expect(() => stakeLimitError(100.5, { minMinor: 1, maxMinor: 2 })).toThrow(RangeError);
    expect(() => stakeLimitError(100, { minMinor: -1, maxMinor: 2 })).toThrow(RangeError);
    expect(() => stakeLimits({ ...DEFAULT_MIN_MAX_MINOR, oddsMax: 1.5 }, 'odds', true)).toThrow(RangeError);
    expect(() => stakeLimits({ ...DEFAULT_MIN_MAX_MINOR, fancyMin: -1 }, 'fancy', false)).toThrow(RangeError);
    expect(() => stakeLimits(DEFAULT_MIN_MAX_MINOR, 'casino' as never, true)).toThrow(RangeError);
  });
});
