import { randomBytes } from 'node:crypto';
import type { AppInstance, BuildAppOptions } from '../app';
import { FakeClock } from '../clock';
import type { DatabaseHandle, Db } from '../db/index';
import type { Database } from '../db/schema';
import type { Game } from '@backlay/casino';
import type { CasinoDealer } from '../dealer/index';
import type { FeedEngine } from '../feed/index';
import { startPlatform, type Platform } from '../platform';
import type { EventBus } from '../realtime/bus';
import { openMigratedPglite } from './pglite-snapshot';

/** A test application on a real database: in-memory PGlite, or PostgreSQL when DATABASE_URL is set. */
export interface TestApp {
  app: AppInstance;
  /** Waits for the feed's result writes and the settlements they started. */
  settle(): Promise<void>;
  bus: EventBus;
  feed?: FeedEngine;
  /** The casino dealer (with `withDealer`), started; the clock then only moves by `advance`. */
  dealer?: CasinoDealer;
  handle: DatabaseHandle;
  clock: FakeClock;
  close(): Promise<void>;
}

/**
 * Opens a fresh database (in-memory PGlite started from the test file's migrated snapshot,
 * test/pglite-snapshot.ts; a private schema on PostgreSQL, dropped on close), seeds the demo
 * brands and accounts, and starts the platform (platform.ts) on a fake clock with logging off
 * (unless `overrides.logger` says otherwise) and settlement on. `withFeed` adds the sports feed
 * (ticked once; the test ticks it). `withDealer` starts the casino dealer (on `dealerGames`,
 * default every built engine; its errors also go to `onDealerError`) and turns the fake clock's
 * auto-advance off: the test moves time with `clock.advance(ms)` and then awaits
 * `dealer.idle()` (every table loop waiting on the clock) before looking. A throwing bus handler
 * fails the publishing call.
 */
export async function createTestApp(
  overrides: Partial<BuildAppOptions> = {},
  {
    withFeed = false,
    feedSpeed = 1,
    withDealer = false,
    dealerGames,
    onDealerError,
  }: {
    withFeed?: boolean;
    feedSpeed?: number;
    withDealer?: boolean;
    dealerGames?: readonly Game[];
    onDealerError?: (err: unknown) => void;
  } = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));
  if (withDealer) clock.autoAdvance = false;
  // PGlite: a private database started from the file's migrated snapshot (test/pglite-snapshot.ts),
  // closed here after the platform; PostgreSQL: a private schema the platform opens and drops.
  const pglite = url ? undefined : await openMigratedPglite();
  let platform: Platform;
  try {
    platform = await startPlatform({
      ...(pglite
        ? { handle: pglite }
        : { database: { kind: 'postgres', url: url!, schema: `test_${randomBytes(6).toString('hex')}` } }),
      dropSchemaOnClose: true,
      seedDemo: true,
      clock,
      feed: withFeed ? { speed: feedSpeed } : undefined,
      dealer: withDealer ? { games: dealerGames, onError: onDealerError } : undefined,
      // The database, clock, feed and dealer of the app are the platform's.
      app: overrides,
      onBusError: (err) => {
        throw err;
      },
    });
  } catch (err) {
    if (pglite) await closeKeepingExitCode(pglite);
    throw err;
  }
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await platform.close();
      if (pglite) await closeKeepingExitCode(pglite);
    })());
  try {
    await platform.dealer?.idle();
    await platform.app.ready();
  } catch (err) {
    await close();
    throw err;
  }
  const { app, bus, feed, dealer, handle } = platform;
  return { app, settle: platform.settle, bus, feed, dealer, handle, clock, close };
}

/** Closes `handle`; PGlite's runtime resets process.exitCode when it closes (as platform.ts does). */
async function closeKeepingExitCode(handle: DatabaseHandle): Promise<void> {
  const exitCode = process.exitCode;
  await handle.close();
  process.exitCode = exitCode;
}

/** Headers of an anonymous call on `host`. */
export const anonymous = (host = 'localhost') => ({ d: host });

/** Headers of a signed-in call (docs/rules/specification.md §6: User-Token, bearer Authorization and d = domain id). */
export const signedIn = (token: string, domainId: string) => ({
  'user-token': token,
  authorization: `Bearer ${token}`,
  d: domainId,
});

/** The number of rows of `table` (tests: "nothing was written"). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table as 'bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
