/**
 * Reads of the replay's ball-by-ball data that Fancy results are settled on (docs/rules/sports.md
 * Settlement: Fancy). Pure; every function reads the converted Cricsheet innings as the scorecard
 * records it.
 */
import type { CricketInnings } from '../../replay/format';
import type { ReplayPoint } from './types';

/**
 * The end of over `overs` (1-based count of overs) of innings `index`: the point after the last
 * delivery Cricsheet files under overs 1..`overs` (a wide after the sixth legal ball is the next
 * over's first delivery, as on the scorecard) and the score there. When the innings ends before
 * the over does (all out, target reached, last over of the innings) it is the innings' end and its
 * total. Undefined for an innings with no deliveries.
 */
export function overEnd(
  innings: CricketInnings,
  index: number,
  overs: number,
): { at: ReplayPoint; runs: number; endsInnings: boolean } | undefined {
  const balls = innings.balls;
  if (balls.length === 0) return undefined;
  const next = balls.findIndex((b) => b.over >= overs);
  if (next === -1)
    return { at: { innings: index, delivered: balls.length }, runs: innings.total.runs, endsInnings: true };
  if (next === 0) return { at: { innings: index, delivered: 0 }, runs: 0, endsInnings: false };
  return { at: { innings: index, delivered: next }, runs: balls[next - 1]!.score.runs, endsInnings: false };
}

/** The point after the last delivery of innings `index`. */
export const inningsEnd = (innings: CricketInnings, index: number): ReplayPoint => ({
  innings: index,
  delivered: innings.balls.length,
});
