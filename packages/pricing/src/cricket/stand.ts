/**
 * The current stand: runs the batting side adds before the next wicket falls or the innings ends, for
 * the Fancy fall-of-wicket and partnership rows (docs/rules/sports.md Fancy rows -> Team categories).
 * Exact programmes from the WASP per-ball rates (Brooker & Hogan; outcomes.ts) with the wickets fixed
 * until the next one falls: a backward table over (legal balls, wickets, runs added), built once per
 * model and innings length as the runs tables are (tables.ts), and, for a chase whose target the stand
 * may well reach, a forward pass over (legal balls, runs added) that stops at the target.
 */
import { OUTCOME_WIDTH, SCORING_RUNS } from './outcomes';
import type { CricketModel } from './types';
import { assertInt } from './validate';

/** Where the stand is priced from: legal balls bowled, wickets down, the innings' end and a chase's need. */
export interface StandState {
  ballsBowled: number;
  /** Wickets down (0..9): the stand is for wicket wicketsLost + 1. */
  wicketsLost: number;
  /** Legal balls of the innings (default the model's; a revised chase passes its balls). */
  untilBall?: number;
  /** In a chase, runs still needed to win (>= 1): the delivery reaching it ends the innings. */
  runsToWin?: number;
}

/** Largest stand resolved by the tables (runs added; more is folded into this cell). */
const STAND_CAP = 400;
/** Stand tables kept per model (one per innings length); the least recently used beyond goes. */
const MAX_TABLES = 4;
const tables = new WeakMap<CricketModel, Map<number, { cap: number; cells: Float64Array }>>();

/**
 * Stand table: distribution of the runs added from (ball i = 0..end, wickets w = 0..9) until the next
 * wicket or legal ball `end`, runs 0..cap (the mass at or above cap folded into cell cap); index
 * (i * 10 + w) * (cap + 1) + x. S(i, w)[x] = p_wide S(i, w)[x - 1] + sum_k p_k S(i + 1, w)[x - k]
 * + p_wicket [x = 0]; S(end, .) = point mass at 0. Cells below cap read exact cells only.
 */
function buildStandTable(rates: Float64Array, end: number, cap: number): Float64Array {
  const stride = cap + 1;
  const d = new Float64Array((end + 1) * 10 * stride);
  for (let w = 0; w < 10; w++) d[(end * 10 + w) * stride] = 1;
  for (let i = end - 1; i >= 0; i--) {
    for (let w = 0; w < 10; w++) {
      const o = (i * 10 + w) * OUTCOME_WIDTH;
      const pw = rates[o]!;
      const pk = rates[o + 1]!;
      const p0 = rates[o + 2]!;
      const p1 = rates[o + 3]!;
      const p2 = rates[o + 4]!;
      const p3 = rates[o + 5]!;
      const p4 = rates[o + 6]!;
      const p6 = rates[o + 7]!;
      const base = (i * 10 + w) * stride;
      const next = ((i + 1) * 10 + w) * stride;
      let sum = 0;
      for (let x = 0; x < cap; x++) {
        let s: number;
        if (x >= 6) {
          s =
            pw * d[base + x - 1]! +
            p0 * d[next + x]! +
            p1 * d[next + x - 1]! +
            p2 * d[next + x - 2]! +
            p3 * d[next + x - 3]! +
            p4 * d[next + x - 4]! +
            p6 * d[next + x - 6]!;
        } else {
          s = x === 0 ? pk : 0;
          if (x >= 1) s += pw * d[base + x - 1]! + p1 * d[next + x - 1]!;
          s += p0 * d[next + x]!;
          if (x >= 2) s += p2 * d[next + x - 2]!;
          if (x >= 3) s += p3 * d[next + x - 3]!;
          if (x >= 4) s += p4 * d[next + x - 4]!;
        }
        d[base + x] = s;
        sum += s;
      }
      d[base + cap] = Math.max(0, 1 - sum);
    }
  }
  return d;
}

/** The stand table of `model` ending at legal ball `end`, built on first use and cached. */
function standTable(model: CricketModel, end: number) {
  let byEnd = tables.get(model);
  if (!byEnd) tables.set(model, (byEnd = new Map()));
  const hit = byEnd.get(end);
  if (hit) {
    byEnd.delete(end);
    byEnd.set(end, hit);
    return hit;
  }
  const cap = Math.min(model.runsCap, STAND_CAP);
  const table = { cap, cells: buildStandTable(model.rates, end, cap) };
  byEnd.set(end, table);
  if (byEnd.size > MAX_TABLES) byEnd.delete(byEnd.keys().next().value!);
  return table;
}

/** Mass below this in a cell of the forward pass is dropped (a few 1e-13 over an innings at most). */
const NEGLIGIBLE = 1e-15;

/**
 * The exact stand of a chase by a forward pass over (legal balls, runs added) that ends the innings
 * when the runs reach `need` (the delivery reaching it counts whole). Cost grows with need x balls
 * left; standRunsDistribution calls it only when the stand may well reach the target.
 */
