import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_MIN_MAX_MINOR } from '@backlay/exchange';
import { describe, expect, it } from 'vitest';
import {
  CASINO_TABLE_NAMES,
  CASINO_TYPES,
  DEFAULT_MIN_MAX,
  minMaxToMinor,
  selfSuspendBelowSeconds,
  sportById,
  SPORTS,
} from './index';

describe('@backlay/contracts/constants', () => {
  it('imports no schema code: only its own files and packages/exchange', () => {
    const dir = new URL('.', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      for (const [, from] of text.matchAll(/\bfrom '([^']+)'/g))
        expect(from === '@backlay/exchange' || /^\.\/[\w-]+$/.test(from!), `${file} imports ${from}`).toBe(
          true,
        );
    }
  });

  it('lists the sports with their ids and pages (docs/rules/specification.md §3 Sport)', () => {
    expect(SPORTS.map((s) => [s.id, s.name, s.path])).toEqual([
      [4, 'Cricket', '/cricket'],
      [2, 'Tennis', '/tennis'],
      [1, 'Soccer', '/soccer'],
    ]);
    expect(sportById(2)?.name).toBe('Tennis');
    expect(sportById(99)).toBeUndefined();
  });

  it('names every playable table and suspends teen20 alone below 6 s', () => {
    expect(Object.keys(CASINO_TABLE_NAMES)).toEqual([...CASINO_TYPES]);
    expect(selfSuspendBelowSeconds('teen20')).toBe(6);
    for (const type of ['lucky7', 'Teen', 'ezugi', 'constructor'])
      expect(selfSuspendBelowSeconds(type)).toBeUndefined();
  });

  it('maps min/max data to minor units, the defaults when none is known (docs/rules/specification.md §5)', () => {
    expect(DEFAULT_MIN_MAX).toEqual({
      advanceBetLock: false,
      oddsMin: 100,
      oddsMax: 100_000,
      fancyMin: 100,
      fancyMax: 20_000,
      bookmakerMin: 100,
      bookmakerMax: 300_000,
      delay: 0,
    });
    expect(minMaxToMinor(DEFAULT_MIN_MAX)).toEqual(DEFAULT_MIN_MAX_MINOR);
    expect(minMaxToMinor(undefined)).toEqual(DEFAULT_MIN_MAX_MINOR);
    expect(minMaxToMinor(undefined)).not.toBe(DEFAULT_MIN_MAX_MINOR);
    expect(
      minMaxToMinor({
        advanceBetLock: true,
        oddsMin: 1.5,
        oddsMax: 2,
        fancyMin: 0.01,
        fancyMax: 3,
        bookmakerMin: 4,
        bookmakerMax: 5.25,
        delay: 7,
      }),
    ).toEqual({
      advanceBetLock: true,
      oddsMin: 150,
      oddsMax: 200,
      fancyMin: 1,
      fancyMax: 300,
      bookmakerMin: 400,
      bookmakerMax: 525,
    });
  });
});
