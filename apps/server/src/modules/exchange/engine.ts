import { randomUUID } from 'node:crypto';
import type { ExchangeMarket } from '@backlay/contracts';
import { cashOutOrder, largestImbalance, type RunnerBet } from '@backlay/exchange';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import type { FeedEngine } from '../../feed/index';
import type { EventBus } from '../../realtime/bus';
import {
  BETTING_LOCKED_MESSAGE,
  DEFAULT_BET_DELAY_MS,
  liveMarket,
  marketMetaOf,
  matchedPositions,
  type MarketMeta,
  type MatchedBet,
} from '../betting/index';
import { cachedMinMax, houseCapOf } from '../limits/index';
import { Accounts } from './accounts';
import type { Fence } from '../../cluster/lease';
import { GroupCommitter, readJournal, unsettledBooks, type Commit } from './journal';
import {
  MarketBook,
  priceSizesOf,
  type Change,
  type OrderFields,
  type OrderRecord,
  type RunnerQuote,
} from './market-book';

/**
 * The exchange engine (issue 14; docs/exchange-engine.md): one in-memory book per brand and
 * exchange market (Match Odds and every other back/lay market), authoritative for its orders and
 * its accounts' exposure on the market; every change is journaled by group commit before its
 * caller is answered. Betfair's rules: an in-play order waits the bet delay and lapses only if the
 * market was suspended meanwhile; LAPSE orders lapse at the in-play turn, all at the close; the
 * house quotes the model's ladder as resting orders within its cap. Prices in hundredths, sizes
 * and money in minor units.
 */

/** Default worst-case loss the house may carry per market and brand, minor units (issue 14 item 2). */
export const DEFAULT_HOUSE_CAP_MINOR = 10_000_000;

/** What the engine needs. */
export interface ExchangeDeps {
  db: Db;
  clock: Clock;
  feed: FeedEngine;
  bus: EventBus;
  /** The house's cap per market when the brand sets none (domain_limits.house_cap_minor; default DEFAULT_HOUSE_CAP_MINOR). */
  houseCapMinor?: number;
  /** Bet delay floor when the market is not in play (ms; default 100, docs/rules/specification.md §9). */
  minBetDelayMs?: number;
  /**
   * Group commit window (ms, default 0: what arrived in this turn of the event loop, plus all that
   * queues while a batch is written) and batch bound (default 500).
   */
  commitWindowMs?: number;
  commitMaxBatch?: number;
  /** The engines' lease that fences every batch (several nodes; docs/cluster.md). */
  fence?: Fence;
  /**
   * A brand's house cap on one market set by an operator (issue 16 item 4; modules/risk, passed by
   * the composition root), minor units; undefined: the brand's cap applies.
   */
  houseLimitOf?: (domainId: string, marketId: string) => Promise<number | undefined>;
  onError?: (err: unknown) => void;
}

/** One order to place (validated: a ladder price, a size >= 1). */
export type OrderRequest = Omit<OrderFields, 'orderId' | 'userId'>;

/**
 * Betfair's error codes the engine answers with: market level (the whole call) and instruction
 * level (one order). BET_LAPSED: the market was suspended during the bet delay.
 */
export type MarketError =
  | 'INVALID_MARKET_ID'
  | 'MARKET_SUSPENDED'
  | 'MARKET_NOT_OPEN_FOR_BETTING'
  | 'PERMISSION_DENIED'
  | 'BET_LAPSED'
  | 'ERROR_IN_MATCHER';

/** The answer to one order: its state after matching, or why it was refused. */
export type OrderReport = { ok: true; order: OrderRecord; replayed: boolean } | { ok: false; error: string };

/** An order as listed (listCurrentOrders): its record and market. */
export interface ListedOrder {
  marketId: string;
  matchId: string;
  selectionName: string;
  order: OrderRecord;
}

interface BookState {
  key: string;
  domainId: string;
  meta: MarketMeta;
  book: MarketBook;
}

