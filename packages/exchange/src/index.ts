/**
 * Pure betting math: money and the one rounding rule, the tick ladder, quoting, one bet's P&L,
 * books and exposure, the acceptance rule, stake limits, cash out, settlement, and the order book
 * with price-time matching. All amounts are integer minor units. Source: docs/architecture.md
 * "Money, prices, time"; docs/rules/exchange.md (the order book: "Order book and matching").
 */
export { toMinor, fromMinor, roundHalfEven, roundHalfEvenRatio, mulDivHalfEven } from './money';
export { TICKS, MIN_PRICE, MAX_PRICE, isOnLadder, tickIndex, tickDown, tickUp, ticksAway } from './ticks';
export {
  quoteRunner,
  bookmakerRate,
  bookmakerLayRate,
  MAX_BOOKMAKER_RATE,
  overround,
  DEFAULT_MARGIN,
  MIN_QUOTE_PROBABILITY,
  MAX_QUOTE_PROBABILITY,
  QUOTE_LEVELS,
  QUOTE_SIZE_RANGE,
} from './quote';
export type { PriceSize, RunnerQuote, QuoteOptions } from './quote';
export {
  bookmakerOdds,
  runnerBetPnl,
  fancyBetPnl,
  liabilityMinor,
  profitMinor,
  assertBet,
  assertRunnerBet,
  assertFancyBet,
} from './bets';
export type { Side, RunnerBet, FancyBet, Bet } from './bets';
export {
  runnerBook,
  runnerExposure,
  fancyBook,
  fancyExposure,
  totalExposure,
  availableMinor,
  exposureCheck,
} from './book';
export {
  stakeLimits,
  stakeLimitError,
  MIN_STAKE_MESSAGE,
  MAX_STAKE_MESSAGE,
  DEFAULT_MIN_MAX_MINOR,
  CASINO_STAKE_LIMITS_MINOR,
} from './limits';
export type { MinMaxMinor } from './limits';
export { cashOutFills, cashOutHedge, cashOutOrder, largestImbalance, greenUp } from './cashout';
export type { BookLevel, RunnerPrices } from './cashout';
export { settleBet } from './settle';
export { runnerExposureWithOrders } from './order-exposure';
export type { MarketOutcome } from './settle';
export * from './orderbook';
