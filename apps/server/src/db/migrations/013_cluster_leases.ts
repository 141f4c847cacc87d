import type { Kysely } from 'kysely';

/**
 * Leases of the engines that run on one node at a time (issue 15 item 1; docs/cluster.md): the
 * holder of lease `name` is the node that holds PostgreSQL's advisory lock of that name on its
 * lease connection; this row says who it is (`holder`: the URL other nodes forward to) and counts
 * the holders (`epoch`, the fencing token, grows at each takeover). Written only by cluster/lease.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cluster_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('epoch', 'bigint', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cluster_leases').execute();
}
