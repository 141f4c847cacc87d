import {
  createOrderBook,
  fromMinor,
  runnerExposureWithOrders,
  type OrderBook,
  type OrderMatch,
  type OrderSide,
  type PersistenceType,
  type PlaceError,
  type RunnerBet,
  type RunnerLadder,
} from '@backlay/exchange';

/**
 * One brand's book of one exchange market, in memory (docs/exchange-engine.md; issue 14): the pure
 * order book of packages/exchange plus what the engine must know around it: each order's Betfair
 * summary, each account's matched position and unmatched orders (so its exposure is computed
 * without the database), and the house's quotes and position. No I/O: every change returns the
 * journal events, the customers' fills (their bets) and the exposures it moved, which the caller
 * commits (journal.ts) before answering. Prices in hundredths, sizes in minor units.
 */

/** The house's account id in a brand's books (a brand's own market maker; docs/exchange-engine.md House). */
export const HOUSE_ACCOUNT = 'house';
const isHouse = (orderId: string) => orderId.startsWith('house:');

/** What names a customer order: its id and account, runner, side, limit price and size. */
export interface OrderFields {
  orderId: string;
  userId: string;
  selectionId: string;
  side: OrderSide;
  priceH: number;
  sizeMinor: number;
  persistence: PersistenceType;
  customerOrderRef?: string;
  /** The save2 request's fingerprint (modules/betting fingerprint.ts), for clientBetId retries. */
  fingerprint?: string;
}

/** One event of the append-only journal (table exchange_journal, migration 011). */
export type JournalEvent =
  | (OrderFields & { kind: 'place'; atMs: number })
  | {
      kind: 'fill';
      /** The incoming (taker) order and the resting (maker) order; house orders are `house:...`. */
      orderId: string;
      makerOrderId: string;
      selectionId: string;
      takerSide: OrderSide;
      priceH: number;
      sizeMinor: number;
      atMs: number;
    }
  | { kind: 'cancel' | 'lapse'; orderId: string; sizeMinor: number; atMs: number };

/** A customer's matched part of an order: stored as a bet (modules/betting) in the same commit. */
export interface Fill {
  userId: string;
  orderId: string;
  selectionId: string;
  side: 'back' | 'lay';
  priceH: number;
  sizeMinor: number;
  atMs: number;
  narration?: string;
}

/** What one change did: journal events, fills, and each touched account's exposure on this market. */
export interface Change {
  events: JournalEvent[];
  fills: Fill[];
  /** Account -> its exposure on this market after the change, and by how much it moved (minor units). */
  exposures: Map<string, { afterMinor: number; deltaMinor: number }>;
}

/** Betfair's CurrentOrderSummary of one customer order, in hundredths and minor units. */
export interface OrderRecord extends OrderFields {
  /** The remark of its bets ('Cash out'); not journaled (a cash out never rests). */
  narration?: string;
  placedAtMs: number;
  matchedAtMs?: number;
  matchedMinor: number;
  /** Sum of size x priceH over the fills (for the average price matched). */
  matchedValue: number;
  remainingMinor: number;
  cancelledMinor: number;
  lapsedMinor: number;
}

/** A new customer order (validated by the caller: ladder price, size, runner). */
export interface NewOrder extends OrderFields {
  /** Cancel whatever does not match at once (a cash out). */
  immediateOrCancel?: boolean;
  /** The remark of its bets ('Cash out'). */
  narration?: string;
}

/** One level of a model quote (decimal odds, currency units), as the feed shows it. */
export interface QuoteLevel {
  price: number;
  size: number;
}

/** The model's ladder of one runner: what backers may take (house lays) and layers may take (house backs). */
export interface RunnerQuote {
  selectionId: string;
  availableToBack: QuoteLevel[];
  availableToLay: QuoteLevel[];
}

/** Ladder levels as Betfair and the site show them: decimal odds and currency units. */
export const priceSizesOf = (levels: readonly { priceH: number; sizeMinor: number }[]) =>
  levels.map((l) => ({ price: l.priceH / 100, size: fromMinor(l.sizeMinor) }));

