import type { BetPlaced, BetPlacement, MinMax } from '@backlay/contracts';
import { api } from '../../shared/api';

/** Tags a placed bet (or cash out) changes: the bet list, exposure, books and the balance. */
export const BET_TAGS = ['Bets', 'Exposure', 'Book', 'User'] as const;

/**
 * Bet placement and the brand's stake limits (docs/rules/specification.md §7 `POST bet/save2`, `GET get-min-max/{id}`).
 * The mutation is never retried automatically (a retry is the user's, with the same clientBetId).
 */
export const betslipApi = api.injectEndpoints({
  endpoints: (build) => ({
    slipPlaceBet: build.mutation<BetPlaced, BetPlacement>({
      query: (body) => ({ url: 'bet/save2', method: 'POST', body }),
      // Also after an error: a timeout may hide an accepted bet, and refetching is harmless.
      invalidatesTags: [...BET_TAGS],
    }),
    slipMinMax: build.query<MinMax | undefined, string>({
      query: (domainId) => `get-min-max/${encodeURIComponent(domainId)}`,
      transformResponse: (response: { data: MinMax[] }) => response.data[0],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSlipPlaceBetMutation, useSlipMinMaxQuery } = betslipApi;
