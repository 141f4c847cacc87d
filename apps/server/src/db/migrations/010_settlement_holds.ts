import { sql, type Kysely } from 'kysely';

/**
 * Bets a settlement set aside for an operator (issue 12: settlement never depends on a balance
 * check; when posting a bet's P&L would still break an account's invariant, that account's bets
 * on the market wait here and the rest of the market settles). One row per bet: the P&L and the
 * ledger transfers to post when an operator releases it, whether releasing it also releases the
 * account's exposure on the market, and why it was held. `released_at` is set once posted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settlement_holds')
    .addColumn('bet_id', 'uuid', (c) => c.primaryKey().references('bets.id').onDelete('cascade'))
    .addColumn('domain_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('result_version', 'integer', (c) => c.notNull())
    .addColumn('pnl_minor', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('win','loss','void')`))
    .addColumn('transfers', 'text', (c) => c.notNull())
    .addColumn('releases_exposure', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('held_at', 'timestamptz', (c) => c.notNull())
    .addColumn('released_at', 'timestamptz')
    .execute();
  await sql`create index settlement_holds_open_user on settlement_holds (user_id) where released_at is null`.execute(
    db,
  );
  await sql`create index settlement_holds_open_domain on settlement_holds (domain_id, held_at) where released_at is null`.execute(
    db,
  );
}
