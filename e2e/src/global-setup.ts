import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp, openDatabase, seedDemo } from '@backlay/server';
import { SteerableClock } from '../../apps/server/src/clock';
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
  }
}

/** Replays run this many times faster in the end-to-end suite (a T20 in about 7 minutes of clock time). */
const FEED_SPEED = Number(process.env.E2E_FEED_SPEED ?? 30);

/**
 * Starts the real server on a free port with a fresh in-memory database, the demo seed, and the
 * live sports feed (fast) with settlement wired, as `npm start` runs it, except for the clock: a
 * SteerableClock (running with the wall time until a test freezes or moves it through the clock
 * control, whose port is provided as `clockPort`).
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
  const app = await buildApp({
    db: handle.db,
    feed,
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
  const control = await startClockControl(clock, () => feed.tick(), FEED_SPEED);
  project.provide('clockPort', control.port);
  return async () => {
    clearInterval(timer);
    await control.close();
    await app.close();
    await feed.flush();
    await settlement.drain();
    // PGlite's runtime resets process.exitCode when it closes; keep vitest's verdict.
    const exitCode = process.exitCode;
    await handle.close();
    process.exitCode = exitCode;
  };
}
