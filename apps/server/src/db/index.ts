import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export type { Database } from './schema';
export type Db = Kysely<Database>;

/** Where the database lives. */
export type DatabaseTarget =
  /** Embedded PGlite with files under `dataDir`, or in memory when `dataDir` is 'memory'. */
  | { kind: 'pglite'; dataDir: string }
  /** A PostgreSQL server; `schema` (optional) isolates the tables, e.g. one schema per test run. */
  | { kind: 'postgres'; url: string; schema?: string };

/** An open, migrated database and how to close it. */
export interface DatabaseHandle {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** Closes the connections (and drops the schema when `dropSchema` was asked for). */
  close(): Promise<void>;
}

const INT8_OID = 20;
/** BIGINT money columns hold minor units well inside 2^53, so they are read as numbers. */
const parseInt8 = (value: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint out of safe range: ${value}`);
  return n;
};

/**
 * Opens the database named by `target`, runs every pending migration, and returns it.
 * PGlite is the embedded default (docs/architecture.md Persistence); PostgreSQL is used with DATABASE_URL.
 * `dropSchemaOnClose` removes the test schema when closing. Throws when a migration fails.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { dropSchemaOnClose?: boolean } = {},
): Promise<DatabaseHandle> {
  let db: Db;
  if (target.kind === 'pglite') {
    const inMemory = target.dataDir === 'memory';
    if (!inMemory) mkdirSync(target.dataDir, { recursive: true });
    const client = new PGlite(inMemory ? undefined : target.dataDir, { parsers: { [INT8_OID]: parseInt8 } });
    db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  } else {
    const schema = target.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`bad schema name ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(`create schema if not exists ${schema}`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseInt8
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const schema = target.kind === 'postgres' ? target.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return {
    db,
    kind: target.kind,
    async close() {
      if (target.kind === 'postgres' && target.schema && options.dropSchemaOnClose) {
        await sql.raw(`drop schema if exists ${target.schema} cascade`).execute(db);
      }
      await db.destroy();
    },
  };
}
