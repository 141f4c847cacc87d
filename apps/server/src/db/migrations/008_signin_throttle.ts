import { sql, type Kysely } from 'kysely';

/**
 * Sign-in throttling from the database (issue 12; OWASP ASVS 5.0 V6 anti-automation): every
 * `login_activity` row names the sign-in it was made on (`scope`: 'customer' or 'operator', so
 * the two never share counters) and the address key the throttle counts by (`ip_key`: the IPv4
 * address, or the /64 prefix of an IPv6 one). Rows written before this migration count as
 * customer attempts from their exact address. The per-user-name index gives way to one per
 * (brand, scope, user name, address key) and one per (address key, scope), both by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_activity')
    .addColumn('scope', 'text', (c) =>
      c
        .notNull()
        .defaultTo('customer')
        .check(sql`scope in ('customer', 'operator')`),
    )
    .addColumn('ip_key', 'text')
    .execute();
  await sql`update login_activity set ip_key = ip`.execute(db);
  // New rows must say both: no default.
  await sql`alter table login_activity alter column scope drop default, alter column ip_key set not null`.execute(
    db,
  );
  await db.schema.dropIndex('login_activity_name_time').execute();
  await sql`create index login_activity_pair on login_activity (domain_id, scope, lower(user_name), ip_key, login_time)`.execute(
    db,
  );
  await db.schema
    .createIndex('login_activity_address')
    .on('login_activity')
    .columns(['ip_key', 'scope', 'login_time'])
    .execute();
}
