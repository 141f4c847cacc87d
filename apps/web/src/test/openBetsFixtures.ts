import type { BetRow, CurrentOrderSummary, TradeRow } from '@backlay/contracts';
import { betRowOf } from './sportsFixtures';

/** Fixtures of the open bets tests (wire shapes of docs/rules/specification.md §3 Bet and Live bet/trade row). */
export const trade = (over: Partial<TradeRow> = {}): TradeRow => ({
  _id: '1.4000000101',
  matchId: '40000001',
  eventId: 4,
  legueId: '4001',
  sportsName: 'Cricket',
  event: 'India v Australia',
  markettype: 'Match Odds',
  market: 'Match Odds',
  count: 2,
  ...over,
});

export const betRow = (over: Partial<BetRow> = {}): BetRow =>
  betRowOf({ placeTime: new Date(2026, 0, 2, 3, 4, 5).toISOString(), ...over });

/**
 * An unmatched order as `listCurrentOrders` answers it (issue 14): back 100 on India at 2.50 on the
 * cricket Match Odds 1.4000000101, all resting, placed 2026-01-02 03:04:05 UTC.
 */
export const unmatchedOrder = (over: Partial<CurrentOrderSummary> = {}): CurrentOrderSummary => ({
  betId: 'o1',
  marketId: '1.4000000101',
  matchId: '40000001',
  selectionId: '1',
  selectionName: 'India',
  handicap: 0,
  priceSize: { price: 2.5, size: 100 },
  bspLiability: 0,
  side: 'BACK',
  status: 'EXECUTABLE',
  persistenceType: 'LAPSE',
  orderType: 'LIMIT',
  placedDate: '2026-01-02T03:04:05.000Z',
  averagePriceMatched: 0,
  sizeMatched: 0,
  sizeRemaining: 100,
  sizeLapsed: 0,
  sizeCancelled: 0,
  sizeVoided: 0,
  ...over,
});
