import type { Kysely } from 'kysely';

/**
 * Optional TOTP two-factor for operators (issue 16 item 1; RFC 6238): `totp_secret` (base32) is
 * set by the set-up call and `totp_enabled_at` once the operator proved a code from it; from then
 * on the operator's sign-in needs a current code. Written only by modules/users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('totp_secret').dropColumn('totp_enabled_at').execute();
}
