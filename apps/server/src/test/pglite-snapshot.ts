import { openDatabase, type DatabaseHandle } from '../db/index';

/**
 * The data directory of a freshly migrated in-memory PGlite (every migration of
 * db/migrations/index.ts run, nothing seeded), made once per test module instance (Vitest
 * isolates each test file, so: once per file) by the first {@link openMigratedPglite}.
 */
let migrated: Promise<Blob> | undefined;

/**
 * A private, freshly migrated in-memory PGlite for one test app (test/harness.ts), the caller's
 * to close. The first call of the file creates and migrates a new database as before, dumps its
 * data directory (uncompressed tar, ~40 MB in memory) before anything else touches it, and
 * returns that database; the other calls start a new PGlite from the dump (`loadDataDir`;
 * ~0.7-1 s instead of ~2-3 s for initdb plus the migrations), whose pending migrations (none)
 * then run as usual. Only the migrated schema is shared: the caller seeds each database itself,
 * so generated ids (gen_random_uuid), password salts and `now()` timestamps stay per app as
 * before (module-level caches such as modules/limits cachedMinMax are keyed by brand id, so
 * apps must not share ids). Throws what openDatabase throws (a failed migration), also to the
 * calls waiting on the dump.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  if (migrated) return openDatabase({ kind: 'pglite', dataDir: 'memory', loadDataDir: await migrated });
  let handle: DatabaseHandle | undefined;
  const dump = (async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    return handle.dumpDataDir!();
  })();
  migrated = dump;
  try {
    await dump;
  } catch (err) {
    await handle?.close();
    throw err;
  }
  return handle!;
}
