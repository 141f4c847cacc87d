import { sql, type Kysely } from 'kysely';

/** Per-user settings: the 8 quick stakes (docs/rules/specification.md §2 /settings, §9; issue 5 item 7). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_stakes')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stakes', sql`integer[]`, (c) =>
      c
        .notNull()
        .check(
          sql`cardinality(stakes) = 8 and array_position(stakes, null) is null and 0 <= all(stakes) and 10000000 >= all(stakes)`,
        ),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
