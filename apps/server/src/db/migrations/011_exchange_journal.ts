import { sql, type Kysely } from 'kysely';

/**
 * The exchange engine's append-only journal (issue 14; docs/exchange-engine.md): every order
 * placed, fill, cancel and lapse of a brand's book (`book_key` = `{domainId}:{marketId}`), in
 * commit order (`seq`). Written only by modules/exchange by group commit; a restart replays it.
 * Sizes in minor units, prices in hundredths of decimal odds. `detail` holds the rest of a place
 * (selection, side, persistence, customer reference) or of a fill (selection, taker side).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchange_journal')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('book_key', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('place','fill','cancel','lapse')`))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('maker_order_id', 'text')
    .addColumn('user_id', 'uuid')
    .addColumn('size_minor', 'bigint', (c) => c.notNull().check(sql`size_minor > 0`))
    .addColumn('price_h', 'integer')
    .addColumn('detail', 'jsonb')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_journal_book')
    .on('exchange_journal')
    .columns(['book_key', 'seq'])
    .execute();
  await sql`create unique index exchange_journal_place on exchange_journal (order_id) where kind = 'place'`.execute(
    db,
  );
  await upBets(db);
  // The house's cap per market of a brand (issue 14 item 2), minor units; null: the app's default.
  await db.schema.alterTable('domain_limits').addColumn('house_cap_minor', 'bigint').execute();
}

/** The bets made by fills of exchange orders name their order (Betfair's betId). */
export async function upBets(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').addColumn('order_id', 'text').execute();
}