interface MarketState {
  status: string;
  inplay: boolean;
  /** Times the market left OPEN (or turned in-play): an order in its delay lapses when this moves. */
  suspensions: number;
  /** A result was published: no more orders. */
  decided?: boolean;
}

/** A commit with how much each account's exposure moved in it (minor units), for the account table. */
interface EngineCommit extends Commit {
  deltas: Map<string, number>;
}

/** A refusal of the whole call, with Betfair's code. */
export class ExchangeError extends Error {
  constructor(
    readonly errorCode: MarketError,
    message: string,
  ) {
    super(message);
  }
}

const exchangeMarketOf = (feed: FeedEngine, marketId: string) => {
  const stored = feed.store.get(marketId);
  if (!stored) return undefined;
  const market = liveMarket(feed, marketId, stored.matchId);
  return market.kind === 'exchange' ? market : undefined;
};

/** See the file's comment. */
export class ExchangeEngine {
  private readonly books = new Map<string, Promise<BookState>>();
  private readonly ready = new Map<string, BookState>();
  private readonly booksOfMarket = new Map<string, Set<string>>();
  private readonly markets = new Map<string, MarketState>();
  /** `{userId}:{customerOrderRef}` -> the order, for clientBetId retries. */
  private readonly refs = new Map<string, { order: OrderRecord; marketId: string }>();
  private readonly accounts: Accounts;
  private readonly committer: GroupCommitter;
  private readonly off: () => void;
  private epoch = 0;

  constructor(private readonly deps: ExchangeDeps) {
    this.accounts = new Accounts(deps.db, () => deps.clock.now());
    this.committer = new GroupCommitter(deps.db, {
      windowMs: deps.commitWindowMs ?? 0,
      maxBatch: deps.commitMaxBatch ?? 500,
      fence: deps.fence,
      onFailed: (err) => this.reset(err),
    });
    const offUpdated = deps.bus.subscribe('market.updated', ({ key }) => this.marketUpdated(key));
    const offResult = deps.bus.subscribe('market.result', ({ marketId }) => this.marketDecided(marketId));
    this.off = () => {
      offUpdated();
      offResult();
    };
  }

  /**
   * Loads every book of a market not yet settled (a restart: their orders are live again). Call it
   * once the feed has its markets (platform.ts, after the first tick): a book is rebuilt against its market.
   */
  async start(): Promise<void> {
    for (const key of await unsettledBooks(this.deps.db)) {
      const [domainId, marketId] = splitKey(key);
      await this.book(domainId, marketId).catch((err) => this.deps.onError?.(err));
    }
  }

  /** Stops listening and waits for the last commit. */
  async stop(): Promise<void> {
    this.off();
    this.accounts.close();
    await this.committer.idle();
  }

  /** Resolves when every change so far is committed (tests, shutdown). */
  idle(): Promise<void> {
    return this.committer.idle();
  }

  /** Batches written so far and the changes in them. */
  get commitStats() {
    return this.committer.stats;
  }

  /** The market's state as the engine tracks it (status, in-play, suspension count). */
  private marketState(marketId: string): MarketState | undefined {
    let state = this.markets.get(marketId);
    if (!state) {
      const market = exchangeMarketOf(this.deps.feed, marketId);
      if (!market) return undefined;
      state = { status: market.value.status, inplay: market.value.inplay, suspensions: 0 };
      this.markets.set(marketId, state);
    }
    return state;
  }

  /** A brand's book of a market, rebuilt from the journal on first use. */
  private book(domainId: string, marketId: string): Promise<BookState> {
    const key = `${domainId}:${marketId}`;
    let state = this.books.get(key);
    if (!state) {
      const epoch = this.epoch;
      state = this.load(key, domainId, marketId).then((s) => {
        if (epoch === this.epoch) this.ready.set(key, s);
        return s;
      });
      state.catch(() => this.books.delete(key));
      this.books.set(key, state);
      let keys = this.booksOfMarket.get(marketId);
      if (!keys) this.booksOfMarket.set(marketId, (keys = new Set()));
      keys.add(key);
    }
    return state;
  }

