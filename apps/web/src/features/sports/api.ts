import type { CompetitionRow, EventRow, LockedSport, SportRow } from '@backlay/contracts';
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type FetchBaseQueryError,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { api } from '../../shared/api';
import { fetchWithFirstResponses } from '../../shared/firstResponses';

/** Lists refresh every 10 s while shown (issue 5); game data is kept 60 s when unused (docs/rules/specification.md §9). */
export const LIST_POLL_MS = 10_000;
export const GAME_DATA_KEEP_S = 60;

/**
 * The game-data group sends no auth headers (docs/rules/specification.md §7): a plain fetch with only the tenant header
 * `d` = host name, as an anonymous call would send (docs/rules/specification.md §6).
 */
const gameDataQuery = fetchBaseQuery({
  baseUrl: '/api',
  fetchFn: fetchWithFirstResponses,
  prepareHeaders: (headers) => {
    headers.set('d', window.location.hostname);
    return headers;
  },
});

type Envelope<T> = { status: boolean; data: T; message?: string };

/** Fetches `path` and unwraps `{status: true, data}`; `status: false` becomes a CUSTOM_ERROR. */
async function gameData<T>(
  path: string,
  api: BaseQueryApi,
  extra: object,
): Promise<QueryReturnValue<T, FetchBaseQueryError, undefined>> {
  const result = await gameDataQuery(path, api, extra);
  if (result.error) return { error: result.error };
  const body = result.data as Envelope<T> | undefined;
  if (!body || body.status !== true || body.data === undefined) {
    return { error: { status: 'CUSTOM_ERROR', error: body?.message ?? 'Unexpected answer', data: body } };
  }
  return { data: body.data };
}

/** Catalogue endpoints of docs/rules/specification.md §7 (`/v2/*`) and the user's sport locks. */
export const sportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSports: build.query<SportRow[], void>({
      queryFn: (_arg, queryApi, extra) => gameData<SportRow[]>('v2/get-events', queryApi, extra ?? {}),
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    getCompetitions: build.query<CompetitionRow[], number>({
      queryFn: (sportId, queryApi, extra) =>
        gameData<CompetitionRow[]>(`v2/get-legues/${sportId}`, queryApi, extra ?? {}),
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    getCompetitionMatches: build.query<EventRow[], { sportId: number; competitionId: string }>({
      queryFn: ({ sportId, competitionId }, queryApi, extra) =>
        gameData<EventRow[]>(
          `v2/get-matches/${sportId}/${encodeURIComponent(competitionId)}`,
          queryApi,
          extra ?? {},
        ),
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    getSportMatches: build.query<EventRow[], number>({
      queryFn: (sportId, queryApi, extra) =>
        gameData<EventRow[]>(`v2/get-matches-by-eventid/${sportId}`, queryApi, extra ?? {}),
      keepUnusedDataFor: GAME_DATA_KEEP_S,
    }),
    /** Signed in only: the sports locked for `setFor` (the user's _id). */
    getLockedSports: build.query<LockedSport[], string>({
      query: (setFor) => ({ url: 'sports/fetch/event/lock', method: 'POST', body: { setFor } }),
      transformResponse: (body: Envelope<LockedSport[]>) => (Array.isArray(body?.data) ? body.data : []),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetSportsQuery,
  useGetCompetitionsQuery,
  useGetCompetitionMatchesQuery,
  useGetSportMatchesQuery,
  useGetLockedSportsQuery,
} = sportsApi;
