import type {
  BetRow,
  CancelExecutionReport,
  CancelOrdersRequest,
  CurrentOrderSummary,
  CurrentOrderSummaryReport,
  ListCurrentOrdersRequest,
  ReplaceExecutionReport,
  ReplaceOrdersRequest,
  TradeRow,
} from '@backlay/contracts';
import { api, BET_TAGS } from '../../shared/api';

type Envelope<T> = { status: boolean; data: T };

/**
 * How often a view of open bets refreshes on its own while signed in: the user's bets on the
 * open match (the full market page, to see them settle) and its unmatched orders (to see them
 * matched by someone else), 10 s like the balance.
 */
export const OPEN_BETS_POLL_MS = 10_000;

/** The exchange's Betfair-shaped order API (issue 14 item 6; docs/rules/betfair-api.md). */
const ORDERS = 'exchange/betting/rest/v1.0';

/** The `listCurrentOrders` body of the open bets: every order of the user still resting in a book. */
export const EXECUTABLE_ORDERS = { orderProjection: 'EXECUTABLE' } as const;

/** What an order's fills and cancels change; a change seen by polling refreshes the bets and the money. */
const orderState = (orders: readonly CurrentOrderSummary[]) =>
  orders
    .map((o) => `${o.betId}:${o.status}:${o.sizeRemaining}:${o.sizeMatched}`)
    .sort()
    .join('|');

/**
 * The signed-in user's open bets (docs/rules/specification.md §7): `GET bet/trade/list` (open bets per market, docs/rules/specification.md §3
 * Live bet/trade row) and `GET bet/bet-details/list/{matchId}` (the user's bets on a match). Both
 * are refreshed by anything that invalidates the 'Bets' tag (a placed bet, a cash out).
 *
 * Unmatched orders (issue 14 item 7): `listCurrentOrders`, `cancelOrders` and `replaceOrders` of
 * the exchange's order API, with the site's usual auth headers. A cancel or replace changes the
 * balance, exposure, books and bets like a placement does (BET_TAGS, 'Orders' included).
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
    openBetsCurrentOrders: build.query<CurrentOrderSummary[], ListCurrentOrdersRequest>({
      query: (body) => ({ url: `${ORDERS}/listCurrentOrders`, method: 'POST', body }),
      transformResponse: (answer: CurrentOrderSummaryReport) => answer.currentOrders,
      providesTags: ['Orders'],
      // An order matched (or lapsed) by the market, not by this user: the matched bets, the
      // balance and the exposure moved too, so they are refetched (not the orders: no loop).
      async onQueryStarted(_body, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        try {
          const { data } = await queryFulfilled;
          if (before && orderState(before) !== orderState(data)) {
            dispatch(api.util.invalidateTags(['Bets', 'Exposure', 'Book', 'User']));
          }
        } catch {
          // The failure is the query's error state.
        }
      },
    }),
    openBetsCancelOrders: build.mutation<CancelExecutionReport, CancelOrdersRequest>({
      query: (body) => ({ url: `${ORDERS}/cancelOrders`, method: 'POST', body }),
      invalidatesTags: [...BET_TAGS],
    }),
    openBetsReplaceOrders: build.mutation<ReplaceExecutionReport, ReplaceOrdersRequest>({
      query: (body) => ({ url: `${ORDERS}/replaceOrders`, method: 'POST', body }),
      invalidatesTags: [...BET_TAGS],
    }),
  }),
});

export const {
  useOpenBetsTradeListQuery,
  useOpenBetsOfMatchQuery,
  useOpenBetsCurrentOrdersQuery,
  useOpenBetsCancelOrdersMutation,
  useOpenBetsReplaceOrdersMutation,
} = openBetsApi;
