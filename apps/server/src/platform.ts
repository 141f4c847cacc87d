import type { Game } from '@backlay/casino';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type AppInstance, type BuildAppOptions } from './app';
import { systemClock, type Clock } from './clock';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/index';
import { CasinoDealer } from './dealer/index';
import { createFeedEngine, type FeedEngine } from './feed/index';
import { recordResult, startSettlement, type HeldBet } from './modules/betting/index';
import { applyMarketControls } from './modules/risk/index';
import { deleteExpiredDemoUsers } from './modules/users/index';
import type { Fence } from './cluster/lease';
import { EventBus } from './realtime/bus';
import { seedDemo } from './seed/demo';

/** What {@link startPlatform} starts; every engine is optional so a test that needs none stays fast. */
export interface PlatformOptions {
  /** The database to open (migrated; closed by `close()`). Give this or `handle`. */
  database?: DatabaseTarget;
  /** Drop the PostgreSQL schema of `database` on close (tests, benches). */
  dropSchemaOnClose?: boolean;
  /** An open database instead of `database`; the caller keeps it and closes it after `close()`. */
  handle?: DatabaseHandle;
  /** Seed the demo brands and accounts (idempotent). */
  seedDemo?: boolean;
  /** The clock of the app, the feed and settlement (default the system clock). */
  clock?: Clock;
  /** Passed to buildApp; `logger` (pino options, or false for silence) is also the engines' logger. */
  app?: Omit<BuildAppOptions, 'db' | 'feed' | 'dealer' | 'clock'>;
  /** Start the sports feed engine over the shipped replays (ticked once at start). */
  feed?: {
    /** Replays run this many times faster than real time (default 1). */
    speed?: number;
    /** The feed's own clock (default `clock`). */
    clock?: Clock;
    /** Tick the feed on this wall-time interval; without it the caller ticks (`feed.tick()`). */
    tickEveryMs?: number;
  };
  /** Settle every `market.result` published on the bus (default true). */
  settlement?: boolean;
  /** Start the casino dealer (started before `startPlatform` resolves). */
  dealer?: {
    /** The dealer's own clock (default `clock`). */
    clock?: Clock;
    /** The tables to deal (default every built engine). */
    games?: readonly Game[];
    /** Betting window in whole seconds (default the dealer's). */
    bettingSeconds?: number;
    newSeed?: () => string;
    /** Also hears of every dealer error (logged in any case), e.g. a test collecting them. */
    onError?: (err: unknown) => void;
    /** The engines' lease a new round needs (several nodes; docs/cluster.md). */
    fence?: Fence;
  };
  /** Remove expired demo sandbox accounts now and then on this interval. */
  sweepDemoEveryMs?: number;
  /** What a throwing bus handler does (default: logged); a test may rethrow. */
  onBusError?: (err: unknown) => void;
}

/** The running platform: the app, its database and engines, and the one way to stop them. */
export interface Platform {
  app: AppInstance;
  handle: DatabaseHandle;
  bus: EventBus;
  clock: Clock;
  feed?: FeedEngine;
  dealer?: CasinoDealer;
  settlement?: ReturnType<typeof startSettlement>;
  /** The app's pino logger; each engine reports to a child of it (`{ engine }`). */
  log: FastifyBaseLogger;
  /** Waits for the feed's result writes and the settlements they started. */
  settle(): Promise<void>;
  /**
   * Stops everything in one order: the timers, the dealer, the feed's writes, settlement (drain,
   * then unsubscribe), the app, the database (when opened here). Safe to call more than once.
   */
  close(): Promise<void>;
}

/** The child loggers of the engines (`{ engine: name }` on every line). */
interface EngineLogs {
  bus: FastifyBaseLogger;
  feed: FastifyBaseLogger;
  settlement: FastifyBaseLogger;
  dealer: FastifyBaseLogger;
  sweeper: FastifyBaseLogger;
}

/** Bets a settlement set aside for an operator (issue 12): a warning, not an error. */
const logHeld = (log: FastifyBaseLogger, held: HeldBet[], msg: string) =>
  log.warn({ count: held.length, held }, msg);

