import {
  chaseWinProbability,
  cricketModel,
  firstInningsWinProbability,
  sessionTotalDistribution,
  type CricketModel,
} from '@backlay/pricing';
import type { CricketReplay } from '../replay/format';
import { chaseTarget, inningsScore, type CricketState } from './cricket-timeline';

/** The WASP tables for a replay's format and innings length (docs/rules/sports.md Pricing: Cricket). */
export const modelOf = (replay: CricketReplay): CricketModel =>
  cricketModel(replay.format, replay.ballsPerInnings);

/**
 * P(the side batting first wins) at `state` by the WASP programme: the first-innings
 * recursion while it bats, the chase table during the chase (revised targets restart it with
 * their balls), 0.5 during a super over. A tie counts half. Undefined state = before the toss.
 */
export function battingFirstWinProbability(replay: CricketReplay, state: CricketState | undefined): number {
  if (!state) return 0.5;
  const model = modelOf(replay);
  const main = replay.innings[state.innings];
  if (!main || main.superOver) return 0.5;
  const score = inningsScore(replay, state);
  if (state.innings === 0) {
    if (state.inningsBreak) {
      return 1 - chaseWinProbability(model, { runsNeeded: score.runs + 1, ballsBowled: 0, wicketsLost: 0 });
    }
    return firstInningsWinProbability(model, {
      runs: score.runs,
      ballsBowled: score.legalBalls,
      wicketsLost: score.wickets,
    });
  }
  const target = chaseTarget(replay, state.innings)!;
  const runsNeeded = target.runs - score.runs;
  if (runsNeeded <= 0) return 0;
  const ballsLeft = target.balls - score.legalBalls;
  if (score.wickets >= 10 || ballsLeft <= 0) return runsNeeded === 1 ? 0.5 : 1;
  const chase = chaseWinProbability(model, {
    runsNeeded,
    ballsBowled: score.legalBalls,
    wicketsLost: score.wickets,
    totalBalls: target.balls,
  });
  return 1 - chase;
}

/**
 * P(a tie) during the chase: the chance the unconstrained innings total ends exactly one short
 * of the target (docs/rules/sports.md: ties go to a super over). Before the chase a flat 1 %.
 */
export function tieProbability(replay: CricketReplay, state: CricketState | undefined): number {
  if (!state || state.innings !== 1) return 0.01;
  const target = chaseTarget(replay, 1)!;
  const score = inningsScore(replay, state);
  if (score.runs >= target.runs) return 0;
  if (score.wickets >= 10 || score.legalBalls >= target.balls) return score.runs === target.runs - 1 ? 1 : 0;
  const distribution = sessionTotalDistribution(modelOf(replay), {
    runs: score.runs,
    ballsBowled: score.legalBalls,
    wicketsLost: score.wickets,
    untilBall: target.balls,
  });
  return distribution[target.runs - 1] ?? 0;
}
