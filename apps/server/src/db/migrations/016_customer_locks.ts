import type { Kysely } from 'kysely';

/** Reserved for issue 16 (the back office); filled by the area that owns it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
