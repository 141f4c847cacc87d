import { sql, type Kysely } from 'kysely';

/** Per-brand stake limits, per-user sport locks and decided market results (issue 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_limits')
    .addColumn('domain_id', 'uuid', (c) => c.primaryKey().references('domains.id').onDelete('cascade'))
    .addColumn('advance_bet_lock', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('odds_min_minor', 'bigint', (c) => c.notNull())
    .addColumn('odds_max_minor', 'bigint', (c) => c.notNull())
    .addColumn('fancy_min_minor', 'bigint', (c) => c.notNull())
    .addColumn('fancy_max_minor', 'bigint', (c) => c.notNull())
    .addColumn('bookmaker_min_minor', 'bigint', (c) => c.notNull())
    .addColumn('bookmaker_max_minor', 'bigint', (c) => c.notNull())
    .addColumn('delay_seconds', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`delay_seconds >= 0`),
    )
    .execute();

  await db.schema
    .createTable('user_sport_locks')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('locked', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_sport_locks_pk', ['user_id', 'sport_id'])
    .execute();

  await db.schema
    .createTable('market_results')
    .addColumn('market_id', 'text', (c) => c.primaryKey())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('market_type', 'text', (c) => c.notNull())
    .addColumn('winner_selection_id', 'text')
    .addColumn('value', 'integer')
    .addColumn('is_void', 'boolean', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('market_results_match').on('market_results').column('match_id').execute();
}
