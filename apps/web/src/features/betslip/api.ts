import type { BetPlaced, BetPlacement, MinMax, PersistenceType } from '@backlay/contracts';
import { api, BET_TAGS } from '../../shared/api';

/**
 * A bet/save2 body: the specification's payload plus, on exchange markets, what happens to an
 * unmatched remainder when the market turns in-play (issue 14 item 7: LAPSE, the default, or PERSIST).
 */
export type SlipPlacement = BetPlacement & { persistenceType?: PersistenceType };

/**
 * Bet placement and the brand's stake limits (docs/rules/specification.md §7 `POST bet/save2`, `GET get-min-max/{id}`).
 * The mutation is never retried automatically (a retry is the user's, with the same clientBetId).
 * An exchange bet may rest unmatched, so a placement also refreshes the unmatched orders.
 */
export const betslipApi = api.injectEndpoints({
  endpoints: (build) => ({
    slipPlaceBet: build.mutation<BetPlaced, SlipPlacement>({
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

/**
 * The placement as a thunk to dispatch, for a caller that loads the slip's chunk on demand and so
 * cannot call the hook (the full market's cash out): `dispatch(placeSlipBet(body)).unwrap()`
 * resolves to the `BetPlaced` answer or rejects with the server's error. Untracked: it leaves no
 * mutation entry in the store.
 */
export const placeSlipBet = (body: SlipPlacement) =>
  betslipApi.endpoints.slipPlaceBet.initiate(body, { track: false });
