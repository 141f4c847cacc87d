import { sql, type Kysely } from 'kysely';

/**
 * The back office's markets, risk and casino controls (issue 16 items 4 and 5; docs/backoffice.md
 * "Markets, risk and casino"). Written only by modules/risk.
 * - `market_controls`: an operator's suspension of a market, of a whole match or of a casino table
 *   (scope 'market' | 'match' | 'casino', the market id, match id or casino type). Per platform:
 *   the feed and the dealer are shared by every brand (docs/decisions.md). Re-applied at start.
 * - `market_house_limits`: a brand's override of its house quoting cap on one exchange market
 *   (minor units), in place of `domain_limits.house_cap_minor` for that market. No row: the
 *   brand's cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_controls')
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('market', 'match', 'casino')`))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_controls_pk', ['scope', 'target_id'])
    .execute();
  await db.schema
    .createTable('market_house_limits')
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('cap_minor', 'bigint', (c) => c.notNull().check(sql`cap_minor >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_house_limits_pk', ['domain_id', 'market_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_house_limits').execute();
  await db.schema.dropTable('market_controls').execute();
}
