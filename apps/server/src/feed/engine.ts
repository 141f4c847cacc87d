import { createRng } from '@backlay/pricing';
import type { Clock } from '../clock';
import type { EventBus } from '../realtime/bus';
import { scheduleIntervalMs, slotsBetween, type Slot } from './schedule';
import type { MarketStore } from './store';
import type { MarketResult } from '@backlay/contracts';
import type {
  DecidedMarket,
  MarketRecord,
  MatchDescription,
  PricingContext,
  SportFeed,
  Timeline,
} from './types';

/** Where a scheduled match stands. */
export type MatchPhase = 'scheduled' | 'inplay' | 'finished';

/** A match in the catalogue, as the engine tracks it. */
export interface MatchEntry {
  slot: Slot;
  sportId: number;
  description: MatchDescription;
  phase: MatchPhase;
  /** Keys of its markets in the store (exchange, bookmaker and fancy). */
  marketKeys: string[];
  /** ms since the start at the last tick (negative before the start). */
  elapsedMs: number;
}

interface Tracked<R, S> extends MatchEntry {
  feed: SportFeed<R, S>;
  replay: R;
  timeline?: Timeline<S>;
  stepIndex: number;
  /** Results by market id, applied to every later publish of that market. */
  results: Map<string, MarketResult>;
}

/** What the engine needs. */
export interface FeedEngineOptions {
  feeds: SportFeed<never, never>[] | SportFeed<unknown, unknown>[];
  clock: Clock;
  store: MarketStore<MarketRecord['value']>;
  bus: EventBus;
  /** FEED_SPEED: divides every duration and interval (docs/rules/sports.md). */
  speed: number;
  /** How far ahead matches are listed (default 36 h, scaled by speed, at most `maxUpcoming`). */
  lookaheadMs?: number;
  maxUpcoming?: number;
  /** How far back a started match may still be running (default 14 h / speed). */
  lookbackMs?: number;
  /** How long a finished match stays listed with its result (default 30 min / speed). */
  retentionMs?: number;
  /** Called with each decided market (results store + settlement). */
  onDecided?: (entry: MatchEntry, decided: DecidedMarket, decidedAtMs: number) => void;
}

const HOUR = 3600_000;

/**
 * The sports feed engine (docs/architecture.md data flow; issue 3 item 2): keeps the rolling schedule of
 * replays, advances every started match to the clock, prices it through its sport's model,
 * stores the books (versioned) and announces changes and results on the bus. Call `tick()`
 * periodically (main.ts) or after moving a fake clock (tests).
 */
export class FeedEngine {
  private readonly tracked = new Map<string, Tracked<unknown, unknown>>();
  /** Finished matches past their retention: skipped until they leave the look-back window. */
  private readonly retired = new Set<string>();
  private readonly feeds: SportFeed<unknown, unknown>[];

  /** Markets and matches an operator suspended (issue 16 item 4): shown SUSPENDED whatever the model says. */
  private readonly suspendedMarkets = new Set<string>();
  private readonly suspendedMatches = new Set<string>();

  /** Resolves when every result write started so far has finished (set by createFeedEngine). */
  flush: () => Promise<void> = async () => {};

  /** The bus the feed publishes market changes on (the exchange engine listens to it). */
  get bus(): FeedEngineOptions['bus'] {
    return this.options.bus;
  }

  /** The market books. */
  get store(): MarketStore<MarketRecord['value']> {
    return this.options.store;
  }

  constructor(private readonly options: FeedEngineOptions) {
    if (!(options.speed > 0)) throw new RangeError('FEED_SPEED must be positive');
    this.feeds = options.feeds as SportFeed<unknown, unknown>[];
  }

  /** Advances every match to the clock's time. Returns the number of markets whose version moved. */
  /** Wall-clock time (ms) of the last `tick()` (the stream's heartbeat reports a lagging feed from it). */
  lastTickWallMs = Date.now();

  tick(): number {
    this.lastTickWallMs = Date.now();
    const now = this.options.clock.now();
    const speed = this.options.speed;
    const lookahead = this.options.lookaheadMs ?? 36 * HOUR;
    const lookback = this.options.lookbackMs ?? (14 * HOUR) / speed;
    const retention = this.options.retentionMs ?? (30 * 60_000) / speed;
    const seen = new Set<string>();
    let changed = 0;
    for (const [index, feed] of this.feeds.entries()) {
      const interval = scheduleIntervalMs(feed.startIntervalMs, feed.replays.length) / speed;
      const offset = (interval * index) / this.feeds.length;
      const slots = slotsBetween(
        feed.sportId,
        feed.replays.length,
        interval,
        now - lookback,
        now + lookahead,
        offset,
      );
      let upcoming = 0;
      for (const slot of slots) {
        if (slot.startMs > now && ++upcoming > (this.options.maxUpcoming ?? 40)) break;
        if (this.retired.has(slot.matchId)) {
          seen.add(slot.matchId);
          continue;
        }
        const entry = this.track(feed, slot);
        changed += this.advance(entry, now);
        const finishedFor = entry.timeline ? now - slot.startMs - entry.timeline.durationMs : -1;
        if (entry.phase === 'finished' && finishedFor > retention) {
          this.retired.add(slot.matchId);
          this.drop(slot.matchId);
        }
        seen.add(slot.matchId);
      }
    }
    for (const matchId of this.tracked.keys()) if (!seen.has(matchId)) this.drop(matchId);
    for (const matchId of this.retired) if (!seen.has(matchId)) this.retired.delete(matchId);
    return changed;
  }

