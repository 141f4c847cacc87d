/**
 * A seeded ball-by-ball simulation of the rest of an innings from the WASP per-ball rates (Brooker &
 * Hogan; docs/rules/sports.md Pricing -> Cricket). The exact programmes (innings.ts) price runs;
 * this draws whole innings for what they do not track (who faces, boundaries, dot balls, stands) and
 * for Monte Carlo tests of every Fancy line.
 */
import { OUTCOME_WIDTH } from './outcomes';
import type { CricketModel } from './types';
import { assertInt } from './validate';

/** Outcome of a delivery, in the rates' layout order [wide, wicket, 0, 1, 2, 3, 4, 6]. */
export type SimulatedOutcome = 'wide' | 'wicket' | 0 | 1 | 2 | 3 | 4 | 6;
const OUTCOMES: readonly SimulatedOutcome[] = ['wide', 'wicket', 0, 1, 2, 3, 4, 6];

/** One simulated delivery and the innings' state after it. */
export interface SimulatedBall {
  outcome: SimulatedOutcome;
  /** Runs the delivery adds: the runs off the bat, 1 for a wide or no-ball, 0 for a wicket. */
  runs: number;
  /** False for a wide or no-ball (the ball is bowled again). */
  legal: boolean;
  /** Batter slot that faced it (0 or 1); a new batter takes the dismissed batter's slot. */
  facing: 0 | 1;
  /** Legal balls bowled in the innings after it. */
  ballsBowled: number;
  /** Wickets down after it. */
  wicketsLost: number;
}

/** Where a simulation starts: legal balls bowled, wickets down, the slot on strike, an optional end ball. */
export interface SimulationStart {
  ballsBowled: number;
  wicketsLost: number;
  /** Slot facing the next ball (default 0). */
  facing?: 0 | 1;
  /** Stop after this many legal balls (default the innings' end). */
  untilBall?: number;
}

/**
 * Draws the rest of an innings (or up to `untilBall`) from `start`: each delivery's outcome from the
 * model's rates for (legal balls bowled, wickets down); a wide or no-ball adds 1 and is bowled again;
 * odd runs and the end of an over change the strike; a wicket dismisses the batter on strike (whose
 * slot the next batter takes, on strike). Ends at 10 down or `untilBall`. `random` returns uniform
 * numbers in [0, 1) (pass a seeded Rng's `next`). Throws RangeError on a bad start.
 * Source: docs/rules/sports.md (Pricing -> Cricket: per-ball outcome rates by phase and wickets in hand).
 */
export function simulateInnings(
  model: CricketModel,
  start: SimulationStart,
  random: () => number,
): SimulatedBall[] {
  const n = model.ballsPerInnings;
  const until = start.untilBall ?? n;
  assertInt('untilBall', until, 0, n);
  assertInt('ballsBowled', start.ballsBowled, 0, until);
  assertInt('wicketsLost', start.wicketsLost, 0, 10);
  let balls = start.ballsBowled;
  let wickets = start.wicketsLost;
  let facing: 0 | 1 = start.facing ?? 0;
  const out: SimulatedBall[] = [];
  while (balls < until && wickets < 10) {
    const o = (balls * 10 + wickets) * OUTCOME_WIDTH;
    let u = random();
    let k = 0;
    for (; k < OUTCOME_WIDTH - 1; k++) {
      u -= model.rates[o + k]!;
      if (u < 0) break;
    }
    const outcome = OUTCOMES[k]!;
    const legal = outcome !== 'wide';
    const runs = outcome === 'wide' ? 1 : outcome === 'wicket' ? 0 : outcome;
    const faced = facing;
    if (legal) balls++;
    if (outcome === 'wicket') wickets++;
    out.push({ outcome, runs, legal, facing: faced, ballsBowled: balls, wicketsLost: wickets });
    if (typeof outcome === 'number' && outcome % 2 === 1) facing = facing === 0 ? 1 : 0;
    if (legal && balls % 6 === 0) facing = facing === 0 ? 1 : 0;
  }
  return out;
}
