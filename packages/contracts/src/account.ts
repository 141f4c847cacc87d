import { Type, type Static, type TSchema } from 'typebox';
import { PAGE_SIZES } from './constants';

/**
 * Wire schemas of the account area (issue 8): the paged lists of the account pages (statement,
 * bet history, profit and loss, password history, login activity), the password change, and the
 * brand's notices and banners. Money is in currency units (docs/architecture.md Money); times are ISO-8601
 * UTC strings (docs/architecture.md "Money, prices, time").
 */

/** `{page}/{pageSize}` path segments (docs/rules/specification.md §7: converted to integers; docs/rules/specification.md §9: sizes 10/25/50/100). */
export const PageParams = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page number' }),
  pageSize: Type.Integer({ enum: [...PAGE_SIZES], description: '10, 25, 50 or 100' }),
});
export type PageParams = Static<typeof PageParams>;

/** A paged answer (docs/rules/specification.md §3 Paged list): the page's items, its number and the page count. */
export const PagedList = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Boolean(),
    pageItems: Type.Array(item),
    currentPage: Type.Integer(),
    totalPages: Type.Integer({ description: '0 when nothing matches' }),
  });
export interface PagedList<T> {
  status: boolean;
  pageItems: T[];
  currentPage: number;
  totalPages: number;
}

/**
 * A bound of a date range: a calendar day `YYYY-MM-DD` (a UTC day: `from` is its first instant,
 * `to` its last) or an ISO-8601 date-time (the web sends the user's local day bounds this way).
 */
const DateBound = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^\\d{4}-\\d{2}-\\d{2}([Tt ][0-9:.]+([Zz]|[+-]\\d{2}:?\\d{2})?)?$',
      description,
    }),
  );

/** Optional `?from&to` of the GET lists (password history, login activity). */
export const DateRangeQuery = Type.Object({
  from: DateBound('first day or instant, inclusive'),
  to: DateBound('last day or instant, inclusive'),
});
export type DateRangeQuery = Static<typeof DateRangeQuery>;

/**
 * `POST /api/transit/transactions/test/{page}/{pageSize}` body (docs/rules/specification.md §3 Statement request).
 * `userId`, when sent, must be the caller's own id (anything else is 404); `filter` defaults to
 * 'all'.
 */
export const StatementRequest = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 64 })),
  from: DateBound('first day or instant, inclusive'),
  to: DateBound('last day or instant, inclusive'),
  filter: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('upline'), Type.Literal('betRecords')], {
      description: 'all (default), upline or betRecords',
    }),
  ),
});
export type StatementRequest = Static<typeof StatementRequest>;

/** Bet statuses of the bet history filter (docs/rules/specification.md §4 Bet status). */
export const BET_STATUSES = ['unsettled', 'settled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * `POST /api/bet/history/test/{page}/{pageSize}` body: bets of `status`, of sport `sportsName`
 * ('' or 'All' for every sport; 'Casino' for casino bets), placed between `from` and `to`.
 */
export const BetHistoryRequest = Type.Object({
  status: Type.Union([Type.Literal('unsettled'), Type.Literal('settled')]),
  sportsName: Type.Optional(Type.String({ maxLength: 40 })),
  from: DateBound('first day or instant of the place time, inclusive'),
  to: DateBound('last day or instant of the place time, inclusive'),
});
export type BetHistoryRequest = Static<typeof BetHistoryRequest>;

/** Drill-down levels of profit and loss (docs/rules/specification.md §2 /profitloss/{eventId?}/{matchId?}/{markettype?}). */
export const PROFIT_LOSS_LEVELS = ['sport', 'event', 'market', 'bet', 'round'] as const;
export type ProfitLossLevel = (typeof PROFIT_LOSS_LEVELS)[number];

/**
 * `POST /api/profit-loss/test/{page}/{pageSize}` body: settled bets between `from` and `to`
 * (settle time). Without `eventId`: one row per sport; with `eventId` (the sport type id): one
 * row per event; with `matchId` too: one row per market type; with `markettype` too: the bets
 * (casino: one row per round). An `eventId` or `matchId` the caller has no bet on is 404.
 */
export const ProfitLossRequest = Type.Object({
  from: DateBound('first day or instant of the settle time, inclusive'),
  to: DateBound('last day or instant of the settle time, inclusive'),
  eventId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 1e9 }), Type.String({ pattern: '^[0-9]{1,9}$' })]),
  ),
  matchId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })),
  markettype: Type.Optional(
    Type.Union([
      Type.Literal('Match Odds'),
      Type.Literal('Bookmaker'),
      Type.Literal('FANCY'),
      Type.Literal('Casino'),
    ]),
  ),
});
export type ProfitLossRequest = Static<typeof ProfitLossRequest>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One profit and loss row (docs/rules/specification.md §3 Profit/loss row). Group rows (`level` sport, event, market,
 * round) carry the sum `profitloss` and the count `bets`; bet rows also carry the bet's
 * selection, side, odds, stake and times. Fields that do not apply to a level are null.
 */
