import { sql, type Kysely } from 'kysely';

/** Brands, users, sessions, login activity and password history (issue 2). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('fav_icon_url', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('primary_color', 'text', (c) => c.notNull())
    .addColumn('secondary_color', 'text', (c) => c.notNull())
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) =>
      c.notNull().check(sql`layout in ('tamannah','tamannahSquare','aura')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active','suspend')`))
    .addColumn('casino_image_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('white_label_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('watcher_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('super_watcher_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('exposure_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`exposure_minor >= 0`),
    )
    .addColumn('exposure_limit_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // User names are unique per brand, ignoring case.
  await sql`create unique index users_domain_user_name on users (domain_id, lower(user_name))`.execute(db);
  await db.schema.createIndex('users_expires_at').on('users').column('expires_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_activity')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('login_time', 'timestamptz', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('device_ip', 'text', (c) => c.notNull())
    .addColumn('isp', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();
  await sql`create index login_activity_name_time on login_activity (domain_id, lower(user_name), login_time)`.execute(
    db,
  );
  await db.schema
    .createIndex('login_activity_user')
    .on('login_activity')
    .columns(['user_id', 'login_time'])
    .execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('updated_of', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
