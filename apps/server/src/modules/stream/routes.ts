import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/instance';
import { resolveTenant } from '../../http/tenant';
import { EventBus, type ClusterBus } from '../../realtime/bus';
import { acceptConnection, sendHeartbeats, type Connection, type TopicRef } from './connection';
import { StreamHub } from './hub';
import { HEARTBEAT_MS } from './protocol';
import { publishToReplicas } from './replica';
import { accountSource, casinoSource, marketSource, startSources, type StreamSources } from './sources';

/** Options of {@link streamRoutes}. */
export interface StreamRouteOptions {
  /** Heartbeat period (ms; default 5,000, the protocol's). */
  heartbeatMs?: number;
  /** The feed counts as lagging when it has not ticked for this long (ms; default 5,000). */
  lagAfterMs?: number;
  /** The cross-node bus: this node's topics go to the other nodes' streams (cluster/bus.ts). */
  clusterBus?: ClusterBus;
  /** Receives the hub (the bench reads its stats). */
  onHub?: (hub: StreamHub) => void;
}

/**
 * `GET /api/stream` upgraded to a WebSocket on the node that runs the engines (the app registers
 * @fastify/websocket with `maxPayload` MAX_CLIENT_MESSAGE_BYTES; issue 15 item 3; protocol in
 * docs/api/stream.md): market and casino channels for anyone on the brand of the connection's
 * host, the account channel after `{"op":"auth","token"}` (connection.ts). Topics are computed
 * here (sources.ts) and, with a cluster bus, published to the other nodes (replica.ts).
 * Heartbeats every 5 s carry `status`: 'live', or 'lagging' when the feed has not ticked for 5 s.
 */
export async function streamRoutes(app: AppInstance, options: StreamRouteOptions = {}): Promise<void> {
  const deps = app.deps;
  const sources: StreamSources = {
    db: deps.db,
    bus: deps.feed?.bus ?? new EventBus(), // the exchange engine and the feed publish on the feed's bus
    feed: deps.feed,
    dealer: deps.dealer,
    exchange: deps.exchange,
  };
  const sourceOf = (t: TopicRef) =>
    t.channel === 'market'
      ? marketSource(sources, t.domainId, t.id)
      : t.channel === 'casino'
        ? casinoSource(sources, t.id)
        : accountSource(sources, t.domainId, t.userId!);
  let replicas: Awaited<ReturnType<typeof publishToReplicas>> | undefined;
  const hub = new StreamHub({
    onError: (err) => app.log.error({ err }, 'stream'),
    onDelta: (key, text) => replicas?.delta(key, text),
  });
  options.onHub?.(hub);
  if (options.clusterBus)
    replicas = await publishToReplicas(options.clusterBus, hub, sourceOf, (err) =>
      app.log.error({ err }, 'stream replicas'),
    );
  const connections = new Set<Connection>();
  const lagAfterMs = options.lagAfterMs ?? 5_000;
  const heartbeat = () =>
    sendHeartbeats(
      connections,
      deps.feed !== undefined && Date.now() - deps.feed.lastTickWallMs > lagAfterMs,
    );
  const stop = startSources(hub, sources, heartbeat, options.heartbeatMs ?? HEARTBEAT_MS);
  app.addHook('onClose', async () => {
    stop();
    await replicas?.stop();
    for (const c of connections) c.socket.terminate();
  });

  app.get('/api/stream', { websocket: true, schema: { hide: true } }, (socket, request) =>
    acceptConnection(socket, request, {
      deps,
      domainOf: (headers) => resolveTenant(deps.db, { headers } as FastifyRequest),
      hub,
      connections,
      subscribe: (c, t, since) => hub.subscribe(c, t.key, t.channel, t.id, sourceOf(t), since),
      onError: (err) => app.log.error({ err }, 'stream message'),
    }),
  );
}
