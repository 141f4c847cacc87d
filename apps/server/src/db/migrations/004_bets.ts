import { sql, type Kysely } from 'kysely';

/** Bets, per-market exposure and settlement versions (issue 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_bet_id', 'text')
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('market_type', 'text', (c) =>
      c.notNull().check(sql`market_type in ('Match Odds','Bookmaker','FANCY','Casino')`),
    )
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('sports_name', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('competition_id', 'text', (c) => c.notNull())
    .addColumn('selection_id', 'text', (c) => c.notNull())
    .addColumn('selection_name', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('back','lay')`))
    .addColumn('odds_hundredths', 'integer', (c) => c.check(sql`odds_hundredths > 100`))
    .addColumn('line', 'integer')
    .addColumn('rate', 'integer')
    .addColumn('stake_minor', 'bigint', (c) => c.notNull().check(sql`stake_minor > 0`))
    .addColumn('liability_minor', 'bigint', (c) => c.notNull().check(sql`liability_minor >= 0`))
    .addColumn('profit_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unsettled')
        .check(sql`status in ('unsettled','settled')`),
    )
    .addColumn('pnl_minor', 'bigint')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('win','loss','void')`))
    .addColumn('narration', 'text')
    .addColumn('round_id', 'text')
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`create unique index bets_client_id on bets (user_id, client_bet_id) where client_bet_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('bets_user_match').on('bets').columns(['user_id', 'match_id']).execute();
  await db.schema.createIndex('bets_market_status').on('bets').columns(['market_id', 'status']).execute();

  await db.schema
    .createTable('market_exposures')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('match_id', 'text', (c) => c.notNull())
    .addColumn('exposure_minor', 'bigint', (c) => c.notNull().check(sql`exposure_minor >= 0`))
    .addPrimaryKeyConstraint('market_exposures_pk', ['user_id', 'market_id'])
    .execute();
  await db.schema.createIndex('market_exposures_market').on('market_exposures').column('market_id').execute();

  await db.schema
    .createTable('market_settlements')
    .addColumn('market_id', 'text', (c) => c.primaryKey())
    .addColumn('result_version', 'integer', (c) => c.notNull())
    .addColumn('winner_selection_id', 'text')
    .addColumn('value', 'integer')
    .addColumn('is_void', 'boolean', (c) => c.notNull())
    .addColumn('bets_settled', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
