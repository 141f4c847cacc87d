import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/**
 * The one RTK Query api slice. Features add endpoints with `api.injectEndpoints` in their api.ts.
 * No refetch on focus or reconnect, no timeout (docs/rules/specification.md §9).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['User', 'Bets', 'Exposure', 'Book', 'Stakes'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
