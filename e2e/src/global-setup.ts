import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp, openDatabase, seedDemo } from '@backlay/server';
import { SteerableClock, systemClock } from '../../apps/server/src/clock';
import { CasinoDealer } from '../../apps/server/src/dealer/index';
import { createFeedEngine } from '../../apps/server/src/feed/index';
import { startSettlement } from '../../apps/server/src/modules/betting/settlement';
import { EventBus } from '../../apps/server/src/realtime/bus';
import { startClockControl } from './clock-control';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    feedSpeed: number;
    /** Port of the clock control on 127.0.0.1 (clock-control.ts; steer it with server-clock.ts). */
    clockPort: number;
    /** Betting window of every casino round in this suite, in seconds. */
    casinoBetSeconds: number;
  }
}

/** Casino betting window in seconds: short rounds (issue 7), autotime counts down from here. */
const CASINO_BET_SECONDS = Number(process.env.E2E_CASINO_BET_SECONDS ?? 15);

/** Replays run this many times faster in the end-to-end suite (a T20 in about 7 minutes of clock time). */
const FEED_SPEED = Number(process.env.E2E_FEED_SPEED ?? 30);

/**
 * Starts the real server on a free port with a fresh in-memory database, the demo seed, and the
 * live sports feed (fast) with settlement wired, as `npm start` runs it, except for the clock: a
 * SteerableClock (running with the wall time until a test freezes or moves it through the clock
 * control, whose port is provided as `clockPort`), and the casino dealer on the wall clock with
 * short betting windows (CASINO_BET_SECONDS), so freezing the sports clock never stops a table.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await seedDemo(handle.db);
  const clock = new SteerableClock();
  const bus = new EventBus((err) => console.error('bus handler failed', err));
  const feed = createFeedEngine({
    clock,
    bus,
    db: handle.db,
    speed: FEED_SPEED,
    onError: console.error,
  });
  const settlement = startSettlement(bus, handle.db, clock, console.error);
  feed.tick();
  const timer = setInterval(() => feed.tick(), 200);
  const dealer = new CasinoDealer({
    db: handle.db,
    clock: systemClock,
    bettingSeconds: CASINO_BET_SECONDS,
    onError: console.error,
  });
  await dealer.start();
  const app = await buildApp({
    db: handle.db,
    feed,
    dealer,
    clock,
    logger: false,
    webDistDir: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
    signInPerIpPerMinute: 10_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  project.provide('port', address.port);
  project.provide('feedSpeed', FEED_SPEED);
  project.provide('casinoBetSeconds', CASINO_BET_SECONDS);
  const control = await startClockControl(clock, () => feed.tick(), FEED_SPEED);
  project.provide('clockPort', control.port);
  return async () => {
    clearInterval(timer);
    await control.close();
    await dealer.stop();
    await app.close();
    await feed.flush();
    await settlement.drain();
    // PGlite's runtime resets process.exitCode when it closes; keep vitest's verdict.
    const exitCode = process.exitCode;
    await handle.close();
    process.exitCode = exitCode;
  };
}