  private async load(key: string, domainId: string, marketId: string): Promise<BookState> {
    const market = exchangeMarketOf(this.deps.feed, marketId);
    if (!market) throw new ExchangeError('INVALID_MARKET_ID', `Unknown exchange market: ${marketId}`);
    const selectionIds = market.value.runners.map((r) => r.selectionId);
    const book = new MarketBook(marketId, selectionIds, await this.houseCap(domainId, marketId));
    book.replay(await readJournal(this.deps.db, key));
    for (const order of book.orders.values())
      if (order.customerOrderRef)
        this.refs.set(`${order.userId}:${order.customerOrderRef}`, { order, marketId });
    const positions = await matchedPositions(this.deps.db, marketId, book.accountsWithOrders());
    for (const [userId, bets] of positions) book.setPosition(userId, bets as RunnerBet[]);
    const state: BookState = { key, domainId, meta: marketMetaOf(market), book };
    this.marketState(marketId);
    this.applyMarket(state, market.value, false);
    return state;
  }

  /**
   * The house's cap on a brand's book of a market, minor units: the operator's limit on that
   * market (issue 16 item 4), else the brand's (domain_limits.house_cap_minor), else the
   * engine's default (issue 14 item 2).
   */
  private async houseCap(domainId: string, marketId: string): Promise<number> {
    return (
      (await this.deps.houseLimitOf?.(domainId, marketId)) ??
      (await houseCapOf(this.deps.db, domainId)) ??
      this.deps.houseCapMinor ??
      DEFAULT_HOUSE_CAP_MINOR
    );
  }

  /**
   * Reads the house's cap of brand `domainId` on `marketId` again (after an operator changed it,
   * issue 16 item 4) and applies it to the running book, if loaded: the house's quotes are
   * withdrawn and posted again within the new cap while the market is open. Returns the cap now in
   * force (minor units). A book loaded later reads it when it loads.
   */
  async refreshHouseCap(domainId: string, marketId: string): Promise<number> {
    const cap = await this.houseCap(domainId, marketId);
    const state = this.ready.get(`${domainId}:${marketId}`);
    const market = exchangeMarketOf(this.deps.feed, marketId);
    if (state && state.book.houseCapMinor !== cap) {
      state.book.houseCapMinor = cap;
      if (market) this.applyMarket(state, market.value, false);
    }
    return cap;
  }

  /** The house's cap of a brand's loaded book of a market (minor units), or undefined when not loaded. */
  houseCapInForce(domainId: string, marketId: string): number | undefined {
    return this.ready.get(`${domainId}:${marketId}`)?.book.houseCapMinor;
  }

  /** Reacts to a model change: suspensions, the in-play turn, the close, and the house's quotes. */
  private marketUpdated(marketId: string): void {
    const market = exchangeMarketOf(this.deps.feed, marketId);
    const state = this.markets.get(marketId);
    if (!market || !state) return;
    const value = market.value;
    const turnedInPlay = value.inplay && !state.inplay;
    if ((state.status === 'OPEN' && value.status !== 'OPEN') || turnedInPlay) state.suspensions++;
    state.status = value.status;
    state.inplay = value.inplay;
    for (const key of this.booksOfMarket.get(marketId) ?? []) {
      const book = this.ready.get(key);
      if (book) this.applyMarket(book, value, turnedInPlay);
    }
  }

  /** A decided market takes no more orders; its unmatched orders lapse (Betfair: at the close). */
  private marketDecided(marketId: string): void {
    const state = this.markets.get(marketId);
    if (!state) return;
    state.decided = true;
    state.suspensions++;
    for (const key of this.booksOfMarket.get(marketId) ?? []) {
      const book = this.ready.get(key);
      if (!book) continue;
      book.book.withdrawHouse();
      const commit = this.commitOf(book, [book.book.lapse(this.deps.clock.now())]);
      if (commit.events.length === 0) continue;
      this.moveAccounts(commit);
      this.submit(commit).catch((err) => this.deps.onError?.(err));
    }
  }

