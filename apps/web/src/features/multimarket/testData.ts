import type { BookmakerMarket, EventRow, ExchangeMarket, FancyRow } from '@backlay/contracts';
import type { FollowedMarket } from './slice';

/** Fixtures of the multimarket tests (wire shapes of the catalogue, spec §3). */
export const MATCH = { sportId: 4, competitionId: '4001', matchId: '40000001' };

export const followed = (over: Partial<FollowedMarket> = {}): FollowedMarket => ({
  ...MATCH,
  marketId: '1.4000000101',
  marketName: 'Match Odds',
  ...over,
});

export const exchangeMarket = (over: Partial<ExchangeMarket> = {}): ExchangeMarket => ({
  marketId: '1.4000000101',
  marketName: 'Match Odds',
  matchId: MATCH.matchId,
  status: 'OPEN',
  inplay: true,
  version: 1,
  betDelay: 5,
  totalMatched: 125000,
  runners: [
    {
      selectionId: '1',
      runnerName: 'India',
      status: 'ACTIVE',
      ex: {
        availableToBack: [
          { price: 1.95, size: 3188 },
          { price: 1.94, size: 1275 },
        ],
        availableToLay: [
          { price: 1.97, size: 2500 },
          { price: 1.98, size: 50 },
        ],
      },
    },
    {
      selectionId: '2',
      runnerName: 'Australia',
      status: 'ACTIVE',
      ex: { availableToBack: [{ price: 2.02, size: 900 }], availableToLay: [] },
    },
  ],
  ...over,
});

export const bookmakerMarket = (over: Partial<BookmakerMarket> = {}): BookmakerMarket => ({
  marketId: '2.4000000101',
  marketName: 'Bookmaker',
  matchId: MATCH.matchId,
  status: 'OPEN',
  inplay: true,
  version: 1,
  betDelay: 2,
  runners: [
    {
      selectionId: '1',
      runnerName: 'India',
      status: 'ACTIVE',
      back: 45,
      lay: 47,
      backSize: 100000,
      laySize: 100000,
    },
    {
      selectionId: '2',
      runnerName: 'Australia',
      status: 'SUSPENDED',
      back: 0,
      lay: 0,
      backSize: 0,
      laySize: 0,
    },
  ],
  ...over,
});

export const fancyRow = (over: Partial<FancyRow> = {}): FancyRow => ({
  RunnerName: '6 over runs IND',
  SelectionId: '1',
  marketId: '3.4000000101001',
  matchId: MATCH.matchId,
  LayPrice1: 45,
  LaySize1: 100,
  BackPrice1: 46,
  BackSize1: 100,
  GameStatus: '',
  gtype: 'runs',
  version: 1,
  betDelay: 1,
  ...over,
});

export const eventRow = (over: Partial<EventRow> = {}): EventRow => ({
  eventName: 'India v Australia',
  eventId: 4,
  competitionId: MATCH.competitionId,
  competitionName: 'T20 Series',
  matchId: MATCH.matchId,
  openDate: '2026-11-21T12:00:00.000Z',
  originalDate: '2019-02-24',
  venue: 'Visakhapatnam',
  inPlay: true,
  marketName: 'Match Odds',
  declared: false,
  tv: true,
  bm: true,
  fancy: true,
  s: false,
  matchOdds: [],
  markets: [],
  bmOdds: [],
  joinedMarketIds: [],
  matchUrl: '',
  attribution: '',
  ...over,
});
