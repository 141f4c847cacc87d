/**
 * The cricket model: every WASP table for one (format, balls per innings), built once and cached
 * (Brooker & Hogan, WASP; docs/rules/sports.md Pricing -> Cricket).
 */
import { standardBalls } from './outcomes';
import { buildChase, buildRates, buildRunsTable, buildWinGivenTotal } from './tables';
import type { CricketFormat, CricketModel } from './types';
import { assertInt } from './validate';

/** Largest run count resolved per format (first-innings totals and runs needed); tail mass folds here. */
export const RUNS_CAP: Record<CricketFormat, number> = { T20: 360, ODI: 500 };

/** Models kept at once; the least recently used beyond this is dropped (reduced D/L innings add keys). */
const MAX_MODELS = 12;
const models = new Map<string, CricketModel>();

/**
 * The precomputed model for `format` and an innings of `ballsPerInnings` legal balls (default 120 for
 * T20, 300 for ODI; a rain-reduced innings passes fewer, its phases scaled proportionally). Built on
 * first use (about 15 ms T20, 40 ms ODI) and cached by key, so later calls return the same object.
 * Memory: two tables of (balls + 1) * 10 * (RUNS_CAP + 2) doubles (about 7 MB T20, 24 MB ODI).
 * Throws RangeError on an unknown format or ballsPerInnings not an integer in [1, standard balls].
 * Source: docs/rules/sports.md (Pricing -> Cricket); Brooker & Hogan, WASP.
 */
export function cricketModel(format: CricketFormat, ballsPerInnings?: number): CricketModel {
  const std = standardBalls(format);
  const n = ballsPerInnings ?? std;
  assertInt('ballsPerInnings', n, 1, std);
  const key = `${format}:${n}`;
  const hit = models.get(key);
  if (hit) {
    models.delete(key);
    models.set(key, hit);
    return hit;
  }
  const cap = RUNS_CAP[format];
  const rates = buildRates(format, n);
  const chase = buildChase(rates, n, cap);
  const model: CricketModel = {
    format,
    ballsPerInnings: n,
    runsCap: cap,
    rates,
    chase,
    rest: buildRunsTable(rates, n, cap),
    winGivenTotal: buildWinGivenTotal(chase, n, cap),
    sessions: new Map(),
  };
  models.set(key, model);
  if (models.size > MAX_MODELS) {
    const oldest = models.keys().next();
    if (!oldest.done) models.delete(oldest.value);
  }
  return model;
}