  private drop(matchId: string): void {
    this.tracked.delete(matchId);
    this.options.store.dropMatch(matchId);
  }

  /** Every listed match, optionally of one sport, by start time. */
  matches(sportId?: number): MatchEntry[] {
    const list = [...this.tracked.values()].filter((m) => sportId === undefined || m.sportId === sportId);
    return list.sort((a, b) => a.slot.startMs - b.slot.startMs);
  }

  /** One listed match, or undefined. */
  match(matchId: string): MatchEntry | undefined {
    return this.tracked.get(matchId);
  }

  /** The live score of a listed match, or undefined. */
  score(matchId: string) {
    const entry = this.tracked.get(matchId);
    if (!entry) return undefined;
    const state = entry.timeline?.steps[entry.stepIndex]?.state;
    return {
      entry,
      score: entry.feed.score(
        entry.replay,
        entry.phase === 'scheduled' ? undefined : state,
        this.context(entry),
      ),
    };
  }

  /**
   * Suspends (or with false lifts the suspension of) market `id` (scope 'market') or every market of
   * match `id` (scope 'match') on an operator's word (issue 16 item 4; docs/backoffice.md "Markets,
   * risk and casino"): while suspended, the stored market shows SUSPENDED (runners SUSPENDED, no
   * prices; a fancy row GameStatus 'SUSPENDED'), so the catalogue, the stream, bet acceptance and the
   * exchange engine all see it suspended; lifting it restores the feed's own status. A listed match
   * is published again at once ('market.updated' for each market whose value moved); a match not
   * listed yet is suspended when it appears. A decided market stays CLOSED with its result.
   */
  setSuspended(scope: 'market' | 'match', id: string, suspended: boolean): void {
    const set = scope === 'market' ? this.suspendedMarkets : this.suspendedMatches;
    if (suspended === set.has(id)) return;
    if (suspended) set.add(id);
    else set.delete(id);
    const matchId = scope === 'match' ? id : this.options.store.get(id)?.matchId;
    const entry = matchId === undefined ? undefined : this.tracked.get(matchId);
    if (entry && entry.elapsedMs !== Number.NEGATIVE_INFINITY) this.refresh(entry);
  }

  /** True when an operator suspended market `marketId` or its match `matchId` ({@link setSuspended}). */
  isSuspended(marketId: string, matchId: string): boolean {
    return this.suspendedMarkets.has(marketId) || this.suspendedMatches.has(matchId);
  }

  /** Prices a match again at its current state and publishes it (after an operator's suspension moved). */
  private refresh(entry: Tracked<unknown, unknown>): number {
    const step = entry.elapsedMs < 0 ? undefined : entry.timeline?.steps[Math.max(entry.stepIndex, 0)];
    return this.publish(entry, entry.feed.markets(entry.replay, step?.state, this.context(entry)));
  }

  private track(feed: SportFeed<unknown, unknown>, slot: Slot): Tracked<unknown, unknown> {
    let entry = this.tracked.get(slot.matchId);
    if (!entry) {
      const replay = feed.replays[slot.replayIndex];
      entry = {
        slot,
        sportId: feed.sportId,
        feed,
        replay,
        description: feed.describe(replay),
        phase: 'scheduled',
        marketKeys: [],
        elapsedMs: Number.NEGATIVE_INFINITY,
        stepIndex: -1,
        results: new Map(),
      };
      this.tracked.set(slot.matchId, entry);
    }
    return entry;
  }

  private context(entry: Tracked<unknown, unknown>): PricingContext {
    return {
      matchId: entry.slot.matchId,
      rng: createRng(`${entry.slot.seed}/${entry.stepIndex}`),
      elapsedMs: entry.elapsedMs,
    };
  }