const toRunnerBet = (
  selectionId: string,
  side: OrderSide,
  priceH: number,
  stakeMinor: number,
): RunnerBet => ({
  kind: 'odds',
  side: side === 'BACK' ? 'back' : 'lay',
  selectionId,
  stakeMinor,
  odds: priceH / 100,
});

/** A new order's record from its place event (nothing matched yet). */
function recordOf(e: JournalEvent & { kind: 'place' }, narration?: string): OrderRecord {
  const { kind: _kind, atMs, ...fields } = e;
  return {
    ...fields,
    ...(narration ? { narration } : {}),
    placedAtMs: atMs,
    matchedMinor: 0,
    matchedValue: 0,
    remainingMinor: e.sizeMinor,
    cancelledMinor: 0,
    lapsedMinor: 0,
  };
}

/** See the file's comment. */
export class MarketBook {
  private book: OrderBook;
  readonly orders = new Map<string, OrderRecord>();
  /** Each account's orders, oldest first (listCurrentOrders reads one account's only). */
  private readonly byUser = new Map<string, OrderRecord[]>();
  private readonly positions = new Map<string, RunnerBet[]>();
  private readonly openByUser = new Map<string, Set<string>>();
  private houseMatched: RunnerBet[] = [];
  private readonly houseResting = new Map<string, RunnerBet>();
  private houseSeq = 0;

  constructor(
    readonly marketId: string,
    readonly selectionIds: readonly string[],
    /**
     * The house's largest worst-case loss on this market, minor units (issue 14 item 2); an
     * operator may change it on a running book (issue 16 item 4: the engine's setHouseCap).
     */
    public houseCapMinor: number,
  ) {
    this.book = createOrderBook({ selectionIds });
  }

  /** True when the account's matched position on this market is known (see setPosition). */
  hasPosition(userId: string): boolean {
    return this.positions.has(userId);
  }

  /** Sets the account's matched bets on this market (read from its unsettled bets once). */
  setPosition(userId: string, matched: RunnerBet[]): void {
    this.positions.set(userId, [...matched]);
  }

  /** The account's matched position (throws when not loaded: a programming error). */
  matchedOf(userId: string): readonly RunnerBet[] {
    const position = this.positions.get(userId);
    if (!position) throw new Error(`position of ${userId} on ${this.marketId} not loaded`);
    return position;
  }

  /** The account's unmatched orders as bets of their remaining size. */
  private unmatchedOf(userId: string): RunnerBet[] {
    const out: RunnerBet[] = [];
    for (const id of this.openByUser.get(userId) ?? []) {
      const o = this.orders.get(id)!;
      out.push(toRunnerBet(o.selectionId, o.side, o.priceH, o.remainingMinor));
    }
    return out;
  }

  /** The account's exposure on this market counting every unmatched order as if matched where it loses. */
  exposureOf(userId: string, extra?: RunnerBet): number {
    const unmatched = this.unmatchedOf(userId);
    if (extra) unmatched.push(extra);
    return runnerExposureWithOrders(this.matchedOf(userId), unmatched, this.selectionIds);
  }

  /** How much the order would raise its account's exposure if none of it matched (its reservation). */
  reservationOf(order: Pick<NewOrder, 'userId' | 'selectionId' | 'side' | 'priceH' | 'sizeMinor'>): number {
    const extra = toRunnerBet(order.selectionId, order.side, order.priceH, order.sizeMinor);
    return this.exposureOf(order.userId, extra) - this.exposureOf(order.userId);
  }

  /** The house's worst case on this market with its resting quotes counted as matched. */
  houseExposure(extra?: RunnerBet): number {
    const resting = [...this.houseResting.values()];
    if (extra) resting.push(extra);
    return runnerExposureWithOrders(this.houseMatched, resting, this.selectionIds);
  }

