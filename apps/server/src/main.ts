import { fileURLToPath } from 'node:url';
import { systemClock } from './clock';
import { databaseTargetOf, loadConfig } from './config';
import { startPlatform } from './platform';

/** Sweep interval of expired demo sandbox accounts. */
const DEMO_SWEEP_MS = 10 * 60_000;
/** How often the sports feed advances to the clock. */
const FEED_TICK_MS = 250;

/** Process entry (docs/architecture.md main.ts): config -> platform (database, engines, app) -> listen -> signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await startPlatform({
    database: databaseTargetOf(config),
    seedDemo: config.demoMode,
    clock: systemClock,
    feed: { speed: config.feedSpeed, tickEveryMs: FEED_TICK_MS },
    dealer: {},
    sweepDemoEveryMs: DEMO_SWEEP_MS,
    app: {
      logger: { level: config.logLevel },
      webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      trustProxy: config.trustProxy,
      sessionIdleMs: config.sessionIdleMs,
      sessionAbsoluteMs: config.sessionAbsoluteMs,
    },
  });
  const { app } = platform;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Backlay on http://localhost:${config.port} (${platform.handle.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
