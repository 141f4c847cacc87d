import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/server-process';
import { openDatabase } from './index';

/**
 * openDatabase on a PostgreSQL server (DATABASE_URL): an idle pooled connection the server ends
 * (a restart, pg_terminate_backend, DROP DATABASE ... WITH (FORCE)) is heard, not left as an
 * unheard 'error' event that ends the process, and the next query gets a new connection.
 */
describe('openDatabase on PostgreSQL', () => {
  it('hears an idle connection the server ends, and the next query runs on a new one', async () => {
    const scratch = await scratchDatabase(process.env.DATABASE_URL!, 'idle');
    const heard: Error[] = [];
    const handle = await openDatabase(
      { kind: 'postgres', url: scratch.url },
      { onIdleConnectionError: (err) => heard.push(err) },
    );
    try {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const pid = first.rows[0]!.pid;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(1);
      expect(heard[0]!.message).toMatch(/terminating connection/);
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(again.rows[0]!.pid).not.toBe(pid);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
