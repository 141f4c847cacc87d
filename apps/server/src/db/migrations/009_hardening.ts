import { sql, type Kysely } from 'kysely';

/**
 * Hardening (issue 12): `bets.request_fingerprint`, the SHA-256 (hex) of what named the bet when
 * it was placed (modules/betting/fingerprint.ts), so a client bet id reused for a different bet
 * is refused (409) instead of answering with the first bet. Stored with a client bet id only;
 * null without one and for bets placed before this migration (treated as a match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bets')
    .addColumn('request_fingerprint', 'text', (c) =>
      c.check(sql`request_fingerprint is null or request_fingerprint ~ '^[0-9a-f]{64}$'`),
    )
    .execute();
}