export const ProfitLossRow = Type.Object({
  level: Type.Union([
    Type.Literal('sport'),
    Type.Literal('event'),
    Type.Literal('market'),
    Type.Literal('bet'),
    Type.Literal('round'),
  ]),
  sportsName: Type.String(),
  eventId: Type.Integer({ description: 'sport type id (Cricket 4, Tennis 2, Soccer 1)' }),
  eventName: Nullable(Type.String()),
  matchId: Nullable(Type.String()),
  markettype: Nullable(Type.String()),
  market: Nullable(Type.String()),
  roundId: Nullable(Type.String()),
  betId: Nullable(Type.String()),
  profitloss: Type.Number({ description: 'currency units; positive is a win' }),
  bets: Type.Integer(),
  selection: Nullable(Type.String()),
  type: Nullable(Type.Union([Type.Literal('back'), Type.Literal('lay')])),
  oddsReq: Nullable(Type.Number()),
  stake: Nullable(Type.Number()),
  placeTime: Nullable(Type.String()),
  settledAt: Nullable(Type.String({ description: 'the latest settle time of the group' })),
});
export type ProfitLossRow = Static<typeof ProfitLossRow>;

/** `POST /api/profit-loss/test/...` answer: a paged list plus the sum over every matching row. */
export const ProfitLossResponse = Type.Object({
  status: Type.Boolean(),
  pageItems: Type.Array(ProfitLossRow),
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Number({ description: 'profit and loss of every matching bet, currency units' }),
});
export type ProfitLossResponse = PagedList<ProfitLossRow> & { total: number };

/** One password change (docs/rules/specification.md §3 Password history row). */
export const PasswordHistoryRow = Type.Object({
  updatedOf: Type.String({ description: 'user name of the account' }),
  updatedBy: Type.String({ description: 'user name of who changed it' }),
  createdAt: Type.String(),
});
export type PasswordHistoryRow = Static<typeof PasswordHistoryRow>;

/** Login statuses (docs/rules/specification.md §3 Login activity row: Success or other). */
export const LOGIN_STATUSES = ['Success', 'Failed'] as const;

/**
 * One sign-in attempt (docs/rules/specification.md §3 Login activity row). isp, city, state and country come from the
 * server's offline look-up of the address the request came from ('Local network' for private
 * and loopback addresses).
 */
export const LoginActivityRow = Type.Object({
  loginTime: Type.String(),
  loginStatus: Type.Union([Type.Literal('Success'), Type.Literal('Failed')]),
  deviceIp: Type.String(),
  isp: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
});
export type LoginActivityRow = Static<typeof LoginActivityRow>;

/** `POST /api/auth/update-password` body (docs/rules/specification.md §2 Password screens: all three required). */
export const UpdatePasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmPassword: Type.String({ maxLength: 128 }),
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

/** Shortest password accepted by the password change. */
export const MIN_PASSWORD_LENGTH = 8;

/** `{domainId}` of the notice and banner calls. */
export const DomainIdParams = Type.Object({ domainId: Type.String({ minLength: 1, maxLength: 64 }) });
export type DomainIdParams = Static<typeof DomainIdParams>;

/** A notice of the news ticker (docs/rules/specification.md §3 Notice): its text and the operator who wrote it. */
export const Notice = Type.Object({ notice: Type.String(), createdBy: Type.String() });
export type Notice = Static<typeof Notice>;

/** A banner of the home carousel (docs/rules/specification.md §3 Banner): an image URL (https, a site path or data:). */
export const Banner = Type.Object({ banner: Type.String() });
export type Banner = Static<typeof Banner>;
