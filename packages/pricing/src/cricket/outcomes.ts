/**
 * Per-ball outcome rates by phase and wickets lost: the WASP inputs (Brooker & Hogan, University of
 * Canterbury) taken from the phase table of docs/rules/sports.md (Pricing -> Cricket).
 *
 * Construction for one (format, over, wicketsLost), with shift = wicketsLost - PIVOT_WICKETS (3):
 * - `wide` is the phase's wide/no-ball rate; `wicket` is the phase's wicket rate times
 *   WICKET_SCALE[format] * (1 + WICKET_SLOPE * shift): top order out less often, tail-enders more.
 * - The target runs per legal ball (wide runs included) is runs-per-over / 6 * RUN_SCALE[format] *
 *   (1 - RUN_SLOPE * shift). The phase's 0/1/2/3/4/6 shares are exponentially tilted (s_k e^(theta k),
 *   renormalised; theta by bisection) until the scoring balls deliver that target, then share
 *   1 - wide - wicket.
 * Calibration (asserted in innings.test.ts): expected first-innings total from the start 163.2 (T20;
 * IPL 165, T20I 163) and 259.9 (ODI 260), expected wickets 6.2 (P(all out) 0.14) and 7.9 (0.39). The
 * T20 wicket rates are the table's; the ODI table's imply 9 wickets an innings, so they are scaled by 0.9.
 */
import type { BallOutcomes, CricketFormat } from './types';
import { assertInt } from './validate';

/** Runs of the scoring outcomes, in the order of the tilted shares. */
export const SCORING_RUNS = [0, 1, 2, 3, 4, 6] as const;
/** Packed outcome vector layout: [wide, wicket, p0, p1, p2, p3, p4, p6]. */
export const OUTCOME_WIDTH = 8;

interface Phase {
  /** Last 0-based over of the phase (inclusive). */
  lastOver: number;
  runsPerOver: number;
  wicket: number;
  wide: number;
  shares: readonly [number, number, number, number, number, number];
}

const ODI_SHARES = [0.68, 0.16, 0.04, 0.01, 0.1, 0.01] as const;

/** docs/rules/sports.md phase table. ODI wide rates pick points inside its stated 0.02-0.03 range. */
const PHASES: Record<CricketFormat, readonly Phase[]> = {
  T20: [
    {
      lastOver: 5,
      runsPerOver: 7.7,
      wicket: 0.039,
      wide: 0.034,
      shares: [0.49, 0.27, 0.04, 0.005, 0.16, 0.035],
    },
    {
      lastOver: 14,
      runsPerOver: 7.7,
      wicket: 0.042,
      wide: 0.026,
      shares: [0.34, 0.46, 0.07, 0.002, 0.09, 0.044],
    },
    {
      lastOver: 19,
      runsPerOver: 9.9,
      wicket: 0.084,
      wide: 0.039,
      shares: [0.31, 0.4, 0.09, 0.003, 0.12, 0.081],
    },
  ],
  ODI: [
    { lastOver: 9, runsPerOver: 4.8, wicket: 0.024, wide: 0.03, shares: ODI_SHARES },
    { lastOver: 39, runsPerOver: 5.0, wicket: 0.023, wide: 0.02, shares: ODI_SHARES },
    { lastOver: 49, runsPerOver: 7.3, wicket: 0.058, wide: 0.025, shares: ODI_SHARES },
  ],
};

/** Calibrated multiplier on the phase run rates (see module docstring). */
const RUN_SCALE: Record<CricketFormat, number> = { T20: 0.99, ODI: 1.02 };
/** Calibrated multiplier on the phase wicket rates (see module docstring). */
const WICKET_SCALE: Record<CricketFormat, number> = { T20: 1.0, ODI: 0.9 };
/** Wickets lost at which the phase table's rates apply unchanged (a typical state). */
const PIVOT_WICKETS = 3;
/** Relative fall in the scoring rate per wicket lost. */
const RUN_SLOPE = 0.03;
/** Relative rise in the wicket rate per wicket lost. */
const WICKET_SLOPE = 0.05;

/**
 * Legal balls in a full innings: 120 (T20) or 300 (ODI). Throws RangeError on an unknown format.
 * Source: the Laws of limited-overs cricket (20 / 50 six-ball overs), docs/rules/sports.md.
 */
export function standardBalls(format: CricketFormat): number {
  if (format === 'T20') return 120;
  if (format === 'ODI') return 300;
  throw new RangeError(`unknown cricket format: ${String(format)}`);
}

