import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/index';

import { recentAddressFailures, recentPairFailures, type AttemptKey } from '../users/index';
import { DomainError } from '../../domain-errors';

/**
 * One growing-delay rule of the sign-in throttle (issue 12; OWASP ASVS 5.0 V6 anti-automation).
 * With n failures counted in the last `windowMs`, an attempt is free while n < `freeFailures`;
 * from then on it must come at least min(`baseDelayMs` * 2^(n - freeFailures), `maxDelayMs`)
 * after the newest of those failures. All times in ms.
 */
export interface ThrottleRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/**
 * The sign-in throttle (issue 12): one rule per (brand, scope, user name, address key), whose
 * count restarts at a successful sign-in of that name from that address, and one per (scope,
 * address key) over every user name and brand, which a success does not reset.
 */
export interface SignInThrottle {
  perUserAddress: ThrottleRule;
  perAddress: ThrottleRule;
}

/**
 * Defaults (issue 12): per user name and address, 5 free failures in 24 h, then 1 s doubling to
 * 15 min; per address, 30 free failures in 1 h, then 1 s doubling to 15 min.
 */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = {
  perUserAddress: { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, windowMs: 24 * 3600_000 },
  perAddress: { freeFailures: 30, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, windowMs: 3600_000 },
};

/**
 * How long (ms, >= 0) an attempt at `nowMs` must still wait under `rule` after `failures`
 * counted failures, the newest at `lastFailureMs` (epoch ms; null when there are none).
 */
export function throttleWaitMs(
  rule: ThrottleRule,
  failures: number,
  lastFailureMs: number | null,
  nowMs: number,
): number {
  if (lastFailureMs === null || failures < rule.freeFailures) return 0;
  const delay = Math.min(rule.baseDelayMs * 2 ** (failures - rule.freeFailures), rule.maxDelayMs);
  return Math.max(0, lastFailureMs + delay - nowMs);
}

/**
 * The key the throttle counts an address by: an IPv4 address as it is (also when IPv4-mapped
 * in IPv6), an IPv6 address as its /64 prefix ("2001:db8:0:1::/64"), since one subscriber
 * holds a whole /64 and could otherwise step around the per-address rules (issue 12).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return ip;
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const [head, tail] = bare.split('::');
  const headGroups = groups(head);
  const tailGroups = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const full = [...headGroups, ...zeros, ...tailGroups];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** "8 seconds", "1 second", "15 minutes": a wait of `seconds` (> 0) in words, rounded up. */
const inWords = (seconds: number) =>
  seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * 429 for a sign-in attempt the throttle refused (issue 12): says when to retry, and carries
 * the wait in whole seconds (>= 1) for the Retry-After header ({@link withRetryAfter}).
 */
export class SignInThrottledError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(
      'throttled',
      'sign_in_throttled',
      `Too many failed sign-in attempts. Please try again in ${inWords(seconds)}.`,
    );
    this.retryAfterSeconds = seconds;
  }
}

/**
 * How long (ms, 0 = go ahead) the attempt `key` at `nowMs` must still wait under both rules of
 * `throttle`, counting the failures stored in login_activity (so every server node and restart
 * sees the same counts) except the attempt's own row `ownAttemptId`. Attempts in flight count
 * as failures until they succeed, so parallel attempts cannot slip through together.
 */
export async function signInWaitMs(
  db: Db,
  throttle: SignInThrottle,
  key: AttemptKey,
  nowMs: number,
  ownAttemptId: string,
): Promise<number> {
  const { perUserAddress, perAddress } = throttle;
  const pair = await recentPairFailures(db, key, new Date(nowMs - perUserAddress.windowMs), ownAttemptId);
  const address = await recentAddressFailures(db, key, new Date(nowMs - perAddress.windowMs), ownAttemptId);
  return Math.max(
    throttleWaitMs(perUserAddress, pair.count, pair.lastMs, nowMs),
    throttleWaitMs(perAddress, address.count, address.lastMs, nowMs),
  );
}

/**
 * Awaits `work` (a sign-in); when the throttle refused it, sets the Retry-After header (seconds)
 * on `reply` before passing the 429 on to the error handler (issue 12).
 */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof SignInThrottledError) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}
