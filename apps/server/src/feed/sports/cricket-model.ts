import {
  chaseWinProbability,
  cricketModel,
  firstInningsWinProbability,
  sessionTotalDistribution,
  type CricketModel,
} from '@backlay/pricing';
import type { CricketReplay } from '../replay/format';
import { priorWeight, withPrior } from './cricket-ratings';
import { chaseTarget, inningsScore, type CricketState } from './cricket-timeline';

/** The WASP tables for a replay's format and innings length (docs/rules/sports.md Pricing: Cricket). */
export const modelOf = (replay: CricketReplay): CricketModel =>
  cricketModel(replay.format, replay.ballsPerInnings);

/**
 * P(the side batting first wins) at `state` by the WASP programme: the first-innings recursion while
 * it bats, the chase table during the chase on the target known at that delivery (chaseTarget with
 * `delivered`: a D/L revision prices only from its revisionPoint), 0.5 during a super over. A tie
 * counts half. Undefined state = before the toss: 0.5 (the feed prices pre-match from ratings).
 * `prior` is the pre-match P(the side batting first wins) with the toss known (0..1, default 0.5 =
 * none); it shifts the symmetric WASP price by withPrior with weight priorWeight(legal balls left in
 * the match, 2 x ballsPerInnings): the prior at the first ball, the pure state at the end.
 * Source: docs/rules/sports.md Pricing: Cricket.
 */
export function battingFirstWinProbability(
  replay: CricketReplay,
  state: CricketState | undefined,
  prior = 0.5,
): number {
  if (!state) return 0.5;
  const main = replay.innings[state.innings];
  if (!main || main.superOver) return 0.5;
  const { probability, ballsLeft } = stateProbability(replay, state);
  return withPrior(probability, prior, priorWeight(ballsLeft, 2 * replay.ballsPerInnings));
}

/** The symmetric WASP P(batting first wins) at a main-innings state, and the legal balls left to play. */
function stateProbability(
  replay: CricketReplay,
  state: CricketState,
): { probability: number; ballsLeft: number } {
  const model = modelOf(replay);
  const score = inningsScore(replay, state);
  if (state.innings === 0) {
    // The chase's balls as known now: a first innings cut short revises them at the break.
    const chaseBalls = state.inningsBreak ? chaseTarget(replay, 1, 0)!.balls : replay.ballsPerInnings;
    if (state.inningsBreak) {
      const target = chaseTarget(replay, 1, 0)!;
      const chase = chaseWinProbability(model, {
        runsNeeded: target.runs,
        ballsBowled: 0,
        wicketsLost: 0,
        totalBalls: target.balls,
      });
      return { probability: 1 - chase, ballsLeft: chaseBalls };
    }
    const probability = firstInningsWinProbability(model, {
      runs: score.runs,
      ballsBowled: score.legalBalls,
      wicketsLost: score.wickets,
    });
    const firstLeft = score.wickets >= 10 ? 0 : replay.ballsPerInnings - score.legalBalls;
    return { probability, ballsLeft: firstLeft + chaseBalls };
  }
  const target = chaseTarget(replay, state.innings, state.delivered)!;
  const runsNeeded = target.runs - score.runs;
  const ballsLeft = score.wickets >= 10 ? 0 : Math.max(0, target.balls - score.legalBalls);
  if (runsNeeded <= 0) return { probability: 0, ballsLeft };
  if (score.wickets >= 10 || ballsLeft <= 0) return { probability: runsNeeded === 1 ? 0.5 : 1, ballsLeft: 0 };
  const chase = chaseWinProbability(model, {
    runsNeeded,
    ballsBowled: score.legalBalls,
    wicketsLost: score.wickets,
    totalBalls: target.balls,
  });
  return { probability: 1 - chase, ballsLeft };
}

/**
 * P(a tie) during the chase: the chance the unconstrained innings total ends exactly one short
 * of the target known at that delivery (chaseTarget with `delivered`: a D/L revision only from its
 * revisionPoint; docs/rules/sports.md: ties go to a super over). Before the chase a flat 1 %.
 */
export function tieProbability(replay: CricketReplay, state: CricketState | undefined): number {
  if (!state || state.innings !== 1) return 0.01;
  const target = chaseTarget(replay, 1, state.delivered)!;
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
