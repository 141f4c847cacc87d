/**
 * A market change from the feed's side, shared by the stream bench (issue 15: its feed-driven
 * fan-out windows) and the Lighthouse bench (issue 18: the full market page receiving a price
 * change every 250 ms). The value is put in the feed's store (apps/server feed/store.ts) under the
 * market's match and announced on the bus as `market.updated`, exactly as a feed tick does: the
 * exchange engine requotes the house on a loaded book and the stream (modules/stream/sources.ts)
 * sends the brand's view of the market to its subscribers.
 */
import type { Platform } from '@backlay/server';

/** What a change needs of the platform: its bus and its (started) feed. */
export interface FeedSide {
  bus: Platform['bus'];
  feed: NonNullable<Platform['feed']>;
}

/**
 * Puts `value` (the whole market, as the store holds it; a `version` key in it is replaced) in
 * the feed's store under `marketId` and publishes `market.updated`. Returns the store's version
 * and whether the content changed (an identical value publishes nothing). Throws when the market
 * is not in the store (its match is unknown).
 */
export function announceMarket(
  { bus, feed }: FeedSide,
  marketId: string,
  value: object,
): { version: number; changed: boolean } {
  const stored = feed.store.get(marketId);
  if (!stored) throw new Error(`market ${marketId} is not in the feed's store`);
  const result = feed.store.put(marketId, stored.matchId, value as typeof stored.value);
  if (result.changed)
    bus.publish('market.updated', { key: marketId, matchId: stored.matchId, version: result.version });
  return result;
}
