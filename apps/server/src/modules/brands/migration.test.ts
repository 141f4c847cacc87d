import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/index';
import { migrationProvider } from '../../db/migrations/index';

/** A bare database (not migrated): in-memory PGlite, or a private schema on DATABASE_URL. */
async function bareDatabase(): Promise<{ db: Kysely<Database>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    return { db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async drop() {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}

describe('migration 017_brand_content', () => {
  it('gives the existing demo brands localhost as parent and every other brand none (issue 16 item 2)', async () => {
    const { db, drop } = await bareDatabase();
    try {
      const schema = process.env.DATABASE_URL
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
        : undefined;
      const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
      expect((await migrator.migrateTo('016_customer_locks')).error).toBeUndefined();
      for (const host of [
        'localhost',
        'aura.localhost',
        'square.localhost',
        'suspended.localhost',
        'brand.example',
      ])
        await sql`insert into domains (domain, title, fav_icon_url, logo_url, primary_color, secondary_color,
          background_color, layout, status, casino_image_key)
          values (${host}, ${host}, '', '', '#000000', '#000000', '#000000', 'aura', 'active', 'default')`.execute(
          db,
        );
      expect((await migrator.migrateTo('017_brand_content')).error).toBeUndefined();
      const rows = await sql<{ domain: string; parent: string | null }>`
        select d.domain, p.domain as parent from domains d left join domains p on p.id = d.parent_domain_id
        order by d.domain`.execute(db);
      expect(rows.rows).toEqual([
        { domain: 'aura.localhost', parent: 'localhost' },
        { domain: 'brand.example', parent: null },
        { domain: 'localhost', parent: null },
        { domain: 'square.localhost', parent: 'localhost' },
        { domain: 'suspended.localhost', parent: 'localhost' },
      ]);
      // And back down: the columns and tables go.
      expect((await migrator.migrateTo('016_customer_locks')).error).toBeUndefined();
      const column = await sql`select 1 from information_schema.columns
        where table_name = 'domains' and column_name = 'parent_domain_id'
          and table_schema = current_schema()`.execute(db);
      expect(column.rows).toHaveLength(0);
    } finally {
      await drop();
    }
  });
});
