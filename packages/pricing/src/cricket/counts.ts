/**
 * Team counts of an innings that Fancy rows settle on (docs/rules/sports.md Fancy rows -> Team
 * categories): boundaries, dot balls and extras, each priced by an exact dynamic programme over
 * (legal balls bowled, wickets lost, count) from the WASP per-ball rates (Brooker & Hogan; outcomes.ts),
 * the same backward recursion as the runs tables (tables.ts buildRunsTable) with the count in place of
 * the runs.
 *
 * What each delivery of the model adds (rates layout [wide, wicket, 0, 1, 2, 3, 4, 6]):
 * - boundaries: a legal ball scoring 4 or 6 adds 1 with probability boundaryFactor (below), else 0.
 * - dotBalls: a legal ball with no runs of any kind adds 1: the model's 0 and its wicket outcome (which
 *   scores nothing), each with probability dotFactor. The model's runs per ball are calibrated to team
 *   totals, byes included, so its 0 is a ball on which nothing was scored at all.
 * - Calibration: the model reaches each phase's run rate by tilting fixed 0/1/2/3/4/6 shares (one
 *   table for all ODI phases), which puts too many balls into 4s and 6s (ODI overs 11-50: 13 % of legal
 *   balls against 8 % in the data) and into dots. So a model 4 or 6 counts as a boundary with
 *   probability min(1, BOUNDARY_SHARE / the model's 4-or-6 share), and a model dot as a dot with
 *   min(1, DOT_SHARE / its dot share), both shares per phase and per legal ball, the model's averaged
 *   over the wickets it expects down in the phase. The thinned balls keep their runs; only the count
 *   changes.
 * - extras: the model folds no-balls into `wide` (+1 run, ball bowled again) and has no byes. The count
 *   adds, for a wide or no-ball, WIDE_EXTRAS (1 run mostly; 5 for a wide to the boundary) and, for every
 *   legal ball, an independent draw from BYES_PER_LEGAL_BALL (byes and leg-byes), both estimated from the
 *   26 shipped Cricsheet matches (both formats pooled). Penalty runs are too rare to model (none shipped).
 */
import { OUTCOME_WIDTH, outcomeVector, standardBalls } from './outcomes';
import type { CricketFormat, CricketModel } from './types';
import { assertInt } from './validate';

/** The team counts priced here. */
export type CountedStat = 'boundaries' | 'dotBalls' | 'extras';

/**
 * Extras (byes plus leg-byes) on a legal ball: index = runs, value = probability. From the 7,399 legal
 * balls of the 26 shipped Cricsheet matches' main innings: 7,262 none, 116 one, 8 two, 1 three, 12 four.
 */
export const BYES_PER_LEGAL_BALL: readonly number[] = [
  7262 / 7399,
  116 / 7399,
  8 / 7399,
  1 / 7399,
  12 / 7399,
];

/**
 * Extras on a wide or no-ball, all kinds together (the wide or no-ball itself plus wides run or
 * byes off it): index = runs, value = probability. From the 235 wides and no-balls of the same data:
 * 214 one, 8 two, 2 three, 11 five (a wide to the boundary).
 */
export const WIDE_EXTRAS: readonly number[] = [0, 214 / 235, 8 / 235, 2 / 235, 0, 11 / 235];

/**
 * Share of legal balls hit for 4 or 6 off the bat, per phase (T20 overs 1-6 / 7-15 / 16-20, ODI 1-10 /
 * 11-40 / 41-50, the phases of outcomes.ts), from the 26 shipped Cricsheet matches' main innings:
 * T20 270/1584, 315/2369, 236/1105; ODI 58/480, 118/1440, 52/421.
 */
export const BOUNDARY_SHARE: Record<CricketFormat, readonly number[]> = {
  T20: [270 / 1584, 315 / 2369, 236 / 1105],
  ODI: [58 / 480, 118 / 1440, 52 / 421],
};

/**
 * Share of legal balls with no runs of any kind (dot balls), per phase as BOUNDARY_SHARE, same data:
 * T20 746/1584, 761/2369, 287/1105; ODI 323/480, 645/1440, 157/421.
 */
export const DOT_SHARE: Record<CricketFormat, readonly number[]> = {
  T20: [746 / 1584, 761 / 2369, 287 / 1105],
  ODI: [323 / 480, 645 / 1440, 157 / 421],
};

/** First 0-based over of each phase of outcomes.ts (T20 1-6 / 7-15 / 16-20, ODI 1-10 / 11-40 / 41-50). */
const PHASE_FIRST_OVER: Record<CricketFormat, readonly number[]> = { T20: [0, 6, 15], ODI: [0, 10, 40] };

/**
 * Phase (0..2) of legal ball `ball` (0-based) of an innings of `ballsPerInnings` balls; a reduced
 * innings maps onto the standard one proportionally, as outcomes.ts does.
 */
