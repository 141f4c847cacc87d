import { databaseTargetOf, loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { runAdmin, USAGE, UsageError } from './commands';

/**
 * `npm run admin -- <command>`: operator commands against the configured database
 * (DATABASE_URL, else the embedded PGlite in DATA_DIR; stop the server first when using PGlite,
 * which allows one process at a time).
 */
async function cli(): Promise<number> {
  const config = loadConfig();
  const handle = await openDatabase(databaseTargetOf(config));
  try {
    await runAdmin(process.argv.slice(2), handle.db, (line) => console.log(line));
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

cli().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
