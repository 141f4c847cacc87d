import type { Kysely } from 'kysely';

/**
 * The back office's customer locks (issue 16 item 3; docs/backoffice.md "Customers and agents"):
 * `user_locks`, one row per account an operator locked or unlocked: `betting_locked` refuses
 * every sports and exchange bet, `casino_locked` every casino bet (the sport locks stay in
 * `user_sport_locks`, migration 002). No row: nothing locked. Written only by modules/limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_locks')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('betting_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('casino_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_locks').execute();
}
