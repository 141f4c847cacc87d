/**
 * Tennis pricing model (docs/rules/sports.md Pricing -> Tennis; Data -> tennis): the scoring state
 * machine, the exact Markov chain (Newton & Keller 2005; Barnett & Clarke 2005; O'Malley 2008),
 * serve-probability priors with shrinkage, and point synthesis from real set scores.
 */
export type {
  TennisFinalSetRule,
  TennisPlayer,
  TennisPoint,
  TennisRules,
  TennisScore,
  TennisTour,
} from './types';
export { applyPoint, initialScore, isMatchOver } from './score';
export { gameWinProbability, holdProbability, setWinProbability, tiebreakWinProbability } from './chain';
export { matchWinProbability, setWinnerProbability } from './match';
export { serveProbabilityPrior, updateServeProbability } from './serve';
export type { TennisSetResult } from './plan';
export type { SynthesisedTennisMatch, TennisMatchResult } from './synthesise';
export { synthesisePoints } from './synthesise';
