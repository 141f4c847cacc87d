import { randomBytes } from 'node:crypto';
import { INVALID_LOGIN_MESSAGE, type OperatorDetails, type OperatorSignInBody } from '@backlay/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { tokenOf } from '../../http/auth';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { resolveTenant } from '../../http/tenant';
import { verifyPassword } from '../auth/password';
import {
  countRecentFailures,
  findLiveSession,
  findUserById,
  findUserByName,
  insertLoginActivity,
  insertSession,
  touchSession,
  type UserRow,
} from '../auth/repo';
import { hashToken, type AuthDeps } from '../auth/service';
import type { DomainRow } from '../domains/repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of an admin route, set by {@link requireOperator}. */
    operator?: UserRow;
  }
}

/** Customers sign in on the customer site only; every other role is an operator. */
export const isOperator = (user: Pick<UserRow, 'role'>) => user.role !== 'User';

/** Maps an operator's `users` row to its wire shape. */
export function toOperatorDetails(user: UserRow): OperatorDetails {
  return {
    _id: user.id,
    userName: user.user_name,
    name: user.name,
    role: { name: user.role },
    domainId: user.domain_id,
  };
}

/**
 * Signs an operator (any role but User) in on `domain` for the admin API (issue "Ledger": operator
 * credit/debit). Same password check, sessions table, lifetimes and failure limit as the customer
 * sign-in (modules/auth), and every attempt is recorded in login_activity. Customers, unknown
 * users and wrong passwords all get 401 INVALID_LOGIN_MESSAGE; 429 after too many failures.
 * The customer routes refuse the token (auth's `authenticate` accepts role User only).
 */
export async function operatorSignIn(
  deps: AuthDeps,
  domain: DomainRow,
  body: OperatorSignInBody,
  requestIp: string,
): Promise<{ token: string; operator: UserRow }> {
  const userName = body.userName.trim();
  const now = deps.clock.now();
  const record = (user: UserRow | undefined, success: boolean) =>
    insertLoginActivity(deps.db, {
      domain_id: domain.id,
      user_id: user?.id ?? null,
      user_name: userName.slice(0, 64),
      login_time: new Date(now),
      success,
      ip: requestIp,
      device_ip: '',
      isp: '',
      city: '',
      state: '',
      country: '',
    });
  const since = new Date(now - deps.signInFailureWindowMs);
  if ((await countRecentFailures(deps.db, domain.id, userName, since)) >= deps.signInFailuresPerUser) {
    await record(undefined, false);
    throw tooManyRequests('Too many failed sign-in attempts. Please try again later.');
  }
  const user = await findUserByName(deps.db, domain.id, userName);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !passwordOk || !isOperator(user)) {
    await record(user, false);
    throw unauthorized(INVALID_LOGIN_MESSAGE);
  }
  await record(user, true);
  const token = randomBytes(32).toString('base64url');
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    domainId: domain.id,
    now: new Date(now),
    expiresAt: new Date(now + deps.sessionAbsoluteMs),
  });
  return { token, operator: user };
}

/** Minimum gap between two writes of a session's last-seen time (as modules/auth). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The operator behind `token` on `domain`. Errors: 401 "Session expired!" when the token is
 * unknown, revoked, idle, past its lifetime, of another brand, or belongs to a customer.
 */
export async function authenticateOperator(
  deps: AuthDeps,
  domain: DomainRow,
  token: string,
): Promise<UserRow> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const session = await findLiveSession(deps.db, tokenHash, new Date(now));
  if (
    !session ||
    session.domain_id !== domain.id ||
    session.last_seen_at.getTime() + deps.sessionIdleMs <= now
  )
    throw unauthorized('Session expired!');
  const user = await findUserById(deps.db, session.user_id);
  if (!user || !isOperator(user) || user.domain_id !== domain.id) throw unauthorized('Session expired!');
  if (now - session.last_seen_at.getTime() >= TOUCH_EVERY_MS)
    await touchSession(deps.db, tokenHash, new Date(now));
  return user;
}

/** preHandler of admin routes: resolves the brand and the signed-in operator (401 otherwise). */
export const requireOperator = (app: AppInstance) =>
  async function operatorGuard(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token || token.length > 256) throw unauthorized('Session expired!');
    request.tenant = await resolveTenant(app.deps.db, request);
    request.operator = await authenticateOperator(app.deps, request.tenant, token);
  };

/** `request.operator`, set by {@link requireOperator}; throws if the guard did not run. */
export function operatorOf(request: FastifyRequest): UserRow {
  if (!request.operator) throw new Error('operator guard missing on route');
  return request.operator;
}
