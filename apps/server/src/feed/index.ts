import type { Clock } from '../clock';
import type { EventBus } from '../realtime/bus';
import { FeedEngine, type MatchEntry } from './engine';
import { loadReplays } from './replay/load';
import { cricketFeed } from './sports/cricket';
import { soccerFeed } from './sports/soccer';
import { tennisFeed } from './sports/tennis';
import { MarketStore } from './store';
import type { DecidedMarket, MarketRecord, SportFeed } from './types';

export { FeedEngine, type MatchEntry } from './engine';
export { loadReplays } from './replay/load';
export type { CricketReplay } from './replay/format';
export { replayStride } from './schedule';
export { bookmakerMarket } from './sports/markets';
export { preMatchBrier } from './sports/cricket-ratings';
export type { SportFeed } from './types';
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
 * A decided market as the feed reports it: the match's entry, the market's result and when it
 * was decided (epoch ms). Stored by `recordResult`, which must be idempotent (a restart decides
 * the same market again).
 */
export type ResultRecorder = (
  entry: MatchEntry,
  decided: DecidedMarket,
  decidedAtMs: number,
) => Promise<void>;

/**
 * A feed engine over the shipped replays whose results go to `recordResult` (modules/betting
 * owns the results table) and then to the bus.
 */
export function createFeedEngine(options: {
  clock: Clock;
  bus: EventBus;
  recordResult: ResultRecorder;
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
      const write = options
        .recordResult(entry, decided, decidedAtMs)
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
