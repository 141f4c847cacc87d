import { Type, type Static } from 'typebox';
import { CasinoVerify } from './casino';
import { MarketStatus } from './sports';

/**
 * Wire schemas of the back office's markets, risk and casino sections (issue 16 items 4 and 5;
 * docs/backoffice.md "Markets, risk and casino"). Money in currency units (at most 2 decimals);
 * a house P&L is the brand's house's gain (positive) or loss (negative).
 */

/** Path parameter of a market (the feed's market ids: digits and dots). */
export const AdminMarketParams = Type.Object({ marketId: Type.String({ pattern: '^[0-9.]{3,40}$' }) });
export type AdminMarketParams = Static<typeof AdminMarketParams>;

/** Path parameter of a match (the feed's match ids: digits). */
export const AdminMatchParams = Type.Object({ matchId: Type.String({ pattern: '^[0-9]{1,20}$' }) });
export type AdminMatchParams = Static<typeof AdminMatchParams>;

/** `GET /api/admin/markets` query: one sport (`sportId`), and only matches in play (`inPlay=true`) or not. */
export const AdminMarketsQuery = Type.Object(
  {
    sportId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    inPlay: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminMarketsQuery = Static<typeof AdminMarketsQuery>;

/** The house's P&L if one runner wins, over the brand's unsettled bets on the market. */
export const AdminRunnerBook = Type.Object({
  selectionId: Type.String(),
  runnerName: Type.String(),
  housePnl: Type.Number(),
});
export type AdminRunnerBook = Static<typeof AdminRunnerBook>;

/** A fancy market's book by line: the house's P&L when the session ends at `runs` or more (up to the next point). */
export const AdminFancyPoint = Type.Object({ runs: Type.Integer(), housePnl: Type.Number() });
export type AdminFancyPoint = Static<typeof AdminFancyPoint>;

/** One market of a listed match with the brand's match book. */
export const AdminMarketRow = Type.Object({
  marketId: Type.String(),
  name: Type.String(),
  type: Type.Union([
    Type.Literal('match_odds'),
    Type.Literal('exchange'),
    Type.Literal('bookmaker'),
    Type.Literal('fancy'),
  ]),
  /** As customers see it now (a fancy row: OPEN when it takes bets, CLOSED once decided, else SUSPENDED). */
  status: MarketStatus,
  suspendedByOperator: Type.Boolean(),
  /** The brand's house quoting limit set on this market (exchange markets), null: the brand's cap. */
  houseLimit: Type.Union([Type.Number(), Type.Null()]),
  /** Sum of the stakes of the brand's matched bets (settled or not), currency units. */
  turnover: Type.Number(),
  bets: Type.Integer(),
  /** The brand's unsettled bets. */
  openBets: Type.Integer(),
  /** Per runner, the house's P&L if it wins (runner markets; empty on fancy). */
  runners: Type.Array(AdminRunnerBook),
  /** Fancy: the house's P&L by line, runs ascending (empty on runner markets). */
  fancyBook: Type.Array(AdminFancyPoint),
  /** The house's worst P&L over the outcomes (0 when it cannot lose). */
  worstCase: Type.Number(),
});
export type AdminMarketRow = Static<typeof AdminMarketRow>;

/** One match of the live list with its markets. */
export const AdminMatchRow = Type.Object({
  matchId: Type.String(),
  sportId: Type.Integer(),
  eventName: Type.String(),
  competitionName: Type.String(),
  /** Scheduled start, ISO 8601. */
  openDate: Type.String(),
  inPlay: Type.Boolean(),
  phase: Type.Union([Type.Literal('scheduled'), Type.Literal('inplay'), Type.Literal('finished')]),
  suspendedByOperator: Type.Boolean(),
  markets: Type.Array(AdminMarketRow),
});
export type AdminMatchRow = Static<typeof AdminMatchRow>;

/** `GET /api/admin/markets` answer. */
export const AdminMarketsResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(AdminMatchRow) });
export type AdminMarketsResponse = Static<typeof AdminMarketsResponse>;

/** Answer of a suspend or resume of a market, a match or a casino table. */
export const MarketControlResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    scope: Type.Union([Type.Literal('market'), Type.Literal('match'), Type.Literal('casino')]),
    id: Type.String(),
    suspended: Type.Boolean(),
  }),
});
export type MarketControlResponse = Static<typeof MarketControlResponse>;

/** `PUT /api/admin/markets/{marketId}/house-limit` body: currency units >= 0 (at most 2 decimals), or null for the brand's cap. */
export const HouseLimitBody = Type.Object(
  { limit: Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]) },
  { additionalProperties: false },
);
export type HouseLimitBody = Static<typeof HouseLimitBody>;

/** Answer of a house limit change: the limit set (null: none) and the cap now in force, currency units. */
export const HouseLimitResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    marketId: Type.String(),
    limit: Type.Union([Type.Number(), Type.Null()]),
    capInForce: Type.Number(),
  }),
});
export type HouseLimitResponse = Static<typeof HouseLimitResponse>;

/** Path parameter of a casino table (its casino type, e.g. teen20). */
export const AdminCasinoTableParams = Type.Object({
  casinoType: Type.String({ pattern: '^[a-z0-9]{2,20}$' }),
});
export type AdminCasinoTableParams = Static<typeof AdminCasinoTableParams>;

/** One casino table with its brand's figures; RTPs are ratios (0.97 = 97 %). */
export const AdminCasinoTable = Type.Object({
  casinoType: Type.String(),
  name: Type.String(),
  tableNo: Type.Integer(),
  status: Type.Union([Type.Literal('running'), Type.Literal('paused')]),
  /** The round on the table now ("0" when none). */
  roundId: Type.String(),
  /** Rounds stored for the table (every brand: the tables are shared). */
  roundsDealt: Type.Integer(),
  /** The brand's settled, not void, bets. */
  bets: Type.Integer(),
  turnover: Type.Number(),
  /** The house's result on them: minus the customers' P&L. */
  houseResult: Type.Number(),
  /** What came back to the customers over what they staked (null before any bet). */
  measuredRtp: Type.Union([Type.Number(), Type.Null()]),
  /** The exact RTP of the same back bets, stake-weighted (packages/casino expectedRtp), null before any. */
  exactRtp: Type.Union([Type.Number(), Type.Null()]),
  /** Each market's exact RTP of a back bet. */
  markets: Type.Array(Type.Object({ sid: Type.Integer(), name: Type.String(), exactRtp: Type.Number() })),
});
export type AdminCasinoTable = Static<typeof AdminCasinoTable>;

/** `GET /api/admin/casino/tables` answer. */
export const AdminCasinoTablesResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Array(AdminCasinoTable),
});
export type AdminCasinoTablesResponse = Static<typeof AdminCasinoTablesResponse>;

/** Path parameter of a casino round (`{tableNo}.{yymmddhhmmss}`). */
export const AdminRoundParams = Type.Object({
  roundId: Type.String({ pattern: '^[0-9]{1,3}\\.[0-9]{12}$' }),
});
export type AdminRoundParams = Static<typeof AdminRoundParams>;

/** `GET /api/admin/casino/rounds/{roundId}` answer: the verification of the round and the brand's bets on it. */
export const AdminCasinoRoundResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    ...CasinoVerify.properties,
    tableNo: Type.Integer(),
    /** ISO 8601. */
    openedAt: Type.String(),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    /** The brand's settled, not void, bets on the round. */
    bets: Type.Integer(),
    turnover: Type.Number(),
    houseResult: Type.Number(),
  }),
});
export type AdminCasinoRoundResponse = Static<typeof AdminCasinoRoundResponse>;
