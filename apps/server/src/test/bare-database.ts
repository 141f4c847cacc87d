import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from '../db/index';
import { migrationProvider } from '../db/migrations/index';

/** A bare database for a migration test, and the migrator that moves it up and down. */
export interface BareDatabase {
  db: Kysely<Database>;
  /** Our migrations (db/migrations/index.ts), none run yet: `migrateTo(name)`, `migrateToLatest()`. */
  migrator: Migrator;
  /** Closes the database (and drops its private schema on PostgreSQL). */
  drop(): Promise<void>;
}

/**
 * A database with no migration run, for tests that migrate up to a migration, seed rows of the
 * schema of that time and then migrate on (wallet/migration.test.ts, brands/migration.test.ts):
 * in-memory PGlite, or a private schema (`test_<hex>`, dropped by `drop`) on DATABASE_URL, whose
 * migration table lives in that schema. Its pool reads BIGINT as text.
 */
export async function bareDatabase(): Promise<BareDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    return { db, migrator: new Migrator({ db, provider: migrationProvider }), drop: () => db.destroy() };
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
    migrator: new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema }),
    async drop() {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}
