/** Fancy (session) lines from a predicted distribution (docs/rules/sports.md Markets -> Fancy rows). */
import { assertInt } from './validate';

/** Interquartile range (runs) up to which a line quotes 100/100. */
export const TIGHT_IQR = 4;
/** Runs of interquartile range beyond TIGHT_IQR per rate point of widening. */
export const RUNS_PER_RATE_POINT = 2;
/** Largest widening: rates never go beyond 90 / 110. */
export const MAX_WIDENING = 10;

/** A Fancy quote: No at `no` (wins below it), Yes at `yes` (wins at or above it), rates in percent. */
export interface FancyLine {
  no: number;
  yes: number;
  noRate: number;
  yesRate: number;
}

/** Smallest index whose cumulative probability reaches q (tolerating 1e-12 of rounding). */
function quantile(p: ArrayLike<number>, total: number, q: number): number {
  let cdf = 0;
  for (let i = 0; i < p.length; i++) {
    cdf += (p[i] ?? 0) / total;
    if (cdf >= q - 1e-12) return i;
  }
  return p.length - 1;
}

/**
 * A Fancy line from the distribution of a session's final value: `distribution[i]` is the probability
 * (or any non-negative weight; it is normalised) that the value is `i + offset` (offset: integer, default
 * 0, e.g. the runs already scored when passing remainingRunsDistribution). No = the median (smallest value
 * with P(X <= value) >= 1/2) and Yes = median + 1. Rates are 100/100 while the interquartile range is at
 * most TIGHT_IQR (4) runs, then widen by one point per RUNS_PER_RATE_POINT (2) runs beyond it, to at most
 * 90/110: { noRate: 100 - k, yesRate: 100 + k }. A point mass gives its value at 100/100, so a session
 * whose last ball is bowled quotes its real value. Throws RangeError on an empty distribution, a negative
 * or non-finite cell, a zero total, or a non-integer offset.
 * Source: docs/rules/sports.md (Fancy rows: No = median, Yes = median + 1, rates 100/100 widening, e.g. 90/110).
 */
export function fancyLine(distribution: ArrayLike<number>, offset = 0): FancyLine {
  assertInt('offset', offset, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (distribution.length === 0) throw new RangeError('fancyLine: empty distribution');
  let total = 0;
  for (let i = 0; i < distribution.length; i++) {
    const p = distribution[i] ?? Number.NaN;
    if (!Number.isFinite(p) || p < 0) throw new RangeError(`fancyLine: bad probability ${p} at ${i}`);
    total += p;
  }
  if (!(total > 0)) throw new RangeError('fancyLine: distribution has no mass');
  const median = quantile(distribution, total, 0.5);
  const iqr = quantile(distribution, total, 0.75) - quantile(distribution, total, 0.25);
  const widen = Math.min(MAX_WIDENING, Math.max(0, Math.ceil((iqr - TIGHT_IQR) / RUNS_PER_RATE_POINT)));
  return { no: median + offset, yes: median + 1 + offset, noRate: 100 - widen, yesRate: 100 + widen };
}
