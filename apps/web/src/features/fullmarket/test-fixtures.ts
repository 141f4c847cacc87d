import type {
  BetRow,
  BookmakerMarket,
  EventRow,
  ExchangeMarket,
  FancyRow,
  LiveScore,
} from '@backlay/contracts';
import {
  betRowOf,
  bookmakerMarketOf,
  bookmakerRunner,
  eventRowOf,
  exchangeMarketOf,
  exchangeRunner,
  fancyRowOf,
  MIN_MAX,
  MO,
} from '../../test/sportsFixtures';
import { fakeServer, json, type Handler } from '../../test/utils';

/** Test data of one in-play cricket match (shapes of packages/contracts). */
export { BM, MATCH, MO } from '../../test/sportsFixtures';
export const TIED = '1.4000000102';
export const PAGE = `/fullmarket/4/4001/40000001?gameTime=2026-01-01%2010:00&eventName=India%20v%20Australia&inplay=true`;

export const eventRow: EventRow = eventRowOf({
  openDate: '2026-01-01T10:00:00.000Z',
  originalDate: '2020-01-01',
  venue: 'Mumbai',
  s: true,
  joinedMarketIds: [MO, TIED],
  matchUrl: '/fullmarket/4/4001/40000001',
  attribution: 'Cricket data from Cricsheet (cricsheet.org), ODC-BY',
});

const levels = (prices: number[], size = 1000) => prices.map((price, i) => ({ price, size: size - i * 100 }));

export function matchOdds(over: Partial<ExchangeMarket> = {}): ExchangeMarket {
  return exchangeMarketOf(
    [
      exchangeRunner('1', 'India', levels([1.96, 1.95, 1.94]), levels([1.98, 1.99, 2])),
      exchangeRunner('2', 'Australia', levels([2, 1.99, 1.98]), levels([2.04, 2.06, 2.08])),
    ],
    { totalMatched: 61_234, ...over },
  );
}

export const tiedMatch: ExchangeMarket = exchangeMarketOf(
  [exchangeRunner('1', 'Yes', [], [], 'SUSPENDED'), exchangeRunner('2', 'No', [], [], 'SUSPENDED')],
  { marketId: TIED, marketName: 'Tied Match', status: 'SUSPENDED', totalMatched: 1_500_000 },
);

export const bookmaker: BookmakerMarket = bookmakerMarketOf([
  bookmakerRunner('1', 'India', 'ACTIVE', [95, 99], 100000),
  bookmakerRunner('2', 'Australia', 'SUSPENDED', [102, 106], 100000),
]);

export function fancy(n: number, name: string, over: Partial<FancyRow> = {}): FancyRow {
  const id = `3.40000001${String(n).padStart(3, '0')}`;
  return fancyRowOf({
    RunnerName: name,
    SelectionId: id,
    marketId: id,
    LayPrice1: 52,
    BackPrice1: 53,
    ...over,
  });
}

export const fancyRows: FancyRow[] = [
  fancy(1, '6 over runs IND'),
  fancy(2, '10 over runs IND', { GameStatus: 'Ball Running', LayPrice1: 80, BackPrice1: 81 }),
  fancy(3, 'Total boundaries IND', { gtype: 'boundaries', LayPrice1: 12, BackPrice1: 13 }),
  fancy(4, 'No boundaries in over 3', { LayPrice1: 1, BackPrice1: 2 }),
  fancy(5, '6.2 over runs IND', { LayPrice1: 50, BackPrice1: 51 }),
  fancy(6, '10.1 over runs IND', { LayPrice1: 82, BackPrice1: 83 }),
];

/** A bet of the full market tests: back 1,000 at 2.50 on India. */
export const bet = (over: Partial<BetRow> = {}): BetRow =>
  betRowOf({ stake: 1000, favourMargin: 1500, againstMargin: 1000, ...over });

/** The exchange's order API on the site (issue 14 item 6). */
export const ORDERS = '/api/exchange/betting/rest/v1.0';

/** An unmatched order as `listCurrentOrders` answers it (test/openBetsFixtures.ts). */
export { unmatchedOrder as order } from '../../test/openBetsFixtures';

export const liveScore: LiveScore = {
  matchId: '40000001',
  sportId: 4,
  status: 'inplay',
  teams: ['India', 'Australia'],
  summary: 'India 120/3 (14.2)',
  cricket: {
    innings: 1,
    battingTeam: 'India',
    runs: 120,
    wickets: 3,
    overs: '14.2',
    batters: [
      { name: 'V Kohli', runs: 45, balls: 30 },
      { name: 'R Sharma', runs: 20, balls: 15 },
    ],
    bowler: { name: 'P Cummins', runs: 30, wickets: 1, balls: 20 },
    recentBalls: ['1', '0', '4', 'W', '6', '2'],
  },
  attribution: 'Cricket data from Cricsheet (cricsheet.org), ODC-BY',
};

/** The fake server of the full market page; `overrides` win. */
export function marketServer(
  overrides: Record<string, Handler> = {},
  state: { bets?: BetRow[] } = {},
): Handler {
  return fakeServer({
    'GET /api/v2/get-matches-by-eventid/4': () => json({ status: true, data: [eventRow] }),
    [`GET /api/v2/fetch-market-odds/4/4001/40000001/${MO},${TIED}`]: () =>
      json({ status: true, data: [tiedMatch, matchOdds()] }),
    'GET /api/v2/fetch-bookmaker-odds/4/4001/40000001': () => json({ status: true, data: [bookmaker] }),
    'GET /api/v2/fetch-market-session/4/4001/40000001': () => json({ status: true, data: fancyRows }),
    'GET /api/bet/bet-details/list/40000001': () => json({ status: true, data: state.bets ?? [] }),
    'GET /api/get-min-max/dom_1': () =>
      json({
        status: true,
        data: [MIN_MAX],
      }),
    'GET /api/v2/live-score/40000001': () => json({ status: true, data: liveScore }),
    ...overrides,
  });
}