  private applyMarket(state: BookState, value: ExchangeMarket, turnedInPlay: boolean): void {
    const atMs = this.deps.clock.now();
    const changes: Change[] = [];
    if (value.status === 'CLOSED' || value.result) {
      state.book.withdrawHouse();
      changes.push(state.book.lapse(atMs));
    } else {
      if (turnedInPlay) changes.push(state.book.lapse(atMs, 'LAPSE'));
      if (value.status === 'OPEN') changes.push(state.book.requote(quotesOf(value), atMs));
      else state.book.withdrawHouse();
    }
    const commit = this.commitOf(state, changes);
    if (commit.events.length === 0) return;
    this.moveAccounts(commit);
    this.submit(commit).catch((err) => this.deps.onError?.(err));
  }

  /**
   * Places orders on a market for a customer (placeOrders / save2). Waits the bet delay when the
   * market is in play (the larger of the market's and the brand's; otherwise the floor), then
   * matches each order in turn. Throws ExchangeError for the whole call; each order's refusal is
   * in its report (INVALID_RUNNER, INVALID_ODDS, INSUFFICIENT_FUNDS, EXPOSURE_LIMIT, ...).
   */
  async place(
    domainId: string,
    userId: string,
    marketId: string,
    /** The orders, or a function that sizes them from the book once the delay is over (a cash out). */
    orders: readonly OrderRequest[] | ((book: MarketBook) => readonly OrderRequest[]),
    options: { immediateOrCancel?: boolean; narration?: string } = {},
  ): Promise<OrderReport[]> {
    const state = this.marketState(marketId);
    const market = exchangeMarketOf(this.deps.feed, marketId);
    if (!state || !market)
      throw new ExchangeError('INVALID_MARKET_ID', `Unknown exchange market: ${marketId}`);
    this.assertOpen(market.value, state);
    const limits = await cachedMinMax(this.deps.db, domainId, this.deps.clock.now());
    const delayMs = market.value.inplay
      ? Math.max(market.value.betDelay, limits.delay) * 1000
      : (this.deps.minBetDelayMs ?? DEFAULT_BET_DELAY_MS);
    const suspensions = state.suspensions;
    const [book] = await Promise.all([this.book(domainId, marketId), this.accounts.load(userId)]);
    if (this.accounts.bettingLocked(userId))
      throw new ExchangeError('PERMISSION_DENIED', BETTING_LOCKED_MESSAGE);
    if (this.accounts.locked(userId, book.meta.sportId))
      throw new ExchangeError('PERMISSION_DENIED', 'This sport is locked for your account.');
    if (!book.book.hasPosition(userId)) {
      const positions = await matchedPositions(this.deps.db, marketId, [userId]);
      if (!book.book.hasPosition(userId))
        book.book.setPosition(userId, positions.get(userId)! as RunnerBet[]);
    }
    if (delayMs > 0) await this.deps.clock.sleep(delayMs);
    if (state.suspensions !== suspensions)
      throw new ExchangeError('BET_LAPSED', 'The market was suspended during the bet delay');
    const now = exchangeMarketOf(this.deps.feed, marketId);
    if (!now) throw new ExchangeError('INVALID_MARKET_ID', `Unknown exchange market: ${marketId}`);
    this.assertOpen(now.value, state);
    const live = this.ready.get(book.key) === book ? book : await this.book(domainId, marketId);
    if (!live.book.hasPosition(userId))
      throw new ExchangeError('ERROR_IN_MATCHER', 'The book was rebuilt; try again');

    // From here to submit nothing awaits: the book and the account move together.
    const atMs = this.deps.clock.now();
    const reports: OrderReport[] = [];
    const changes: Change[] = [];
    let staked = 0;
    for (const order of typeof orders === 'function' ? orders(live.book) : orders) {
      const known = order.customerOrderRef ? this.refs.get(`${userId}:${order.customerOrderRef}`) : undefined;
      const earlier = known?.marketId === marketId ? known.order : undefined;
      if (earlier) {
        const same =
          earlier.selectionId === order.selectionId &&
          earlier.side === order.side &&
          earlier.priceH === order.priceH &&
          earlier.sizeMinor === order.sizeMinor;
        reports.push(
          same ? { ok: true, order: earlier, replayed: true } : { ok: false, error: 'DUPLICATE_TRANSACTION' },
        );
        continue;
      }
      const runner = now.value.runners.find((r) => r.selectionId === order.selectionId);
      if (!runner) {
        reports.push({ ok: false, error: 'INVALID_RUNNER' });
        continue;
      }
      if (runner.status !== 'ACTIVE') {
        reports.push({ ok: false, error: 'RUNNER_REMOVED' });
        continue;
      }
      const request = { userId, ...order };
      const reservation = live.book.reservationOf(request);
      // A cash out's stake is not held against the customer's stake limit (issue 17 item 2).
      const stake = options.narration ? 0 : order.sizeMinor;
      const refused = this.accounts.reserve(userId, reservation, stake);
      if (refused) {
        reports.push({ ok: false, error: refused });
        continue;
      }
      const placed = live.book.place(
        {
          ...request,
          orderId: randomUUID(),
          immediateOrCancel: options.immediateOrCancel,
          ...(options.narration ? { narration: options.narration } : {}),
        },
        atMs,
      );
      this.accounts.adjust(userId, -reservation);
      if (!placed.ok) {
        this.accounts.unstake(userId, stake);
        reports.push({ ok: false, error: placed.error });
        continue;
      }
      staked += stake;
      changes.push(placed.change);
      for (const [account, e] of placed.change.exposures) this.accounts.adjust(account, e.deltaMinor);
      const orderId = (placed.change.events[0] as { orderId: string }).orderId;
      const record = live.book.orders.get(orderId)!;
      if (record.customerOrderRef)
        this.refs.set(`${userId}:${record.customerOrderRef}`, { order: record, marketId });
      reports.push({ ok: true, order: record, replayed: false });
    }
    const commit = this.commitOf(live, changes);
    if (commit.events.length > 0) await this.submit(commit);
    this.accounts.stakesCommitted(userId, staked);
    return reports;
  }

