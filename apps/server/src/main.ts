import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { databaseTargetOf, loadConfig } from './config';
import { openDatabase } from './db/index';
import { deleteExpiredDemoUsers } from './modules/auth/repo';
import { CasinoDealer } from './dealer/index';
import { createFeedEngine } from './feed/index';
import { startSettlement } from './modules/betting/settlement';
import { EventBus } from './realtime/bus';
import { seedDemo } from './seed/demo';

/** Sweep interval of expired demo sandbox accounts. */
const DEMO_SWEEP_MS = 10 * 60_000;
/** How often the sports feed advances to the clock. */
const FEED_TICK_MS = 250;

/** Process entry (DESIGN.md main.ts): config -> database -> app -> engines -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(databaseTargetOf(config));
  if (config.demoMode) await seedDemo(handle.db);

  const bus = new EventBus((err) => console.error('bus handler failed', err));
  const feed = createFeedEngine({
    clock: systemClock,
    bus,
    db: handle.db,
    speed: config.feedSpeed,
    onError: (err) => console.error('result write failed', err),
  });
  const settlement = startSettlement(
    bus,
    handle.db,
    systemClock,
    (err) => console.error('settlement failed', err),
    (held) => console.warn('settlement set bets aside for an operator', held),
  );
  feed.tick();
  const dealer = new CasinoDealer({
    db: handle.db,
    clock: systemClock,
    onError: (err) => console.error('casino dealer failed', err),
    onHeld: (held) => console.warn('casino settlement set bets aside for an operator', held),
  });
  await dealer.start();

  const app = await buildApp({
    db: handle.db,
    feed,
    dealer,
    clock: systemClock,
    logger: { level: config.logLevel },
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    trustProxy: config.trustProxy,
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
  });

  const sweep = async () => {
    const removed = await deleteExpiredDemoUsers(handle.db, new Date(systemClock.now()));
    if (removed > 0) app.log.info({ removed }, 'expired demo accounts removed');
  };
  const feedTimer = setInterval(() => {
    try {
      feed.tick();
    } catch (err) {
      app.log.error({ err }, 'feed tick failed');
    }
  }, FEED_TICK_MS);
  feedTimer.unref();
  const timer = setInterval(
    () => void sweep().catch((err: unknown) => app.log.error({ err }, 'demo sweep')),
    DEMO_SWEEP_MS,
  );
  timer.unref();
  await sweep();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(timer);
    clearInterval(feedTimer);
    await dealer.stop();
    await feed.flush();
    await settlement.drain();
    settlement.off();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Backlay on http://localhost:${config.port} (${handle.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
