import { describe, expect, it } from 'vitest';
import * as pricing from '../index';
import { chaseWinProbability } from './chase';
import { firstInningsWinProbability } from './innings';
import { cricketModel, RUNS_CAP } from './model';
import type { CricketFormat } from './types';

describe('cricketModel', () => {
  it('builds T20 (120 balls) and ODI (300 balls) tables of the documented shapes', () => {
    for (const [format, n] of [
      ['T20', 120],
      ['ODI', 300],
    ] as const) {
      const m = cricketModel(format);
      expect(m).toMatchObject({ format, ballsPerInnings: n, runsCap: RUNS_CAP[format] });
      expect(m.rates.length).toBe(n * 10 * 8);
      expect(m.chase.length).toBe((n + 1) * 10 * (m.runsCap + 2));
      expect(m.rest.length).toBe((n + 1) * 10 * (m.runsCap + 1));
      expect(m.winGivenTotal.length).toBe(m.runsCap + 1);
    }
  });

  it('caches by (format, balls): the same object comes back', () => {
    expect(cricketModel('T20')).toBe(cricketModel('T20', 120));
    expect(cricketModel('ODI')).toBe(cricketModel('ODI'));
    expect(cricketModel('T20', 90)).toBe(cricketModel('T20', 90));
    expect(cricketModel('T20', 90) === cricketModel('T20')).toBe(false);
  });

  it('drops the least recently used model beyond its limit, and rebuilds identically', () => {
    const first = cricketModel('T20', 60);
    const v = chaseWinProbability(first, { runsNeeded: 80, ballsBowled: 0, wicketsLost: 0 });
    for (let n = 1; n <= 13; n++) cricketModel('T20', n);
    const again = cricketModel('T20', 60);
    expect(again === first).toBe(false);
    expect(chaseWinProbability(again, { runsNeeded: 80, ballsBowled: 0, wicketsLost: 0 })).toBe(v);
  });

  it('a reduced innings scores fewer runs and makes a chase of a fixed target harder', () => {
    const full = cricketModel('T20');
    const reduced = cricketModel('T20', 60);
    const s = { runsNeeded: 100, ballsBowled: 0, wicketsLost: 0 };
    expect(chaseWinProbability(reduced, s)).toBeLessThan(chaseWinProbability(full, s));
    expect(firstInningsWinProbability(reduced, { runs: 0, ballsBowled: 0, wicketsLost: 0 })).toBeGreaterThan(
      0.4,
    );
    expect(firstInningsWinProbability(reduced, { runs: 0, ballsBowled: 0, wicketsLost: 0 })).toBeLessThan(
      0.6,
    );
  });

  it('rejects unknown formats and bad innings lengths with RangeError', () => {
    expect(() => cricketModel('T10' as CricketFormat)).toThrow(RangeError);
    expect(() => cricketModel('T20', 0)).toThrow(RangeError);
    expect(() => cricketModel('T20', 121)).toThrow(RangeError);
    expect(() => cricketModel('ODI', 301)).toThrow(RangeError);
    expect(() => cricketModel('ODI', 12.5)).toThrow(RangeError);
  });

  it('the package index re-exports the cricket API', () => {
    for (const name of [
      'ballOutcomes',
      'cricketModel',
      'chaseWinProbability',
      'remainingRunsDistribution',
      'firstInningsWinProbability',
      'fancyLine',
      'sessionTotalDistribution',
    ]) {
      expect(typeof (pricing as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
