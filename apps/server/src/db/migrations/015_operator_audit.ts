import { sql, type Kysely } from 'kysely';

/**
 * The back office's foundation (issue 16; docs/backoffice.md):
 * - `operator_audit`: every operator action (who, what, before and after, when, from which
 *   address), append-only: a trigger refuses UPDATE and DELETE (issue 16 item 7).
 * - `idempotency_keys`: the stored answer of an operator's money call made with an
 *   `Idempotency-Key` header (issue 16 item 3, Stripe's convention): the same key and body answer
 *   the stored result, another body is a 409. Keyed by operator and key.
 * Written only by modules/operators.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('domain_id', 'uuid', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_audit_domain_at')
    .on('operator_audit')
    .columns(['domain_id', 'at'])
    .execute();
  await sql`create function operator_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit is append-only';
    end $$`.execute(db);
  await sql`create trigger operator_audit_append_only before update or delete on operator_audit
    for each row execute function operator_audit_append_only()`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('actor_id', 'uuid', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['actor_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('operator_audit').execute();
  await sql`drop function operator_audit_append_only`.execute(db);
}
