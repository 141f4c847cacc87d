import { sql, type Kysely } from 'kysely';

/**
 * Casino rounds (issue 6 item 3; docs/rules/casino.md Decision 1): one row per round, written with its
 * commitment sha256(server_seed) before the round opens; `status` moves open -> suspended ->
 * dealing (-> open again on a repricing table) -> settled, or -> void when a restart abandons
 * it. `betting_window` counts the times betting opened (bets check it, so a bet priced in one
 * window never lands in the next). `cards` (wire codes in reveal order) and `result` (the
 * engine's RoundResult) are JSON text written when the round is settled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_rounds')
    .addColumn('round_id', 'text', (c) => c.primaryKey())
    .addColumn('casino_type', 'text', (c) => c.notNull())
    .addColumn('table_no', 'integer', (c) => c.notNull())
    .addColumn('commit', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open','suspended','dealing','settled','void')`),
    )
    .addColumn('betting_window', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cards', 'text')
    .addColumn('result', 'text')
    .addColumn('bets_settled', 'integer')
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('casino_rounds_type_finished')
    .on('casino_rounds')
    .columns(['casino_type', 'finished_at'])
    .execute();
  await sql`create index casino_rounds_unfinished on casino_rounds (status)
    where status in ('open','suspended','dealing')`.execute(db);
  await db.schema.createIndex('bets_round').on('bets').columns(['round_id', 'status']).execute();
}
