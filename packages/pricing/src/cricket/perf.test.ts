/**
 * Timings the server relies on (it reprices every ball of many matches). Bounds are generous (a slow,
 * shared CI machine must pass); the measured numbers are printed for the record.
 */
import { describe, expect, it } from 'vitest';
import { chaseWinProbability } from './chase';
import { firstInningsWinProbability, sessionTotalDistribution } from './innings';
import { RUNS_CAP, cricketModel } from './model';
import { buildChase, buildRates, buildRunsTable, buildWinGivenTotal } from './tables';
import type { CricketFormat } from './types';

/** Mean milliseconds per run of `f` over `reps` runs, after one warm-up run. */
function time(f: () => void, reps: number): number {
  f();
  const t = performance.now();
  for (let i = 0; i < reps; i++) f();
  return (performance.now() - t) / reps;
}

describe('performance', () => {
  it.each([
    ['T20', 120],
    ['ODI', 300],
  ] as const)('%s: model build and per-call costs', (format: CricketFormat, n: number) => {
    const cap = RUNS_CAP[format];
    const build = time(() => {
      const rates = buildRates(format, n);
      const chase = buildChase(rates, n, cap);
      buildRunsTable(rates, n, cap);
      buildWinGivenTotal(chase, n, cap);
    }, 3);
    const m = cricketModel(format);
    const calls = 2000;
    let sink = 0;
    const chase = time(() => {
      for (let i = 0; i < calls; i++) {
        sink += chaseWinProbability(m, {
          runsNeeded: 1 + (i % 250),
          ballsBowled: i % n,
          wicketsLost: i % 10,
        });
      }
    }, 5);
    const first = time(() => {
      for (let i = 0; i < calls; i++) {
        sink += firstInningsWinProbability(m, { runs: i % 200, ballsBowled: i % n, wicketsLost: i % 10 });
      }
    }, 5);
    const until = format === 'T20' ? 36 : 60;
    const sessionBuild =
      time(() => m.sessions.clear(), 1) +
      time(() => {
        m.sessions.clear();
        sessionTotalDistribution(m, { runs: 0, ballsBowled: 0, wicketsLost: 0, untilBall: until });
      }, 3);
    const session = time(() => {
      for (let i = 0; i < calls; i++) {
        const s = { runs: i % 60, ballsBowled: i % until, wicketsLost: i % 4, untilBall: until };
        sink += sessionTotalDistribution(m, s)[0]!;
      }
    }, 5);
    const innings = time(() => {
      for (let i = 0; i < calls; i++) {
        const s = { runs: i % 60, ballsBowled: i % n, wicketsLost: i % 4, untilBall: n };
        sink += sessionTotalDistribution(m, s)[0]!;
      }
    }, 5);
    const us = (ms: number): string => `${((ms / calls) * 1000).toFixed(2)} us`;
    console.log(
      `${format}: build ${build.toFixed(1)} ms; chaseWinProbability ${us(chase)}; ` +
        `firstInningsWinProbability ${us(first)}; sessionTotalDistribution ${until}-ball session ${us(session)} ` +
        `(first call builds its table: ${sessionBuild.toFixed(2)} ms), innings total ${us(innings)}`,
    );
    expect(sink).toBeGreaterThan(0);
    expect(build).toBeLessThan(1000);
    expect(chase / calls).toBeLessThan(0.05);
    expect(first / calls).toBeLessThan(0.5);
    expect(session / calls).toBeLessThan(0.5);
    expect(innings / calls).toBeLessThan(0.5);
  });
});
