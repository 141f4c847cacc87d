import { Ajv } from 'ajv';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppInstance } from '../../http/instance';
import { resolveTenant } from '../../http/tenant';
import { EventBus } from '../../realtime/bus';
import type { DomainRow } from '../domains/index';
import { authenticate } from '../auth/index';
import { StreamHub, type StreamClient } from './hub';
import {
  ClientMessage,
  HEARTBEAT_MS,
  MAX_CLIENT_MESSAGES_PER_10S,
  MAX_SUBSCRIPTIONS,
  type Channel,
} from './protocol';
import {
  accountKey,
  accountSource,
  casinoKey,
  casinoSource,
  marketKey,
  marketSource,
  startSources,
  type StreamSources,
} from './sources';

/** Options of {@link streamRoutes}. */
export interface StreamRouteOptions {
  /** Heartbeat period (ms; default 5,000, the protocol's). */
  heartbeatMs?: number;
  /** The feed counts as lagging when it has not ticked for this long (ms; default 5,000). */
  lagAfterMs?: number;
  /** Receives the hub (the bench reads its stats). */
  onHub?: (hub: StreamHub) => void;
}

interface Connection extends StreamClient {
  socket: WebSocket;
  domain: DomainRow;
  userId?: string;
  /** topic key -> channel and id as the client named them */
  subscriptions: Map<string, { channel: Channel; id: string }>;
  messages: { windowStartMs: number; count: number };
}

const validate = new Ajv({ allErrors: false }).compile(ClientMessage);

/**
 * `GET /api/stream` upgraded to a WebSocket (the app registers @fastify/websocket with
 * `maxPayload` MAX_CLIENT_MESSAGE_BYTES) (issue 15 item 3; protocol in docs/api/stream.md and
 * protocol.ts): market and casino channels for anyone on the brand of the connection's host,
 * the account channel after `{"op":"auth","token"}`. Every client message is validated; a bad one
 * gets `{"op":"error","message"}` and changes nothing; one over 4 KB closes the socket (1009), and
 * so does a flood (1008). Heartbeats every 5 s carry `status`: 'live', or 'lagging' when the feed
 * has not ticked for 5 s.
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
  const hub = new StreamHub({ onError: (err) => app.log.error({ err }, 'stream') });
  options.onHub?.(hub);
  const connections = new Set<Connection>();
  const lagAfterMs = options.lagAfterMs ?? 5_000;
  const heartbeat = () => {
    const lagging = deps.feed !== undefined && Date.now() - deps.feed.lastTickWallMs > lagAfterMs;
    const text = JSON.stringify({ op: 'heartbeat', ts: Date.now(), status: lagging ? 'lagging' : 'live' });
    for (const c of connections) c.send(text);
  };
  const stop = startSources(hub, sources, heartbeat, options.heartbeatMs ?? HEARTBEAT_MS);
  app.addHook('onClose', async () => {
    stop();
    for (const c of connections) c.socket.terminate();
  });

  app.get('/api/stream', { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Listeners first (a message may arrive before the brand is known), messages handled in order.
    let ready: Promise<Connection | undefined> = resolveTenant(deps.db, request).then(
      (domain) => {
        const connection: Connection = {
          socket,
          domain,
          subscriptions: new Map(),
          messages: { windowStartMs: Date.now(), count: 0 },
          send: (text) => {
            if (socket.readyState === socket.OPEN) socket.send(text);
          },
          bufferedBytes: () => socket.bufferedAmount,
          drop: (reason) => socket.close(1013, reason.slice(0, 120)),
        };
        connections.add(connection);
        return connection;
      },
      (err: Error) => {
        socket.send(errorText(err.message));
        socket.close(1008, 'unknown brand');
        return undefined;
      },
    );
    socket.on('close', () => {
      void ready.then((c) => {
        if (!c) return;
        connections.delete(c);
        hub.removeClient(c);
      });
    });
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? undefined : data.toString();
      ready = ready.then(async (c) => {
        if (!c) return c;
        await onMessage(c, request, text).catch((err) => {
          app.log.error({ err }, 'stream message');
          c.send(errorText('Internal error'));
        });
        return c;
      });
    });
  });

  const errorText = (message: string) => JSON.stringify({ op: 'error', message });

  async function onMessage(c: Connection, request: FastifyRequest, text: string | undefined) {
    const now = Date.now();
    if (now - c.messages.windowStartMs >= 10_000) c.messages = { windowStartMs: now, count: 0 };
    if (++c.messages.count > MAX_CLIENT_MESSAGES_PER_10S) {
      c.socket.close(1008, 'too many messages');
      return;
    }
    if (text === undefined) return c.send(errorText('Messages are JSON text'));
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return c.send(errorText('Messages are JSON text'));
    }
    if (!validate(message)) {
      const e = validate.errors?.[0];
      return c.send(errorText(`Invalid message${e ? `: ${e.instancePath || 'message'} ${e.message}` : ''}`));
    }
    const m = message as ClientMessage;
    if (m.op === 'auth') {
      try {
        const headers = m.d ? { ...request.headers, d: m.d } : request.headers;
        const domain = await resolveTenant(deps.db, { headers } as FastifyRequest);
        const { user } = await authenticate(deps, domain, m.token);
        c.domain = domain;
        c.userId = user.id;
        return c.send(JSON.stringify({ op: 'authenticated', userId: user.id }));
      } catch (err) {
        return c.send(errorText((err as Error).message));
      }
    }
    const topic = topicOf(c, m.channel, m.id);
    if (typeof topic === 'string')
      return c.send(JSON.stringify({ op: 'error', message: topic, channel: m.channel, id: m.id }));
    if (m.op === 'unsubscribe') {
      c.subscriptions.delete(topic.key);
      return hub.unsubscribe(c, topic.key);
    }
    if (!c.subscriptions.has(topic.key) && c.subscriptions.size >= MAX_SUBSCRIPTIONS)
      return c.send(errorText(`At most ${MAX_SUBSCRIPTIONS} subscriptions a connection`));
    c.subscriptions.set(topic.key, { channel: m.channel, id: m.id });
    if (!(await hub.subscribe(c, topic.key, m.channel, topic.id, topic.source, m.since)))
      c.subscriptions.delete(topic.key);
  }

  /** The topic a client names, or why it may not have it. */
  function topicOf(c: Connection, channel: Channel, id: string) {
    if (channel === 'market')
      return { key: marketKey(c.domain.id, id), id, source: marketSource(sources, c.domain.id, id) };
    if (channel === 'casino') return { key: casinoKey(id), id, source: casinoSource(sources, id) };
    if (!c.userId) return 'Sign in first: {"op":"auth","token":"..."}';
    if (id !== 'me' && id !== c.userId) return `Unknown account: ${id}`;
    return { key: accountKey(c.userId), id: c.userId, source: accountSource(sources, c.domain.id, c.userId) };
  }
}
