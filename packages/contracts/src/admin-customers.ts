import { Type, type Static } from 'typebox';
import { LoginActivityRow, PagedList } from './account';
import { BetRow } from './bets';
import { CurrentOrderSummary } from './orders';
import { LockedSport, MinMax } from './sports';
import { AccountStatementRow } from './wallet';

/**
 * Wire schemas of the back office's customers and agents (issue 16 item 3; docs/backoffice.md
 * "Customers and agents"): the user tree, account creation, password reset, locks, exposure
 * limit, each account's statement, bets, orders and login activity, and the brand's stake
 * limits. Money in currency units with at most 2 decimals (the server keeps minor units).
 */

/** The roles an account may have, highest first (docs/backoffice.md "Roles"). */
const Role = Type.Union([
  Type.Literal('Admin'),
  Type.Literal('WhiteLabel'),
  Type.Literal('SuperWatcher'),
  Type.Literal('Watcher'),
  Type.Literal('Agent'),
  Type.Literal('User'),
]);

/**
 * `GET /api/admin/users` query: `parentId` the account whose direct children to list (default:
 * the operator's own, and for an Admin also the brand's accounts without a creator); `search` a
 * part of a user name (case-insensitive) searched in the whole scope instead; `role` keeps one role.
 */
export const AdminUsersQuery = Type.Object(
  {
    parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    role: Type.Optional(Role),
  },
  { additionalProperties: false },
);
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

/** An account's operator locks: `betting` refuses sports and exchange bets, `casino` casino bets. */
export const AccountLocks = Type.Object({ betting: Type.Boolean(), casino: Type.Boolean() });
export type AccountLocks = Static<typeof AccountLocks>;

/** One account of the user tree. */
export const AdminUserRow = Type.Object({
  _id: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  role: Type.String(),
  balance: Type.Number({ description: 'currency units' }),
  exposure: Type.Number({ description: 'currency units' }),
  exposureLimit: Type.Number({ description: 'currency units; 0: no limit' }),
  locks: AccountLocks,
  /** Accounts directly below this one (its creator is this account). */
  childCount: Type.Integer({ minimum: 0 }),
  /** ISO 8601. */
  createdAt: Type.String(),
  creatorId: Type.Union([Type.String(), Type.Null()]),
});
export type AdminUserRow = Static<typeof AdminUserRow>;

/** `GET /api/admin/users` answer (at most 500 rows, user names in order). */
export const AdminUsersResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(AdminUserRow) });
export type AdminUsersResponse = Static<typeof AdminUsersResponse>;

/**
 * `POST /api/admin/users` body: a new account of a role strictly below the operator's, created by
 * the operator. `userName` 3-32 letters, digits and `_ . @ -` (unique per brand, ignoring case);
 * `password` through the one password policy; `exposureLimit` (0: none) and `openingBalance`
 * (customers only; posted as the ledger's opening transfer) in currency units.
 */
export const CreateAccountBody = Type.Object(
  {
    userName: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.@-]{2,31}$' }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    role: Role,
    exposureLimit: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
    openingBalance: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
  },
  { additionalProperties: false },
);
export type CreateAccountBody = Static<typeof CreateAccountBody>;

/** `POST /api/admin/users` answer: the new account. */
export const AdminUserResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: AdminUserRow,
});
export type AdminUserResponse = Static<typeof AdminUserResponse>;

/** `{userId}` of the account routes. */
export const AdminUserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
export type AdminUserParams = Static<typeof AdminUserParams>;

/** `GET /api/admin/users/{userId}` answer: the row, its sport locks (every sport) and the brand's stake limits. */
export const AdminUserDetailsResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    ...AdminUserRow.properties,
    currency: Type.String(),
    sportLocks: Type.Array(LockedSport),
    stakeLimits: MinMax,
  }),
});
export type AdminUserDetailsResponse = Static<typeof AdminUserDetailsResponse>;

/** `POST /api/admin/users/{userId}/password` body: the new password (the one policy applies). */
export const ResetPasswordBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** An answer with only a message. */
export const AdminMessageResponse = Type.Object({ status: Type.Boolean(), message: Type.String() });
export type AdminMessageResponse = Static<typeof AdminMessageResponse>;

/**
 * `PUT /api/admin/users/{userId}/locks` body: the locks to change (a field left out keeps its
 * value; at least one field): betting, casino, and sport locks (`eventId` a sport type id).
 */
export const SetLocksBody = Type.Object(
  {
    betting: Type.Optional(Type.Boolean()),
    casino: Type.Optional(Type.Boolean()),
    sports: Type.Optional(Type.Array(LockedSport, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type SetLocksBody = Static<typeof SetLocksBody>;

/** `PUT /api/admin/users/{userId}/locks` answer: the account's locks after the change. */
export const LocksResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ ...AccountLocks.properties, sports: Type.Array(LockedSport) }),
});
export type LocksResponse = Static<typeof LocksResponse>;

/** `PUT /api/admin/users/{userId}/exposure-limit` body: currency units, at most 2 decimals; 0: no limit. */
export const ExposureLimitBody = Type.Object(
  { exposureLimit: Type.Number({ minimum: 0, maximum: 1_000_000_000 }) },
  { additionalProperties: false },
);
export type ExposureLimitBody = Static<typeof ExposureLimitBody>;

/** `PUT /api/admin/users/{userId}/exposure-limit` answer. */
export const ExposureLimitResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ exposureLimit: Type.Number({ description: 'currency units' }) }),
});
export type ExposureLimitResponse = Static<typeof ExposureLimitResponse>;

/** Page of an account's list: `page` from 1 (1), `pageSize` 1-100 (25). */
export const AdminPageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminPageQuery = Static<typeof AdminPageQuery>;

/** `GET /api/admin/users/{userId}/bets` query: the page and the bets' status (unsettled by default). */
export const AdminBetsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('unsettled'), Type.Literal('settled')])),
  },
  { additionalProperties: false },
);
export type AdminBetsQuery = Static<typeof AdminBetsQuery>;

/** `GET /api/admin/users/{userId}/statement` answer: the account's ledger rows, newest first. */
export const AdminStatementResponse = PagedList(AccountStatementRow);
/** `GET /api/admin/users/{userId}/bets` answer, newest first. */
export const AdminBetsResponse = PagedList(BetRow);
/** `GET /api/admin/users/{userId}/orders` answer: the customer's exchange orders, newest first. */
export const AdminOrdersResponse = PagedList(CurrentOrderSummary);
/** `GET /api/admin/users/{userId}/login-activity` answer, newest first. */
export const AdminLoginActivityResponse = PagedList(LoginActivityRow);

/** `GET /api/admin/limits` answer and `PUT /api/admin/limits` body and answer: the brand's stake limits. */
export const StakeLimitsResponse = Type.Object({ status: Type.Boolean(), data: MinMax });
export type StakeLimitsResponse = Static<typeof StakeLimitsResponse>;
export const StakeLimitsBody = MinMax;
