import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp, openDatabase, seedDemo, systemClock } from '@backlay/server';
import { createFeedEngine } from '../../apps/server/src/feed/index';
import { startSettlement } from '../../apps/server/src/modules/betting/settlement';
import { EventBus } from '../../apps/server/src/realtime/bus';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    feedSpeed: number;
  }
}

/** Replays run this many times faster in the end-to-end suite (a T20 in about 6 minutes). */
const FEED_SPEED = Number(process.env.E2E_FEED_SPEED ?? 30);

/**
 * Starts the real server on a free port with a fresh in-memory database, the demo seed, and the
 * live sports feed (on the wall clock, fast) with settlement wired, as `npm start` runs it.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await seedDemo(handle.db);
  const bus = new EventBus((err) => console.error('bus handler failed', err));
  const feed = createFeedEngine({
    clock: systemClock,
    bus,
    db: handle.db,
    speed: FEED_SPEED,
    onError: console.error,
  });
  const settlement = startSettlement(bus, handle.db, systemClock, console.error);
  feed.tick();
  const timer = setInterval(() => feed.tick(), 200);
  const app = await buildApp({
    db: handle.db,
    feed,
    logger: false,
    webDistDir: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
    signInPerIpPerMinute: 10_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  project.provide('port', address.port);
  project.provide('feedSpeed', FEED_SPEED);
  return async () => {
    clearInterval(timer);
    await app.close();
    await feed.flush();
    await settlement.drain();
    // PGlite's runtime resets process.exitCode when it closes; keep vitest's verdict.
    const exitCode = process.exitCode;
    await handle.close();
    process.exitCode = exitCode;
  };
}