  /** Moves one match to `now`; prices it when its state moved. Returns markets changed. */
  private advance(entry: Tracked<unknown, unknown>, now: number): number {
    const elapsed = now - entry.slot.startMs;
    const firstLook = entry.elapsedMs === Number.NEGATIVE_INFINITY;
    entry.elapsedMs = elapsed;
    if (elapsed < 0) {
      return firstLook
        ? this.publish(entry, entry.feed.markets(entry.replay, undefined, this.context(entry)))
        : 0;
    }
    entry.timeline ??= entry.feed.timeline(entry.replay, createRng(entry.slot.seed), this.options.speed);
    const steps = entry.timeline.steps;
    const final = elapsed >= entry.timeline.durationMs;
    let index = entry.stepIndex;
    while (index + 1 < steps.length && steps[index + 1]!.atMs <= elapsed) index++;
    const phase: MatchPhase = final ? 'finished' : 'inplay';
    if (index === entry.stepIndex && phase === entry.phase && !firstLook) return 0;
    entry.stepIndex = index;
    entry.phase = phase;
    const step = steps[Math.max(index, 0)];
    if (!step) return 0;
    const ctx = this.context(entry);
    // Results carry the replay time of the deciding event, so every node and restart agree.
    const decidedAt = new Date(entry.slot.startMs + step.atMs).toISOString();
    for (const decided of entry.feed.decided(entry.replay, step.state, ctx, final)) {
      if (entry.results.has(decided.marketId)) continue;
      entry.results.set(decided.marketId, { ...decided.result, decidedAt });
      this.options.onDecided?.(entry, decided, entry.slot.startMs + step.atMs);
    }
    return this.publish(entry, entry.feed.markets(entry.replay, step.state, ctx));
  }

  private publish(entry: Tracked<unknown, unknown>, produced: MarketRecord[]): number {
    let changed = 0;
    // A decided market the sport no longer lists (a past session or set) stays listed, closed.
    const listed = new Set(produced.map((r) => r.key));
    const records = [...produced];
    for (const marketId of entry.results.keys()) {
      const stored = listed.has(marketId) ? undefined : this.options.store.get(marketId);
      if (stored) records.push(recordOf(marketId, stored.value));
    }
    entry.marketKeys = records.map((r) => r.key);
    for (const raw of records) {
      const decided = withResult(raw, entry.results);
      const record = this.isSuspended(decided.key, entry.slot.matchId) ? withSuspension(decided) : decided;
      const { version, changed: moved } = this.options.store.put(
        record.key,
        entry.slot.matchId,
        record.value,
      );
      if (moved) {
        changed++;
        this.options.bus.publish('market.updated', { key: record.key, matchId: entry.slot.matchId, version });
      }
    }
    return changed;
  }
}

/**
 * A decided market is CLOSED and carries its result: runners become WINNER / LOSER (void: all
 * LOSER-free, just CLOSED); a fancy row shows GameStatus 'CLOSED'.
 */
export function withResult(record: MarketRecord, results: Map<string, MarketResult>): MarketRecord {
  const result = results.get(record.value.marketId);
  if (!result) return record;
  if (record.kind === 'fancy') return { ...record, value: { ...record.value, GameStatus: 'CLOSED', result } };
  const runnerStatus = (selectionId: string) =>
    result.void
      ? ('SUSPENDED' as const)
      : selectionId === result.winnerSelectionId
        ? ('WINNER' as const)
        : ('LOSER' as const);
  if (record.kind === 'exchange') {
    const closed = { availableToBack: [], availableToLay: [] };
    const runners = record.value.runners.map((r) => ({
      ...r,
      status: runnerStatus(r.selectionId),
      ex: closed,
    }));
    return { ...record, value: { ...record.value, status: 'CLOSED', runners, result } };
  }
  const runners = record.value.runners.map((r) => ({ ...r, status: runnerStatus(r.selectionId) }));
  return { ...record, value: { ...record.value, status: 'CLOSED', runners, result } };
}

/**
 * An operator's suspension of an undecided market (issue 16 item 4), shown as the models show their
 * own: status SUSPENDED, runners SUSPENDED and no prices on an exchange market; a fancy row's
 * GameStatus 'SUSPENDED'. A decided market (with its result) is left as it is.
 */
export function withSuspension(record: MarketRecord): MarketRecord {
  if (record.value.result) return record;
  if (record.kind === 'fancy') return { ...record, value: { ...record.value, GameStatus: 'SUSPENDED' } };
  if (record.kind === 'exchange') {
    const closed = { availableToBack: [], availableToLay: [] };
    const runners = record.value.runners.map((r) => ({ ...r, status: 'SUSPENDED' as const, ex: closed }));
    return { ...record, value: { ...record.value, status: 'SUSPENDED', runners } };
  }
  const runners = record.value.runners.map((r) => ({ ...r, status: 'SUSPENDED' as const }));
  return { ...record, value: { ...record.value, status: 'SUSPENDED', runners } };
}

/** Rebuilds a record from a stored market value (its kind told by its fields). */
function recordOf(key: string, stored: MarketRecord['value'] & { version: number }): MarketRecord {
  const { version: _version, ...value } = stored;
  if ('gtype' in value) return { kind: 'fancy', key, value };
  if ('totalMatched' in value) return { kind: 'exchange', key, value };
  return { kind: 'bookmaker', key, value };
}
