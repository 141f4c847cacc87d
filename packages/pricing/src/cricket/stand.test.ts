import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { fancyLine } from './fancy';
import { cricketModel } from './model';
import { simulateInnings } from './simulate';
import { chaseStandExact, standRunsDistribution, type StandState } from './stand';
import type { CricketModel } from './types';

const t20 = cricketModel('T20');
const odi = cricketModel('ODI');

/** Runs added in one simulated innings until the next wicket, the end, or the runs needed. */
function simulatedStand(model: CricketModel, s: StandState, random: () => number): number {
  const need = s.runsToWin ?? Infinity;
  let added = 0;
  const balls = simulateInnings(
    model,
    { ballsBowled: s.ballsBowled, wicketsLost: s.wicketsLost, untilBall: s.untilBall },
    random,
  );
  for (const b of balls) {
    if (b.outcome === 'wicket') break;
    added += b.runs;
    if (added >= need) break;
  }
  return added;
}

/** Monte Carlo: the exact line's No is the simulated median within tol, and the means agree. */
function checkMedian(model: CricketModel, s: StandState, seed: string, draws = 4000, tol = 0.03) {
  const exact = standRunsDistribution(model, s);
  const line = fancyLine(exact);
  const rng = createRng(seed);
  const values = Array.from({ length: draws }, () => simulatedStand(model, s, () => rng.next()));
  const atMost = (v: number) => values.filter((x) => x <= v).length / draws;
  expect(atMost(line.no)).toBeGreaterThanOrEqual(0.5 - tol);
  expect(atMost(line.no - 1)).toBeLessThan(0.5 + tol);
  const exactMean = exact.reduce((m, p, x) => m + p * x, 0);
  const simMean = values.reduce((m, x) => m + x, 0) / draws;
  expect(Math.abs(simMean - exactMean)).toBeLessThan(0.05 * exactMean + 0.2);
  return { line, exact };
}

describe('standRunsDistribution (docs/rules/sports.md Fancy rows -> Team categories)', () => {
  it('T20 first innings: the next wicket and stand lines are the simulated medians', () => {
    checkMedian(t20, { ballsBowled: 0, wicketsLost: 0 }, 't20/open');
    checkMedian(t20, { ballsBowled: 70, wicketsLost: 4 }, 't20/mid');
    checkMedian(t20, { ballsBowled: 110, wicketsLost: 7 }, 't20/death');
  });

  it('T20 chase: the stand ends at the target (the winning delivery counts whole)', () => {
    const { exact } = checkMedian(t20, { ballsBowled: 90, wicketsLost: 3, runsToWin: 30 }, 't20/chase');
    expect(exact.length).toBeLessThanOrEqual(36);
    checkMedian(t20, { ballsBowled: 30, wicketsLost: 1, untilBall: 83, runsToWin: 80 }, 't20/dl');
    // Needing 1: every non-wicket scoring ball ends it, a six at 6.
    const one = standRunsDistribution(t20, { ballsBowled: 100, wicketsLost: 2, runsToWin: 1 });
    expect(one.length).toBe(7);
    expect(one[5]).toBe(0);
  });

  it('ODI: opening stand and a middle-overs stand', () => {
    checkMedian(odi, { ballsBowled: 0, wicketsLost: 0 }, 'odi/open', 2000);
    checkMedian(odi, { ballsBowled: 180, wicketsLost: 5, runsToWin: 120 }, 'odi/chase', 2000);
  });

  it("in a chase, the table shortcut quotes the exact forward programme's line", () => {
    for (const model of [t20, odi]) {
      const n = model.ballsPerInnings;
      for (const ballsBowled of [0, Math.floor(n / 3), Math.floor((2 * n) / 3), n - 6]) {
        for (const wicketsLost of [0, 4, 8]) {
          for (const runsToWin of [1, 7, 25, 60, 140, 250]) {
            const s = { ballsBowled, wicketsLost, runsToWin };
            const line = fancyLine(standRunsDistribution(model, s));
            expect({ s, line }).toEqual({ s, line: fancyLine(chaseStandExact(model, s)) });
          }
        }
      }
    }
  });

  it('sums to 1, rises with wickets in hand, and refuses bad states', () => {
    const d = standRunsDistribution(odi, { ballsBowled: 0, wicketsLost: 0 });
    expect(Math.abs(d.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
    const median = (w: number) =>
      fancyLine(standRunsDistribution(t20, { ballsBowled: 40, wicketsLost: w })).no;
    expect(median(8)).toBeLessThan(median(0));
    expect(Array.from(standRunsDistribution(t20, { ballsBowled: 120, wicketsLost: 3 }))).toEqual([1]);
    expect(() => standRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 10 })).toThrow(RangeError);
    expect(() => standRunsDistribution(t20, { ballsBowled: 0, wicketsLost: 0, runsToWin: 0 })).toThrow(
      RangeError,
    );
    expect(() => standRunsDistribution(t20, { ballsBowled: 50, wicketsLost: 0, untilBall: 40 })).toThrow(
      RangeError,
    );
  });
});