/** Mean of the shares tilted by theta: sum k s_k e^(theta k) / sum s_k e^(theta k). */
function tiltedMean(shares: readonly number[], theta: number): number {
  let mass = 0;
  let runs = 0;
  shares.forEach((s, j) => {
    const k = SCORING_RUNS[j] ?? 0;
    const m = s * Math.exp(theta * k);
    mass += m;
    runs += m * k;
  });
  return runs / mass;
}

/** Packs the outcome vector for one phase and wickets lost (layout OUTCOME_WIDTH). */
function buildVector(format: CricketFormat, phase: Phase, wicketsLost: number): Float64Array {
  const wide = phase.wide;
  const shift = wicketsLost - PIVOT_WICKETS;
  const wicket = phase.wicket * WICKET_SCALE[format] * (1 + WICKET_SLOPE * shift);
  const perLegalBall = (phase.runsPerOver / 6) * RUN_SCALE[format] * (1 - RUN_SLOPE * shift);
  const scoring = 1 - wide - wicket;
  // Runs per legal ball = wide/(1-wide) + mean * scoring/(1-wide); solve for the scoring-ball mean.
  const target = Math.min(5.5, Math.max(0.05, ((perLegalBall - wide / (1 - wide)) * (1 - wide)) / scoring));
  let lo = -10;
  let hi = 10;
  for (let it = 0; it < 80; it++) {
    const mid = (lo + hi) / 2;
    if (tiltedMean(phase.shares, mid) < target) lo = mid;
    else hi = mid;
  }
  const theta = (lo + hi) / 2;
  const tilted = phase.shares.map((s, j) => s * Math.exp(theta * (SCORING_RUNS[j] ?? 0)));
  const total = tilted.reduce((a, b) => a + b, 0);
  const out = new Float64Array(OUTCOME_WIDTH);
  out[0] = wide;
  out[1] = wicket;
  tilted.forEach((m, j) => (out[2 + j] = (scoring * m) / total));
  return out;
}

const cache = new Map<CricketFormat, Float64Array[][]>();

/** Internal: all packed vectors of a format, indexed [over][wicketsLost 0..9]; built once, shared per phase. */
function formatTable(format: CricketFormat): Float64Array[][] {
  let table = cache.get(format);
  if (!table) {
    const byPhase = PHASES[format].map((phase) =>
      Array.from({ length: 10 }, (_, w) => buildVector(format, phase, w)),
    );
    table = [];
    for (let over = 0; over < standardBalls(format) / 6; over++) {
      const row = byPhase[PHASES[format].findIndex((p) => over <= p.lastOver)];
      if (!row) throw new Error(`no phase for over ${over}`);
      table.push(row);
    }
    cache.set(format, table);
  }
  return table;
}

/**
 * Internal: the packed outcome vector (layout OUTCOME_WIDTH) for the legal ball `ballsBowled`
 * (0-based) of an innings of `ballsPerInnings` balls. A reduced innings maps onto the standard one
 * proportionally (standard ball = floor(ballsBowled * standard / ballsPerInnings)), as reduced
 * matches scale their powerplay. Shared, do not mutate. Throws RangeError when no rates exist for the
 * state (wicketsLost outside 0..9, ball outside the innings). Source: docs/rules/sports.md phase table; WASP.
 */
export function outcomeVector(
  format: CricketFormat,
  ballsPerInnings: number,
  ballsBowled: number,
  wicketsLost: number,
): Float64Array {
  const std = standardBalls(format);
  const over = Math.floor(Math.floor((ballsBowled * std) / ballsPerInnings) / 6);
  const v = formatTable(format)[over]?.[wicketsLost];
  if (!v) throw new RangeError(`no rates for ball ${ballsBowled}/${ballsPerInnings}, ${wicketsLost} down`);
  return v;
}

/**
 * Outcome probabilities of one delivery bowled in 0-based over `over` (0..19 T20, 0..49 ODI) with
 * `wicketsLost` (0..9) down. Returns a fresh object whose eight fields sum to 1 (wide = wide/no-ball:
 * +1 run, ball not consumed). Throws RangeError for an unknown format, a non-integer or out-of-range
 * over, or wicketsLost outside 0..9 (10 down means the innings is over).
 * Source: docs/rules/sports.md phase table; Brooker & Hogan, WASP.
 */
export function ballOutcomes(format: CricketFormat, over: number, wicketsLost: number): BallOutcomes {
  assertInt('over', over, 0, standardBalls(format) / 6 - 1);
  assertInt('wicketsLost', wicketsLost, 0, 9);
  const v = outcomeVector(format, standardBalls(format), over * 6, wicketsLost);
  const at = (i: number): number => v[i] ?? 0;
  return { wide: at(0), wicket: at(1), p0: at(2), p1: at(3), p2: at(4), p3: at(5), p4: at(6), p6: at(7) };
}
