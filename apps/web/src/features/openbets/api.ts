import type { BetRow, TradeRow } from '@backlay/contracts';
import { api } from '../../shared/api';

type Envelope<T> = { status: boolean; data: T };

/**
 * The signed-in user's open bets (docs/rules/specification.md §7): `GET bet/trade/list` (open bets per market, docs/rules/specification.md §3
 * Live bet/trade row) and `GET bet/bet-details/list/{matchId}` (the user's bets on a match). Both
 * are refreshed by anything that invalidates the 'Bets' tag (a placed bet, a cash out).
 */
export const openBetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    openBetsTradeList: build.query<TradeRow[], void>({
      query: () => 'bet/trade/list',
      transformResponse: (answer: Envelope<TradeRow[]>) => answer.data,
      providesTags: ['Bets'],
    }),
    openBetsOfMatch: build.query<BetRow[], string>({
      query: (matchId) => `bet/bet-details/list/${encodeURIComponent(matchId)}`,
      transformResponse: (answer: Envelope<BetRow[]>) => answer.data,
      providesTags: (_result, _error, matchId) => ['Bets', { type: 'Bets', id: matchId }],
    }),
  }),
});

export const { useOpenBetsTradeListQuery, useOpenBetsOfMatchQuery } = openBetsApi;