/**
 * The composition root (issue 13), used by main.ts, the test harness, the end-to-end setup and
 * the benches: opens (or takes) the database, seeds the demo data when asked, wires the bus, the
 * sports feed, settlement and the casino dealer as asked, builds the app on them, starts the
 * engines and the demo sweeper, and returns them with `close()`. The app does not listen: the
 * caller listens, injects or readies it. Engine errors and held bets go to child loggers of the
 * app's pino logger (silent when `app.logger` is false).
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  if (!options.handle === !options.database) throw new Error('startPlatform: give database or handle');
  const handle =
    options.handle ??
    (await openDatabase(options.database!, { dropSchemaOnClose: options.dropSchemaOnClose ?? false }));
  const ownsDatabase = !options.handle;
  const clock = options.clock ?? systemClock;
  try {
    if (options.seedDemo) await seedDemo(handle.db);

    // Each engine reports to a child of the app's logger, filled in once the app exists: no
    // engine reports before it starts, and they start after that.
    const logs = {} as EngineLogs;
    const bus = new EventBus(options.onBusError ?? ((err) => logs.bus.error({ err }, 'bus handler failed')));
    const feed = options.feed
      ? createFeedEngine({
          clock: options.feed.clock ?? clock,
          bus,
          recordResult: (entry, decided, decidedAtMs) =>
            recordResult(handle.db, {
              marketId: decided.marketId,
              matchId: entry.slot.matchId,
              sportId: entry.sportId,
              marketType: decided.marketType,
              winnerSelectionId: decided.result.winnerSelectionId ?? null,
              value: decided.result.value ?? null,
              isVoid: decided.result.void,
              decidedAt: new Date(decidedAtMs),
            }),
          speed: options.feed.speed ?? 1,
          onError: (err) => logs.feed.error({ err }, 'result write failed'),
        })
      : undefined;
    const dealerOptions = options.dealer;
    const dealer = dealerOptions
      ? new CasinoDealer({
          db: handle.db,
          clock: dealerOptions.clock ?? clock,
          games: dealerOptions.games,
          bettingSeconds: dealerOptions.bettingSeconds,
          newSeed: dealerOptions.newSeed,
          fence: dealerOptions.fence,
          onError: (err) => {
            logs.dealer.error({ err }, 'casino dealer failed');
            dealerOptions.onError?.(err);
          },
          onHeld: (held) => logHeld(logs.dealer, held, 'casino settlement set bets aside for an operator'),
        })
      : undefined;
    const app = await buildApp({
      logger: false,
      webDistDir: null,
      ...options.app,
      db: handle.db,
      clock,
      feed,
      dealer,
    });
    const log = app.log;
    Object.assign(logs, {
      bus: log.child({ engine: 'bus' }),
      feed: log.child({ engine: 'feed' }),
      settlement: log.child({ engine: 'settlement' }),
      dealer: log.child({ engine: 'dealer' }),
      sweeper: log.child({ engine: 'demo-sweeper' }),
    } satisfies EngineLogs);

    const settlement =
      options.settlement === false
        ? undefined
        : startSettlement(
            bus,
            handle.db,
            clock,
            (err) => logs.settlement.error({ err }, 'settlement failed'),
            (held) => logHeld(logs.settlement, held, 'settlement set bets aside for an operator'),
          );
    // Operators' suspensions and table pauses (issue 16), before the feed's first tick and the dealer's start.
    await applyMarketControls(handle.db, { feed, dealer });
    const timers: NodeJS.Timeout[] = [];
    const every = (ms: number, run: () => void) => timers.push(setInterval(run, ms).unref());
    if (feed) {
      feed.tick();
      // The books of every unsettled market, rebuilt from the journal now that their markets exist.
      await app.deps.exchange?.start();
      const tickMs = options.feed?.tickEveryMs;
      if (tickMs !== undefined)
        every(tickMs, () => {
          try {
            feed.tick();
          } catch (err) {
            logs.feed.error({ err }, 'feed tick failed');
          }
        });
    }
    await dealer?.start();
    if (options.sweepDemoEveryMs !== undefined) {
      const sweep = async () => {
        const removed = await deleteExpiredDemoUsers(handle.db, new Date(clock.now()));
        if (removed > 0) logs.sweeper.info({ removed }, 'expired demo accounts removed');
      };
      every(
        options.sweepDemoEveryMs,
        () => void sweep().catch((err: unknown) => logs.sweeper.error({ err }, 'demo sweep failed')),
      );
      await sweep();
    }

    let closing: Promise<void> | undefined;
    const settle = async () => {
      await feed?.flush();
      await settlement?.drain();
    };
    return {
      app,
      handle,
      bus,
      clock,
      feed,
      dealer,
      settlement,
      log,
      settle,
      close() {
        closing ??= (async () => {
          for (const timer of timers) clearInterval(timer);
          await dealer?.stop();
          await settle();
          settlement?.off();
          await app.close();
          if (ownsDatabase) await closeKeepingExitCode(handle);
        })();
        return closing;
      },
    };
  } catch (err) {
    if (ownsDatabase) await closeKeepingExitCode(handle);
    throw err;
  }
}

/** Closes `handle`; PGlite's runtime resets process.exitCode when it closes, so it is restored. */
async function closeKeepingExitCode(handle: DatabaseHandle): Promise<void> {
  const exitCode = process.exitCode;
  await handle.close();
  process.exitCode = exitCode;
}
