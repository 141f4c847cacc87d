import { describe, expect, it } from 'vitest';
import type { FancyBet, RunnerBet } from './bets';
import {
  availableMinor,
  exposureCheck,
  fancyBook,
  fancyExposure,
  runnerBook,
  runnerExposure,
  totalExposure,
} from './book';

const back = (selectionId: string, stakeMinor: number, odds: number): RunnerBet => ({
  kind: 'odds',
  side: 'back',
  selectionId,
  stakeMinor,
  odds,
});

describe('runnerBook / runnerExposure', () => {
  it('lists every runner, including those never bet on; no bets -> all 0, exposure 0', () => {
    expect(runnerBook([back('A', 1000, 3)], ['A', 'B', 'C'])).toEqual({ A: 2000, B: -1000, C: -1000 });
    expect(runnerBook([], ['A', 'B'])).toEqual({ A: 0, B: 0 });
    expect(Object.is(runnerExposure([], ['A', 'B']), 0)).toBe(true);
    expect(runnerExposure([back('A', 1000, 3)], ['A', 'B'])).toBe(1000);
  });
  it('keeps odd selection ids as plain keys', () => {
    expect(runnerBook([], ['__proto__', 'constructor'])).toEqual(
      Object.fromEntries([
        ['__proto__', 0],
        ['constructor', 0],
      ]),
    );
  });
  it('refuses an empty or duplicated runner list and bets on unlisted runners', () => {
    expect(() => runnerBook([], [])).toThrow(RangeError);
    expect(() => runnerBook([], ['A', 'A'])).toThrow(RangeError);
    expect(() => runnerExposure([back('C', 100, 2)], ['A', 'B'])).toThrow(RangeError);
    expect(() => runnerExposure([back('A', 100, 2.01)], ['A', 'B'])).toThrow(RangeError);
  });
});

describe('fancyBook / fancyExposure', () => {
  const yes = (line: number): FancyBet => ({ kind: 'fancy', side: 'back', line, rate: 100, stakeMinor: 100 });
  it('evaluates 0 and L-1, L for every line, sorted and deduplicated', () => {
    expect(fancyBook([]).map((p) => p.runs)).toEqual([0]);
    expect(fancyBook([yes(0)]).map((p) => p.runs)).toEqual([0]);
    expect(fancyBook([yes(1), yes(3), yes(2)]).map((p) => p.runs)).toEqual([0, 1, 2, 3]);
    expect(fancyExposure([])).toBe(0);
    expect(fancyExposure([yes(0)])).toBe(0); // R >= 0 always: a sure win
  });
  it('refuses malformed bets', () => {
    expect(() => fancyExposure([{ ...yes(5), line: -2 }])).toThrow(RangeError);
  });
});

describe('totalExposure / availableMinor', () => {
  it('sums non-negative exposures and subtracts them from the balance', () => {
    expect(totalExposure([])).toBe(0);
    expect(totalExposure([1, 2, 3])).toBe(6);
    expect(availableMinor(500, 700)).toBe(-200);
  });
  it('refuses fractions, negative exposures and overflow', () => {
    expect(() => totalExposure([1.5])).toThrow(RangeError);
    expect(() => totalExposure([-1])).toThrow(RangeError);
    expect(() => totalExposure([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => availableMinor(10.5, 0)).toThrow(RangeError);
    expect(() => availableMinor(10, -1)).toThrow(RangeError);
  });
});

describe('exposureCheck', () => {
  const base = {
    beforeMinor: 1000,
    afterMinor: 1500,
    availableMinor: 500,
    totalExposureMinor: 3000,
    exposureLimitMinor: 0,
  };
  it('accepts an increase up to the available balance', () => {
    expect(exposureCheck(base)).toEqual({ ok: true });
    expect(exposureCheck({ ...base, availableMinor: 499 })).toEqual({
      ok: false,
      reason: 'insufficient_balance',
    });
  });
  it('always accepts a hedge (after <= before), whatever the balance or limit', () => {
    expect(exposureCheck({ ...base, afterMinor: 1000, availableMinor: -50 })).toEqual({ ok: true });
    expect(exposureCheck({ ...base, afterMinor: 0, availableMinor: 0, exposureLimitMinor: 1 })).toEqual({
      ok: true,
    });
  });
  it('keeps the new total within the limit (0 = no limit)', () => {
    expect(exposureCheck({ ...base, exposureLimitMinor: 3500 })).toEqual({ ok: true });
    expect(exposureCheck({ ...base, exposureLimitMinor: 3499 })).toEqual({
      ok: false,
      reason: 'exposure_limit',
    });
    expect(exposureCheck({ ...base, availableMinor: 0, exposureLimitMinor: 3499 })).toEqual({
      ok: false,
      reason: 'insufficient_balance',
    });
  });
  it('refuses malformed amounts and a total that does not include the market', () => {
    expect(() => exposureCheck({ ...base, afterMinor: 1.5 })).toThrow(RangeError);
    expect(() => exposureCheck({ ...base, beforeMinor: -1 })).toThrow(RangeError);
    expect(() => exposureCheck({ ...base, exposureLimitMinor: -1 })).toThrow(RangeError);
    expect(() => exposureCheck({ ...base, availableMinor: Number.NaN })).toThrow(RangeError);
    expect(() => exposureCheck({ ...base, totalExposureMinor: 999 })).toThrow(RangeError);
  });
});
