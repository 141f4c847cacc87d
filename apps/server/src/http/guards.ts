import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../domain-errors';
import { authenticate, authenticateOperator } from '../modules/auth/index';
import type { DomainRow } from '../modules/domains/index';
import { assertRole, type AuditEntry, type OperatorRole } from '../modules/operators/index';
import type { UserRow } from '../modules/users/index';
import type { AppInstance } from './instance';
import { resolveTenant } from './tenant';
import { SESSION_EXPIRED_MESSAGE } from '@backlay/contracts/constants';

declare module 'fastify' {
  interface FastifyRequest {
    tenant?: DomainRow;
    user?: UserRow;
    tokenHash?: string;
    /** The signed-in operator of an admin route, set by {@link requireOperator}. */
    operator?: UserRow;
  }
}

/**
 * The preHandlers of the API's routes (the HTTP edge of modules/auth and modules/domains): they
 * resolve the brand, the signed-in customer or operator, and put them on the request.
 */

const header = (request: FastifyRequest, name: string) => {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
};

/**
 * The token of a signed-in call: header `User-Token` (docs/rules/specification.md §6),
 * `Authorization: Bearer` and/or `X-Authentication` (Betfair's header, issue 14 item 6).
 * Undefined when none is sent; 401 when two are sent and differ.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const tokens = new Set(
    [header(request, 'user-token'), bearer, header(request, 'x-authentication')].filter(
      (t) => t !== undefined,
    ),
  );
  if (tokens.size > 1) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
  return [...tokens][0];
}

/** preHandler: resolves the brand into `request.tenant` (404 unknown, 403 suspended). */
export const requireTenant = (app: AppInstance) =>
  async function tenantGuard(request: FastifyRequest): Promise<void> {
    request.tenant = await resolveTenant(app.deps.db, request);
  };

/** preHandler: resolves the brand and the signed-in user (401 "Session expired!" otherwise). */
export const requireUser = (app: AppInstance) =>
  async function userGuard(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token || token.length > 256) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
    request.tenant = await resolveTenant(app.deps.db, request);
    const { user, tokenHash } = await authenticate(app.deps, request.tenant, token);
    request.user = user;
    request.tokenHash = tokenHash;
  };

/** `request.tenant`, set by {@link requireTenant}; throws if the guard did not run. */
export function tenantOf(request: FastifyRequest): DomainRow {
  if (!request.tenant) throw new Error('tenant guard missing on route');
  return request.tenant;
}

/** `request.user` and token hash, set by {@link requireUser}; throws if the guard did not run. */
export function userOf(request: FastifyRequest): { user: UserRow; tokenHash: string } {
  if (!request.user || !request.tokenHash) throw new Error('user guard missing on route');
  return { user: request.user, tokenHash: request.tokenHash };
}

/** preHandler of admin routes: resolves the brand and the signed-in operator (401 otherwise). */
export const requireOperator = (app: AppInstance) =>
  async function operatorGuard(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token || token.length > 256) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
    request.tenant = await resolveTenant(app.deps.db, request);
    const { user, tokenHash } = await authenticateOperator(app.deps, request.tenant, token);
    request.operator = user;
    request.tokenHash = tokenHash;
  };

/** `request.operator`, set by {@link requireOperator}; throws if the guard did not run. */
export function operatorOf(request: FastifyRequest): UserRow {
  if (!request.operator) throw new Error('operator guard missing on route');
  return request.operator;
}

/**
 * preHandler after {@link requireOperator}: refuses an operator below role `least` (403 "This
 * action needs the {least} role"; issue 16: an Agent cannot call an Admin action).
 */
export const requireRole = (least: OperatorRole) =>
  async function roleGuard(request: FastifyRequest): Promise<void> {
    assertRole(operatorOf(request), least);
  };

/** Who did it, from where and when: the fields of an audit entry the request gives (issue 16 item 7). */
export function auditContext(
  app: AppInstance,
  request: FastifyRequest,
): Pick<AuditEntry, 'ip' | 'at'> & { actor: UserRow } {
  return { actor: operatorOf(request), ip: request.ip, at: new Date(app.deps.clock.now()) };
}

/** The `Idempotency-Key` header of an operator's money call (issue 16 item 3), undefined when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return header(request, 'idempotency-key');
}
