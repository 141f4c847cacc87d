import type { OperatorDetails, OperatorSignInBody } from '@backlay/contracts';
import type { DomainRow } from '../domains/index';
import type { UserRow } from '../users/index';
import { passwordSignIn, sessionAccount, type AuthDeps } from './service';
import { totpRefusal } from './totp';

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
 * credit/debit). Same password check, sessions table, lifetimes and throttle rules as the customer
 * sign-in (modules/auth), and every attempt is recorded in login_activity, but on the operator
 * throttle counters: failures here never slow down the customer sign-in of the same name, nor
 * the other way round (issue 12; OWASP ASVS 5.0 V6). Customers, unknown users and wrong
 * passwords all get 401 INVALID_LOGIN_MESSAGE; 429 SignInThrottledError while throttled.
 * An operator with TOTP on must also send a current code (`otp`): 401 'Two-factor code required'
 * or 'Invalid two-factor code' otherwise (issue 16 item 1; modules/auth/totp.ts).
 * The customer routes refuse the token (auth's `authenticate` accepts role User only).
 */
export async function operatorSignIn(
  deps: AuthDeps,
  domain: DomainRow,
  body: OperatorSignInBody,
  requestIp: string,
): Promise<{ token: string; operator: UserRow }> {
  const { token, user } = await passwordSignIn(deps, domain, body, requestIp, {
    scope: 'operator',
    accepts: isOperator,
    secondFactor: (user) => totpRefusal(user, body.otp, deps.clock.now()),
  });
  return { token, operator: user };
}

/**
 * The operator behind `token` on `domain`, with the token's hash (to revoke it). Errors: 401 "Session expired!" when the token is
 * unknown, revoked, idle, past its lifetime, of another brand, or belongs to a customer.
 */
export async function authenticateOperator(
  deps: AuthDeps,
  domain: DomainRow,
  token: string,
): Promise<{ user: UserRow; tokenHash: string }> {
  return sessionAccount(deps, domain, token, isOperator);
}
