/**
 * The exchange order book (issue 14 item 1): per runner, resting BACK and LAY limit orders at
 * tick-ladder prices, matched by price then time at the resting order's price; partial and full
 * cancels, lapses by persistence, order states and the aggregated ladder. Pure and deterministic.
 * Rules: docs/rules/exchange.md "Order book and matching".
 */
export { OrderBook, createOrderBook } from './book';
export type { OrderBookOptions } from './book';
export { MAX_ORDER_SIZE_MINOR } from './types';
export type {
  OrderSide,
  PersistenceType,
  OrderStatus,
  PlaceOrder,
  OrderMatch,
  PlaceError,
  PlaceResult,
  CancelError,
  CancelResult,
  LapseFilter,
  LapsedOrder,
  OrderState,
  LadderLevel,
  RunnerLadder,
} from './types';
