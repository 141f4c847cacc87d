import { MIN_PASSWORD_LENGTH, type UpdatePasswordBody } from '@backlay/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import { invalid } from '../../domain-errors';
import { hashPassword, verifyPassword } from './password';
import type { UserRow } from './repo';

/**
 * The one password policy (docs/rules/specification.md §2 Password screens, §7 auth/update-password,
 * §8 'Password Updated Successfully!'; issue 8 item 1, issue 13 item 2), for the customer's own
 * change and an operator's reset alike. Rules follow NIST SP 800-63B §5.1.1.2: at least 8
 * characters (code points), at most 128, and not a commonly used password.
 */

/** Longest accepted password, code points (the sign-in body's maxLength). */
export const MAX_PASSWORD_LENGTH = 128;

/** Messages of the refused changes (400). */
export const PASSWORD_MESSAGES = {
  required: 'Please enter the current password, the new password and its confirmation.',
  demo: 'The demo account cannot change its password.',
  wrongCurrent: 'The current password is incorrect.',
  mismatch: 'The new password and the confirmation do not match.',
  tooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `The new password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  common: 'This password is too common. Please choose another one.',
  unchanged: 'The new password must be different from the current password.',
} as const;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The common-password list: the "passwords-common" dictionary of `@zxcvbn-ts/language-common`
 * (MIT; the most used passwords of public breach corpora), lower-cased. Loaded once, on first
 * use.
 */
function commonPasswordSet(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return commonPasswords;
}

/** True when `password` (case-insensitive) is in the common-password list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswordSet()).has(password.toLowerCase());
}

/**
 * The policy's verdict on a new password: the message of the first rule it breaks (under 8
 * characters, over 128, a common password), or undefined when it is acceptable.
 */
export async function passwordProblem(password: string): Promise<string | undefined> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (await isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return undefined;
}

/**
 * Checks the new password of `body` without touching the database. Errors (invalid, in this
 * order): a blank field, confirmation differs, then {@link passwordProblem}.
 */
export async function checkNewPassword(body: UpdatePasswordBody): Promise<void> {
  const { currentPassword, newPassword, confirmPassword } = body;
  if (currentPassword === '' || newPassword === '' || confirmPassword === '')
    throw invalid(PASSWORD_MESSAGES.required);
  if (newPassword !== confirmPassword) throw invalid(PASSWORD_MESSAGES.mismatch);
  const problem = await passwordProblem(newPassword);
  if (problem) throw invalid(problem);
}

/**
 * Writes a new password hash for `user` in `trx`: the hash, a password history row (`updatedBy`
 * names who changed it) and the revocation of every live session of the user except
 * `keepTokenHash` (none kept when omitted). The only writer of a password (issue 13 item 2).
 */
async function writePassword(
  trx: Db,
  user: Pick<UserRow, 'id' | 'user_name'>,
  passwordHash: string,
  change: { updatedBy: string; now: Date; keepTokenHash?: string },
): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
  await trx
    .insertInto('password_history')
    .values({
      user_id: user.id,
      updated_of: user.user_name,
      updated_by: change.updatedBy,
      created_at: change.now,
    })
    .execute();
  let revoke = trx
    .updateTable('sessions')
    .set({ revoked_at: change.now })
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null);
  if (change.keepTokenHash) revoke = revoke.where('token_hash', '<>', change.keepTokenHash);
  await revoke.execute();
}

/**
 * An operator's reset of `user`'s password to `newPassword` (the admin CLI's reset-password):
 * the same policy as the customer's own change ({@link passwordProblem}), then, in one
 * transaction, the hash, a history row by `updatedBy` and the revocation of every session.
 * `also` runs in that transaction after the write (the back office's audit entry, issue 16 item
 * 3). Errors: invalid with the policy's message (nothing written).
 */
export async function resetPassword(
  db: Db,
  user: Pick<UserRow, 'id' | 'user_name'>,
  newPassword: string,
  change: { updatedBy: string; now: Date },
  also?: (trx: Db) => Promise<void>,
): Promise<void> {
  const problem = await passwordProblem(newPassword);
  if (problem) throw invalid(problem);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await writePassword(trx, user, passwordHash, change);
    await also?.(trx);
  });
}

/**
 * Changes `user`'s password: checks the body ({@link checkNewPassword}), then the current
 * password (argon2id verify), then writes, in one transaction, the new hash, a password history
 * row (updatedOf = updatedBy = the user's name) and the revocation of every other live session
 * of the user (the session `keepTokenHash` stays signed in). Errors: 400 with one of
 * {@link PASSWORD_MESSAGES} (the demo account, which has no password, cannot change it).
 */
export async function updatePassword(
  deps: { db: Db; clock: Clock },
  user: UserRow,
  keepTokenHash: string,
  body: UpdatePasswordBody,
): Promise<void> {
  if (user.is_demo || !user.password_hash) throw invalid(PASSWORD_MESSAGES.demo);
  await checkNewPassword(body);
  if (!(await verifyPassword(user.password_hash, body.currentPassword)))
    throw invalid(PASSWORD_MESSAGES.wrongCurrent);
  if (body.newPassword === body.currentPassword) throw invalid(PASSWORD_MESSAGES.unchanged);
  const passwordHash = await hashPassword(body.newPassword);
  const now = new Date(deps.clock.now());
  await deps.db
    .transaction()
    .execute((trx) =>
      writePassword(trx, user, passwordHash, { updatedBy: user.user_name, now, keepTokenHash }),
    );
}