function phaseOf(format: CricketFormat, ballsPerInnings: number, ball: number): number {
  const over = Math.floor(Math.floor((ball * standardBalls(format)) / ballsPerInnings) / 6);
  const firsts = PHASE_FIRST_OVER[format];
  let phase = 0;
  while (phase + 1 < firsts.length && over >= firsts[phase + 1]!) phase++;
  return phase;
}

/** Calibration factors per format and phase, built once (see modelShares). */
const factorCache = new Map<CricketFormat, { boundary: number; dot: number }[]>();

/**
 * The model's own 4-or-6 and dot shares of legal balls per phase of a standard innings, averaged over
 * the wickets it expects to be down at each ball from the innings' start (a forward pass over
 * (ball, wickets)), so a powerplay is judged at its usual 0-1 down, not at the rates' pivot.
 */
function modelShares(format: CricketFormat): { boundary: number; dot: number }[] {
  const n = standardBalls(format);
  const sums = [0, 1, 2].map(() => ({ boundary: 0, dot: 0, weight: 0 }));
  let alive = new Float64Array(10);
  alive[0] = 1;
  for (let i = 0; i < n; i++) {
    const next = new Float64Array(10);
    const sum = sums[phaseOf(format, n, i)]!;
    for (let w = 0; w < 10; w++) {
      const p = alive[w]!;
      if (p === 0) continue;
      const v = outcomeVector(format, n, i, w);
      const legal = 1 - v[0]!;
      sum.boundary += (p * (v[6]! + v[7]!)) / legal;
      sum.dot += (p * (v[1]! + v[2]!)) / legal;
      sum.weight += p;
      const out = v[1]! / legal;
      next[w] = next[w]! + p * (1 - out);
      if (w < 9) next[w + 1] = next[w + 1]! + p * out;
    }
    alive = next;
  }
  return sums.map((s) => ({ boundary: s.boundary / s.weight, dot: s.dot / s.weight }));
}

/**
 * The calibration factors of legal ball `ball` (0-based) of an innings of `ballsPerInnings` balls (see
 * the module docstring): the probability that a model 4 or 6 is counted as a boundary,
 * min(1, BOUNDARY_SHARE / the model's share in the phase), and that a model dot (0 or wicket) is
 * counted as a dot ball, min(1, DOT_SHARE / its share). Exported for the Monte Carlo tests, which thin
 * simulated innings with the same factors. Source: docs/rules/sports.md (Fancy rows -> Team categories).
 */
export function countFactors(
  format: CricketFormat,
  ballsPerInnings: number,
  ball: number,
): { boundary: number; dot: number } {
  let factors = factorCache.get(format);
  if (!factors) {
    factors = modelShares(format).map((m, phase) => ({
      boundary: Math.min(1, BOUNDARY_SHARE[format][phase]! / m.boundary),
      dot: Math.min(1, DOT_SHARE[format][phase]! / m.dot),
    }));
    factorCache.set(format, factors);
  }
  return factors[phaseOf(format, ballsPerInnings, ball)]!;
}

/** Where a count's distribution starts: legal balls bowled, wickets down, and the last legal ball counted. */
export interface CountState {
  ballsBowled: number;
  wicketsLost: number;
  /** Count up to this legal ball (default the innings' end); a session passes its last ball. */
  untilBall?: number;
}

/** Increments per cell, at most this many values (0..5). */
const WIDTH = 6;

/**
 * Fills the per-delivery increment distributions of one (ball, wickets) cell: `wide` for a wide or
 * no-ball (ball bowled again), `stay` for a legal ball without a wicket, `out` for a wicket ball, with
 * the ball's calibration `factors`. Each array's entries are probabilities of adding that many to the
 * count; together they sum to 1.
 */
function kernel(
  stat: CountedStat,
  rates: Float64Array,
  o: number,
  factors: { boundary: number; dot: number },
  wide: Float64Array,
  stay: Float64Array,
  out: Float64Array,
): void {
  wide.fill(0);
  stay.fill(0);
  out.fill(0);
  const pw = rates[o]!;
  const pk = rates[o + 1]!;
  const p0 = rates[o + 2]!;
  const fours = rates[o + 6]! + rates[o + 7]!;
  if (stat === 'boundaries') {
    wide[0] = pw;
    stay[1] = factors.boundary * fours;
    stay[0] = 1 - pw - pk - stay[1];
    out[0] = pk;
  } else if (stat === 'dotBalls') {
    wide[0] = pw;
    stay[1] = factors.dot * p0;
    stay[0] = 1 - pw - pk - stay[1];
    out[1] = factors.dot * pk;
    out[0] = pk - out[1];
  } else {
    const legal = 1 - pw - pk;
    WIDE_EXTRAS.forEach((q, j) => (wide[j] = pw * q));
    BYES_PER_LEGAL_BALL.forEach((q, j) => {
      stay[j] = legal * q;
      out[j] = pk * q;
    });
  }
}

