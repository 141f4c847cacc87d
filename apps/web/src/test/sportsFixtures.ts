import type {
  BetRow,
  BookmakerMarket,
  BookmakerRunner,
  EventRow,
  ExchangeMarket,
  ExchangeRunner,
  FancyRow,
  MinMax,
  PriceSize,
} from '@backlay/contracts';

/**
 * The sports fixtures the full market and multimarket tests share: one in-play cricket match,
 * India v Australia, and builders of its catalogue rows, exchange and Bookmaker markets and fancy
 * rows (wire shapes of packages/contracts, docs/rules/specification.md §3). Each test module overrides the values its
 * assertions name.
 */

/** The match's keys. */
export const MATCH = { sportId: 4, competitionId: '4001', matchId: '40000001' };
/** Its Match Odds (exchange) market id. */
export const MO = '1.4000000101';
/** Its Bookmaker market id. */
export const BM = '2.4000000101';

/** A catalogue row of the match (get-matches-by-eventid); `over` wins. */
export const eventRowOf = (over: Partial<EventRow> = {}): EventRow => ({
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

/** An exchange runner with its back and lay ladders (best first, decimal odds). */
export const exchangeRunner = (
  selectionId: string,
  runnerName: string,
  availableToBack: PriceSize[],
  availableToLay: PriceSize[],
  status: ExchangeRunner['status'] = 'ACTIVE',
): ExchangeRunner => ({ selectionId, runnerName, status, ex: { availableToBack, availableToLay } });

/** The match's Match Odds market, in play and OPEN with a 5 s bet delay; `over` wins. */
export const exchangeMarketOf = (
  runners: ExchangeRunner[],
  over: Partial<ExchangeMarket> = {},
): ExchangeMarket => ({
  marketId: MO,
  marketName: 'Match Odds',
  matchId: MATCH.matchId,
  status: 'OPEN',
  inplay: true,
  version: 1,
  betDelay: 5,
  totalMatched: 0,
  runners,
  ...over,
});

/** A Bookmaker runner: back and lay rates (percent) with one size on both sides. */
export const bookmakerRunner = (
  selectionId: string,
  runnerName: string,
  status: BookmakerRunner['status'],
  [back, lay]: [number, number],
  size: number,
): BookmakerRunner => ({ selectionId, runnerName, status, back, lay, backSize: size, laySize: size });

/** The match's Bookmaker market, in play and OPEN with a 2 s bet delay; `over` wins. */
export const bookmakerMarketOf = (
  runners: BookmakerRunner[],
  over: Partial<BookmakerMarket> = {},
): BookmakerMarket => ({
  marketId: BM,
  marketName: 'Bookmaker',
  matchId: MATCH.matchId,
  status: 'OPEN',
  inplay: true,
  version: 1,
  betDelay: 2,
  runners,
  ...over,
});

/** An open runs fancy row of the match, No 45 / Yes 46 at rate 100, 1 s bet delay; `over` wins. */
export const fancyRowOf = (over: Partial<FancyRow> = {}): FancyRow => ({
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

/** A brand's stake limits (get-min-max, docs/rules/specification.md §3 Min/max data): currency units, no advance lock. */
export const MIN_MAX: MinMax = {
  advanceBetLock: false,
  oddsMin: 100,
  oddsMax: 100000,
  fancyMin: 100,
  fancyMax: 20000,
  bookmakerMin: 100,
  bookmakerMax: 300000,
  delay: 0,
};

/** A stored bet on India's Match Odds (docs/rules/specification.md §3 Bet): back 100 at 2.50, unsettled. */
export const betRowOf = (over: Partial<BetRow> = {}): BetRow => ({
  betId: 'b1',
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: 4,
  matchId: MATCH.matchId,
  legueId: MATCH.competitionId,
  marketId: MO,
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
  placeTime: '2026-01-01T10:30:00.000Z',
  settledAt: null,
  remark: '',
  roundId: null,
  ...over,
});