  /**
   * Places a customer order: matches it (price-time priority, the resting price), rests the
   * remainder (or cancels it for immediateOrCancel). The account's position must be loaded.
   */
  place(order: NewOrder, atMs: number): { ok: true; change: Change } | { ok: false; error: PlaceError } {
    const before = this.exposuresBefore([order.userId]);
    const result = this.book.place({
      orderId: order.orderId,
      accountId: order.userId,
      selectionId: order.selectionId,
      side: order.side,
      priceH: order.priceH,
      sizeMinor: order.sizeMinor,
      persistence: order.persistence,
    });
    if (!result.ok) return result;
    const placed: JournalEvent & { kind: 'place' } = {
      kind: 'place',
      orderId: order.orderId,
      userId: order.userId,
      selectionId: order.selectionId,
      side: order.side,
      priceH: order.priceH,
      sizeMinor: order.sizeMinor,
      persistence: order.persistence,
      ...(order.customerOrderRef ? { customerOrderRef: order.customerOrderRef } : {}),
      ...(order.fingerprint ? { fingerprint: order.fingerprint } : {}),
      atMs,
    };
    const record = recordOf(placed, order.narration);
    this.add(record);
    this.open(record);
    const change = this.emptyChange();
    change.events.push(placed);
    this.applyMatches(result.matches, atMs, change, before);
    if (order.immediateOrCancel && record.remainingMinor > 0) {
      const cancelled = this.book.cancel(order.orderId);
      if (cancelled.ok) this.reduce(record, 'cancel', cancelled.cancelledMinor, atMs, change);
    }
    this.finish(change, before);
    return { ok: true, change };
  }

  /** Cancels all (or `sizeReductionMinor`) of an account's unmatched order. */
  cancel(
    userId: string,
    orderId: string,
    atMs: number,
    sizeReductionMinor?: number,
  ): { ok: true; change: Change; cancelledMinor: number } | { ok: false; error: string } {
    const record = this.orders.get(orderId);
    if (!record || record.userId !== userId) return { ok: false, error: 'INVALID_BET_ID' };
    const before = this.exposuresBefore([userId]);
    const result = this.book.cancel(orderId, sizeReductionMinor);
    if (!result.ok) return result;
    const change = this.emptyChange();
    this.reduce(record, 'cancel', result.cancelledMinor, atMs, change);
    this.finish(change, before);
    return { ok: true, change, cancelledMinor: result.cancelledMinor };
  }

  /** Lapses unmatched customer orders: `LAPSE` ones at the in-play turn, all at the close. */
  lapse(atMs: number, persistence?: PersistenceType): Change {
    const change = this.emptyChange();
    const users = new Set<string>();
    for (const ids of this.openByUser.values()) for (const id of ids) users.add(this.orders.get(id)!.userId);
    const before = this.exposuresBefore([...users]);
    for (const userId of users) {
      for (const lapsed of this.book.lapse({ accountId: userId, ...(persistence ? { persistence } : {}) })) {
        this.reduce(this.orders.get(lapsed.orderId)!, 'lapse', lapsed.sizeMinor, atMs, change);
      }
    }
    this.finish(change, before);
    return change;
  }

  /** Withdraws every house quote (suspension, or before re-quoting). Not journaled: quotes are not orders of anyone's. */
  withdrawHouse(): void {
    for (const orderId of this.houseResting.keys()) this.book.cancel(orderId);
    this.houseResting.clear();
  }

  /**
   * Re-posts the house's quotes from the model (issue 14 item 2): a LAY at each level backers may
   * take and a BACK at each level layers may take, of the shown size, best level first; a quote
   * that would take the house's worst case past its cap is cut to the size that keeps it within
   * ({@link houseQuoteSizeMinor}). Quotes that cross resting customer orders match them (the house
   * takes them at their price).
   */
  requote(runners: readonly RunnerQuote[], atMs: number): Change {
    this.withdrawHouse();
    const change = this.emptyChange();
    const before = new Map<string, number>();
    for (const runner of runners) {
      if (!this.selectionIds.includes(runner.selectionId)) continue;
      const quotes: { side: OrderSide; level: QuoteLevel }[] = [
        ...runner.availableToBack.map((level) => ({ side: 'LAY' as const, level })),
        ...runner.availableToLay.map((level) => ({ side: 'BACK' as const, level })),
      ];
      for (const { side, level } of quotes) {
        const priceH = Math.round(level.price * 100);
        const sizeMinor = this.houseQuoteSizeMinor(
          runner.selectionId,
          side,
          priceH,
          Math.round(level.size * 100),
        );
        if (sizeMinor < 1) continue;
        const orderId = `house:${++this.houseSeq}`;
        const result = this.book.place({
          orderId,
          accountId: HOUSE_ACCOUNT,
          selectionId: runner.selectionId,
          side,
          priceH,
          sizeMinor,
          persistence: 'PERSIST',
        });
        if (!result.ok) continue;
        this.applyMatches(result.matches, atMs, change, before);
        if (result.restedMinor > 0)
          this.houseResting.set(orderId, toRunnerBet(runner.selectionId, side, priceH, result.restedMinor));
      }
    }
    this.finish(change, before);
    return change;
  }

