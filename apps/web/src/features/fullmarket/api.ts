import type {
  BetRow,
  BookmakerMarket,
  EventRow,
  ExchangeMarket,
  FancyRow,
  MarketBook,
} from '@backlay/contracts';
import { api } from '../../shared/api';
import { streamMarketsIntoCache } from '../../shared/stream';
import { OPEN_BETS_POLL_MS } from '../openbets';

/** Path of one match: sport type id, competition id, match id (the full market route's id1..id3). */
export interface MatchPath {
  sportId: number;
  competitionId: string;
  matchId: string;
}

/** The odds cache entry's argument: the match and its exchange market ids, comma separated. */
export type MarketOddsArgs = MatchPath & { marketIds: string };

const matchPath = (m: MatchPath) =>
  `${m.sportId}/${encodeURIComponent(m.competitionId)}/${encodeURIComponent(m.matchId)}`;
const unwrap = <T>(response: { data: T }) => response.data;

/**
 * Data of the full market page (docs/rules/specification.md §7): the catalogue row of the match, exchange, Bookmaker and
 * Fancy books (no auth headers needed) and the signed-in user's bets and books (the live score:
 * liveScoreApi.ts, for the score and TV pages).
 */
export const fullMarketApi = api.injectEndpoints({
  endpoints: (build) => ({
    fmEvents: build.query<EventRow[], number>({
      query: (sportId) => `v2/get-matches-by-eventid/${sportId}`,
      transformResponse: unwrap<EventRow[]>,
      keepUnusedDataFor: 60,
    }),
    fmMarketOdds: build.query<ExchangeMarket[], MarketOddsArgs>({
      query: (m) => `v2/fetch-market-odds/${matchPath(m)}/${m.marketIds}`,
      transformResponse: unwrap<ExchangeMarket[]>,
      onCacheEntryAdded: (m, lifecycle) => streamMarketsIntoCache(lifecycle, m.marketIds.split(',')),
    }),
    fmBookmaker: build.query<BookmakerMarket[], MatchPath>({
      query: (m) => `v2/fetch-bookmaker-odds/${matchPath(m)}`,
      transformResponse: unwrap<BookmakerMarket[]>,
      // The markets of the first answer; one listed later arrives with the (slower) poll.
      onCacheEntryAdded: (_m, lifecycle) => streamMarketsIntoCache(lifecycle),
    }),
    fmSession: build.query<FancyRow[], MatchPath>({
      query: (m) => `v2/fetch-market-session/${matchPath(m)}`,
      transformResponse: unwrap<FancyRow[]>,
      // The undecided rows of the first answer (a decided row no longer changes); a session opened
      // later arrives with the (slower) poll.
      onCacheEntryAdded: (_m, lifecycle) =>
        streamMarketsIntoCache(lifecycle, undefined, (row) => row.result === undefined),
    }),
    fmBetDetails: build.query<BetRow[], string>({
      query: (matchId) => `bet/bet-details/list/${encodeURIComponent(matchId)}`,
      transformResponse: unwrap<BetRow[]>,
      providesTags: ['Bets'],
      keepUnusedDataFor: 0,
    }),
    fmBook: build.query<MarketBook, string>({
      query: (marketId) => `bet/book/${encodeURIComponent(marketId)}`,
      transformResponse: unwrap<MarketBook>,
      providesTags: ['Book'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useFmEventsQuery,
  useFmMarketOddsQuery,
  useFmBookmakerQuery,
  useFmSessionQuery,
  useFmBetDetailsQuery,
  useFmBookQuery,
} = fullMarketApi;

/**
 * Poll intervals while signed in (docs/rules/specification.md §7, §9): the market (Fancy session) fetch every 1 s, the
 * market-odds fetch and the Bookmaker fetch every 2 s (the score widget's 2 s: liveScoreApi.ts); the user's bets
 * on the match every 10 s while some are open (to see them settle), like the open bets' own
 * refresh (their unmatched orders are polled at that interval too). Signed out, the books are
 * fetched once.
 *
 * While the stream is live (issue 15 item 4) the books come through it: the market odds are not
 * polled, the Bookmaker and Fancy lists only every `listsWhileLive` (to pick up a market or a
 * session listed after the first answer).
 */
export const POLL_MS = {
  session: 1000,
  marketOdds: 2000,
  bookmaker: 2000,
  bets: OPEN_BETS_POLL_MS,
  listsWhileLive: 10_000,
} as const;

/** The full market route's ids as the address gives them (id1 sport, id2 competition, id3 match). */
export interface MatchIds {
  id1: string;
  id2: string;
  id3: string;
}

/** Whether the route's ids can name a match (digits: sport up to 3, competition and match up to 12). */
export const validMatchIds = ({ id1, id2, id3 }: MatchIds): boolean =>
  /^\d{1,3}$/.test(id1) && /^\d{1,12}$/.test(id2) && /^\d{1,12}$/.test(id3);

type Dispatch = (action: ReturnType<typeof fullMarketApi.util.prefetch>) => unknown;

/**
 * Starts the full market page's first requests before the page renders (issue 18 "Load less": the
 * largest paint of a direct load is the event's name, which waits for the event list): the sport's
 * event list and the match's Bookmaker and Fancy books, under the cache keys the page then reads
 * (`MatchPath` as the page builds it). The exchange odds wait for the list's market ids. Nothing
 * for ids that cannot name a match (the page shows its error without asking).
 */
export function prefetchFullMarket(dispatch: Dispatch, ids: MatchIds): void {
  if (!validMatchIds(ids)) return;
  const path: MatchPath = { sportId: Number(ids.id1), competitionId: ids.id2, matchId: ids.id3 };
  void dispatch(fullMarketApi.util.prefetch('fmEvents', path.sportId, {}));
  void dispatch(fullMarketApi.util.prefetch('fmBookmaker', path, {}));
  void dispatch(fullMarketApi.util.prefetch('fmSession', path, {}));
}
