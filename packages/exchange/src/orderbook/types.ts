/**
 * The shapes of the order book: orders in, matches and refusals out, order states and the ladder
 * view. Prices are integer hundredths of decimal odds (`priceH`: 1.96 -> 196), always a tick-ladder
 * price; sizes (stakes) are integer minor units (`sizeMinor`). Names and enums follow Betfair's
 * Betting API (docs/rules/betfair-api.md). Rules: docs/rules/exchange.md "Order book and matching".
 */

/** Side of an order, Betfair's enum: BACK (for the selection) or LAY (against it). */
export type OrderSide = 'BACK' | 'LAY';

/**
 * What happens to an order's unmatched remainder when the market turns in-play: LAPSE (the default
 * on Betfair: it lapses) or PERSIST (it keeps its place in the queue). At the market's close every
 * unmatched remainder lapses whatever its persistence.
 */
export type PersistenceType = 'LAPSE' | 'PERSIST';

/** EXECUTABLE while some size remains unmatched; EXECUTION_COMPLETE once nothing remains. */
export type OrderStatus = 'EXECUTABLE' | 'EXECUTION_COMPLETE';

/** Largest order size, minor units (10^10 = 100,000,000.00): keeps size x priceH a safe integer. */
export const MAX_ORDER_SIZE_MINOR = 10_000_000_000;

/** A limit order offered to the book (OrderBook.place). */
export interface PlaceOrder {
  /** Unique within the book, non-empty (Betfair's betId). */
  orderId: string;
  /** The account that owns the order, non-empty. Self-matching is allowed (see the rules). */
  accountId: string;
  /** The runner (selection), non-empty; one of the book's runners when it was given a list. */
  selectionId: string;
  side: OrderSide;
  /** Limit price in hundredths of decimal odds, on the tick ladder (101..100000). */
  priceH: number;
  /** Stake in minor units, a safe integer in 1..MAX_ORDER_SIZE_MINOR. */
  sizeMinor: number;
  persistence: PersistenceType;
}

/**
 * One match between the incoming order (taker) and a resting order (maker) of the same runner on
 * opposite sides. Both are matched for `sizeMinor` at `priceH`, the maker's own price.
 */
export interface OrderMatch {
  takerOrderId: string;
  makerOrderId: string;
  takerAccountId: string;
  makerAccountId: string;
  selectionId: string;
  /** The matched price, hundredths: the resting (maker) order's price. */
  priceH: number;
  /** Matched stake, minor units (>= 1); the backer's and the layer's stake alike. */
  sizeMinor: number;
  takerSide: OrderSide;
}

/**
 * Why an order was refused (Betfair's instruction error codes where one exists):
 * INVALID_ODDS (price not a ladder price in hundredths), INVALID_BET_SIZE (size not a safe integer in
 * 1..MAX_ORDER_SIZE_MINOR), INVALID_SIDE (not BACK or LAY; Backlay's own code),
 * INVALID_PERSISTENCE_TYPE (not LAPSE or PERSIST), INVALID_RUNNER (empty selection, or not one of
 * the book's runners), DUPLICATE_BETIDS (the orderId was already used in this book).
 */
export type PlaceError =
  | 'INVALID_ODDS'
  | 'INVALID_BET_SIZE'
  | 'INVALID_SIDE'
  | 'INVALID_PERSISTENCE_TYPE'
  | 'INVALID_RUNNER'
  | 'DUPLICATE_BETIDS';

/**
 * The answer to OrderBook.place: either accepted, with the matches in the order they happened
 * (best price first, then oldest resting order first) and the size left resting at the order's own
 * price (0 when fully matched), or refused with the book unchanged.
 */
export type PlaceResult =
  { ok: true; matches: readonly OrderMatch[]; restedMinor: number } | { ok: false; error: PlaceError };

/**
 * Why a cancel was refused: INVALID_BET_ID (no such order), BET_TAKEN_OR_LAPSED (nothing of it
 * remains unmatched), INVALID_BET_SIZE (a size reduction that is not a safe integer >= 1).
 */
export type CancelError = 'INVALID_BET_ID' | 'BET_TAKEN_OR_LAPSED' | 'INVALID_BET_SIZE';

/** The answer to OrderBook.cancel: the size cancelled (minor units, >= 1), or a refusal. */
export type CancelResult = { ok: true; cancelledMinor: number } | { ok: false; error: CancelError };

/**
 * Which unmatched orders OrderBook.lapse lapses: those matching every given field. Empty (or
 * omitted): every unmatched order (the market's close). `{ persistence: 'LAPSE' }`: the in-play turn.
 */
export interface LapseFilter {
  persistence?: PersistenceType;
  selectionId?: string;
  accountId?: string;
}

/** One lapsed remainder: the order and the size (minor units) that lapsed. */
export interface LapsedOrder {
  orderId: string;
  sizeMinor: number;
}

/**
 * A snapshot of one order (Betfair's CurrentOrderSummary, in hundredths and minor units). Always
 * sizeMatchedMinor + sizeRemainingMinor + sizeCancelledMinor + sizeLapsedMinor = sizeMinor.
 */
export interface OrderState {
  orderId: string;
  accountId: string;
  selectionId: string;
  side: OrderSide;
  /** The limit price asked, hundredths. */
  priceH: number;
  /** The size placed, minor units. */
  sizeMinor: number;
  persistence: PersistenceType;
  status: OrderStatus;
  sizeMatchedMinor: number;
  sizeRemainingMinor: number;
  sizeCancelledMinor: number;
  sizeLapsedMinor: number;
  /** Size-weighted mean of the matched prices, hundredths (not rounded); 0 when nothing matched. */
  averagePriceMatchedH: number;
  /** Arrival sequence in this book (1, 2, ...): the FIFO order within a price. */
  sequence: number;
}

/** One aggregated level of the ladder: a price (hundredths) and the total resting size (minor units). */
export interface LadderLevel {
  priceH: number;
  sizeMinor: number;
}

/**
 * What a runner's book offers (Betfair's `ex`). availableToBack: what a backer can take now, i.e.
 * the resting LAY orders, best (highest price) first. availableToLay: what a layer can take now,
 * i.e. the resting BACK orders, best (lowest price) first.
 */
export interface RunnerLadder {
  selectionId: string;
  availableToBack: LadderLevel[];
  availableToLay: LadderLevel[];
}
