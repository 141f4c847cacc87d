/**
 * The order book of one exchange market: price-time matching of limit orders per runner, partial
 * and full cancels, lapses, order states and the ladder view. Pure and deterministic (no I/O, no
 * clock, no randomness); single-threaded by design. Rules: docs/rules/exchange.md "Order book and
 * matching" (reference: Betfair's Exchange).
 */
import { Order, RunnerBook, TICK_COUNT, TICK_H, tickOfH, type BookSide } from './levels';
import {
  MAX_ORDER_SIZE_MINOR,
  type CancelResult,
  type LadderLevel,
  type LapsedOrder,
  type LapseFilter,
  type OrderMatch,
  type OrderState,
  type PlaceError,
  type PlaceOrder,
  type PlaceResult,
  type RunnerLadder,
} from './types';

const refusal = (error: PlaceError): PlaceResult => Object.freeze({ ok: false as const, error });
const REFUSED: { readonly [E in PlaceError]: PlaceResult } = {
  INVALID_ODDS: refusal('INVALID_ODDS'),
  INVALID_BET_SIZE: refusal('INVALID_BET_SIZE'),
  INVALID_SIDE: refusal('INVALID_SIDE'),
  INVALID_PERSISTENCE_TYPE: refusal('INVALID_PERSISTENCE_TYPE'),
  INVALID_RUNNER: refusal('INVALID_RUNNER'),
  DUPLICATE_BETIDS: refusal('DUPLICATE_BETIDS'),
};
const NO_MATCHES: readonly OrderMatch[] = Object.freeze([]);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Options of createOrderBook. */
export interface OrderBookOptions {
  /** The market's runners; when given, an order on any other selection is INVALID_RUNNER. */
  selectionIds?: readonly string[];
}

/**
 * One market's order book (docs/rules/exchange.md "Order book and matching"): prices in integer
 * hundredths on the tick ladder, sizes in integer minor units. Create it with createOrderBook. All methods run in time proportional
 * to the work done (matches made, levels crossed), except lapse and ladder which walk the ladder.
 * Refusals that a caller can expect are typed results; a RangeError is thrown only for a
 * programming error (an orderId or accountId that is not a non-empty string, a bad ladder depth).
 */
export class OrderBook {
  private readonly runners = new Map<string, RunnerBook>();
  private readonly orders = new Map<string, Order>();
  private readonly allowed: ReadonlySet<string> | null;
  private sequence = 0;

  constructor(options: OrderBookOptions = {}) {
    this.allowed = options.selectionIds ? new Set(options.selectionIds) : null;
    for (const id of options.selectionIds ?? []) this.runnerOf(id);
  }

  /**
   * Places a limit order (docs/rules/exchange.md "Order book and matching"). A BACK at p matches
   * resting LAYs priced >= p, highest first; a LAY at p matches resting BACKs priced <= p, lowest
   * first; within a price the oldest resting order first. Each match is at the resting order's
   * price. What is left rests at p behind the orders already there. Refusals (the book unchanged):
   * see PlaceError. Throws RangeError when orderId or accountId is not a non-empty string.
   */
  place(request: PlaceOrder): PlaceResult {
    const { orderId, accountId, selectionId, side, priceH, sizeMinor, persistence } = request;
    if (!nonEmpty(orderId)) throw new RangeError(`orderId must be a non-empty string: ${String(orderId)}`);
    if (!nonEmpty(accountId)) {
      throw new RangeError(`accountId must be a non-empty string: ${String(accountId)}`);
    }
    if (side !== 'BACK' && side !== 'LAY') return REFUSED.INVALID_SIDE;
    if (persistence !== 'LAPSE' && persistence !== 'PERSIST') return REFUSED.INVALID_PERSISTENCE_TYPE;
    const tick = tickOfH(priceH);
    if (tick < 0) return REFUSED.INVALID_ODDS;
    if (!Number.isSafeInteger(sizeMinor) || sizeMinor < 1 || sizeMinor > MAX_ORDER_SIZE_MINOR) {
      return REFUSED.INVALID_BET_SIZE;
    }
    if (!nonEmpty(selectionId) || (this.allowed !== null && !this.allowed.has(selectionId))) {
      return REFUSED.INVALID_RUNNER;
    }
    if (this.orders.has(orderId)) return REFUSED.DUPLICATE_BETIDS;

    const runner = this.runnerOf(selectionId);
    const order = new Order(
      orderId,
      accountId,
      selectionId,
      side,
      tick,
      sizeMinor,
      persistence,
      ++this.sequence,
      runner,
    );
    this.orders.set(orderId, order);
    const matches = side === 'BACK' ? match(order, runner.lays) : match(order, runner.backs);
    if (order.sizeRemainingMinor > 0) (side === 'BACK' ? runner.backs : runner.lays).rest(order);
    return { ok: true, matches, restedMinor: order.sizeRemainingMinor };
  }

