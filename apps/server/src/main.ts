import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import type { FastifyRequest } from 'fastify';
import { openClusterBus } from './cluster/bus';
import type { ClusterBus } from './realtime/bus';
import { acquireLease, leaseHolder, type Fence, type HeldLease } from './cluster/lease';
import { startForwarder } from './cluster/forward';
import { resolveTenant } from './http/tenant';
import { DEFAULT_SIGN_IN_THROTTLE, SessionCache } from './modules/auth/index';
import { MAX_CLIENT_MESSAGE_BYTES, startReplicaStream } from './modules/stream/index';
import { systemClock } from './clock';
import { databaseTargetOf, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/index';
import { startPlatform } from './platform';

/** Sweep interval of expired demo sandbox accounts. */
const DEMO_SWEEP_MS = 10 * 60_000;
/** How often the sports feed advances to the clock. */
const FEED_TICK_MS = 250;
/** The lease of the engines that run on one node at a time (docs/cluster.md). */
const ENGINES_LEASE = 'engines';
/** How long a node waits for the lease before it serves as a standby (forwarding to the holder). */
const STANDBY_AFTER_MS = 1_000;

const log = (msg: string, extra: object = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...extra }));

/**
 * With PostgreSQL (several nodes may share it; issue 15, docs/cluster.md): the engines' lease.
 * The first node to hold it runs everything; another waits as a standby that forwards every
 * request to the holder, and takes over (engines and all, on the same port) when the holder's
 * lease ends. Losing a held lease ends the process (a supervisor restarts it as a standby).
 */
async function leaseOrStandby(config: Config, handle: DatabaseHandle, bus: ClusterBus): Promise<HeldLease> {
  const lease = acquireLease({
    url: config.databaseUrl!,
    name: ENGINES_LEASE,
    holder: config.nodeUrl,
    onLost: (err) => {
      console.error(
        JSON.stringify({ level: 60, time: Date.now(), msg: 'engines lease lost: exiting', err: String(err) }),
      );
      process.exit(1);
    },
  });
  const first = await Promise.race([
    lease,
    new Promise<undefined>((r) => setTimeout(() => r(undefined), STANDBY_AFTER_MS)),
  ]);
  if (first) return first;
  let cached: { url: string | undefined; atMs: number } = { url: undefined, atMs: 0 };
  const holderUrl = async () => {
    if (Date.now() - cached.atMs > 500) {
      const url = await leaseHolder(handle.db, ENGINES_LEASE);
      cached = { url: url === config.nodeUrl ? undefined : url, atMs: Date.now() };
    }
    return cached.url;
  };
  // The stream is served here, from the engines' node's topics on the bus; everything else is forwarded.
  const replica = await startReplicaStream(
    bus,
    {
      db: handle.db,
      clock: systemClock,
      sessionIdleMs: config.sessionIdleMs,
      sessionAbsoluteMs: config.sessionAbsoluteMs,
      signInThrottle: DEFAULT_SIGN_IN_THROTTLE,
      sessions: new SessionCache(),
    },
    (headers) => resolveTenant(handle.db, { headers } as FastifyRequest),
    (err) =>
      console.error(JSON.stringify({ level: 50, time: Date.now(), msg: 'stream replica', err: String(err) })),
  );
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const forwarder = await startForwarder(config.port, config.host, holderUrl, (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/api/stream') return false;
    sockets.handleUpgrade(req, socket, head, (ws) => replica.accept(ws, req.headers));
    return true;
  });
  log(
    `Backlay standby on http://localhost:${config.port}: forwarding to the engines' node until it can take over`,
  );
  const held = await lease;
  await replica.stop();
  sockets.close();
  await forwarder.close();
  log('took over the engines lease', { epoch: held.epoch });
  return held;
}

/** Process entry (docs/architecture.md main.ts): config -> platform (database, engines, app) -> listen -> signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(databaseTargetOf(config));
  // Several nodes share PostgreSQL: a bus between them (Redis with REDIS_URL, else LISTEN/NOTIFY).
  const bus =
    handle.kind === 'postgres'
      ? await openClusterBus({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl! })
      : undefined;
  const lease = bus ? await leaseOrStandby(config, handle, bus) : undefined;
  // Every write of the engines that must not come from a deposed node checks this.
  const fence: Fence | undefined = lease && { name: ENGINES_LEASE, epoch: lease.epoch };
  const platform = await startPlatform({
    handle,
    seedDemo: config.demoMode,
    clock: systemClock,
    feed: { speed: config.feedSpeed, tickEveryMs: FEED_TICK_MS },
    dealer: { fence },
    sweepDemoEveryMs: DEMO_SWEEP_MS,
    app: {
      logger: { level: config.logLevel },
      webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      backofficeDistDir: fileURLToPath(new URL('../../backoffice/dist', import.meta.url)),
      trustProxy: config.trustProxy,
      sessionIdleMs: config.sessionIdleMs,
      sessionAbsoluteMs: config.sessionAbsoluteMs,
      fence,
      clusterBus: bus,
    },
  });
  const { app } = platform;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await platform.close();
    await lease?.release();
    await bus?.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Backlay on http://localhost:${config.port} (${platform.handle.kind}${lease ? `, engines lease epoch ${lease.epoch}` : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
