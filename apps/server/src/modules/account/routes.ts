import {
  AccountStatementRow,
  Banner,
  BetHistoryRequest,
  BetRow,
  DataEnvelope,
  DateRangeQuery,
  DomainIdParams,
  errorResponses,
  LoginActivityRow,
  Notice,
  PagedList,
  PageParams,
  PASSWORD_UPDATED_MESSAGE,
  PasswordHistoryRow,
  ProfitLossRequest,
  ProfitLossResponse,
  StatementRequest,
  StatusMessage,
  UpdatePasswordBody,
} from '@backlay/contracts';
import { Type, type Static, type TSchema } from 'typebox';
import type { AppInstance } from '../../http/instance';
import type { Db } from '../../db/index';
import { requireTenant, requireUser, tenantOf, userOf } from '../../http/guards';
import { geoLookup } from './geo';
import { betHistoryPage, loginActivityPage, passwordHistoryPage, statementPage } from './lists';
import { bannersOf, noticesFor, requireOwnDomain } from './notices';
import { dateRange, type DateRange } from './paging';
import { updatePassword } from '../users/index';
import { profitLossPage } from './profitLoss';

const tags = ['account'];
const security = [{ userToken: [] }];

/** Password changes allowed per IP per minute (each one costs an argon2id verify). */
const PASSWORD_CHANGES_PER_MINUTE = 20;

/** One paged list read with a date-range body: (db, user id, body, range, page) -> the reply. */
type PageOf<Body extends TSchema, Reply extends TSchema> = (
  db: Db,
  userId: string,
  body: Static<Body>,
  range: DateRange,
  page: PageParams,
) => Promise<Static<Reply>>;

/**
 * Registers `POST url` (url ending in `/:page/:pageSize`, docs/rules/specification.md §7 paged lists) for the signed-in
 * user (`guard`): the body's `from`/`to` are read as a date range (400 on a bad date, see
 * paging.ts) and `page` answers with `reply` (validated by the route schema).
 */
function postPagedList<Body extends TSchema, Reply extends TSchema>(
  app: AppInstance,
  guard: ReturnType<typeof requireUser>,
  route: { url: string; summary: string; body: Body; reply: Reply; page: PageOf<Body, Reply> },
): void {
  app.post(
    route.url,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: route.summary,
        params: PageParams,
        body: route.body,
        // Widened: the page function's type already ties its answer to `reply`.
        response: { 200: route.reply as TSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as Static<Body> & { from?: string; to?: string };
      return route.page(app.deps.db, userOf(request).user.id, body, dateRange(body, 'body'), request.params);
    },
  );
}

/**
 * The account calls of docs/rules/specification.md §7 (issue 8 item 1): statement, password history, login activity,
 * profit and loss, bet history, password change, notices and banners. Every call but the banners
 * needs a signed-in customer (401 "Session expired!" otherwise); ids of anyone else in the path
 * or body answer 404; `{page}/{pageSize}` must be integers with the size in 10/25/50/100 (400).
 */
export async function accountRoutes(app: AppInstance): Promise<void> {
  const guard = requireUser(app);

  // The geolocation data is large: load it when the server starts listening, not on a request.
  app.addHook('onListen', async () => {
    void geoLookup.warm().catch((err: unknown) => app.log.warn({ err }, 'geolocation data failed to load'));
  });

  /** POST /api/transit/transactions/test/{page}/{pageSize} {userId?, from?, to?, filter?}: statement. */
  postPagedList(app, guard, {
    url: '/api/transit/transactions/test/:page/:pageSize',
    summary: 'Account statement',
    body: StatementRequest,
    reply: PagedList(AccountStatementRow),
    page: statementPage,
  });

  /** GET /api/auth/password-update-history/{page}/{pageSize}?from&to: the user's password changes. */
  app.get(
    '/api/auth/password-update-history/:page/:pageSize',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Password history',
        params: PageParams,
        querystring: DateRangeQuery,
        response: { 200: PagedList(PasswordHistoryRow), ...errorResponses },
      },
    },
    async (request) =>
      passwordHistoryPage(
        app.deps.db,
        userOf(request).user.id,
        dateRange(request.query, 'querystring'),
        request.params,
      ),
  );

  /** GET /api/auth/login-activity/{userId}/{page}/{pageSize}?from&to: the user's sign-ins. */
  app.get(
    '/api/auth/login-activity/:userId/:page/:pageSize',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Login activity (IP Geolocation by DB-IP)',
        params: Type.Object({
          userId: Type.String({ minLength: 1, maxLength: 64 }),
          ...PageParams.properties,
        }),
        querystring: DateRangeQuery,
        response: { 200: PagedList(LoginActivityRow), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, page, pageSize } = request.params;
      return loginActivityPage(
        app.deps.db,
        userOf(request).user.id,
        userId,
        dateRange(request.query, 'querystring'),
        { page, pageSize },
      );
    },
  );

  /** POST /api/profit-loss/test/{page}/{pageSize} {from?, to?, eventId?, matchId?, markettype?}. */
  postPagedList(app, guard, {
    url: '/api/profit-loss/test/:page/:pageSize',
    summary: 'Profit and loss by sport, event, market type and bet (casino: round)',
    body: ProfitLossRequest,
    reply: ProfitLossResponse,
    page: profitLossPage,
  });

  /** POST /api/bet/history/test/{page}/{pageSize} {status, sportsName?, from?, to?}: bet history. */
  postPagedList(app, guard, {
    url: '/api/bet/history/test/:page/:pageSize',
    summary: 'Bet history (unsettled or settled)',
    body: BetHistoryRequest,
    reply: PagedList(BetRow),
    page: betHistoryPage,
  });

  /**
   * POST /api/auth/update-password {currentPassword, newPassword, confirmPassword} -> {status,
   * message: 'Password Updated Successfully!'}; the user's other sessions are signed out.
   * 400 with the reason (see password.ts); 429 past 20 a minute per IP.
   */
  app.post(
    '/api/auth/update-password',
    {
      config: { rateLimit: { max: PASSWORD_CHANGES_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Change the password',
        body: UpdatePasswordBody,
        response: { 200: StatusMessage, ...errorResponses },
      },
    },
    async (request) => {
      const { user, tokenHash } = userOf(request);
      await updatePassword(app.deps, user, tokenHash, request.body);
      app.deps.sessions?.forgetUser(user.id); // its other sessions are revoked: this node forgets them now
      return { status: true, message: PASSWORD_UPDATED_MESSAGE };
    },
  );

  /** GET /api/domain/notice/get/{domainId}: the news ticker of the signed-in user (docs/rules/specification.md §4 Notices). */
  app.get(
    '/api/domain/notice/get/:domainId',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "Notices by the user's creator, white-label, watcher or super-watcher",
        params: DomainIdParams,
        response: { 200: DataEnvelope(Type.Array(Notice)), ...errorResponses },
      },
    },
    async (request) => {
      requireOwnDomain(tenantOf(request), request.params.domainId);
      return { status: true, data: await noticesFor(app.deps.db, userOf(request).user) };
    },
  );

  /** GET /api/domain/banner/get/{domainId}: the brand's carousel banners (anonymous too). */
  app.get(
    '/api/domain/banner/get/:domainId',
    {
      preHandler: requireTenant(app),
      schema: {
        tags,
        summary: 'Banners of the brand',
        params: DomainIdParams,
        response: { 200: DataEnvelope(Type.Array(Banner)), ...errorResponses },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      requireOwnDomain(tenant, request.params.domainId);
      return { status: true, data: await bannersOf(app.deps.db, tenant.id, new Date(app.deps.clock.now())) };
    },
  );
}
