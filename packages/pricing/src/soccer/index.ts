/**
 * Soccer pricing (Dixon-Coles): goal-time shape, expected goals from pre-match strengths, the
 * score grid with the low-score correction, and in-play Match Odds / Over-Under / Next Goal.
 * Sources: docs/rules/sports.md "Pricing: Soccer"; Dixon & Coles (1997) JRSS C; Dixon & Robinson (1998).
 */
export {
  GOAL_TIME_SHARES,
  GOALS_PER_90,
  BLOCK_MINUTES,
  FULL_TIME_MINUTES,
  remainingShare,
} from './goal-time';
export {
  DEFAULT_RHO,
  DEFAULT_MAX_GOALS,
  DEFAULT_HOME_ADVANTAGE,
  expectedGoals,
  dixonColesTau,
  scoreGrid,
} from './grid';
export type { ExpectedGoals, ExpectedGoalsOptions } from './grid';
export { OVER_UNDER_LINES, soccerMarkets } from './markets';
export type { OverUnderLine, SoccerState, SoccerMarkets } from './markets';
