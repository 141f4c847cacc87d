import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../rng';
import {
  BYES_PER_LEGAL_BALL,
  countFactors,
  remainingCountDistribution,
  WIDE_EXTRAS,
  type CountedStat,
} from './counts';
import { fancyLine } from './fancy';
import { cricketModel } from './model';
import { simulateInnings, type SimulatedBall } from './simulate';
import type { CricketModel } from './types';

/** A draw from a distribution given as probabilities by index. */
function draw(distribution: readonly number[], rng: Rng): number {
  let u = rng.next();
  for (let i = 0; i < distribution.length; i++) {
    u -= distribution[i]!;
    if (u < 0) return i;
  }
  return distribution.length - 1;
}

/**
 * The stat counted over simulated deliveries of `model`: a 4 or 6 (a 0 or wicket) counts as a boundary
 * (a dot) with the ball's calibration factor; extras draw byes and wide sizes. `extra` draws those.
 */
function countOf(model: CricketModel, stat: CountedStat, balls: SimulatedBall[], extra: Rng): number {
  let n = 0;
  for (const b of balls) {
    if (stat === 'extras') {
      n += b.legal ? draw(BYES_PER_LEGAL_BALL, extra) : draw(WIDE_EXTRAS, extra);
      continue;
    }
    if (!b.legal) continue;
    const f = countFactors(model.format, model.ballsPerInnings, b.ballsBowled - 1);
    if (stat === 'boundaries' && (b.outcome === 4 || b.outcome === 6)) n += extra.next() < f.boundary ? 1 : 0;
    if (stat === 'dotBalls' && (b.outcome === 0 || b.outcome === 'wicket')) n += extra.next() < f.dot ? 1 : 0;
  }
  return n;
}

const mean = (d: ArrayLike<number>) => Array.from(d).reduce((s, p, x) => s + p * x, 0);

/**
 * Monte Carlo check: `draws` innings simulated from the model (simulateInnings) from `start`; the
 * exact line's No must be the simulated median within `tol` and the means must agree.
 */
function checkMedian(
  model: CricketModel,
  stat: CountedStat,
  start: { ballsBowled: number; wicketsLost: number; untilBall: number },
  seed: string,
  draws = 4000,
  tol = 0.03,
) {
  const exact = remainingCountDistribution(model, stat, start);
  const line = fancyLine(exact);
  const rng = createRng(seed);
  const extra = createRng(`${seed}/extras`);
  const values: number[] = [];
  for (let i = 0; i < draws; i++) {
    values.push(
      countOf(
        model,
        stat,
        simulateInnings(model, start, () => rng.next()),
        extra,
      ),
    );
  }
  const atMost = (v: number) => values.filter((x) => x <= v).length / draws;
  expect(atMost(line.no)).toBeGreaterThanOrEqual(0.5 - tol);
  expect(atMost(line.no - 1)).toBeLessThan(0.5 + tol);
  const simMean = values.reduce((s, x) => s + x, 0) / draws;
  expect(Math.abs(simMean - mean(exact))).toBeLessThan(0.05 * mean(exact) + 0.1);
  return { line, mean: mean(exact) };
}

const t20 = cricketModel('T20');
const odi = cricketModel('ODI');