  /**
   * Cancels `sizeReductionMinor` of an order's unmatched remainder (all of it when omitted or
   * larger than the remainder). A partial cancel keeps the order's place in its queue; a full
   * cancel takes it out of the book. Refusals: see CancelError.
   */
  cancel(orderId: string, sizeReductionMinor?: number): CancelResult {
    const order = this.orders.get(orderId);
    if (order === undefined) return { ok: false, error: 'INVALID_BET_ID' };
    if (
      sizeReductionMinor !== undefined &&
      (!Number.isSafeInteger(sizeReductionMinor) || sizeReductionMinor < 1)
    ) {
      return { ok: false, error: 'INVALID_BET_SIZE' };
    }
    if (order.sizeRemainingMinor === 0) return { ok: false, error: 'BET_TAKEN_OR_LAPSED' };
    const cancelledMinor = Math.min(sizeReductionMinor ?? order.sizeRemainingMinor, order.sizeRemainingMinor);
    order.sizeCancelledMinor += cancelledMinor;
    takeOff(order, cancelledMinor);
    return { ok: true, cancelledMinor };
  }

  /**
   * Lapses the unmatched remainder of every resting order that matches `filter` (all of them when
   * it is empty): `{ persistence: 'LAPSE' }` at the in-play turn, `{}` at the market's close.
   * Returns the lapsed orders in arrival order with the size each lost (minor units).
   */
  lapse(filter: LapseFilter = {}): LapsedOrder[] {
    const { persistence, selectionId, accountId } = filter;
    const hit: Order[] = [];
    const one = selectionId === undefined ? undefined : this.runners.get(selectionId);
    const books = selectionId === undefined ? [...this.runners.values()] : one ? [one] : [];
    for (const runner of books) {
      for (const side of [runner.backs, runner.lays]) {
        for (const level of side.levels) {
          for (let o = level.head; o !== null; o = o.next) {
            if (persistence !== undefined && o.persistence !== persistence) continue;
            if (accountId !== undefined && o.accountId !== accountId) continue;
            hit.push(o);
          }
        }
      }
    }
    hit.sort((a, b) => a.sequence - b.sequence);
    return hit.map((o) => {
      const sizeMinor = o.sizeRemainingMinor;
      o.sizeLapsedMinor += sizeMinor;
      takeOff(o, sizeMinor);
      return { orderId: o.orderId, sizeMinor };
    });
  }

  /** A snapshot of the order `orderId`, or undefined when this book never accepted it. */
  order(orderId: string): OrderState | undefined {
    const o = this.orders.get(orderId);
    if (o === undefined) return undefined;
    return {
      orderId: o.orderId,
      accountId: o.accountId,
      selectionId: o.selectionId,
      side: o.side,
      priceH: TICK_H[o.tick]!,
      sizeMinor: o.sizeMinor,
      persistence: o.persistence,
      status: o.sizeRemainingMinor > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE',
      sizeMatchedMinor: o.sizeMatchedMinor,
      sizeRemainingMinor: o.sizeRemainingMinor,
      sizeCancelledMinor: o.sizeCancelledMinor,
      sizeLapsedMinor: o.sizeLapsedMinor,
      averagePriceMatchedH: o.sizeMatchedMinor === 0 ? 0 : o.matchedNotional / o.sizeMatchedMinor,
      sequence: o.sequence,
    };
  }

