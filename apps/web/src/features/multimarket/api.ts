import type { BookmakerMarket, EventRow, ExchangeMarket, FancyRow } from '@backlay/contracts';
import { api } from '../../shared/api';
import { streamMarketsIntoCache } from '../../shared/stream';

type Envelope<T> = { status: boolean; data: T };

/** A match of the catalogue (docs/rules/specification.md §2: the full market route's id1, id2, id3). */
export interface MatchKey {
  sportId: number;
  competitionId: string;
  matchId: string;
}

const matchPath = ({ sportId, competitionId, matchId }: MatchKey) =>
  `${sportId}/${encodeURIComponent(competitionId)}/${encodeURIComponent(matchId)}`;

/**
 * Market data of the followed markets (docs/rules/specification.md §7 game-data group, no auth headers needed):
 * exchange markets by id (`v2/fetch-market-odds/{sport}/{competition}/{match}/{ids}`, 404 when a
 * market or the match no longer exists), the match's Bookmaker markets and Fancy rows, and the
 * competition's matches for the event names. The price lists follow the stream between polls
 * (issue 15 item 4).
 */
export const multimarketApi = api.injectEndpoints({
  endpoints: (build) => ({
    multimarketOdds: build.query<ExchangeMarket[], MatchKey & { marketIds: string }>({
      query: (arg) => `v2/fetch-market-odds/${matchPath(arg)}/${encodeURIComponent(arg.marketIds)}`,
      transformResponse: (answer: Envelope<ExchangeMarket[]>) => answer.data,
      onCacheEntryAdded: (arg, lifecycle) => streamMarketsIntoCache(lifecycle, arg.marketIds.split(',')),
    }),
    multimarketBookmaker: build.query<BookmakerMarket[], MatchKey>({
      query: (arg) => `v2/fetch-bookmaker-odds/${matchPath(arg)}`,
      transformResponse: (answer: Envelope<BookmakerMarket[]>) => answer.data,
      onCacheEntryAdded: (_arg, lifecycle) => streamMarketsIntoCache(lifecycle),
    }),
    multimarketSession: build.query<FancyRow[], MatchKey>({
      query: (arg) => `v2/fetch-market-session/${matchPath(arg)}`,
      transformResponse: (answer: Envelope<FancyRow[]>) => answer.data,
      onCacheEntryAdded: (_arg, lifecycle) =>
        streamMarketsIntoCache(lifecycle, undefined, (row) => row.result === undefined),
    }),
    multimarketMatches: build.query<EventRow[], { sportId: number; competitionId: string }>({
      query: ({ sportId, competitionId }) => `v2/get-matches/${sportId}/${encodeURIComponent(competitionId)}`,
      transformResponse: (answer: Envelope<EventRow[]>) => answer.data,
    }),
  }),
});

export const {
  useMultimarketOddsQuery,
  useMultimarketBookmakerQuery,
  useMultimarketSessionQuery,
  useMultimarketMatchesQuery,
} = multimarketApi;