function chaseStandForward(model: CricketModel, from: number, until: number, w: number, need: number) {
  const last = need + 5;
  const len = last + 1;
  const out = new Float64Array(len);
  const buffers = [new Float64Array(len), new Float64Array(len)] as const;
  let cur = 0;
  buffers[0][0] = 1;
  let lo = 0;
  let hi = 0;
  const rates = model.rates;
  for (let i = from; i < until && hi >= lo; i++) {
    const mass = buffers[cur]!;
    const next = buffers[1 - cur]!;
    const o = (i * 10 + w) * OUTCOME_WIDTH;
    const pw = rates[o]!;
    const pk = rates[o + 1]!;
    let nextLo = len;
    let nextHi = -1;
    // Visits to x at this ball: the mass arriving plus wides from x - 1 (a wide adds 1, same ball).
    let carry = 0;
    for (let x = lo; x < len; x++) {
      const v = (x <= hi ? mass[x]! : 0) + carry;
      if (x > hi && v < NEGLIGIBLE) break;
      if (x >= need) {
        out[x] = out[x]! + v; // a wide reached the target
        break;
      }
      out[x] = out[x]! + pk * v;
      for (let j = 0; j < SCORING_RUNS.length; j++) {
        const y = x + SCORING_RUNS[j]!;
        const m = rates[o + 2 + j]! * v;
        if (y >= need) out[y] = out[y]! + m;
        else {
          next[y] = next[y]! + m;
          if (y < nextLo) nextLo = y;
          if (y > nextHi) nextHi = y;
        }
      }
      carry = pw * v;
    }
    if (hi >= lo) mass.fill(0, lo, hi + 1);
    cur = 1 - cur;
    lo = nextLo;
    hi = nextHi;
    while (lo <= hi && next[lo]! < NEGLIGIBLE) next[lo++] = 0;
    while (hi >= lo && next[hi]! < NEGLIGIBLE) next[hi--] = 0;
  }
  const rest = buffers[cur]!;
  for (let x = lo; x <= hi; x++) out[x] = out[x]! + rest[x]!; // balls ran out
  return out;
}

/** Trims trailing zero cells (keeping at least one). */
function trimmed(d: Float64Array): Float64Array {
  let end = d.length;
  while (end > 1 && d[end - 1] === 0) end--;
  return end === d.length ? d : d.slice(0, end);
}

/**
 * Distribution of the runs the batting side adds from (ballsBowled, wicketsLost) until the next wicket
 * falls, the innings' legal balls (`untilBall`) run out, or, in a chase, the runs reach `runsToWin`
 * (the delivery that reaches it counts whole, so a six needing one adds 6). Index = runs added, value =
 * probability, summing to 1 within 1e-9; the model's wicket ball scores nothing, a wide or no-ball adds
 * 1 (WASP rates). Add the team's runs for the fall of the wicket, the stand's runs so far for the
 * partnership. Without a chase it is a row of a table built once per (model, untilBall) (runs 0..400,
 * more folded into the last cell; about 15 ms T20, 50 ms ODI) and cached on the model. In a chase the
 * runs below runsToWin have the table's probabilities (a stand ending below the target never reached
 * it); when the stand reaches the target with probability under 1/4 that whole mass is put at
 * runsToWin, which leaves the line (median and quartiles, all below it) exact, and otherwise an exact
 * forward pass stopping at the target places the winning delivery's runs (cost ~ runsToWin x balls
 * left, small that late in a chase).
 * Throws RangeError on non-integers, wicketsLost outside 0..9, untilBall outside 1..ballsPerInnings,
 * ballsBowled outside 0..untilBall, or runsToWin below 1.
 * Source: docs/rules/sports.md (Fancy rows -> Team categories: wickets, partnerships; Pricing -> Cricket).
 */
export function standRunsDistribution(model: CricketModel, s: StandState): Float64Array {
  const until = s.untilBall ?? model.ballsPerInnings;
  assertInt('untilBall', until, 1, model.ballsPerInnings);
  assertInt('ballsBowled', s.ballsBowled, 0, until);
  assertInt('wicketsLost', s.wicketsLost, 0, 9);
  if (s.runsToWin !== undefined) assertInt('runsToWin', s.runsToWin, 1, Number.MAX_SAFE_INTEGER);
  if (s.ballsBowled === until) return Float64Array.of(1);
  const table = standTable(model, until);
  const stride = table.cap + 1;
  const start = (s.ballsBowled * 10 + s.wicketsLost) * stride;
  const need = s.runsToWin;
  if (need === undefined || need > table.cap) return trimmed(table.cells.slice(start, start + stride));
  let below = 0;
  for (let x = 0; x < need; x++) below += table.cells[start + x]!;
  if (1 - below >= 0.25) return trimmed(chaseStandForward(model, s.ballsBowled, until, s.wicketsLost, need));
  const out = new Float64Array(need + 1);
  out.set(table.cells.subarray(start, start + need));
  out[need] = Math.max(0, 1 - below);
  return trimmed(out);
}

/**
 * The exact chase stand by the forward pass alone, whatever the chance of reaching the target: for
 * tests that check standRunsDistribution's shortcut gives the same line. Same arguments and result
 * as standRunsDistribution with `runsToWin` required. Throws RangeError as it does.
 */
export function chaseStandExact(model: CricketModel, s: StandState & { runsToWin: number }): Float64Array {
  const until = s.untilBall ?? model.ballsPerInnings;
  assertInt('untilBall', until, 1, model.ballsPerInnings);
  assertInt('ballsBowled', s.ballsBowled, 0, until);
  assertInt('wicketsLost', s.wicketsLost, 0, 9);
  assertInt('runsToWin', s.runsToWin, 1, Number.MAX_SAFE_INTEGER);
  return trimmed(chaseStandForward(model, s.ballsBowled, until, s.wicketsLost, s.runsToWin));
}
