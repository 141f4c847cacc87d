import {
  AdminMessageResponse,
  AdminProtectionResponse,
  AdminUserParams,
  errorResponses,
  RgConfirmBody,
  RgLiftBody,
  RgLimitBody,
  RgRealityAckBody,
  RgRealityCheckBody,
  RgSelfExclusionBody,
  RgSessionLimitBody,
  RgStatusResponse,
  RgTimeoutBody,
  type RgLimit,
  type RgPending,
  type RgStatus,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../domain-errors';
import {
  auditContext,
  operatorOf,
  requireOperator,
  requireRole,
  requireUser,
  userOf,
} from '../../http/guards';
import type { AppInstance } from '../../http/instance';
import { userInScope } from '../operators/index';
import {
  ackRealityCheck,
  blockAccount,
  confirmLimits,
  liftSelfExclusion,
  protectionOf,
  recentEvents,
  setLimit,
  setRealityCheck,
  statusOf,
} from './index';

const tags = ['rg'];
const adminTags = ['admin'];
const security = [{ userToken: [] }];

/** Currency units (more than 0, at most 2 decimals) to minor units; 400 otherwise. */
function amountMinorOf(amount: number): number {
  const minor = Math.round(amount * 100);
  if (Math.abs(amount * 100 - minor) > 1e-6) throw invalid('amount must have at most 2 decimals');
  if (minor < 1) throw invalid('amount must be at least 0.01');
  return minor;
}

type Protection = Awaited<ReturnType<typeof protectionOf>>;

const moneyPending = (p: RgPending | null): RgPending | null =>
  p && { ...p, amount: p.amount === null ? null : fromMinor(p.amount) };

/** The stored protections on the wire: money in currency units. */
function protectionWire(p: Omit<Protection, 'settings'>) {
  return {
    timeZone: p.timeZone,
    limits: p.limits.map((l): RgLimit => ({
      ...l,
      amount: l.amount === null ? null : fromMinor(l.amount),
      used: fromMinor(l.used),
      remaining: l.remaining === null ? null : fromMinor(l.remaining),
      pending: moneyPending(l.pending),
    })),
    sessionLimit: p.sessionLimit,
    realityCheckMinutes: p.realityCheckMinutes,
    timeoutUntilMs: p.timeoutUntilMs,
    selfExcludedUntilMs: p.selfExcludedUntilMs,
  };
}

/**
 * Player protection (issue 17; docs/player-protection.md): the signed-in customer's limits,
 * session time limit, reality check, time-out and self-exclusion under `/api/rg/` (401 without a
 * session; every change recorded in `rg_events`), and the back office's view of a customer's
 * protections and an Admin's lift of a self-exclusion (audited).
 */
export async function rgRoutes(app: AppInstance): Promise<void> {
  const guard = requireUser(app);
  const now = () => app.deps.clock.now();

  /** The caller's status on the wire (issue 17 item 5). */
  async function status(request: FastifyRequest): Promise<RgStatus> {
    const { user, tokenHash } = userOf(request);
    const nowMs = now();
    const s = await statusOf(app.deps.db, user.id, tokenHash, nowMs);
    const { realityCheck, session, ...rest } = s;
    return {
      ...protectionWire(rest),
      nowMs,
      session,
      realityCheck: {
        minutes: realityCheck.minutes,
        nextAtMs: realityCheck.nextAtMs,
        sessionStartedAtMs: realityCheck.sessionStartedAtMs,
        sessionNetResult: fromMinor(realityCheck.sessionNetResultMinor),
      },
    };
  }

  const customerRoute = (summary: string, body?: unknown) => ({
    preHandler: guard,
    schema: {
      tags,
      security,
      summary,
      ...(body ? { body } : {}),
      response: { 200: RgStatusResponse, ...errorResponses },
    },
  });

  /**
   * GET /api/rg/status -> {status, data}: the server's time (`nowMs`, epoch ms), the caller's limits (loss and stake per day, week and
   * month, currency units) with each period's usage and bounds (epoch ms, brand's time zone),
   * pending raises and removals with their effective time, the session time limit, the reality
   * check (interval, next check, session start, session net result), time-out and self-exclusion
   * ends. 401 without a session.
   */
  app.get('/api/rg/status', customerRoute("The customer's player protection"), async (request) => ({
    status: true,
    data: await status(request),
  }));

  /**
   * PUT /api/rg/limits {kind, period, amount|null} -> {status, message, data}: sets, lowers (at
   * once), raises or removes (pending 24 h, then POST limits/confirm) a loss or stake limit
   * (UKGC RTS 12). 400 for a bad amount (not more than 0, more than 2 decimals).
   */
  app.put<{ Body: RgLimitBody }>(
    '/api/rg/limits',
    customerRoute('Set, lower, raise or remove a loss or stake limit', RgLimitBody),
    async (request) => {
      const { kind, period, amount } = request.body;
      const { immediate } = await setLimit(
        app.deps.db,
        userOf(request).user,
        kind,
        period,
        amount === null ? null : amountMinorOf(amount),
        now(),
      );
      return {
        status: true,
        message: immediate ? 'Limit saved' : 'The change takes effect after 24 hours and your confirmation',
        data: await status(request),
      };
    },
  );

  /**
   * POST /api/rg/limits/confirm {kind?, period?} -> {status, message, data}: confirms the pending
   * changes whose 24 hours are over (all, or the one named). 400 when none is ready.
   */
  app.post<{ Body: RgConfirmBody | undefined }>(
    '/api/rg/limits/confirm',
    customerRoute('Confirm pending limit raises and removals after 24 hours', RgConfirmBody),
    async (request) => {
      await confirmLimits(app.deps.db, userOf(request).user, now(), request.body ?? {});
      return { status: true, message: 'Limit change confirmed', data: await status(request) };
    },
  );

  /**
   * PUT /api/rg/session-limit {minutes|null} -> {status, message, data}: the session time limit
   * (minutes per sign-in, 5-1440), with the same rule as the money limits (a raise or removal
   * waits 24 h and a confirmation). A session past it ends at its next request (401
   * 'Session time limit reached').
   */
  app.put<{ Body: RgSessionLimitBody }>(
    '/api/rg/session-limit',
    customerRoute('Set, lower, raise or remove the session time limit', RgSessionLimitBody),
    async (request) => {
      const { user } = userOf(request);
      const { immediate } = await setLimit(
        app.deps.db,
        user,
        'session',
        'session',
        request.body.minutes,
        now(),
      );
      app.deps.sessions?.forgetUser(user.id); // this node applies the new limit at once
      return {
        status: true,
        message: immediate ? 'Limit saved' : 'The change takes effect after 24 hours and your confirmation',
        data: await status(request),
      };
    },
  );

  /** PUT /api/rg/reality-check {minutes: 0|15|30|60} -> {status, message, data}: the interval; the next check one interval from now. */
  app.put<{ Body: RgRealityCheckBody }>(
    '/api/rg/reality-check',
    customerRoute('Set the reality-check interval', RgRealityCheckBody),
    async (request) => {
      const { user, tokenHash } = userOf(request);
      await setRealityCheck(app.deps.db, user, tokenHash, request.body.minutes, now());
      return { status: true, message: 'Reality check saved', data: await status(request) };
    },
  );

  /**
   * POST /api/rg/reality-check/ack {action: 'continue'|'logout'} -> {status, message, data?}:
   * 'continue' moves the next check one interval on; 'logout' ends this session (a later call is
   * 401). 400 when the reality check is off.
   */
  app.post<{ Body: RgRealityAckBody }>(
    '/api/rg/reality-check/ack',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Answer a reality check: continue, or log out',
        body: RgRealityAckBody,
        response: { 200: AdminMessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { user, tokenHash } = userOf(request);
      await ackRealityCheck(app.deps.db, user, tokenHash, request.body.action, now());
      if (request.body.action === 'logout') {
        app.deps.sessions?.forget(tokenHash);
        return { status: true, message: 'Logged out' };
      }
      return { status: true, message: 'Reality check acknowledged' };
    },
  );

  /** Ends the caller's sessions on this node (the database revoked them all): time-out and self-exclusion. */
  const block = async (request: FastifyRequest, what: Parameters<typeof blockAccount>[2]) => {
    const { user } = userOf(request);
    const until = await blockAccount(app.deps.db, user, what, now());
    app.deps.sessions?.forgetUser(user.id);
    return until;
  };

  /**
   * POST /api/rg/timeout {days: 1|7|30|42} -> {status, message}: a time-out; every session of the
   * customer ends at once and sign-in is refused until it ends. Cannot be lifted early.
   */
  app.post<{ Body: RgTimeoutBody }>(
    '/api/rg/timeout',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Take a time-out (24 hours, 1 week, 1 month, 6 weeks)',
        body: RgTimeoutBody,
        response: { 200: AdminMessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const until = await block(request, { timeoutDays: request.body.days });
      return { status: true, message: `Time-out until ${new Date(until).toISOString()}` };
    },
  );

  /**
   * POST /api/rg/self-exclusion {months: 6|12|24|60} -> {status, message}: a self-exclusion; every
   * session ends at once and sign-in is refused until it ends. Only an Admin can lift it early.
   */
  app.post<{ Body: RgSelfExclusionBody }>(
    '/api/rg/self-exclusion',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Self-exclude (6 months, 1, 2 or 5 years)',
        body: RgSelfExclusionBody,
        response: { 200: AdminMessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const until = await block(request, { exclusionMonths: request.body.months });
      return { status: true, message: `Self-excluded until ${new Date(until).toISOString()}` };
    },
  );

  /**
   * GET /api/admin/users/{userId}/protection -> {status, data}: a customer's protections (limits
   * with usage, pending changes, session limit, reality check, time-out and self-exclusion ends)
   * and their latest 100 changes, newest first (issue 17 item 7). Any operator, for an account of
   * their scope (404 'Unknown user' otherwise).
   */
  app.get<{ Params: AdminUserParams }>(
    '/api/admin/users/:userId/protection',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: adminTags,
        security,
        summary: "A customer's player protection and its history",
        params: AdminUserParams,
        response: { 200: AdminProtectionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await userInScope(app.deps.db, operatorOf(request), request.params.userId);
      const { settings: _s, ...p } = await protectionOf(app.deps.db, user.id, now());
      return {
        status: true,
        data: { ...protectionWire(p), events: await recentEvents(app.deps.db, user.id) },
      };
    },
  );

  /**
   * POST /api/admin/users/{userId}/self-exclusion/lift {remark} -> {status, message}: an Admin
   * lifts a running self-exclusion (issue 17 item 4), audited as `rg.selfExclusionLift` with the
   * remark. 403 for any other role; 404 out of scope; 400 when not self-excluded (a time-out
   * cannot be lifted).
   */
  app.post<{ Params: AdminUserParams; Body: RgLiftBody }>(
    '/api/admin/users/:userId/self-exclusion/lift',
    {
      preHandler: [requireOperator(app), requireRole('Admin')],
      schema: {
        tags: adminTags,
        security,
        summary: "Lift a customer's self-exclusion (Admin, with a remark)",
        params: AdminUserParams,
        body: RgLiftBody,
        response: { 200: AdminMessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { actor, ip, at } = auditContext(app, request);
      await liftSelfExclusion(
        app.deps.db,
        { operator: actor, ip, at },
        request.params.userId,
        request.body.remark,
      );
      return { status: true, message: 'Self-exclusion lifted' };
    },
  );
}
