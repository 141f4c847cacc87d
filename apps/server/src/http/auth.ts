import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app';
import type { DomainRow } from '../modules/domains/repo';
import type { UserRow } from '../modules/auth/repo';
import { authenticate } from '../modules/auth/service';
import { unauthorized } from './errors';
import { resolveTenant } from './tenant';

declare module 'fastify' {
  interface FastifyRequest {
    tenant?: DomainRow;
    user?: UserRow;
    tokenHash?: string;
  }
}

/**
 * The token of a signed-in call: header `User-Token` and/or `Authorization: Bearer` (docs/rules/specification.md §6).
 * Undefined when neither is sent; 401 when both are sent and differ.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['user-token'];
  const userToken = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (userToken && bearer && userToken !== bearer) throw unauthorized('Session expired!');
  return userToken ?? bearer;
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
    if (!token || token.length > 256) throw unauthorized('Session expired!');
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
