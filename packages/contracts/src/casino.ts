import { Type, type Static } from 'typebox';

/**
 * Live casino wire shapes (docs/rules/specification.md §3 Casino live data / result / game / list item, §7 casino calls;
 * docs/rules/casino.md §0.1 and Decision 8: the old t1/t2 format). Every endpoint answers in the
 * project's `{status: true, data}` envelope. Prices travel as decimal-odds strings with 2
 * decimals ("1.98"); stake limits in currency units. A card not yet revealed is always "1".
 */

/**
 * `t1[0]` of `GET /api/casino/data/{casinoType}/{eventId}`: `mid` the round id ("0" when no
 * round is running), `autotime` seconds left for betting (25 at the start, "0" once suspended),
 * `gtype` the casino type, table stake limits, and the card fields of the table (`C1..Cn`, or
 * table-specific names such as `desc`) holding card codes ("ASS", "10DD") or "1" (hidden).
 */
export const CasinoT1 = Type.Object(
  {
    mid: Type.String(),
    autotime: Type.String(),
    remark: Type.String(),
    gtype: Type.String(),
    min: Type.Integer(),
    max: Type.Integer(),
  },
  { additionalProperties: Type.String() },
);
export type CasinoT1 = Static<typeof CasinoT1>;

/** A t2 runner of a rate table: `rate` "0" and `gstatus` "0" while suspended, "1" when open. */
export const CasinoRateRunner = Type.Object({
  mid: Type.String(),
  nat: Type.String(),
  sid: Type.String(),
  rate: Type.String(),
  gstatus: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  min: Type.Integer(),
  max: Type.Integer(),
});
export type CasinoRateRunner = Static<typeof CasinoRateRunner>;

/**
 * A t2 runner of a back/lay table (aaa, btable, card32, card32eu, Teen, dt6): back price `b1`
 * and lay price `l1` as decimal odds ("0" while suspended), sizes `bs1`/`ls1` (the runner's
 * maximum stake), `gstatus` ACTIVE or SUSPENDED.
 */
export const CasinoBackLayRunner = Type.Object({
  mid: Type.String(),
  nat: Type.String(),
  sid: Type.String(),
  b1: Type.String(),
  bs1: Type.String(),
  l1: Type.String(),
  ls1: Type.String(),
  gstatus: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')]),
  min: Type.Integer(),
  max: Type.Integer(),
});
export type CasinoBackLayRunner = Static<typeof CasinoBackLayRunner>;

/** `GET /api/casino/data/{casinoType}/{eventId}` data (docs/rules/specification.md §3 Casino live data). */
export const CasinoData = Type.Object({
  t1: Type.Array(CasinoT1),
  t2: Type.Array(Type.Union([CasinoRateRunner, CasinoBackLayRunner])),
});
export type CasinoData = Static<typeof CasinoData>;

/** A recent result (docs/rules/casino.md §0.5): `result` the main winner code, newest first. */
export const CasinoRecentResult = Type.Object({ result: Type.String(), mid: Type.String() });
export type CasinoRecentResult = Static<typeof CasinoRecentResult>;

/** `POST /api/sports/v1/casino/result` body. */
export const CasinoResultRequest = Type.Object({
  roundId: Type.String({ minLength: 3, maxLength: 40, pattern: '^[0-9]{1,3}\\.[0-9]{12}$' }),
});
export type CasinoResultRequest = Static<typeof CasinoResultRequest>;

/**
 * A finished round's result (docs/rules/specification.md §3 Casino result, docs/rules/casino.md §0.5): `win` / `result` the
 * main winner code, `winnat` its name, `rdesc` the '#'-separated description, `cards` the
 * comma list of cards in the table's result order ("1" for slots not dealt), `sids` the comma
 * list of every winning sid.
 */
export const CasinoRoundResult = Type.Object({
  mid: Type.String(),
  result: Type.String(),
  win: Type.String(),
  winnat: Type.String(),
  rdesc: Type.String(),
  cards: Type.String(),
  sids: Type.String(),
});
export type CasinoRoundResult = Static<typeof CasinoRoundResult>;

/** `GET /api/casino/list` item (docs/rules/specification.md §3 Casino list item; `comingSoon` is the client's). */
export const CasinoListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Path of the table's live data, e.g. "/api/casino/data/teen20/99011". */
  dataURL: Type.String(),
  /** The table's id in `/play-casino-new/{eventId}/{casinoType}` (= its game's matchId). */
  eventId: Type.String(),
  casinoType: Type.String(),
  thumbUrl: Type.String(),
  tamannahSquareThumbUrl: Type.String(),
});
export type CasinoListItem = Static<typeof CasinoListItem>;

/** A table's market in the game list: one per table, `markettype` "Casino". */
export const CasinoGameMarket = Type.Object({
  marketId: Type.String(),
  markettype: Type.Literal('Casino'),
  /** True while the current round takes no bets. */
  suspended: Type.Boolean(),
});
export type CasinoGameMarket = Static<typeof CasinoGameMarket>;

/**
 * `GET /api/sports/casino/games` item (docs/rules/specification.md §3 Casino game): `eventId` the casino sport id (99),
 * `legueId` "99", `matchId` the table (e.g. "99011"), `casinoType` added for the client.
 */
export const CasinoGame = Type.Object({
  eventId: Type.Integer(),
  legueId: Type.String(),
  matchId: Type.String(),
  name: Type.String(),
  casinoType: Type.String(),
  markets: Type.Array(CasinoGameMarket),
});
export type CasinoGame = Static<typeof CasinoGame>;

/** `GET /api/sports/casino/games` query filters. */
export const CasinoGamesQuery = Type.Object({
  eventId: Type.Optional(Type.Integer({ minimum: 0 })),
  legueId: Type.Optional(Type.String({ maxLength: 20 })),
  matchId: Type.Optional(Type.String({ maxLength: 20 })),
});
export type CasinoGamesQuery = Static<typeof CasinoGamesQuery>;

/** The result fields of a round as the engine computed them (docs/rules/casino.md §0.5). */
export const CasinoDealtResult = Type.Object({
  win: Type.String(),
  winnat: Type.String(),
  sids: Type.Array(Type.Integer()),
  rdesc: Type.String(),
  cards: Type.Array(Type.String()),
});
export type CasinoDealtResult = Static<typeof CasinoDealtResult>;

/**
 * `GET /api/casino/verify/{roundId}` data (docs/rules/casino.md Decision 1): the commitment
 * sha256(serverSeed) published before the round; once the round is over (settled or void) the
 * seed, the cards re-derived by dealing again from fairRng(serverSeed, roundId) in reveal order,
 * the result they make, and `matches` (the commitment and the re-dealt cards agree with what
 * was stored). Before that: `serverSeed`, `cards`, `result` and `matches` are null.
 */
export const CasinoVerify = Type.Object({
  roundId: Type.String(),
  casinoType: Type.String(),
  status: Type.String(),
  commit: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  cards: Type.Union([Type.Array(Type.String()), Type.Null()]),
  result: Type.Union([CasinoDealtResult, Type.Null()]),
  matches: Type.Union([Type.Boolean(), Type.Null()]),
});
export type CasinoVerify = Static<typeof CasinoVerify>;
