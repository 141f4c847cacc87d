/** Shared cricket pricing types (docs/rules/sports.md, Pricing -> Cricket; Brooker & Hogan, WASP). */

/** Limited-overs formats the model prices: 20 overs (120 balls) or 50 overs (300 balls) a side. */
export type CricketFormat = 'T20' | 'ODI';

/**
 * Per-delivery outcome probabilities; the eight fields sum to 1. `p0`..`p6` are legal balls scoring
 * that many runs (no 5s), `wicket` a legal ball that takes a wicket (no runs), `wide` a wide or no-ball:
 * +1 run and the ball is NOT consumed.
 */
export interface BallOutcomes {
  p0: number;
  p1: number;
  p2: number;
  p3: number;
  p4: number;
  p6: number;
  wicket: number;
  wide: number;
}

/**
 * Precomputed tables for one format and innings length. Build with `cricketModel`; treat every field
 * except `format`, `ballsPerInnings` and `runsCap` as internal (layouts documented in tables.ts).
 */
export interface CricketModel {
  readonly format: CricketFormat;
  /** Legal balls in a full innings of this model (120 T20, 300 ODI, fewer for a reduced match). */
  readonly ballsPerInnings: number;
  /** Largest run count the tables resolve; run distributions fold their tail mass into this cell. */
  readonly runsCap: number;
  /** Internal: outcome rates per (ballsBowled, wicketsLost), 8 per cell in OUTCOME_ORDER. */
  readonly rates: Float64Array;
  /** Internal: chase win probability V per (ballsLeft, wicketsLost, runsNeeded 0..runsCap+1). */
  readonly chase: Float64Array;
  /** Internal: distribution of runs still to come per (ballsBowled, wicketsLost), runs 0..runsCap. */
  readonly rest: Float64Array;
  /** Internal: P(batting first wins | first-innings total T), T = 0..runsCap, a tie counting 0.5. */
  readonly winGivenTotal: Float64Array;
  /** Internal: lazily built session tables keyed by untilBall (see innings.ts). */
  readonly sessions: Map<number, SessionTable>;
}

/** Internal: remaining-runs distributions up to legal ball `untilBall`, runs 0..cap, per (ball, wickets). */
export interface SessionTable {
  readonly untilBall: number;
  readonly cap: number;
  readonly cells: Float64Array;
}
