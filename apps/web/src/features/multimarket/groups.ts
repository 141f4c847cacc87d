import type { FollowedMarket } from './slice';

/** Poll of the followed markets' prices while signed in (docs/rules/specification.md §7, §9: odds every 2 s). */
export const MULTIMARKET_POLL_MS = 2000;
/** The same poll while the stream is live and brings the prices (issue 15 item 4): only to notice a closed market. */
export const MULTIMARKET_LIVE_POLL_MS = 10_000;
/** Most market ids one fetch-market-odds call may name (the server's limit). */
export const MAX_IDS_PER_CALL = 20;

/** Which feed a market id belongs to (docs/decisions.md Ids: 1. exchange, 2. Bookmaker, 3. Fancy). */
export type MarketKind = 'exchange' | 'bookmaker' | 'fancy';
export const marketKind = (marketId: string): MarketKind =>
  marketId.startsWith('2.') ? 'bookmaker' : marketId.startsWith('3.') ? 'fancy' : 'exchange';

/** Followed markets of one match, in follow order. */
export interface FollowedMatch {
  key: string;
  sportId: number;
  competitionId: string;
  matchId: string;
  /** A stored event name, if the star knew it. */
  eventName?: string;
  markets: FollowedMarket[];
}

/** Groups followed markets by match, matches in the order of their first followed market. */
export function groupByMatch(followed: readonly FollowedMarket[]): FollowedMatch[] {
  const groups = new Map<string, FollowedMatch>();
  for (const market of followed) {
    const key = `${market.sportId}/${market.competitionId}/${market.matchId}`;
    const group = groups.get(key);
    if (group) {
      group.markets.push(market);
      group.eventName ??= market.eventName;
    } else {
      groups.set(key, {
        key,
        sportId: market.sportId,
        competitionId: market.competitionId,
        matchId: market.matchId,
        eventName: market.eventName,
        markets: [market],
      });
    }
  }
  return [...groups.values()];
}

/**
 * The comma list each exchange market of a match is fetched with: the match's exchange ids in
 * chunks of at most {@link MAX_IDS_PER_CALL}, so one call serves several followed markets.
 */
export function exchangeBatches(markets: readonly FollowedMarket[]): Map<string, string> {
  const ids = markets.map((m) => m.marketId).filter((id) => marketKind(id) === 'exchange');
  const batches = new Map<string, string>();
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
    const chunk = ids.slice(i, i + MAX_IDS_PER_CALL);
    for (const id of chunk) batches.set(id, chunk.join(','));
  }
  return batches;
}