  /**
   * Cancels all (or `sizeReductionMinor`) of the customer's unmatched orders named, or every
   * unmatched order of theirs on the market when none is named. Reports per order
   * (INVALID_BET_ID, BET_TAKEN_OR_LAPSED, INVALID_BET_SIZE).
   */
  async cancel(
    domainId: string,
    userId: string,
    marketId: string,
    instructions?: readonly { betId: string; sizeReductionMinor?: number }[],
  ): Promise<{ betId: string; ok: boolean; error?: string; cancelledMinor: number }[]> {
    if (!this.marketState(marketId))
      throw new ExchangeError('INVALID_MARKET_ID', `Unknown exchange market: ${marketId}`);
    const [state] = await Promise.all([this.book(domainId, marketId), this.accounts.load(userId)]);
    const atMs = this.deps.clock.now();
    const list: readonly { betId: string; sizeReductionMinor?: number }[] =
      instructions ?? state.book.openOrdersOf(userId).map((betId) => ({ betId }));
    const changes: Change[] = [];
    const reports = list.map((i) => {
      const result = state.book.cancel(userId, i.betId, atMs, i.sizeReductionMinor);
      if (!result.ok) return { betId: i.betId, ok: false, error: result.error, cancelledMinor: 0 };
      changes.push(result.change);
      return { betId: i.betId, ok: true, cancelledMinor: result.cancelledMinor };
    });
    const commit = this.commitOf(state, changes);
    if (commit.events.length > 0) {
      this.moveAccounts(commit);
      await this.submit(commit);
    }
    return reports;
  }

