/**
 * Cricket pricing (docs/rules/sports.md Pricing -> Cricket; Brooker & Hogan, WASP): per-ball outcome rates by
 * phase and wickets lost, the exact chase dynamic programme V(balls, wickets, runs), the forward runs
 * distribution for the first innings and Fancy sessions, and Fancy lines. Pure, no I/O.
 */
export type { BallOutcomes, CricketFormat, CricketModel } from './types';
export { ballOutcomes } from './outcomes';
export { cricketModel } from './model';
export { chaseWinProbability } from './chase';
export type { ChaseState } from './chase';
export { firstInningsWinProbability, remainingRunsDistribution, sessionTotalDistribution } from './innings';
export type { RunsState } from './innings';
export { fancyLine } from './fancy';
export type { FancyLine } from './fancy';
export { simulateInnings } from './simulate';
export type { SimulatedBall, SimulatedOutcome, SimulationStart } from './simulate';
export { BYES_PER_LEGAL_BALL, WIDE_EXTRAS, remainingCountDistribution } from './counts';
export type { CountedStat, CountState } from './counts';
export { standRunsDistribution } from './stand';
export type { StandState } from './stand';
export { drawnLine, playerOutlook } from './players';
export type { PlayerOutlook, PlayerOutlookStart } from './players';
