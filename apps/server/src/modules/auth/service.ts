import { createHash, randomBytes } from 'node:crypto';
import {
  DEMO_PASSWORD,
  DEMO_USER_PREFIX,
  INVALID_LOGIN_MESSAGE,
  type SignInBody,
  type UserDetails,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import type { SignInScope } from '../../db/schema';
import { forbidden, unauthenticated } from '../../domain-errors';
import type { DomainRow } from '../domains/index';
import { openAccount } from '../wallet/index';
import { verifyPassword } from '../users/index';
import {
  deleteLoginActivity,
  findLiveSessionUser,
  findUserById,
  findUserByName,
  insertLoginActivity,
  insertSession,
  insertUser,
  revokeSession,
  settleLoginActivity,
  touchSession,
  type UserRow,
} from '../users/index';
import type { SessionCache } from './session-cache';
import { addressKey, signInWaitMs, SignInThrottledError, type SignInThrottle } from './throttle';
import { SESSION_EXPIRED_MESSAGE } from '@backlay/contracts/constants';
import { SESSION_LIMIT_MESSAGE, sessionTimeUp, signInRefusal } from '../rg/index';

/** What the auth service needs. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  /** Idle and absolute session lifetimes, ms. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** The sign-in throttle's rules (issue 12; defaults in throttle.ts). */
  signInThrottle: SignInThrottle;
  /** This node's memory of live sessions (session-cache.ts); none: every call reads the database. */
  sessions?: SessionCache;
}

/** Demo sandbox accounts (issue 2 item 5): 1,500,000 play balance, removed after 24 h. */
export const DEMO_BALANCE_MINOR = 1_500_000 * 100;
export const DEMO_LIFETIME_MS = 24 * 3600_000;
/** Default currency of new accounts (decision recorded in docs/decisions.md). */
export const DEFAULT_CURRENCY = 'INR';

/** SHA-256 of a token, hex; only this is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Maps a `users` row to the wire shape of docs/rules/specification.md §3 User details (money in currency units). */
export function toUserDetails(user: UserRow): UserDetails {
  return {
    _id: user.id,
    userName: user.user_name,
    name: user.name,
    role: { name: user.role },
    rolePermissions: [],
    currency: user.currency,
    openingBalance: fromMinor(user.balance_minor),
    exposure: fromMinor(user.exposure_minor),
    exposureLimit: fromMinor(user.exposure_limit_minor),
    mobile: user.mobile,
    isDemo: user.is_demo,
    domainId: user.domain_id,
    Creater: user.creator_id,
    WhiteLabel: user.white_label_id,
    Watcher: user.watcher_id,
    SuperWatcher: user.super_watcher_id,
  };
}

/** Reads isp/city/state/country out of the client's free-form ipInfo (object or JSON string). */
function ipInfoFields(ipInfo: SignInBody['ipInfo']): {
  isp: string;
  city: string;
  state: string;
  country: string;
} {
  let info: Record<string, unknown> = {};
  if (typeof ipInfo === 'string') {
    try {
      const parsed: unknown = JSON.parse(ipInfo);
      if (parsed && typeof parsed === 'object') info = parsed as Record<string, unknown>;
    } catch {
      info = {};
    }
  } else if (ipInfo) info = ipInfo;
  const pick = (...keys: string[]) => {
    for (const key of keys) if (typeof info[key] === 'string') return (info[key] as string).slice(0, 128);
    return '';
  };
  return {
    isp: pick('isp', 'org', 'asn_org'),
    city: pick('city'),
    state: pick('region', 'regionName', 'state'),
    country: pick('country_name', 'country', 'countryCode'),
  };
}

/** A new session for `user` on `domain`; returns the opaque token (256 random bits, base64url). */
async function startSession(deps: AuthDeps, user: UserRow): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    domainId: user.domain_id,
    now: new Date(now),
    expiresAt: new Date(now + deps.sessionAbsoluteMs),
  });
  return token;
}

/**
 * Creates a fresh demo sandbox account on `domain` (so demo players never share bets): the user
 * row opens at 0 and its play balance is an opening transfer of the ledger in the same
 * transaction, so balance = sum of entries (issue "Ledger").
 */
