/**
 * The order book's internal structures (not exported by the package). Per runner and side, an
 * array indexed by tick index (0 = 1.01 ... 349 = 1000) of price levels; each level is a FIFO queue
 * kept as an intrusive doubly linked list of orders (O(1) append, removal at the head and removal
 * anywhere), with the level's total resting size. Each side keeps a pointer to its best tick.
 * Rules: docs/rules/exchange.md "Order book and matching".
 */
import { TICKS } from '../ticks';
import type { OrderSide, PersistenceType } from './types';

/** Number of ladder prices (350). */
export const TICK_COUNT = TICKS.length;

/** Ladder prices in hundredths, by tick index (TICK_H[0] = 101, TICK_H[349] = 100000). */
export const TICK_H: Int32Array = Int32Array.from(TICKS, (t) => Math.round(t * 100));

/** Tick index by price in hundredths, -1 off the ladder. */
const INDEX_OF_H: Int16Array = (() => {
  const out = new Int16Array(TICK_H[TICK_COUNT - 1]! + 1).fill(-1);
  TICK_H.forEach((h, i) => (out[h] = i));
  return out;
})();

/** Tick index of `priceH` (integer hundredths), or -1 when it is not a ladder price. Never throws. */
export function tickOfH(priceH: number): number {
  return Number.isInteger(priceH) && priceH >= 0 && priceH < INDEX_OF_H.length ? INDEX_OF_H[priceH]! : -1;
}

/** One order, mutable; also a node of its level's queue while it rests. */
export class Order {
  prev: Order | null = null;
  next: Order | null = null;
  sizeRemainingMinor: number;
  sizeMatchedMinor = 0;
  sizeCancelledMinor = 0;
  sizeLapsedMinor = 0;
  /** Sum of matched size x matched priceH (a safe integer: size <= 1e10, priceH <= 1e5). */
  matchedNotional = 0;

  constructor(
    readonly orderId: string,
    readonly accountId: string,
    readonly selectionId: string,
    readonly side: OrderSide,
    readonly tick: number,
    readonly sizeMinor: number,
    readonly persistence: PersistenceType,
    readonly sequence: number,
    readonly runner: RunnerBook,
  ) {
    this.sizeRemainingMinor = sizeMinor;
  }
}

/** A price level: the FIFO queue of resting orders at one tick, oldest at the head. */
export class Level {
  head: Order | null = null;
  tail: Order | null = null;
  /** Sum of the queued orders' remaining sizes (0 exactly when the queue is empty). */
  totalMinor = 0;
}

/**
 * The resting orders of one side of one runner. `dir` is the step from the best tick towards worse
 * ones: +1 for BACK orders (best = lowest price), -1 for LAY orders (best = highest price). `best`
 * is the best tick holding an order, or the sentinel one step past the worst end (TICK_COUNT for
 * BACK, -1 for LAY) when the side is empty, so `(tick - best) * dir < 0` means "better than best".
 */
export class BookSide {
  readonly levels: Level[] = Array.from({ length: TICK_COUNT }, () => new Level());
  best: number;
  /** Number of resting orders on this side. */
  count = 0;

  constructor(readonly dir: 1 | -1) {
    this.best = dir === 1 ? TICK_COUNT : -1;
  }

  /** Appends `order` (remaining > 0) at the tail of its level and moves `best` if it is better. */
  rest(order: Order): void {
    const level = this.levels[order.tick]!;
    order.prev = level.tail;
    order.next = null;
    if (level.tail === null) level.head = order;
    else level.tail.next = order;
    level.tail = order;
    level.totalMinor += order.sizeRemainingMinor;
    this.count++;
    if ((order.tick - this.best) * this.dir < 0) this.best = order.tick;
  }

  /**
   * Unlinks `order` from its level (the caller has already taken its remaining size off
   * `level.totalMinor`) and moves `best` to the next non-empty tick if that level emptied.
   */
  remove(order: Order, level: Level): void {
    if (order.prev === null) level.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) level.tail = order.prev;
    else order.next.prev = order.prev;
    order.prev = null;
    order.next = null;
    this.count--;
    if (level.head === null && order.tick === this.best) this.advanceBest();
  }

  /** Moves `best` from an emptied level to the next non-empty one towards worse prices. */
  advanceBest(): void {
    if (this.count === 0) {
      this.best = this.dir === 1 ? TICK_COUNT : -1;
      return;
    }
    let t = this.best + this.dir;
    while (this.levels[t]!.head === null) t += this.dir;
    this.best = t;
  }
}

/** The book of one runner: its resting BACK orders and its resting LAY orders. */
export class RunnerBook {
  readonly backs = new BookSide(1);
  readonly lays = new BookSide(-1);
  constructor(readonly selectionId: string) {}
}
