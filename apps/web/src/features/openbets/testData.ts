import type { BetRow, TradeRow } from '@backlay/contracts';

/** Fixtures of the open bets tests (wire shapes of spec §3 Bet and Live bet/trade row). */
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

export const betRow = (over: Partial<BetRow> = {}): BetRow => ({
  betId: 'b1',
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: 4,
  matchId: '40000001',
  legueId: '4001',
  marketId: '1.4000000101',
  market: 'Match Odds',
  markettype: 'Match Odds',
  selection: 'India',
  selectionId: '1',
  type: 'back',
  oddsReq: 2.5,
  price: null,
  size: null,
  stake: 100,
  favourMargin: 150,
  againstMargin: 100,
  status: 'unsettled',
  case: null,
  profitLoss: null,
  placeTime: new Date(2026, 0, 2, 3, 4, 5).toISOString(),
  settledAt: null,
  remark: '',
  roundId: null,
  ...over,
});
