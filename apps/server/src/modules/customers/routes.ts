import {
  AdminBetsQuery,
  AdminBetsResponse,
  AdminLoginActivityResponse,
  AdminMessageResponse,
  AdminOrdersResponse,
  AdminPageQuery,
  AdminStatementResponse,
  AdminUserDetailsResponse,
  AdminUserParams,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  CreateAccountBody,
  errorResponses,
  ExposureLimitBody,
  ExposureLimitResponse,
  LocksResponse,
  ResetPasswordBody,
  SetLocksBody,
  StakeLimitsBody,
  StakeLimitsResponse,
  type AdminUserRow,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/instance';
import { auditContext, operatorOf, requireOperator, requireRole, tenantOf } from '../../http/guards';
import { minMaxOf } from '../limits/index';
import {
  accountBets,
  accountDetails,
  accountLoginActivity,
  accountOrders,
  accountStatement,
  type ActionContext,
  createAccount,
  listAccounts,
  resetAccountPassword,
  setAccountExposureLimit,
  setAccountLocks,
  setBrandLimits,
  type TreeAccount,
  unitsToMinor,
} from './index';

const tags = ['admin'];
const security = [{ userToken: [] }];

/** The wire row of an account of the tree (money in currency units). */
function rowOf({ user, locks, childCount }: TreeAccount): AdminUserRow {
  return {
    _id: user.id,
    userName: user.user_name,
    name: user.name,
    role: user.role,
    balance: fromMinor(user.balance_minor),
    exposure: fromMinor(user.exposure_minor),
    exposureLimit: fromMinor(user.exposure_limit_minor),
    locks,
    childCount,
    createdAt: new Date(user.created_at).toISOString(),
    creatorId: user.creator_id,
  };
}

/** The page of a list query: page 1 and 25 rows unless given. */
const pageOf = (q: { page?: number; pageSize?: number }) => ({
  page: q.page ?? 1,
  pageSize: q.pageSize ?? 25,
});

/**
 * The back office's customers and agents (issue 16 item 3; docs/backoffice.md "Customers and
 * agents"), under /api/admin: the user tree, account creation, details, password reset, locks,
 * exposure limit, an account's statement, bets, orders and login activity (any operator, on the
 * accounts of their scope: an Admin their brand, anyone else their chain; another account is 404
 * "Unknown user"), and the brand's stake limits (Admin: 403 for others). 401 without an operator
 * token. Every change is audited in its own transaction.
 */
export async function customerRoutes(app: AppInstance): Promise<void> {
  const operatorGuard = requireOperator(app);
  const ctxOf = (request: FastifyRequest): ActionContext => {
    const { ip, at } = auditContext(app, request);
    return { operator: operatorOf(request), ip, at };
  };

  /**
   * GET /api/admin/users?parentId&search&role -> {status, data: rows}: the accounts created
   * directly by `parentId` (default the operator; an Admin also sees the brand's accounts without
   * a creator), or with `search` the accounts of the operator's scope whose user name contains
   * it. Each row: _id, userName, name, role, balance, exposure, exposureLimit (currency units),
   * locks {betting, casino}, childCount, createdAt, creatorId. 404 for a parent out of scope.
   */
  app.get(
    '/api/admin/users',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: 'The user tree: accounts below an account, or a search by user name',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: (await listAccounts(app.deps.db, operatorOf(request), request.query)).map(rowOf),
    }),
  );

  /**
   * POST /api/admin/users {userName, name, password, role, exposureLimit?, openingBalance?} ->
   * {status, message, data: row}: a new account of a role strictly below the operator's, created
   * by the operator; the opening balance (customers only) is the ledger's opening transfer.
   * 400 for the password policy, amounts (at most 2 decimals) or an opening balance of an
   * operator account; 403 "You cannot create a {role} account"; 409 "User name already taken".
   * Audited 'customer.create'.
   */
  app.post(
    '/api/admin/users',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: 'Create an account below the operator (opening balance for a customer)',
        body: CreateAccountBody,
        response: { 200: AdminUserResponse, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      const account = await createAccount(app.deps.db, ctxOf(request), {
        userName: b.userName,
        name: b.name,
        password: b.password,
        role: b.role,
        exposureLimitMinor: unitsToMinor(b.exposureLimit ?? 0, 'body.exposureLimit'),
        openingBalanceMinor: unitsToMinor(b.openingBalance ?? 0, 'body.openingBalance'),
      });
      return { status: true, message: 'Account created', data: rowOf(account) };
    },
  );

  /**
   * GET /api/admin/users/{userId} -> {status, data: row + currency, sportLocks (every sport),
   * stakeLimits (the brand's min/max)}. 404 "Unknown user" out of scope.
   */
  app.get(
    '/api/admin/users/:userId',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "An account's details, locks and limits",
        params: AdminUserParams,
        response: { 200: AdminUserDetailsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const d = await accountDetails(app.deps.db, operatorOf(request), request.params.userId);
      return {
        status: true,
        data: {
          ...rowOf(d),
          currency: d.user.currency,
          sportLocks: d.sportLocks,
          stakeLimits: d.stakeLimits,
        },
      };
    },
  );

  /**
   * POST /api/admin/users/{userId}/password {password} -> {status, message}: resets the
   * account's password through the one policy (400 with its message) and signs every session of
   * the account out. 404 out of scope; 403 for an account not below the operator. Audited
   * 'customer.password' (without the password).
   */
  app.post(
    '/api/admin/users/:userId/password',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "Reset an account's password (signs its sessions out)",
        params: AdminUserParams,
        body: ResetPasswordBody,
        response: { 200: AdminMessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await resetAccountPassword(
        app.deps.db,
        ctxOf(request),
        request.params.userId,
        request.body.password,
      );
      // Its sessions are revoked: this node forgets them now (modules/auth session cache).
      app.deps.sessions?.forgetUser(user.id);
      return { status: true, message: 'Password Updated Successfully!' };
    },
  );

  /**
   * PUT /api/admin/users/{userId}/locks {betting?, casino?, sports?: [{eventId, lock}]} ->
   * {status, message, data: {betting, casino, sports}}: locks or unlocks the account's betting
   * (sports and exchange bets: 403 'Your betting is locked'), casino (403 'Your casino is
   * locked') and each listed sport (hidden from the customer and refused). 400 for an empty
   * change or an unknown sport; 404 out of scope; 403 for an account not below the operator.
   * Audited 'customer.locks'.
   */
  app.put(
    '/api/admin/users/:userId/locks',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "Lock or unlock an account's betting, casino or sports",
        params: AdminUserParams,
        body: SetLocksBody,
        response: { 200: LocksResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      message: 'Locks updated',
      data: await setAccountLocks(app.deps.db, ctxOf(request), request.params.userId, request.body),
    }),
  );

  /**
   * PUT /api/admin/users/{userId}/exposure-limit {exposureLimit} -> {status, message, data:
   * {exposureLimit}}: the most total exposure the account may carry (currency units, at most 2
   * decimals; 0: no limit). 400 for a bad amount; 404 out of scope; 403 for an account not below
   * the operator. Audited 'customer.exposureLimit'.
   */
  app.put(
    '/api/admin/users/:userId/exposure-limit',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "Set an account's exposure limit",
        params: AdminUserParams,
        body: ExposureLimitBody,
        response: { 200: ExposureLimitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const limitMinor = unitsToMinor(request.body.exposureLimit, 'body.exposureLimit');
      await setAccountExposureLimit(app.deps.db, ctxOf(request), request.params.userId, limitMinor);
      return {
        status: true,
        message: 'Exposure limit updated',
        data: { exposureLimit: fromMinor(limitMinor) },
      };
    },
  );

  /** GET /api/admin/users/{userId}/statement?page&pageSize -> the account's ledger rows, newest first. 404 out of scope. */
  app.get(
    '/api/admin/users/:userId/statement',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "An account's statement",
        params: AdminUserParams,
        querystring: AdminPageQuery,
        response: { 200: AdminStatementResponse, ...errorResponses },
      },
    },
    async (request) =>
      accountStatement(app.deps.db, operatorOf(request), request.params.userId, pageOf(request.query)),
  );

  /**
   * GET /api/admin/users/{userId}/bets?status&page&pageSize -> the account's bets of `status`
   * (unsettled by default), newest first. 404 out of scope.
   */
  app.get(
    '/api/admin/users/:userId/bets',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "An account's bets",
        params: AdminUserParams,
        querystring: AdminBetsQuery,
        response: { 200: AdminBetsResponse, ...errorResponses },
      },
    },
    async (request) =>
      accountBets(
        app.deps.db,
        operatorOf(request),
        request.params.userId,
        request.query.status ?? 'unsettled',
        pageOf(request.query),
      ),
  );

  /**
   * GET /api/admin/users/{userId}/orders?page&pageSize -> the customer's exchange orders on the
   * brand's books, newest first (empty without an exchange engine). 404 out of scope.
   */
  app.get(
    '/api/admin/users/:userId/orders',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "An account's exchange orders",
        params: AdminUserParams,
        querystring: AdminPageQuery,
        response: { 200: AdminOrdersResponse, ...errorResponses },
      },
    },
    async (request) =>
      accountOrders(
        app.deps.db,
        app.deps.exchange,
        operatorOf(request),
        request.params.userId,
        pageOf(request.query),
      ),
  );

  /** GET /api/admin/users/{userId}/login-activity?page&pageSize -> the account's sign-in attempts, newest first. 404 out of scope. */
  app.get(
    '/api/admin/users/:userId/login-activity',
    {
      preHandler: operatorGuard,
      schema: {
        tags,
        security,
        summary: "An account's sign-in attempts",
        params: AdminUserParams,
        querystring: AdminPageQuery,
        response: { 200: AdminLoginActivityResponse, ...errorResponses },
      },
    },
    async (request) =>
      accountLoginActivity(app.deps.db, operatorOf(request), request.params.userId, pageOf(request.query)),
  );

  /** GET /api/admin/limits -> {status, data: MinMax}: the brand's stake limits (Admin; 403 otherwise). */
  app.get(
    '/api/admin/limits',
    {
      preHandler: [operatorGuard, requireRole('Admin')],
      schema: {
        tags,
        security,
        summary: "The brand's stake limits (min/max list)",
        response: { 200: StakeLimitsResponse, ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await minMaxOf(app.deps.db, operatorOf(request).domain_id) }),
  );

  /**
   * PUT /api/admin/limits {advanceBetLock, oddsMin, oddsMax, fancyMin, fancyMax, bookmakerMin,
   * bookmakerMax, delay} -> {status, data}: sets the brand's stake limits (currency units, at most
   * 2 decimals, >= 0, each min <= its max; delay whole seconds 0-300; the house cap kept). Admin
   * (403 otherwise); 400 for a bad value. Audited 'limits.update'.
   */
  app.put(
    '/api/admin/limits',
    {
      preHandler: [operatorGuard, requireRole('Admin')],
      schema: {
        tags,
        security,
        summary: "Set the brand's stake limits",
        body: StakeLimitsBody,
        response: { 200: StakeLimitsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await setBrandLimits(app.deps.db, ctxOf(request), tenantOf(request).domain, request.body),
    }),
  );
}
