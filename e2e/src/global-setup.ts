import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startPlatform, SteerableClock, systemClock } from '@backlay/server';
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
 * Starts the real server with the platform's composition root (startPlatform, as `npm start` does)
 * on a free port with a fresh in-memory database, the demo seed, and the live sports feed (fast,
 * ticked every 200 ms) with settlement wired, except for the clock: a
 * SteerableClock (running with the wall time until a test freezes or moves it through the clock
 * control, whose port is provided as `clockPort`), and the casino dealer on the wall clock with
 * short betting windows (CASINO_BET_SECONDS), so freezing the sports clock never stops a table.
 * Teardown stops it all in the platform's order (settlement included).
 */
export default async function setup(project: TestProject) {
  // The replays in play depend on the time of day: E2E_CLOCK_START (an ISO time) replays a CI run's.
  const start = process.env.E2E_CLOCK_START;
  const clock = new SteerableClock(start ? Date.parse(start) : undefined);
  const platform = await startPlatform({
    database: { kind: 'pglite', dataDir: 'memory' },
    seedDemo: true,
    clock,
    feed: { speed: FEED_SPEED, tickEveryMs: 200 },
    dealer: { clock: systemClock, bettingSeconds: CASINO_BET_SECONDS },
    app: {
      logger: false,
      webDistDir: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
      backofficeDistDir: fileURLToPath(new URL('../../apps/backoffice/dist', import.meta.url)),
      signInPerIpPerMinute: 10_000,
    },
  });
  const { app } = platform;
  const feed = platform.feed!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  project.provide('port', address.port);
  project.provide('feedSpeed', FEED_SPEED);
  project.provide('casinoBetSeconds', CASINO_BET_SECONDS);
  const control = await startClockControl(clock, () => feed.tick(), FEED_SPEED);
  project.provide('clockPort', control.port);
  return async () => {
    await control.close();
    // The platform's one shutdown order; it keeps vitest's exit code past PGlite's close.
    await platform.close();
  };
}