  /**
   * The size of a house quote (minor units, 0 for none) of at most `shownMinor`: all of it while
   * the house's worst case stays within its cap (or does not grow), else the largest size that
   * keeps the worst case at the cap, so a long price is quoted small instead of not at all
   * (docs/exchange-engine.md "The house"). The worst case grows with the size (an unmatched
   * quote counts only where it loses), so the largest fitting size is found by bisection.
   */
  private houseQuoteSizeMinor(
    selectionId: string,
    side: OrderSide,
    priceH: number,
    shownMinor: number,
  ): number {
    if (shownMinor < 1) return 0;
    const limit = Math.max(this.houseCapMinor, this.houseExposure());
    const fits = (sizeMinor: number) =>
      this.houseExposure(toRunnerBet(selectionId, side, priceH, sizeMinor)) <= limit;
    if (fits(shownMinor)) return shownMinor;
    let low = 0; // fits
    let high = shownMinor; // does not fit
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (fits(mid)) low = mid;
      else high = mid;
    }
    return low;
  }

  /** The aggregated ladder of a runner (customers' and house orders), best `depth` levels. */
  ladder(selectionId: string, depth = 3): RunnerLadder {
    return this.book.ladder(selectionId, depth);
  }

  /** Every order of an account on this book, oldest first. */
  ordersOf(userId: string): readonly OrderRecord[] {
    return this.byUser.get(userId) ?? [];
  }

  private add(record: OrderRecord): void {
    this.orders.set(record.orderId, record);
    let list = this.byUser.get(record.userId);
    if (!list) this.byUser.set(record.userId, (list = []));
    list.push(record);
  }

  /** The open orders of an account (ids), for cancel-all. */
  openOrdersOf(userId: string): string[] {
    return [...(this.openByUser.get(userId) ?? [])];
  }

  /** Every account with an unmatched order (their positions must stay loaded). */
  accountsWithOrders(): string[] {
    return [...this.openByUser.keys()];
  }

  /**
   * Rebuilds the book from its journal, oldest first (docs/exchange-engine.md Restart): orders and
   * their fills, cancels and lapses, the house's position from its fills; then the remainders rest
   * again in their original order (they never cross: a crossing would have matched).
   */
  replay(events: readonly JournalEvent[]): void {
    for (const e of events) {
      if (e.kind === 'place') {
        const record = recordOf(e);
        this.add(record);
      } else if (e.kind === 'fill') {
        const makerSide: OrderSide = e.takerSide === 'BACK' ? 'LAY' : 'BACK';
        for (const [orderId, side] of [
          [e.orderId, e.takerSide],
          [e.makerOrderId, makerSide],
        ] as const) {
          const record = this.orders.get(orderId);
          if (record) this.matchRecord(record, e.priceH, e.sizeMinor, e.atMs);
          else if (isHouse(orderId))
            this.houseMatched.push(toRunnerBet(e.selectionId, side, e.priceH, e.sizeMinor));
        }
      } else {
        const record = this.orders.get(e.orderId);
        if (!record) continue;
        record.remainingMinor -= e.sizeMinor;
        if (e.kind === 'cancel') record.cancelledMinor += e.sizeMinor;
        else record.lapsedMinor += e.sizeMinor;
      }
    }
    this.book = createOrderBook({ selectionIds: this.selectionIds });
    for (const record of this.orders.values()) {
      if (record.remainingMinor <= 0) continue;
      const result = this.book.place({
        orderId: record.orderId,
        accountId: record.userId,
        selectionId: record.selectionId,
        side: record.side,
        priceH: record.priceH,
        sizeMinor: record.remainingMinor,
        persistence: record.persistence,
      });
      if (!result.ok || result.matches.length > 0)
        throw new Error(`journal of ${this.marketId} does not replay: order ${record.orderId}`);
      this.open(record);
    }
  }

  private emptyChange(): Change {
    return { events: [], fills: [], exposures: new Map() };
  }

  private exposuresBefore(userIds: readonly string[]): Map<string, number> {
    const before = new Map<string, number>();
    this.collectBefore(before, userIds);
    return before;
  }

  private collectBefore(before: Map<string, number>, userIds: Iterable<string>): void {
    for (const userId of userIds) if (!before.has(userId)) before.set(userId, this.exposureOf(userId));
  }

  private finish(change: Change, before: Map<string, number>): void {
    for (const [userId, beforeMinor] of before) {
      const afterMinor = this.exposureOf(userId);
      change.exposures.set(userId, { afterMinor, deltaMinor: afterMinor - beforeMinor });
    }
  }

  private open(record: OrderRecord): void {
    let ids = this.openByUser.get(record.userId);
    if (!ids) this.openByUser.set(record.userId, (ids = new Set()));
    ids.add(record.orderId);
  }

  private close(record: OrderRecord): void {
    const ids = this.openByUser.get(record.userId);
    ids?.delete(record.orderId);
    if (ids && ids.size === 0) this.openByUser.delete(record.userId);
  }

  private matchRecord(record: OrderRecord, priceH: number, sizeMinor: number, atMs: number): void {
    record.matchedMinor += sizeMinor;
    record.matchedValue += sizeMinor * priceH;
    record.remainingMinor -= sizeMinor;
    record.matchedAtMs = atMs;
  }

  private reduce(
    record: OrderRecord,
    kind: 'cancel' | 'lapse',
    sizeMinor: number,
    atMs: number,
    change: Change,
  ) {
    record.remainingMinor -= sizeMinor;
    if (kind === 'cancel') record.cancelledMinor += sizeMinor;
    else record.lapsedMinor += sizeMinor;
    if (record.remainingMinor === 0) this.close(record);
    change.events.push({ kind, orderId: record.orderId, sizeMinor, atMs });
  }

  private applyMatches(
    matches: readonly OrderMatch[],
    atMs: number,
    change: Change,
    before: Map<string, number>,
  ): void {
    for (const m of matches) {
      change.events.push({
        kind: 'fill',
        orderId: m.takerOrderId,
        makerOrderId: m.makerOrderId,
        selectionId: m.selectionId,
        takerSide: m.takerSide,
        priceH: m.priceH,
        sizeMinor: m.sizeMinor,
        atMs,
      });
      const makerSide: OrderSide = m.takerSide === 'BACK' ? 'LAY' : 'BACK';
      for (const [orderId, side] of [
        [m.takerOrderId, m.takerSide],
        [m.makerOrderId, makerSide],
      ] as const) {
        const bet = toRunnerBet(m.selectionId, side, m.priceH, m.sizeMinor);
        if (isHouse(orderId)) {
          this.houseMatched.push(bet);
          const resting = this.houseResting.get(orderId);
          if (resting) {
            resting.stakeMinor -= m.sizeMinor;
            if (resting.stakeMinor <= 0) this.houseResting.delete(orderId);
          }
          continue;
        }
        const record = this.orders.get(orderId)!;
        this.collectBefore(before, [record.userId]);
        this.matchRecord(record, m.priceH, m.sizeMinor, atMs);
        if (record.remainingMinor === 0) this.close(record);
        (this.matchedOf(record.userId) as RunnerBet[]).push(bet);
        change.fills.push({
          userId: record.userId,
          orderId,
          selectionId: m.selectionId,
          side: bet.side,
          priceH: m.priceH,
          sizeMinor: m.sizeMinor,
          atMs,
          ...(record.narration && orderId === m.takerOrderId ? { narration: record.narration } : {}),
        });
      }
    }
  }
}
