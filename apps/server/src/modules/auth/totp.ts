import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/index';
import { conflict, invalid } from '../../domain-errors';
import { findUserById, setTotp, type UserRow } from '../users/index';

/**
 * Optional TOTP two-factor for operators (issue 16 item 1; RFC 6238 with the authenticator apps'
 * defaults: SHA-1, 6 digits, 30 s steps; the `otpauth` library). An operator sets it up (a new
 * secret, shown once as an otpauth:// URI for the app), enables it by sending a current code, and
 * from then on signs in with user name, password and a code. A code one step before or after the
 * current one is accepted (clock drift).
 */

/** Messages of the second factor (401 at sign-in, 400 when enabling or disabling). */
export const TOTP_MESSAGES = {
  required: 'Two-factor code required',
  invalid: 'Invalid two-factor code',
  notSetUp: 'Two-factor sign-in is not set up',
  alreadyOn: 'Two-factor sign-in is already on',
} as const;

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Whether `otp` is a current code of `secret` at `nowMs` (one step of drift either way). */
export function totpValid(secret: string, otp: string | undefined, nowMs: number): boolean {
  if (!otp || !/^\d{6}$/.test(otp)) return false;
  return totpOf(secret, 'x', 'x').validate({ token: otp, timestamp: nowMs, window: 1 }) !== null;
}

/** The current code of `secret` at `nowMs` (tests and the demo). */
export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret, 'x', 'x').generate({ timestamp: nowMs });
}

/** The sign-in's second factor for `user`: the refusal message, or undefined (TOTP off, or a valid code). */
export function totpRefusal(user: UserRow, otp: string | undefined, nowMs: number): string | undefined {
  if (!user.totp_enabled_at || !user.totp_secret) return undefined;
  if (!otp) return TOTP_MESSAGES.required;
  return totpValid(user.totp_secret, otp, nowMs) ? undefined : TOTP_MESSAGES.invalid;
}

/**
 * Starts the set-up: a new 160-bit secret for `operator` (not yet enabled; a previous pending
 * secret is replaced). Returns the base32 secret and its otpauth:// URI (issuer: the brand's
 * title). Errors: 409 when TOTP is already on.
 */
export async function setUpTotp(
  db: Db,
  operator: UserRow,
  issuer: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  operator = await fresh(db, operator);
  if (operator.totp_enabled_at) throw conflict(TOTP_MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await setTotp(db, operator.id, { secret, enabledAt: null });
  return { secret, otpauthUrl: totpOf(secret, operator.user_name, issuer).toString() };
}

/**
 * The operator's row as stored now (the session's copy may be a second old: modules/auth
 * session-cache.ts). Errors: 400 when the account is gone.
 */
async function fresh(db: Db, operator: UserRow): Promise<UserRow> {
  const row = await findUserById(db, operator.id);
  if (!row) throw invalid(TOTP_MESSAGES.notSetUp);
  return row;
}

/** Enables TOTP for `operator` with a current code of the pending secret. Errors: 400 not set up or a wrong code; 409 already on. */
export async function enableTotp(db: Db, signedIn: UserRow, otp: string, now: Date): Promise<void> {
  const operator = await fresh(db, signedIn);
  if (operator.totp_enabled_at) throw conflict(TOTP_MESSAGES.alreadyOn);
  if (!operator.totp_secret) throw invalid(TOTP_MESSAGES.notSetUp);
  if (!totpValid(operator.totp_secret, otp, now.getTime())) throw invalid(TOTP_MESSAGES.invalid);
  await setTotp(db, operator.id, { secret: operator.totp_secret, enabledAt: now });
}

/** Turns TOTP off for `operator`, with a current code. Errors: 400 not on or a wrong code. */
export async function disableTotp(db: Db, signedIn: UserRow, otp: string, nowMs: number): Promise<void> {
  const operator = await fresh(db, signedIn);
  if (!operator.totp_enabled_at || !operator.totp_secret) throw invalid(TOTP_MESSAGES.notSetUp);
  if (!totpValid(operator.totp_secret, otp, nowMs)) throw invalid(TOTP_MESSAGES.invalid);
  await setTotp(db, operator.id, { secret: null, enabledAt: null });
}