describe('remainingCountDistribution (docs/rules/sports.md Fancy rows -> Team categories)', () => {
  it('T20: boundaries, dot balls and extras lines are the simulated medians (start, powerplay, mid-innings)', () => {
    for (const stat of ['boundaries', 'dotBalls', 'extras'] as const) {
      checkMedian(t20, stat, { ballsBowled: 0, wicketsLost: 0, untilBall: 36 }, `t20/${stat}/pp`);
      checkMedian(t20, stat, { ballsBowled: 0, wicketsLost: 0, untilBall: 120 }, `t20/${stat}/inn`);
      checkMedian(t20, stat, { ballsBowled: 57, wicketsLost: 4, untilBall: 120 }, `t20/${stat}/mid`);
    }
  });

  it('ODI: the same checks over the first 10 overs and the innings', () => {
    for (const stat of ['boundaries', 'dotBalls', 'extras'] as const) {
      checkMedian(odi, stat, { ballsBowled: 0, wicketsLost: 0, untilBall: 60 }, `odi/${stat}/pp`, 2000);
      checkMedian(odi, stat, { ballsBowled: 150, wicketsLost: 3, untilBall: 300 }, `odi/${stat}/mid`, 2000);
    }
  });

  it('is calibrated: means near the shipped data, and every distribution sums to 1', () => {
    const at = (model: CricketModel, stat: CountedStat, untilBall: number) =>
      mean(remainingCountDistribution(model, stat, { ballsBowled: 0, wicketsLost: 0, untilBall }));
    // The 44 T20 main innings shipped: 6.1 boundaries and 17.0 dots in the first 6 overs, 7.6 extras an
    // innings (chases that finish early included); 8 ODI innings: 7.3 boundaries, 40.4 dots in 10 overs.
    expect(at(t20, 'boundaries', 36)).toBeGreaterThan(5.6);
    expect(at(t20, 'boundaries', 36)).toBeLessThan(6.6);
    expect(at(t20, 'dotBalls', 36)).toBeGreaterThan(16);
    expect(at(t20, 'dotBalls', 36)).toBeLessThan(18);
    expect(at(t20, 'extras', 120)).toBeGreaterThan(6.5);
    expect(at(t20, 'extras', 120)).toBeLessThan(9);
    expect(at(odi, 'boundaries', 60)).toBeGreaterThan(6.5);
    expect(at(odi, 'boundaries', 60)).toBeLessThan(8);
    expect(at(odi, 'dotBalls', 60)).toBeGreaterThan(38);
    expect(at(odi, 'dotBalls', 60)).toBeLessThan(42);
    // Calibration thins the model's boundaries: ODI overs 11-50 count about 0.6 of its 4s and 6s.
    expect(countFactors('ODI', 300, 150).boundary).toBeLessThan(0.7);
    expect(countFactors('T20', 120, 0).boundary).toBeLessThanOrEqual(1);
    for (const stat of ['boundaries', 'dotBalls', 'extras'] as const) {
      const d = remainingCountDistribution(odi, stat, { ballsBowled: 10, wicketsLost: 1 });
      expect(Math.abs(d.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-9);
    }
  });

  it('a finished session or innings is a point mass at 0; bad states throw RangeError', () => {
    expect(
      Array.from(
        remainingCountDistribution(t20, 'boundaries', { ballsBowled: 36, wicketsLost: 2, untilBall: 36 }),
      ),
    ).toEqual([1]);
    expect(
      Array.from(remainingCountDistribution(t20, 'extras', { ballsBowled: 40, wicketsLost: 10 })),
    ).toEqual([1]);
    expect(() =>
      remainingCountDistribution(t20, 'dotBalls', { ballsBowled: 40, wicketsLost: 0, untilBall: 36 }),
    ).toThrow(RangeError);
    expect(() => remainingCountDistribution(t20, 'dotBalls', { ballsBowled: 0, wicketsLost: 11 })).toThrow(
      RangeError,
    );
    expect(() =>
      remainingCountDistribution(t20, 'sixes' as CountedStat, { ballsBowled: 0, wicketsLost: 0 }),
    ).toThrow(RangeError);
  });

  it('more wickets down lowers the boundaries line; the extras line grows with the balls left', () => {
    const b = (w: number) =>
      fancyLine(remainingCountDistribution(t20, 'boundaries', { ballsBowled: 60, wicketsLost: w })).no;
    expect(b(8)).toBeLessThan(b(1));
    const e = (balls: number) =>
      fancyLine(remainingCountDistribution(odi, 'extras', { ballsBowled: balls, wicketsLost: 2 })).no;
    expect(e(0)).toBeGreaterThan(e(200));
  });
});
