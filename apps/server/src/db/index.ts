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
  /**
   * Embedded PGlite with files under `dataDir`, or in memory when `dataDir` is 'memory'.
   * `loadDataDir` (tests only, with 'memory'): start from this tarball of a data directory, made
   * by {@link DatabaseHandle.dumpDataDir} of another in-memory database, instead of an empty
   * one (test/pglite-snapshot.ts); the pending migrations then run as usual.
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  /** A PostgreSQL server; `schema` (optional) isolates the tables, e.g. one schema per test run. */
  | { kind: 'postgres'; url: string; schema?: string };

/** An open, migrated database and how to close it. */
export interface DatabaseHandle {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** Closes the connections (and drops the schema when `dropSchema` was asked for). */
  close(): Promise<void>;
  /**
   * PGlite only: its data directory as an uncompressed tar Blob (PGlite `dumpDataDir('none')`),
   * to start other in-memory databases from (`loadDataDir` of {@link DatabaseTarget}); PostgreSQL
   * handles have none. Throws when the database is closed.
   */
  dumpDataDir?(): Promise<Blob>;
}

const INT8_OID = 20;
/** BIGINT money columns hold minor units well inside 2^53, so they are read as numbers. */
const parseInt8 = (value: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint out of safe range: ${value}`);
  return n;
};

/** The default for an idle PostgreSQL connection that failed: a warning on stderr. */
function warnIdleConnectionError(err: Error): void {
  console.warn(`PostgreSQL: an idle connection failed and left the pool: ${err.message}`);
}

/**
 * Opens the database named by `target`, runs every pending migration, and returns it.
 * PGlite is the embedded default (docs/architecture.md Persistence); PostgreSQL is used with DATABASE_URL.
 * `dropSchemaOnClose` removes the test schema when closing. An in-memory PGlite may start from a
 * dumped data directory (`loadDataDir`, tests). `onIdleConnectionError` (PostgreSQL) hears an idle
 * pooled connection the server ended (default: a warning on stderr); the pool replaces it, and a
 * query in flight still fails with its own error. Throws when a migration fails.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { dropSchemaOnClose?: boolean; onIdleConnectionError?: (err: Error) => void } = {},
): Promise<DatabaseHandle> {
  let db: Db;
  let pglite: PGlite | undefined;
  if (target.kind === 'pglite') {
    const inMemory = target.dataDir === 'memory';
    if (target.loadDataDir && !inMemory) throw new Error('openDatabase: loadDataDir needs dataDir memory');
    if (!inMemory) mkdirSync(target.dataDir, { recursive: true });
    const pgliteOptions = {
      parsers: { [INT8_OID]: parseInt8 },
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    };
    // In memory the options are the only argument: PGlite 0.4 ignores the second one when the
    // first is not a string (an in-memory database used to get PGlite's default BIGINT parser).
    const client = inMemory ? new PGlite(pgliteOptions) : new PGlite(target.dataDir, pgliteOptions);
    pglite = client;
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
    // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... WITH
    // (FORCE)) makes the pool emit 'error'; unheard, that event would end the process. The pool
    // has already dropped the connection and opens a new one for the next query, so it is logged.
    pool.on('error', options.onIdleConnectionError ?? warnIdleConnectionError);
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
  const client = pglite;
  return {
    db,
    kind: target.kind,
    async close() {
      if (target.kind === 'postgres' && target.schema && options.dropSchemaOnClose) {
        await sql.raw(`drop schema if exists ${target.schema} cascade`).execute(db);
      }
      await db.destroy();
    },
    ...(client ? { dumpDataDir: () => client.dumpDataDir('none') } : {}),
  };
}
