/**
 * The back office's markets, risk and casino controls (issue 16 items 4 and 5; docs/backoffice.md
 * "Markets, risk and casino"): operators' suspensions of markets, matches and casino tables, the
 * brands' house limits per market, the match book and the casino tables' figures.
 */
export { applyMarketControls, houseLimitOf, type ControlScope, type ControlTargets } from './controls';
export { casinoRound, casinoTables } from './casino';
export { fancyHouseBook, runnerHouseBook } from './match-book';
export { listMarkets } from './markets';
export {
  type ActorContext,
  declareMarketResult,
  type RiskDeps,
  setHouseLimit,
  setSuspension,
} from './service';
