import { MIN_PASSWORD_LENGTH, type UpdatePasswordBody } from '@backlay/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import { badRequest } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { UserRow } from '../auth/repo';

/**
 * The password change of a signed-in customer (docs/rules/specification.md §2 Password screens, §7 auth/update-password,
 * §8 'Password Updated Successfully!'; issue 8 item 1). Rules follow NIST SP 800-63B §5.1.1.2:
 * at least 8 characters, and not a commonly used password.
 */

/** Messages of the refused changes (400). */
export const PASSWORD_MESSAGES = {
  required: 'Please enter the current password, the new password and its confirmation.',
  demo: 'The demo account cannot change its password.',
  wrongCurrent: 'The current password is incorrect.',
  mismatch: 'The new password and the confirmation do not match.',
  tooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
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
 * Checks the new password of `body` without touching the database. Errors (400, in this order):
 * a blank field, confirmation differs, under 8 characters, a common password.
 */
export async function checkNewPassword(body: UpdatePasswordBody): Promise<void> {
  const { currentPassword, newPassword, confirmPassword } = body;
  if (currentPassword === '' || newPassword === '' || confirmPassword === '')
    throw badRequest(PASSWORD_MESSAGES.required);
  if (newPassword !== confirmPassword) throw badRequest(PASSWORD_MESSAGES.mismatch);
  if ([...newPassword].length < MIN_PASSWORD_LENGTH) throw badRequest(PASSWORD_MESSAGES.tooShort);
  if (await isCommonPassword(newPassword)) throw badRequest(PASSWORD_MESSAGES.common);
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
  if (user.is_demo || !user.password_hash) throw badRequest(PASSWORD_MESSAGES.demo);
  await checkNewPassword(body);
  if (!(await verifyPassword(user.password_hash, body.currentPassword)))
    throw badRequest(PASSWORD_MESSAGES.wrongCurrent);
  if (body.newPassword === body.currentPassword) throw badRequest(PASSWORD_MESSAGES.unchanged);
  const passwordHash = await hashPassword(body.newPassword);
  const now = new Date(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await trx
      .insertInto('password_history')
      .values({ user_id: user.id, updated_of: user.user_name, updated_by: user.user_name, created_at: now })
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('token_hash', '<>', keepTokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  });
}
