import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/**
 * The one RTK Query api slice. Features add endpoints with `api.injectEndpoints` in their api.ts.
 * No refetch on focus or reconnect, no timeout (docs/rules/specification.md §9).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['User', 'Bets', 'Exposure', 'Book', 'Stakes', 'Orders', 'Rg'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

/**
 * Tags a placed bet, a cash out or a change to an unmatched order (cancel, replace) makes stale:
 * the bet lists, exposure, books, the balance and the unmatched orders (issue 14 item 7).
 */
export const BET_TAGS = ['Bets', 'Exposure', 'Book', 'User', 'Orders'] as const;