  /**
   * The best `depth` (integer >= 0, default 3) aggregated levels of each side of a runner's book
   * (see RunnerLadder). An unknown runner has empty sides. Throws RangeError for a bad depth.
   */
  ladder(selectionId: string, depth = 3): RunnerLadder {
    if (!Number.isSafeInteger(depth) || depth < 0)
      throw new RangeError(`depth must be an integer >= 0: ${depth}`);
    const runner = this.runners.get(selectionId);
    return {
      selectionId,
      availableToBack: runner ? levelsOf(runner.lays, depth) : [],
      availableToLay: runner ? levelsOf(runner.backs, depth) : [],
    };
  }

  private runnerOf(selectionId: string): RunnerBook {
    let runner = this.runners.get(selectionId);
    if (runner === undefined) {
      runner = new RunnerBook(selectionId);
      this.runners.set(selectionId, runner);
    }
    return runner;
  }
}

/** A new, empty order book for one market (see OrderBook and OrderBookOptions). */
export function createOrderBook(options?: OrderBookOptions): OrderBook {
  return new OrderBook(options);
}

/**
 * Matches `taker` against the resting orders of `makers` (the opposite side of its runner): from
 * the best tick while it is acceptable to the taker, oldest first within a tick, at the maker's
 * price. Allocates only the match records.
 */
function match(taker: Order, makers: BookSide): readonly OrderMatch[] {
  let matches: OrderMatch[] | null = null;
  const dir = makers.dir; // an empty side's sentinel best never passes the price test below
  while (taker.sizeRemainingMinor > 0 && (makers.best - taker.tick) * dir <= 0) {
    const tick = makers.best;
    const priceH = TICK_H[tick]!;
    const level = makers.levels[tick]!;
    let maker = level.head;
    while (maker !== null && taker.sizeRemainingMinor > 0) {
      const next: Order | null = maker.next;
      const fill = Math.min(taker.sizeRemainingMinor, maker.sizeRemainingMinor);
      taker.sizeRemainingMinor -= fill;
      taker.sizeMatchedMinor += fill;
      taker.matchedNotional += fill * priceH;
      maker.sizeRemainingMinor -= fill;
      maker.sizeMatchedMinor += fill;
      maker.matchedNotional += fill * priceH;
      level.totalMinor -= fill;
      (matches ??= []).push({
        takerOrderId: taker.orderId,
        makerOrderId: maker.orderId,
        takerAccountId: taker.accountId,
        makerAccountId: maker.accountId,
        selectionId: taker.selectionId,
        priceH,
        sizeMinor: fill,
        takerSide: taker.side,
      });
      if (maker.sizeRemainingMinor === 0) makers.remove(maker, level);
      maker = next;
    }
  }
  return matches ?? NO_MATCHES;
}

/** Takes `sizeMinor` (1..remaining) off a resting order; removes it from its queue at 0. */
function takeOff(order: Order, sizeMinor: number): void {
  const side = order.side === 'BACK' ? order.runner.backs : order.runner.lays;
  const level = side.levels[order.tick]!;
  order.sizeRemainingMinor -= sizeMinor;
  level.totalMinor -= sizeMinor;
  if (order.sizeRemainingMinor === 0) side.remove(order, level);
}

/** The best `depth` non-empty levels of a side, best first. */
function levelsOf(side: BookSide, depth: number): LadderLevel[] {
  const out: LadderLevel[] = [];
  for (let t = side.best; t >= 0 && t < TICK_COUNT && out.length < depth; t += side.dir) {
    const level = side.levels[t]!;
    if (level.totalMinor > 0) out.push({ priceH: TICK_H[t]!, sizeMinor: level.totalMinor });
  }
  return out;
}
