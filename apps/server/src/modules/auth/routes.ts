import {
  errorResponses,
  SignInBody,
  SignInResponse,
  StatusMessage,
  UserDetailsResponse,
} from '@backlay/contracts';
import type { AppInstance } from '../../http/instance';
import { requireTenant, requireUser, tenantOf, userOf } from '../../http/guards';
import { logout, signIn, toUserDetails } from './service';
import { withRetryAfter } from './throttle';
import { findUserById } from '../users/index';
import { LOGIN_SUCCESS_MESSAGE } from '@backlay/contracts/constants';

const signedIn = [{ userToken: [] }] as const;

/** Sign-in, session check and logout (docs/rules/specification.md §7 auth/*, issue 2 item 5). */
export async function authRoutes(app: AppInstance): Promise<void> {
  /**
   * POST /api/auth/signin {userName, password, deviceIp, ipInfo} -> 200 {status, message,
   * userToken, user}. 401 "Invalid Id or Password!" (unknown user, wrong password, role not
   * User); 429 with Retry-After when rate-limited per IP per minute or throttled after failures
   * (issue 12: customer counters, by user name and address, and by address); 400 on a malformed
   * body.
   */
  app.post(
    '/api/auth/signin',
    {
      config: { rateLimit: { max: app.deps.signInPerIpPerMinute, timeWindow: 60_000 } },
      preHandler: requireTenant(app),
      schema: {
        tags: ['auth'],
        summary: 'Sign in (customers only; demo: demo@{title} / Demo@123)',
        body: SignInBody,
        response: { 200: SignInResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, user } = await withRetryAfter(
        reply,
        signIn(app.deps, tenantOf(request), request.body, request.ip),
      );
      return { status: true, message: LOGIN_SUCCESS_MESSAGE, userToken: token, user: toUserDetails(user) };
    },
  );

  /** GET /api/auth/letest-user-details -> {status, data: UserDetails}; 401 when not signed in. */
  app.get(
    '/api/auth/letest-user-details',
    {
      preHandler: requireUser(app),
      schema: {
        tags: ['auth'],
        summary: 'Current user (also the session check)',
        security: signedIn.slice(),
        response: { 200: UserDetailsResponse, ...errorResponses },
      },
    },
    // The account read again: the session's copy may be a second old (session-cache.ts).
    async (request) => ({
      status: true,
      data: toUserDetails((await findUserById(app.deps.db, userOf(request).user.id)) ?? userOf(request).user),
    }),
  );

  /** POST /api/auth/logout -> {status, message}; revokes the token. 401 when not signed in. */
  app.post(
    '/api/auth/logout',
    {
      preHandler: requireUser(app),
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security: signedIn.slice(),
        response: { 200: StatusMessage, ...errorResponses },
      },
    },
    async (request) => {
      await logout(app.deps, userOf(request).tokenHash);
      return { status: true, message: 'Logged out' };
    },
  );
}