async function createDemoUser(deps: AuthDeps, domain: DomainRow): Promise<UserRow> {
  const suffix = randomBytes(5).toString('hex');
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      domain_id: domain.id,
      user_name: `demo-${suffix}`,
      name: 'Demo Player',
      password_hash: null,
      role: 'User',
      currency: DEFAULT_CURRENCY,
      balance_minor: 0,
      is_demo: true,
      expires_at: new Date(now + DEMO_LIFETIME_MS),
    });
    await openAccount(trx, {
      domainId: domain.id,
      userId: user.id,
      amountMinor: DEMO_BALANCE_MINOR,
      now: new Date(now),
      remark: 'Demo play balance',
    });
    return (await findUserById(trx, user.id))!;
  });
}

/** How {@link passwordSignIn} treats an attempt: which sign-in it is and whom it accepts. */
export interface SignInKind {
  /** The sign-in the attempt is made on; each keeps its own throttle counters (issue 12). */
  scope: SignInScope;
  accepts: (user: UserRow) => boolean;
  /** Stands in for the password check (demo sign-in). */
  demo?: () => Promise<UserRow>;
  /**
   * A second factor checked after the password (an operator's TOTP, issue 16): the refusal's
   * message, or undefined when it passes. A refusal counts as a failed attempt.
   */
  secondFactor?: (user: UserRow) => string | undefined;
  /**
   * Whether the account may not sign in now although its password is right (a customer's
   * time-out or self-exclusion, issue 17 item 4): the refusal's message (403), or undefined.
   */
  barred?: (user: UserRow, nowMs: number) => Promise<string | undefined>;
}

/**
 * Signs an account in on `domain` with a password when `kind.accepts` takes it (issue 2 item 5):
 * the attempt is recorded in login_activity first (as a failure until it succeeds), then the
 * sign-in throttle (issue 12; OWASP ASVS 5.0 V6; rules in throttle.ts) decides from the stored
 * failures of this (brand, scope, user name, address) and of this (scope, address); a refused
 * attempt checks no password and its row is removed, so it never counts as a failure. Else one
 * argon2id check (also for unknown users) and a new session. Errors: 401 INVALID_LOGIN_MESSAGE
 * (unknown user, wrong password, not accepted: same text); 429 {@link SignInThrottledError}.
 */
export async function passwordSignIn(
  deps: AuthDeps,
  domain: DomainRow,
  body: Pick<SignInBody, 'userName' | 'password'> & Partial<Pick<SignInBody, 'deviceIp' | 'ipInfo'>>,
  requestIp: string,
  kind: SignInKind,
): Promise<{ token: string; user: UserRow }> {
  const now = deps.clock.now();
  const key = {
    domainId: domain.id,
    scope: kind.scope,
    userName: body.userName.trim().slice(0, 64),
    ipKey: addressKey(requestIp),
  };
  const attemptId = await insertLoginActivity(deps.db, {
    domain_id: domain.id,
    user_id: null,
    user_name: key.userName,
    login_time: new Date(now),
    success: false,
    scope: kind.scope,
    ip: requestIp,
    ip_key: key.ipKey,
    device_ip: (body.deviceIp ?? '').slice(0, 64),
    ...ipInfoFields(body.ipInfo),
  });
  const waitMs = await signInWaitMs(deps.db, deps.signInThrottle, key, now, attemptId);
  if (waitMs > 0) {
    await deleteLoginActivity(deps.db, attemptId);
    throw new SignInThrottledError(waitMs);
  }
  const settle = (user: UserRow | undefined, success: boolean) =>
    settleLoginActivity(deps.db, attemptId, { success, userId: user?.id ?? null });

  if (kind.demo) {
    const user = await kind.demo();
    await settle(user, true);
    return { token: await startSession(deps, user), user };
  }
  const user = await findUserByName(deps.db, domain.id, key.userName);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !passwordOk || !kind.accepts(user)) {
    await settle(user, false);
    throw unauthenticated(INVALID_LOGIN_MESSAGE);
  }
  const refusal = kind.secondFactor?.(user);
  if (refusal !== undefined) {
    await settle(user, false);
    throw unauthenticated(refusal, 'second_factor');
  }
  const barred = await kind.barred?.(user, now);
  if (barred !== undefined) {
    await settle(user, false);
    throw forbidden(barred);
  }
  await settle(user, true);
  return { token: await startSession(deps, user), user };
}

