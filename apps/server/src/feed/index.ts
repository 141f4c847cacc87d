import type { Clock } from '../clock';
import type { Db } from '../db/index';
import type { EventBus } from '../realtime/bus';
import { FeedEngine, type MatchEntry } from './engine';
import { loadReplays } from './replay/load';
import { cricketFeed } from './sports/cricket';
import { soccerFeed } from './sports/soccer';
import { tennisFeed } from './sports/tennis';
import { MarketStore } from './store';
import type { DecidedMarket, MarketRecord, SportFeed } from './types';

export { FeedEngine } from './engine';
export { MarketStore } from './store';

/** Sizes on offer and the matched total move all the time; prices and statuses make a version. */
const IMMATERIAL = new Set(['size', 'totalMatched', 'backSize', 'laySize']);
export const materialOf = (value: MarketRecord['value']) =>
  JSON.stringify(value, (key, v: unknown) => (IMMATERIAL.has(key) ? undefined : v));

/** Builds the sport feeds from the shipped replays. */
export function sportFeeds(): SportFeed<unknown, unknown>[] {
  const cricket = loadReplays('cricket');
  const soccer = loadReplays('soccer');
  const tennis = loadReplays('tennis');
  return [
    cricketFeed(cricket.matches, cricket.attribution),
    tennisFeed(tennis.matches, tennis.attribution),
    soccerFeed(soccer.matches, soccer.attribution),
  ] as SportFeed<unknown, unknown>[];
}

/**
 * Stores a decided market (issue 3 item 6) for the settlement service; idempotent, so a restart
 * that decides the same market again changes nothing.
 */
export async function recordResult(
  db: Db,
  entry: MatchEntry,
  decided: DecidedMarket,
  decidedAtMs: number,
): Promise<void> {
  await db
    .insertInto('market_results')
    .values({
      market_id: decided.marketId,
      match_id: entry.slot.matchId,
      sport_id: entry.sportId,
      market_type: decided.marketType,
      winner_selection_id: decided.result.winnerSelectionId ?? null,
      value: decided.result.value ?? null,
      is_void: decided.result.void,
      decided_at: new Date(decidedAtMs),
    })
    .onConflict((oc) => oc.column('market_id').doNothing())
    .execute();
}

/** A feed engine over the shipped replays whose results go to `db` and the bus. */
export function createFeedEngine(options: {
  clock: Clock;
  bus: EventBus;
  db: Db;
  speed: number;
  onError: (err: unknown) => void;
}): FeedEngine {
  const pending = new Set<Promise<void>>();
  const engine = new FeedEngine({
    feeds: sportFeeds(),
    clock: options.clock,
    store: new MarketStore<MarketRecord['value']>(materialOf),
    bus: options.bus,
    speed: options.speed,
    onDecided(entry, decided, decidedAtMs) {
      const write = recordResult(options.db, entry, decided, decidedAtMs)
        .then(() =>
          options.bus.publish('market.result', {
            marketId: decided.marketId,
            matchId: entry.slot.matchId,
            sportId: entry.sportId,
            marketType: decided.marketType,
            result: { ...decided.result, decidedAt: new Date(decidedAtMs).toISOString() },
          }),
        )
        .catch(options.onError)
        .finally(() => pending.delete(write));
      pending.add(write);
    },
  });
  engine.flush = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return engine;
}
