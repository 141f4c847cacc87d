import { randomBytes } from 'node:crypto';
import { buildApp, type AppInstance, type BuildAppOptions } from '../app';
import { FakeClock } from '../clock';
import { openDatabase, type DatabaseHandle, type Db } from '../db/index';
import type { Database } from '../db/schema';
import type { Game } from '@backlay/casino';
import { CasinoDealer } from '../dealer/index';
import { createFeedEngine, type FeedEngine } from '../feed/index';
import { startSettlement } from '../modules/betting/settlement';
import { EventBus } from '../realtime/bus';
import { seedDemo } from '../seed/demo';

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
 * Opens a fresh database (a private schema on PostgreSQL, dropped on close), seeds the demo
 * brands and accounts, and builds the app on a fake clock with logging off. `withDealer` starts
 * the casino dealer (on `dealerGames`, default every built engine) and turns the fake clock's
 * auto-advance off: the test moves time with `clock.advance(ms)` and then awaits
 * `dealer.idle()` (every table loop waiting on the clock) before looking.
 */
export async function createTestApp(
  overrides: Partial<BuildAppOptions> = {},
  {
    withFeed = false,
    feedSpeed = 1,
    withDealer = false,
    dealerGames,
    onDealerError = (err: unknown) => console.error('dealer failed', err),
  }: {
    withFeed?: boolean;
    feedSpeed?: number;
    withDealer?: boolean;
    dealerGames?: readonly Game[];
    onDealerError?: (err: unknown) => void;
  } = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(
    url
      ? { kind: 'postgres', url, schema: `test_${randomBytes(6).toString('hex')}` }
      : { kind: 'pglite', dataDir: 'memory' },
    { dropSchemaOnClose: true },
  );
  await seedDemo(handle.db);
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));
  const bus = new EventBus((err) => {
    throw err;
  });
  const feed = withFeed
    ? createFeedEngine({ clock, bus, db: handle.db, speed: feedSpeed, onError: (err) => console.error(err) })
    : undefined;
  const settlement = startSettlement(bus, handle.db, clock, (err) => console.error('settlement failed', err));
  feed?.tick();
  let dealer: CasinoDealer | undefined;
  if (withDealer) {
    clock.autoAdvance = false;
    dealer = new CasinoDealer({
      db: handle.db,
      clock,
      games: dealerGames,
      onError: onDealerError,
    });
    await dealer.start();
    await dealer.idle();
  }
  const app = await buildApp({
    db: handle.db,
    clock,
    feed,
    dealer,
    logger: false,
    webDistDir: null,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    async settle() {
      await feed?.flush();
      await settlement.drain();
    },
    bus,
    feed,
    dealer,
    handle,
    clock,
    async close() {
      await dealer?.stop();
      await feed?.flush();
      await settlement.drain();
      await app.close();
      await handle.close();
    },
  };
}

/** Headers of an anonymous call on `host`. */
export const anonymous = (host = 'localhost') => ({ d: host });

/** Headers of a signed-in call (spec §6: User-Token, bearer Authorization and d = domain id). */
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
