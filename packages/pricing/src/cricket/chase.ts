/** Second-innings pricing: the WASP chase value (Brooker & Hogan; docs/rules/sports.md Pricing -> Cricket). */
import { cricketModel } from './model';
import { standardBalls } from './outcomes';
import { chaseTerminal } from './tables';
import type { CricketModel } from './types';
import { assertInt } from './validate';

/** Chase state: runs still needed to win, legal balls bowled, wickets down, balls in the (revised) innings. */
export interface ChaseState {
  runsNeeded: number;
  ballsBowled: number;
  wicketsLost: number;
  totalBalls?: number;
}

/**
 * The chasing side's win probability V(ballsLeft, wicketsLeft, runsNeeded), read from the model's exact
 * dynamic-programme table in O(1). V = 1 when runsNeeded <= 0; when balls or wickets run out V = 0 with
 * runsNeeded >= 2 and 0.5 with runsNeeded == 1 (a tie, settled by a super over).
 * - `runsNeeded`: target minus current score (integer; <= 0 means already won).
 * - `ballsBowled`: legal balls already bowled in the chase, 0..totalBalls (selects the phase).
 * - `wicketsLost`: 0..10 (10 = all out).
 * - `totalBalls`: legal balls in the chase, default model.ballsPerInnings. A revised (D/L) target passes
 *   the reduced balls; that prices on the cached model for (format, totalBalls), phases scaled.
 * The batting side may defend a ball (a safe dot) when facing it at the average rates would lower V, so
 * V never falls as balls are added (tables.ts buildChase; binds only in comfortable chases).
 * runsNeeded above model.runsCap + 1 reads the cap's value (there already below 1e-6).
 * Returns a probability in [0, 1]. Throws RangeError on non-integers or out-of-range values.
 * Source: docs/rules/sports.md (Pricing -> Cricket); Brooker & Hogan, WASP.
 */
export function chaseWinProbability(model: CricketModel, s: ChaseState): number {
  const total = s.totalBalls ?? model.ballsPerInnings;
  assertInt('totalBalls', total, 1, standardBalls(model.format));
  assertInt('runsNeeded', s.runsNeeded, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  assertInt('ballsBowled', s.ballsBowled, 0, total);
  assertInt('wicketsLost', s.wicketsLost, 0, 10);
  const m = total === model.ballsPerInnings ? model : cricketModel(model.format, total);
  if (s.runsNeeded <= 0) return 1;
  const ballsLeft = total - s.ballsBowled;
  if (ballsLeft === 0 || s.wicketsLost === 10) return chaseTerminal(s.runsNeeded);
  const stride = m.runsCap + 2;
  const r = Math.min(s.runsNeeded, m.runsCap + 1);
  return m.chase[(ballsLeft * 10 + s.wicketsLost) * stride + r]!;
}
