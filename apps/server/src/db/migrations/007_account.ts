import { sql, type Kysely } from 'kysely';

/**
 * The account area (issue 8): the brand's notices (news ticker, docs/rules/specification.md §3 Notice) and banners (home
 * carousel, docs/rules/specification.md §3 Banner), and the indexes the account lists read by (bets by place and settle
 * time, password history by user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notice', 'text', (c) => c.notNull().check(sql`length(notice) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notices_domain').on('notices').columns(['domain_id', 'created_at']).execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('banner', 'text', (c) => c.notNull().check(sql`length(banner) between 1 and 20000`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('banners_domain').on('banners').columns(['domain_id', 'sort_order']).execute();

  await db.schema
    .createIndex('password_history_user')
    .on('password_history')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('bets_user_placed').on('bets').columns(['user_id', 'placed_at']).execute();
  await sql`create index bets_user_settled on bets (user_id, settled_at) where status = 'settled'`.execute(
    db,
  );
}