/**
 * Count table: distribution of the count added from each (ball i = 0..end, wickets w = 0..9) until
 * legal ball `end` or all out, counts 0..cap with the mass at or above cap folded into cell cap; index
 * (i * 10 + w) * (cap + 1) + x. D(i, w)[x] = sum_j wide_j D(i, w)[x - j] + stay_j D(i + 1, w)[x - j]
 * + out_j D(i + 1, w + 1)[x - j]; a wide adding nothing is a self-loop, solved by dividing by
 * 1 - wide_0; D(end, .) and 10 down are a point mass at 0. Cells below cap read exact cells only.
 */
function buildCountTable(model: CricketModel, stat: CountedStat, end: number, cap: number): Float64Array {
  const rates = model.rates;
  const stride = cap + 1;
  const d = new Float64Array((end + 1) * 10 * stride);
  for (let w = 0; w < 10; w++) d[(end * 10 + w) * stride] = 1;
  const wide = new Float64Array(WIDTH);
  const stay = new Float64Array(WIDTH);
  const out = new Float64Array(WIDTH);
  for (let i = end - 1; i >= 0; i--) {
    const factors = countFactors(model.format, model.ballsPerInnings, i);
    for (let w = 0; w < 10; w++) {
      kernel(stat, rates, (i * 10 + w) * OUTCOME_WIDTH, factors, wide, stay, out);
      const base = (i * 10 + w) * stride;
      const next = ((i + 1) * 10 + w) * stride;
      const down = ((i + 1) * 10 + w + 1) * stride;
      const scale = 1 / (1 - wide[0]!);
      let sum = 0;
      for (let x = 0; x < cap; x++) {
        let s = 0;
        const top = Math.min(x, WIDTH - 1);
        for (let j = 0; j <= top; j++) {
          if (j > 0) s += wide[j]! * d[base + x - j]!;
          s += stay[j]! * d[next + x - j]!;
          s += w < 9 ? out[j]! * d[down + x - j]! : x === j ? out[j]! : 0;
        }
        s *= scale;
        d[base + x] = s;
        sum += s;
      }
      d[base + cap] = Math.max(0, 1 - sum);
    }
  }
  return d;
}

/** Count tables per model, keyed `${stat}:${untilBall}`; the least recently used beyond MAX_TABLES goes. */
const tables = new WeakMap<CricketModel, Map<string, { cap: number; cells: Float64Array }>>();
const MAX_TABLES = 24;

/** Largest count resolved for a stat up to `untilBall` (tail mass folds into it). */
function countCap(stat: CountedStat, untilBall: number): number {
  return stat === 'extras' ? Math.min(200, 20 + Math.ceil(untilBall / 2)) : Math.min(untilBall, 150);
}

function tableFor(model: CricketModel, stat: CountedStat, untilBall: number) {
  let byKey = tables.get(model);
  if (!byKey) tables.set(model, (byKey = new Map()));
  const key = `${stat}:${untilBall}`;
  const hit = byKey.get(key);
  if (hit) {
    byKey.delete(key);
    byKey.set(key, hit);
    return hit;
  }
  const cap = countCap(stat, untilBall);
  const table = { cap, cells: buildCountTable(model, stat, untilBall, cap) };
  byKey.set(key, table);
  if (byKey.size > MAX_TABLES) byKey.delete(byKey.keys().next().value!);
  return table;
}

/**
 * Distribution of the `stat` count still to come in the innings from (ballsBowled, wicketsLost), or,
 * with `untilBall`, up to that legal ball (or all out first). Returns a new Float64Array: index = count
 * added, value = probability (sums to 1 within 1e-9; trailing zeros trimmed; the last cell of a table
 * holds the mass at or above its cap: min(untilBall, 150) for boundaries and dot balls, which add at
 * most one per legal ball, and min(200, 20 + untilBall / 2) runs of extras). All out, or ballsBowled ==
 * untilBall, gives [1]. Pass it to fancyLine with the count so far as offset. Tables are built on first
 * use per (stat, untilBall) (a few ms for a full ODI innings) and cached per model.
 * Throws RangeError on non-integers, wicketsLost outside 0..10, untilBall outside 0..ballsPerInnings,
 * ballsBowled outside 0..untilBall, or an unknown stat.
 * Source: docs/rules/sports.md (Fancy rows -> Team categories; Pricing -> Cricket, WASP rates).
 */
export function remainingCountDistribution(
  model: CricketModel,
  stat: CountedStat,
  s: CountState,
): Float64Array {
  if (stat !== 'boundaries' && stat !== 'dotBalls' && stat !== 'extras') {
    throw new RangeError(`unknown counted stat: ${String(stat)}`);
  }
  const until = s.untilBall ?? model.ballsPerInnings;
  assertInt('untilBall', until, 0, model.ballsPerInnings);
  assertInt('ballsBowled', s.ballsBowled, 0, until);
  assertInt('wicketsLost', s.wicketsLost, 0, 10);
  if (s.wicketsLost === 10 || s.ballsBowled === until) return Float64Array.of(1);
  const table = tableFor(model, stat, until);
  const stride = table.cap + 1;
  const start = (s.ballsBowled * 10 + s.wicketsLost) * stride;
  let end = start + stride;
  while (end > start + 1 && table.cells[end - 1] === 0) end--;
  return table.cells.slice(start, end);
}