  /** The customer's orders on the brand's loaded books (or the named markets), newest first. */
  async orders(domainId: string, userId: string, marketIds?: readonly string[]): Promise<ListedOrder[]> {
    // A named market's book is loaded (the site's poll shows the brand's book from then on).
    const keys = marketIds
      ? marketIds.filter((m) => this.marketState(m)).map((m) => `${domainId}:${m}`)
      : [...this.books.keys()].filter((k) => k.startsWith(`${domainId}:`));
    const out: ListedOrder[] = [];
    for (const key of keys) {
      const state = await this.book(...splitKey(key)).catch(() => undefined);
      if (!state) continue;
      for (const order of state.book.ordersOf(userId)) {
        out.push({
          marketId: state.meta.marketId,
          matchId: state.meta.matchId,
          selectionName: state.meta.selectionNames[order.selectionId] ?? order.selectionId,
          order,
        });
      }
    }
    return out.sort((a, b) => b.order.placedAtMs - a.order.placedAtMs);
  }

  /**
   * The customer's order placed with client reference `ref` (save2's clientBetId) on any loaded
   * book, from memory (every book of an unsettled market is loaded at start): its id, market,
   * request fingerprint and state. Undefined when none.
   */
  orderByRef(userId: string, ref: string): { order: OrderRecord; marketId: string } | undefined {
    return this.refs.get(`${userId}:${ref}`);
  }

  /**
   * The market as the brand's customers see it (issue 14 item 2): each runner's best three levels
   * of the brand's book (the house's quotes and customers' orders, sizes really available) in
   * place of the model's; undefined while the brand has no book of the market (the model's quotes
   * are then exactly what the house would post).
   */
  overlay(domainId: string, market: ExchangeMarket): ExchangeMarket | undefined {
    const state = this.ready.get(`${domainId}:${market.marketId}`);
    if (!state) return undefined;
    return {
      ...market,
      runners: market.runners.map((r) => {
        const ladder = state.book.ladder(r.selectionId, 3);
        return {
          ...r,
          ex: {
            availableToBack: priceSizesOf(ladder.availableToBack),
            availableToLay: priceSizesOf(ladder.availableToLay),
          },
        };
      }),
    };
  }

  /** The brand's book of a market: its ladder per runner (depth levels) and the market's state. */
  async marketBook(domainId: string, marketId: string, depth = 3) {
    const market = exchangeMarketOf(this.deps.feed, marketId);
    if (!market) throw new ExchangeError('INVALID_MARKET_ID', `Unknown exchange market: ${marketId}`);
    const state = await this.book(domainId, marketId);
    return {
      market: market.value,
      runners: market.value.runners.map((r) => ({
        runner: r,
        ladder: state.book.ladder(r.selectionId, depth),
      })),
    };
  }

  /**
   * A cash out (issue 14 item 5; docs/rules/exchange.md Cash out): the hedge of the customer's
   * matched position on the runner with the largest imbalance (or `selectionId`), as an
   * immediate-or-cancel order at the book's best price, `fraction` of it (0..1].
   */
  async cashOut(
    domainId: string,
    userId: string,
    marketId: string,
    selectionId?: string,
    fraction = 1,
    narration = 'Cash out',
  ): Promise<OrderReport | undefined> {
    const state = await this.book(domainId, marketId);
    await this.accounts.load(userId);
    if (!state.book.hasPosition(userId)) {
      const positions = await matchedPositions(this.deps.db, marketId, [userId]);
      if (!state.book.hasPosition(userId))
        state.book.setPosition(userId, positions.get(userId)! as RunnerBet[]);
    }
    const matched = () => state.book.matchedOf(userId).filter((b) => b.kind === 'odds');
    const ids = state.book.selectionIds;
    const target =
      selectionId && ids.includes(selectionId) ? selectionId : largestImbalance(matched(), [...ids]);
    if (!target) return undefined;
    // Sized after the bet delay, against the book as it is then: the levels of the side it takes.
    const hedgeOf = (book: MarketBook) => {
      const ladder = book.ladder(target, 50);
      // A lay hedge takes resting backs (availableToLay), a back hedge resting lays.
      const lay = cashOutOrder(matched(), target, ladder.availableToLay, fraction);
      const back = cashOutOrder(matched(), target, ladder.availableToBack, fraction);
      const order = lay?.side === 'lay' ? lay : back?.side === 'back' ? back : undefined;
      return order ? [order] : [];
    };
    if (hedgeOf(state.book).length === 0) return undefined;
    const [report] = await this.place(
      domainId,
      userId,
      marketId,
      (book) =>
        hedgeOf(book).map((o) => ({
          selectionId: target,
          side: o.side === 'back' ? ('BACK' as const) : ('LAY' as const),
          priceH: o.priceH,
          sizeMinor: o.stakeMinor,
          persistence: 'LAPSE' as const,
        })),
      { immediateOrCancel: true, narration },
    );
    return report;
  }

