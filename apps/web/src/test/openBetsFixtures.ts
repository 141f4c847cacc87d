import type { BetRow, TradeRow } from '@backlay/contracts';
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
