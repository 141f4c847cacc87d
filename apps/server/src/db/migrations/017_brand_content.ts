import { sql, type Kysely } from 'kysely';

/**
 * The back office's brands (issue 16 item 2; docs/backoffice.md "Brands"):
 * - `domains.parent_domain_id`: the brand whose Admin created this one (`POST
 *   /api/admin/brands`). An Admin manages their own brand and the brands it created. Rule for
 *   rows that exist when this runs: the demo brands `aura.localhost`, `square.localhost` and
 *   `suspended.localhost` get `localhost` as parent (the demo seed does the same for a new
 *   database); every other existing brand keeps none (only its own Admins manage it).
 * - `domain_aliases`: extra host names of a brand, resolved like its main host.
 * - `brand_assets`: uploaded images (the logo, banner images) served by `GET
 *   /api/domain/assets/{host}/{file}`; `name` is `logo` or `banner-{bannerId}`.
 * - `banners.starts_at` / `ends_at`: the schedule window of a banner (either may be null: open).
 * `domains`, `domain_aliases` and `brand_assets` are written by modules/domains, `banners` by
 * modules/account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('domains')
    .addColumn('parent_domain_id', 'uuid', (c) => c.references('domains.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('domains_parent').on('domains').column('parent_domain_id').execute();
  await sql`update domains set parent_domain_id = (select id from domains where domain = 'localhost')
    where domain in ('aura.localhost', 'square.localhost', 'suspended.localhost')
      and parent_domain_id is null`.execute(db);

  await db.schema
    .createTable('domain_aliases')
    .addColumn('host', 'text', (c) =>
      c.primaryKey().check(sql`host = lower(host) and length(host) between 1 and 253`),
    )
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('domain_aliases_domain').on('domain_aliases').column('domain_id').execute();

  await db.schema
    .createTable('brand_assets')
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`name ~ '^(logo|banner-[0-9a-f-]{36})$'`))
    .addColumn('content_type', 'text', (c) =>
      c.notNull().check(sql`content_type in ('image/svg+xml','image/png','image/jpeg','image/webp')`),
    )
    .addColumn('bytes', 'bytea', (c) => c.notNull().check(sql`octet_length(bytes) between 1 and 204800`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_assets_pk', ['domain_id', 'name'])
    .execute();

  await db.schema.alterTable('banners').addColumn('starts_at', 'timestamptz').execute();
  await db.schema.alterTable('banners').addColumn('ends_at', 'timestamptz').execute();
  await sql`alter table banners add constraint banners_window
    check (starts_at is null or ends_at is null or ends_at > starts_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table banners drop constraint banners_window`.execute(db);
  await db.schema.alterTable('banners').dropColumn('ends_at').execute();
  await db.schema.alterTable('banners').dropColumn('starts_at').execute();
  await db.schema.dropTable('brand_assets').execute();
  await db.schema.dropTable('domain_aliases').execute();
  await db.schema.dropIndex('domains_parent').execute();
  await db.schema.alterTable('domains').dropColumn('parent_domain_id').execute();
}
