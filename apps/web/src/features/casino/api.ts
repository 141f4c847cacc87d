import type {
  CasinoData,
  CasinoGame,
  CasinoGamesQuery,
  CasinoListItem,
  CasinoRecentResult,
  CasinoRoundResult,
  CasinoVerify,
} from '@backlay/contracts';
import { api } from '../../shared/api';
import { streamIntoCache } from '../../shared/stream';

/** Every casino endpoint answers in the project's `{status: true, data}` envelope. */
const unwrap = <T>(answer: { data: T }) => answer.data;

/**
 * Poll intervals of a table (docs/rules/specification.md §7, §9): live data every 1 s, recent results every 1.3 s,
 * while the stream is not live (issue 15 item 4: while it is, it brings both and nothing is polled).
 */
export const CASINO_POLL_MS = { data: 1000, results: 1300 } as const;

/** A table's `casino` document on the stream (docs/api/stream.md): the two polled answers' `data`. */
interface CasinoDocument {
  data: CasinoData;
  results: CasinoRecentResult[];
}
const tableTopic = (casinoType: string) => [{ channel: 'casino' as const, id: casinoType }];

/** Game data is kept 60 s when unused (docs/rules/specification.md §9). */
const GAME_DATA_KEEP_S = 60;

/**
 * The casino calls (docs/rules/specification.md §7): the lobby list, a table's live data and recent results, one round's
 * result, the game list (by eventId, legueId, matchId) and a round's fairness proof
 * (docs/rules/casino.md Decision 1). Bets go through the bet slip's `POST bet/save2`; the user's bets
 * on a table come from `GET bet/bet-details/list/{matchId}` (features/openbets). A table's live data
 * and results follow its `casino` topic on the stream (issue 15 item 4) between polls.
 */
export const casinoApi = api.injectEndpoints({
  endpoints: (build) => ({
    casinoList: build.query<CasinoListItem[], void>({
      query: () => 'casino/list',
      transformResponse: unwrap<CasinoListItem[]>,
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    casinoData: build.query<CasinoData, { casinoType: string; eventId: string }>({
      query: ({ casinoType, eventId }) =>
        `casino/data/${encodeURIComponent(casinoType)}/${encodeURIComponent(eventId)}`,
      transformResponse: unwrap<CasinoData>,
      keepUnusedDataFor: GAME_DATA_KEEP_S,
      onCacheEntryAdded: ({ casinoType }, lifecycle) =>
        streamIntoCache<CasinoDocument>(
          lifecycle,
          () => tableTopic(casinoType),
          (table) => lifecycle.updateCachedData(() => table.data),
        ),
    }),
    casinoResults: build.query<CasinoRecentResult[], string>({
      query: (casinoType) => `casino/results/${encodeURIComponent(casinoType)}`,
      transformResponse: unwrap<CasinoRecentResult[]>,
      keepUnusedDataFor: GAME_DATA_KEEP_S,
      onCacheEntryAdded: (casinoType, lifecycle) =>
        streamIntoCache<CasinoDocument>(
          lifecycle,
          () => tableTopic(casinoType),
          (table) => lifecycle.updateCachedData(() => table.results),
        ),
    }),
    casinoRoundResult: build.query<CasinoRoundResult, string>({
      query: (roundId) => ({ url: 'sports/v1/casino/result', method: 'POST', body: { roundId } }),
      transformResponse: unwrap<CasinoRoundResult>,
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    casinoGames: build.query<CasinoGame[], CasinoGamesQuery>({
      query: (filter) => ({ url: 'sports/casino/games', params: filter }),
      transformResponse: unwrap<CasinoGame[]>,
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    casinoVerify: build.query<CasinoVerify, string>({
      query: (roundId) => `casino/verify/${encodeURIComponent(roundId)}`,
      transformResponse: unwrap<CasinoVerify>,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCasinoListQuery,
  useCasinoDataQuery,
  useCasinoResultsQuery,
  useCasinoRoundResultQuery,
  useCasinoGamesQuery,
  useCasinoVerifyQuery,
} = casinoApi;