/**
 * Signs a customer in on `domain` (docs/rules/specification.md §4 Login, §6; issue 2 item 5). Demo credentials
 * (`demo@{title}` / `Demo@123`) create a new sandbox account. Only role User is accepted; the
 * attempt counts on the customer throttle counters only (issue 12). Returns `{token, user}`;
 * errors as {@link passwordSignIn}, and 403 'Your account is in a time-out until {date}.' /
 * 'This account is self-excluded until {date}.' (issue 17 item 4; modules/rg signInRefusal).
 */
export function signIn(
  deps: AuthDeps,
  domain: DomainRow,
  body: SignInBody,
  requestIp: string,
): Promise<{ token: string; user: UserRow }> {
  const isDemo =
    body.userName.trim().toLowerCase() === `${DEMO_USER_PREFIX}${domain.title}`.toLowerCase() &&
    body.password === DEMO_PASSWORD;
  const demo = isDemo ? () => createDemoUser(deps, domain) : undefined;
  return passwordSignIn(deps, domain, body, requestIp, {
    scope: 'customer',
    accepts: (user) => user.role === 'User',
    demo,
    barred: (user, nowMs) => signInRefusal(deps.db, user.id, nowMs),
  });
}

/** Minimum gap between two writes of a session's last-seen time. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The account behind `token` on `domain` when `accepts` it (one query joins session and user,
 * remembered for a second by `deps.sessions`).
 * Errors: 401 "Session expired!" when the token is unknown, revoked, idle or past its absolute
 * lifetime, belongs to another brand, or its account is gone or not accepted; 401 'Session time
 * limit reached' when the session is older than the customer's session time limit (issue 17 item
 * 2; the session is revoked then).
 */
export async function sessionAccount(
  deps: AuthDeps,
  domain: DomainRow,
  token: string,
  accepts: (user: UserRow, nowMs: number) => boolean,
): Promise<{ user: UserRow; tokenHash: string }> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  let found = deps.sessions?.get(tokenHash, now);
  if (!found) {
    found = await findLiveSessionUser(deps.db, tokenHash, new Date(now));
    if (found) deps.sessions?.set(tokenHash, found, now);
  }
  if (
    !found ||
    found.sessionDomainId !== domain.id ||
    found.lastSeenAt.getTime() + deps.sessionIdleMs <= now
  ) {
    throw unauthenticated(SESSION_EXPIRED_MESSAGE);
  }
  if (found.user.domain_id !== domain.id || !accepts(found.user, now))
    throw unauthenticated(SESSION_EXPIRED_MESSAGE);
  // The customer's session time limit (issue 17 item 2): the session ends at its next request.
  if (found.createdAt && sessionTimeUp(found.createdAt.getTime(), found.sessionLimitMinutes ?? null, now)) {
    deps.sessions?.forget(tokenHash);
    await revokeSession(deps.db, tokenHash, new Date(now));
    throw unauthenticated(SESSION_LIMIT_MESSAGE);
  }
  if (now - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(deps.db, tokenHash, new Date(now));
    found.lastSeenAt = new Date(now);
  }
  return { user: found.user, tokenHash };
}

/** A customer account that may use the site: role User, and a demo account not yet expired. */
const isLiveCustomer = (user: UserRow, nowMs: number) =>
  user.role === 'User' && !(user.expires_at && user.expires_at.getTime() <= nowMs);

/**
 * The signed-in customer behind `token` on `domain` (issue 2 item 5); 401 "Session expired!"
 * as {@link sessionAccount}, and for operator tokens.
 */
export function authenticate(
  deps: AuthDeps,
  domain: DomainRow,
  token: string,
): Promise<{ user: UserRow; tokenHash: string }> {
  return sessionAccount(deps, domain, token, isLiveCustomer);
}

/** Revokes the session of `tokenHash` (logout); this node forgets it at once. */
export async function logout(deps: AuthDeps, tokenHash: string): Promise<void> {
  deps.sessions?.forget(tokenHash);
  await revokeSession(deps.db, tokenHash, new Date(deps.clock.now()));
  deps.sessions?.forget(tokenHash);
}
