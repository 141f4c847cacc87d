import type { Kysely } from 'kysely';

/**
 * Bodies of cross-node bus messages too large for a PostgreSQL NOTIFY (8,000 bytes; issue 15 item 2,
 * cluster/bus.ts): the message is stored here and its id is notified; rows older than a minute are
 * deleted by the publishers. Written only by cluster/bus.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cluster_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cluster_messages').execute();
}
