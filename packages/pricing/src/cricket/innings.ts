/**
 * Runs still to come and first-innings pricing: the WASP recursion run forward to the innings' end or a
 * session's last ball (Brooker & Hogan; docs/rules/sports.md Pricing -> Cricket, Fancy lines).
 */
import { buildRunsTable } from './tables';
import type { CricketModel, SessionTable } from './types';
import { assertInt } from './validate';

/** Session tables kept per model; the least recently used beyond this is dropped. */
const MAX_SESSIONS = 32;

/** State for a runs distribution: legal balls bowled, wickets down, optional session end (legal balls). */
export interface RunsState {
  ballsBowled: number;
  wicketsLost: number;
  untilBall?: number;
}

/** Runs cap of a session table ending at `untilBall`: ample for any session, at most the model's cap. */
function sessionCap(model: CricketModel, untilBall: number): number {
  return Math.min(model.runsCap, 60 + 2 * untilBall);
}

/** The runs table ending at `untilBall` (the model's own for the innings' end), built once per model. */
function tableUntil(model: CricketModel, untilBall: number): SessionTable {
  if (untilBall === model.ballsPerInnings) return { untilBall, cap: model.runsCap, cells: model.rest };
  const hit = model.sessions.get(untilBall);
  if (hit) {
    model.sessions.delete(untilBall);
    model.sessions.set(untilBall, hit);
    return hit;
  }
  const cap = sessionCap(model, untilBall);
  const table: SessionTable = { untilBall, cap, cells: buildRunsTable(model.rates, untilBall, cap) };
  model.sessions.set(untilBall, table);
  if (model.sessions.size > MAX_SESSIONS) {
    const oldest = model.sessions.keys().next();
    if (!oldest.done) model.sessions.delete(oldest.value);
  }
  return table;
}

/** Validates a runs state; returns the session end (default: the innings' end). */
function checkState(model: CricketModel, s: RunsState): number {
  const n = model.ballsPerInnings;
  const until = s.untilBall ?? n;
  assertInt('untilBall', until, 0, n);
  assertInt('ballsBowled', s.ballsBowled, 0, until);
  assertInt('wicketsLost', s.wicketsLost, 0, 10);
  return until;
}

/**
 * Distribution of the runs still to come in the innings from (ballsBowled, wicketsLost), or, with
 * `untilBall`, of the runs added by the time `untilBall` legal balls have been bowled (or by the innings'
 * end if all out first). Returns a new Float64Array: index = additional runs, value = probability, sums
 * to 1 within 1e-9; trailing zeros trimmed; the last cell of a table holds the mass at or above its cap
 * (model.runsCap, or min(runsCap, 60 + 2 * untilBall) for a session: far beyond any real session).
 * All out, or ballsBowled == untilBall, gives [1]. Session tables are built on first use per untilBall
 * and cached on the model. Throws RangeError on non-integers, wicketsLost outside 0..10, untilBall outside
 * 0..ballsPerInnings, or ballsBowled outside 0..untilBall (a session already past).
 * Source: docs/rules/sports.md (Pricing -> Cricket: "the same recursion run to the session's last ball").
 */
export function remainingRunsDistribution(model: CricketModel, s: RunsState): Float64Array {
  const until = checkState(model, s);
  if (s.wicketsLost === 10 || s.ballsBowled === until) return Float64Array.of(1);
  const table = tableUntil(model, until);
  const stride = table.cap + 1;
  const start = (s.ballsBowled * 10 + s.wicketsLost) * stride;
  let end = start + stride;
  while (end > start + 1 && table.cells[end - 1] === 0) end--;
  return table.cells.slice(start, end);
}

/**
 * Distribution of the innings total at legal ball `untilBall` (or the innings' end if all out first),
 * given `runs` scored so far: remainingRunsDistribution shifted by `runs`. Index = total runs, value =
 * probability (sums to 1 within 1e-9; cells below `runs` are 0). Throws RangeError as
 * remainingRunsDistribution, or when runs is not a non-negative integer.
 * Source: docs/rules/sports.md (Fancy sessions settle on the score at the session's last ball).
 */
export function sessionTotalDistribution(
  model: CricketModel,
  s: { runs: number; ballsBowled: number; wicketsLost: number; untilBall: number },
): Float64Array {
  assertInt('runs', s.runs, 0, Number.MAX_SAFE_INTEGER);
  const rest = remainingRunsDistribution(model, s);
  const out = new Float64Array(s.runs + rest.length);
  out.set(rest, s.runs);
  return out;
}

/**
 * The batting-first side's win probability during the first innings, from `runs` scored, `ballsBowled`
 * legal balls and `wicketsLost` (0..10): sum over final totals T of P(T) * (1 - V(chase of T + 1 from
 * the start)), a tie counting 0.5 (super over). The chase uses the same model (same balls per innings).
 * O(runsCap) per call; totals beyond runsCap read the cap's value. Returns a probability in [0, 1].
 * Throws RangeError on non-integers or out-of-range values (ballsBowled 0..ballsPerInnings).
 * Source: docs/rules/sports.md (Pricing -> Cricket: "First innings ... then combine with V"); WASP.
 */
export function firstInningsWinProbability(
  model: CricketModel,
  s: { runs: number; ballsBowled: number; wicketsLost: number },
): number {
  assertInt('runs', s.runs, 0, Number.MAX_SAFE_INTEGER);
  checkState(model, s);
  const cap = model.runsCap;
  const win = model.winGivenTotal;
  if (s.wicketsLost === 10 || s.ballsBowled === model.ballsPerInnings) return win[Math.min(s.runs, cap)]!;
  const stride = cap + 1;
  const start = (s.ballsBowled * 10 + s.wicketsLost) * stride;
  const rest = model.rest;
  let p = 0;
  for (let x = 0; x <= cap; x++) p += rest[start + x]! * win[Math.min(s.runs + x, cap)]!;
  return Math.min(1, Math.max(0, p));
}