  private assertOpen(value: ExchangeMarket, state?: MarketState): void {
    if (value.status === 'CLOSED' || value.result || state?.decided)
      throw new ExchangeError('MARKET_NOT_OPEN_FOR_BETTING', 'The market is closed');
    if (value.status !== 'OPEN') throw new ExchangeError('MARKET_SUSPENDED', 'The market is suspended');
  }

  private commitOf(state: BookState, changes: readonly Change[]): EngineCommit {
    const exposures = new Map<string, number>();
    const deltas = new Map<string, number>();
    const bets: MatchedBet[] = [];
    for (const change of changes) {
      for (const [userId, e] of change.exposures) {
        exposures.set(userId, e.afterMinor);
        deltas.set(userId, (deltas.get(userId) ?? 0) + e.deltaMinor);
      }
      for (const f of change.fills) {
        bets.push({
          domainId: state.domainId,
          userId: f.userId,
          orderId: f.orderId,
          meta: state.meta,
          selectionId: f.selectionId,
          side: f.side,
          priceH: f.priceH,
          stakeMinor: f.sizeMinor,
          atMs: f.atMs,
          ...(f.narration ? { narration: f.narration } : {}),
        });
      }
    }
    const commit: EngineCommit = {
      bookKey: state.key,
      marketId: state.meta.marketId,
      events: changes.flatMap((c) => c.events),
      bets,
      exposures: [...exposures].map(([userId, exposureMinor]) => ({
        userId,
        marketId: state.meta.marketId,
        matchId: state.meta.matchId,
        exposureMinor,
      })),
      deltas,
    };
    return commit;
  }

  /** Records the commit's exposure moves as pending on the accounts (placement records its own order by order). */
  private moveAccounts(commit: EngineCommit): void {
    for (const [userId, delta] of commit.deltas) this.accounts.adjust(userId, delta);
  }

  private async submit(commit: EngineCommit): Promise<void> {
    const totals = await this.committer.submit(commit);
    this.accounts.committed(commit.deltas, totals);
    const [domainId] = splitKey(commit.bookKey);
    this.deps.bus.publish('exchange.committed', {
      domainId,
      marketId: commit.marketId,
      userIds: [...new Set([...commit.deltas.keys(), ...commit.bets.map((b) => b.userId)])],
    });
  }

  /** A failed commit: forget every book and account; each is rebuilt from the journal on next use. */
  private reset(err: unknown): void {
    this.deps.onError?.(err);
    this.epoch++;
    this.books.clear();
    this.ready.clear();
    this.refs.clear();
    this.accounts.reset();
    // Every book of an unsettled market again, so client references are known before the next order.
    this.start().catch((e) => this.deps.onError?.(e));
  }
}

const splitKey = (key: string): [string, string] => {
  const i = key.indexOf(':');
  return [key.slice(0, i), key.slice(i + 1)];
};

/** The model's quotes of each runner, as the house posts them. */
function quotesOf(value: ExchangeMarket): RunnerQuote[] {
  return value.runners
    .filter((r) => r.status === 'ACTIVE')
    .map((r) => ({
      selectionId: r.selectionId,
      availableToBack: r.ex.availableToBack,
      availableToLay: r.ex.availableToLay,
    }));
}
