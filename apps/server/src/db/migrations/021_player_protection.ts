import { sql, type Kysely } from 'kysely';

/**
 * Player protection (issue 17; docs/player-protection.md), written only by modules/rg:
 * - `rg_limits`: a customer's limits, one row per (kind, period): `loss` and `stake` per `day`,
 *   `week` or `month` (minor units), `session` per `session` (minutes per sign-in). `amount` is the
 *   limit in force (null: none); a raise or removal waits in `pending_amount` (`pending` true,
 *   null: removal) until `pending_effective_at`, then needs the customer's confirmation (UKGC RTS 12).
 * - `rg_settings`: one row per customer: the reality-check interval (0: off) and the next check of
 *   the session it was last moved for, the time-out and self-exclusion ends.
 * - `rg_events`: every change, by the customer or an operator (append-only history).
 * Three read indexes for the period usage (settled P&L, stakes and exchange orders of a customer since a time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rg_limits')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('loss', 'stake', 'session')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month', 'session')`))
    .addColumn('amount', 'bigint')
    .addColumn('pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rg_limits_pk', ['user_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createTable('rg_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reality_check_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reality_token_hash', 'text')
    .addColumn('reality_next_at', 'timestamptz')
    .addColumn('timeout_until', 'timestamptz')
    .addColumn('excluded_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rg_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('domain_id', 'uuid', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rg_events_user_at').on('rg_events').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('bets_user_settled_at').on('bets').columns(['user_id', 'settled_at']).execute();
  await db.schema.createIndex('bets_user_placed_at').on('bets').columns(['user_id', 'placed_at']).execute();
  await sql`create index exchange_journal_user_place on exchange_journal (user_id, at) where kind = 'place'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('exchange_journal_user_place').execute();
  await db.schema.dropIndex('bets_user_placed_at').execute();
  await db.schema.dropIndex('bets_user_settled_at').execute();
  await db.schema.dropTable('rg_events').execute();
  await db.schema.dropTable('rg_settings').execute();
  await db.schema.dropTable('rg_limits').execute();
}
