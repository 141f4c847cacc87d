import { Type, type Static } from 'typebox';
import { MAX_BOOKMAKER_RATE } from './constants';

const Id = (description: string) =>
  Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Integer({ minimum: 0 })], { description });
const Text = Type.Optional(Type.String({ maxLength: 200 }));

/**
 * `POST /api/bet/save2` body (docs/rules/specification.md §3 Bet placement payload; issue 4 item 3). The server reads
 * only what names the bet (market, selection, side, requested odds or fancy line and rate,
 * stake) and recomputes everything else; display fields (sportsName, event, margins, ...) are
 * accepted and ignored. `clientBetId` makes a retry safe: the same id within 24 h places nothing
 * new, and the same id with a request naming another bet is a 409 (issue 12). A cash out sends
 * `Narration` (and `_id` unset); its stake and price are computed by the server.
 */
export const BetPlacement = Type.Object({
  clientBetId: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  eventId: Type.Optional(Id('sport type id')),
  legueId: Type.Optional(Id('competition id')),
  matchId: Id('match id'),
  marketId: Type.String({ minLength: 3, maxLength: 40 }),
  roundId: Type.Optional(Type.String({ maxLength: 40 })),
  sportsName: Text,
  event: Text,
  markettype: Type.Union([
    Type.Literal('Match Odds'),
    Type.Literal('Bookmaker'),
    Type.Literal('FANCY'),
    Type.Literal('Casino'),
  ]),
  market: Text,
  selection: Text,
  selectionId: Type.Optional(Id('runner / fancy row id')),
  type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
  /** Exchange markets: what happens to the unmatched remainder at the in-play turn (default LAPSE; issue 14). */
  persistenceType: Type.Optional(Type.Union([Type.Literal('LAPSE'), Type.Literal('PERSIST')])),
  /** Requested decimal odds (exchange, on the ladder: at most 1000) or percentage rate (Bookmaker, 45 = 1.45). */
  oddsReq: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_BOOKMAKER_RATE })),
  /** Fancy: line in runs (`price`) and rate (`size`, 100 = evens). */
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 10000 })),
  size: Type.Optional(Type.Number({ minimum: 0, maximum: 10000 })),
  laySize: Type.Optional(Type.Number()),
  backSize: Type.Optional(Type.Number()),
  runners: Type.Optional(Type.Unknown()),
  runnersCount: Type.Optional(Type.Unknown()),
  /** Currency units, whole minor units: at least 0.01, at most 2 decimals (issue 12). */
  stake: Type.Number({ minimum: 0.01, maximum: 100_000_000 }),
  placeTime: Type.Optional(Type.String({ maxLength: 40 })),
  favourMargin: Type.Optional(Type.Number()),
  againstMargin: Type.Optional(Type.Number()),
  Narration: Type.Optional(Type.String({ maxLength: 200 })),
  /** A partial cash out of an exchange market: the percentage of the position to hedge (1-100, default 100; issue 14 item 5). */
  cashOutPercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  _id: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
});
export type BetPlacement = Static<typeof BetPlacement>;

/** `POST /api/bet/save2` 200 answer. */
export const BetPlaced = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  betId: Type.String(),
  /** Exchange markets (issue 14): what of the stake matched at once and what rests, currency units. */
  sizeMatched: Type.Optional(Type.Number()),
  sizeRemaining: Type.Optional(Type.Number()),
});
export type BetPlaced = Static<typeof BetPlaced>;

/** A bet as the site lists it (docs/rules/specification.md §3 Bet). Money in currency units. */
export const BetRow = Type.Object({
  betId: Type.String(),
  sportsName: Type.String(),
  event: Type.String(),
  eventId: Type.Integer(),
  matchId: Type.String(),
  legueId: Type.String(),
  marketId: Type.String(),
  market: Type.String(),
  markettype: Type.String(),
  selection: Type.String(),
  selectionId: Type.String(),
  type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
  /** Decimal odds (exchange), percentage rate (Bookmaker), null for Fancy. */
  oddsReq: Type.Union([Type.Number(), Type.Null()]),
  /** Fancy line and rate. */
  price: Type.Union([Type.Number(), Type.Null()]),
  size: Type.Union([Type.Number(), Type.Null()]),
  stake: Type.Number(),
  /** What the bet wins / loses. */
  favourMargin: Type.Number(),
  againstMargin: Type.Number(),
  status: Type.Union([Type.Literal('unsettled'), Type.Literal('settled')]),
  case: Type.Union([Type.Literal('win'), Type.Literal('loss'), Type.Literal('void'), Type.Null()]),
  profitLoss: Type.Union([Type.Number(), Type.Null()]),
  placeTime: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  roundId: Type.Union([Type.String(), Type.Null()]),
});
export type BetRow = Static<typeof BetRow>;

/** `GET /api/bet/trade/list` row: open bets per market (docs/rules/specification.md §3 Live bet/trade row). */
export const TradeRow = Type.Object({
  _id: Type.String({ description: 'market id' }),
  matchId: Type.String(),
  eventId: Type.Integer(),
  legueId: Type.String(),
  sportsName: Type.String(),
  event: Type.String(),
  markettype: Type.String(),
  market: Type.String(),
  count: Type.Integer(),
});
export type TradeRow = Static<typeof TradeRow>;

/** `GET /api/bet/exposure/fetch` data: total and per open market, currency units. */
export const ExposureData = Type.Object({
  exposure: Type.Number(),
  balance: Type.Number(),
  available: Type.Number(),
  markets: Type.Array(
    Type.Object({ marketId: Type.String(), matchId: Type.String(), exposure: Type.Number() }),
  ),
});
export type ExposureData = Static<typeof ExposureData>;

/** `GET /api/bet/book/{marketId}` data: the user's P&L per runner (or per fancy run count). */
export const MarketBook = Type.Object({
  marketId: Type.String(),
  exposure: Type.Number(),
  runners: Type.Array(Type.Object({ selectionId: Type.String(), pnl: Type.Number() })),
  fancy: Type.Array(Type.Object({ runs: Type.Integer(), pnl: Type.Number() })),
});
export type MarketBook = Static<typeof MarketBook>;

/** `POST /api/admin/markets/{marketId}/result` body: the declared (or corrected) result. */
export const DeclareResult = Type.Object({
  winnerSelectionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** Fancy: the settled runs. */
  value: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  void: Type.Boolean(),
});
export type DeclareResult = Static<typeof DeclareResult>;

/** Answer of a declared result: the result version settled and the bets it touched. */
export const ResultDeclared = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  version: Type.Integer(),
  betsSettled: Type.Integer(),
  /** Bets set aside for an operator because their account could not pay (issue 12). */
  betsHeld: Type.Integer({ minimum: 0 }),
});
export type ResultDeclared = Static<typeof ResultDeclared>;
