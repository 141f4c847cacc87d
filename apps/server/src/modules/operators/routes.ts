import {
  AdminOkResponse,
  AuditQuery,
  AuditResponse,
  errorResponses,
  OperatorMeResponse,
  TotpCodeBody,
  TotpSetupResponse,
} from '@backlay/contracts';
import { disableTotp, enableTotp, logout, setUpTotp } from '../auth/index';
import { invalid } from '../../domain-errors';
import { auditContext, operatorOf, requireOperator, requireRole, tenantOf } from '../../http/guards';
import type { AppInstance } from '../../http/instance';
import { canCreateRole, recordAudit, ROLES, roleRank, searchAudit } from './index';

const operatorToken = [{ userToken: [] }];

/** A time of the audit query: epoch ms or an ISO 8601 date-time. Errors: 400. */
function timeOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw invalid(`${name} must be an ISO 8601 time or epoch milliseconds`);
  return ms;
}

/**
 * The back office's foundation routes (issue 16 items 1 and 7; docs/backoffice.md): who the
 * signed-in operator is, and the brand's audit log.
 */
export async function operatorRoutes(app: AppInstance): Promise<void> {
  /**
   * GET /api/admin/me -> {status, data: {_id, userName, name, role, domainId, domain,
   * creatableRoles, isAdmin}}: the signed-in operator of the brand. 401 without an operator token.
   */
  app.get(
    '/api/admin/me',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: 'The signed-in operator and their role',
        security: operatorToken,
        response: { 200: OperatorMeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return {
        status: true,
        data: {
          _id: operator.id,
          userName: operator.user_name,
          name: operator.name,
          role: operator.role,
          domainId: operator.domain_id,
          domain: tenantOf(request).domain,
          creatableRoles: ROLES.filter((r) => canCreateRole(operator.role, r)),
          isAdmin: roleRank(operator.role) >= roleRank('Admin'),
          totpEnabled: operator.totp_enabled_at !== null,
        },
      };
    },
  );

  /**
   * GET /api/admin/audit?actor&action&from&to&limit&before -> {status, data: entries newest
   * first} of the operator's brand (issue 16 item 7). Admin only (403 otherwise); 400 on a bad
   * filter; 401 without an operator token.
   */
  app.get(
    '/api/admin/audit',
    {
      preHandler: [requireOperator(app), requireRole('Admin')],
      schema: {
        tags: ['admin'],
        summary: "The brand's audit log of operator actions",
        security: operatorToken,
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await searchAudit(app.deps.db, operatorOf(request).domain_id, {
        actor: q.actor,
        action: q.action,
        fromMs: timeOf(q.from, 'from'),
        toMs: timeOf(q.to, 'to'),
        limit: q.limit,
        beforeId: q.before,
      });
      return {
        status: true,
        data: rows.map((r) => ({
          id: r.id,
          actor: r.actorName,
          actorRole: r.actorRole,
          action: r.action,
          target: r.target,
          before: r.before ?? null,
          after: r.after ?? null,
          remark: r.remark,
          ip: r.ip,
          at: r.at.toISOString(),
        })),
      };
    },
  );

  /**
   * POST /api/admin/auth/logout -> {status, message}: revokes the operator's token (this node's
   * session cache forgets it at once). 401 when not signed in.
   */
  app.post(
    '/api/admin/auth/logout',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: "Revoke the operator's token",
        security: operatorToken,
        response: { 200: AdminOkResponse, ...errorResponses },
      },
    },
    async (request) => {
      if (!request.tokenHash) throw new Error('operator guard missing on route');
      await logout(app.deps, request.tokenHash);
      return { status: true, message: 'Logged out' };
    },
  );

  /**
   * POST /api/admin/auth/totp/setup -> {status, data: {secret, otpauthUrl}}: a new TOTP secret
   * for the signed-in operator (RFC 6238; modules/auth/totp.ts), not on until enabled. 409 when
   * two-factor sign-in is already on.
   */
  app.post(
    '/api/admin/auth/totp/setup',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: 'Set up two-factor sign-in (TOTP)',
        security: operatorToken,
        response: { 200: TotpSetupResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await setUpTotp(app.deps.db, operatorOf(request), tenantOf(request).title),
    }),
  );

  /**
   * POST /api/admin/auth/totp/enable {otp} and POST /api/admin/auth/totp/disable {otp} -> {status,
   * message}: turn two-factor sign-in on (with a code of the set-up secret) or off (with a current
   * code); audited. 400 "Invalid two-factor code" or "Two-factor sign-in is not set up"; 409 when
   * it is already on (enable).
   */
  for (const change of ['enable', 'disable'] as const)
    app.post(
      `/api/admin/auth/totp/${change}`,
      {
        preHandler: requireOperator(app),
        schema: {
          tags: ['admin'],
          summary: change === 'enable' ? 'Turn two-factor sign-in on' : 'Turn two-factor sign-in off',
          security: operatorToken,
          body: TotpCodeBody,
          response: { 200: AdminOkResponse, ...errorResponses },
        },
      },
      async (request) => {
        const ctx = auditContext(app, request);
        await app.deps.db.transaction().execute(async (trx) => {
          if (change === 'enable') await enableTotp(trx, ctx.actor, request.body.otp, ctx.at);
          else await disableTotp(trx, ctx.actor, request.body.otp, ctx.at.getTime());
          await recordAudit(trx, {
            ...ctx,
            action: `operator.totp_${change}`,
            target: `user:${ctx.actor.user_name}`,
            before: { totp: change === 'disable' },
            after: { totp: change === 'enable' },
          });
        });
        // The session cache may hold the operator's row for a second: the change is for the next sign-in.
        return {
          status: true,
          message: change === 'enable' ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
        };
      },
    );
}
