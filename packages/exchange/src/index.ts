/**
 * Pure betting math (prices, tick ladder, P&L, book, exposure, settlement). Filled by the money
 * issue; for now only the money conversion used at the HTTP boundary. Source: DESIGN.md "Money".
 */
export { toMinor, fromMinor } from './money';
export { TICKS, MIN_PRICE, MAX_PRICE, isOnLadder, tickIndex, tickDown, tickUp, ticksAway } from './ticks';
export {
  quoteRunner,
  bookmakerRate,
  overround,
  DEFAULT_MARGIN,
  MIN_QUOTE_PROBABILITY,
  MAX_QUOTE_PROBABILITY,
  QUOTE_LEVELS,
  QUOTE_SIZE_RANGE,
} from './quote';
export type { PriceSize, RunnerQuote, QuoteOptions } from './quote';
