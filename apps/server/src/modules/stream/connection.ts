import { Ajv } from 'ajv';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/index';
import { authenticate, type AuthDeps } from '../auth/index';
import type { DomainRow } from '../domains/index';
import type { StreamClient, StreamHub } from './hub';
import { ClientMessage, MAX_CLIENT_MESSAGES_PER_10S, MAX_SUBSCRIPTIONS, type Channel } from './protocol';
import { accountKey, casinoKey, marketKey } from './sources';

/** One stream connection (the hub's client), its brand, its signed-in user and subscriptions. */
export interface Connection extends StreamClient {
  socket: WebSocket;
  domain: DomainRow;
  userId?: string;
  /** topic keys held */
  subscriptions: Set<string>;
  messages: { windowStartMs: number; count: number };
}

/** A topic a client may have: its key, id and audience. */
export interface TopicRef {
  key: string;
  channel: Channel;
  id: string;
  domainId: string;
  userId?: string;
}

/**
 * How a node serves its topics: the engines' node computes them (routes.ts), another node relays
 * them from the engines' node (replica.ts). Resolves false when the topic could not be had (the
 * client was told why).
 */
export type Subscribe = (c: Connection, topic: TopicRef, since?: number) => Promise<boolean>;

const validate = new Ajv({ allErrors: false }).compile(ClientMessage);
/** `ws` send options of every message: a text frame (one object for every send). */
const TEXT_FRAME = { binary: false } as const;
const errorText = (message: string, extra: object = {}) => JSON.stringify({ op: 'error', message, ...extra });

/**
 * Serves one WebSocket of `/api/stream` (issue 15 item 3; docs/api/stream.md) on any node: the
 * brand from the upgrade's headers, the account after `auth`, every client message validated (a
 * bad one gets an error and changes nothing; a flood closes the socket with 1008). Listeners are
 * attached at once (a message may arrive before the brand is known) and messages are handled in
 * order. `connections` holds the live ones (heartbeats go to them).
 */
export function acceptConnection(
  socket: WebSocket,
  request: Pick<FastifyRequest, 'headers'>,
  ctx: {
    deps: AuthDeps & { db: Db };
    /** The brand of a request's headers (the HTTP edge's tenant resolution); throws for an unknown one. */
    domainOf: (headers: Pick<FastifyRequest, 'headers'>['headers']) => Promise<DomainRow>;
    hub: StreamHub;
    subscribe: Subscribe;
    connections: Set<Connection>;
    onError: (err: unknown) => void;
  },
): void {
  let ready: Promise<Connection | undefined> = ctx.domainOf(request.headers).then(
    (domain) => {
      const connection: Connection = {
        socket,
        domain,
        subscriptions: new Set(),
        messages: { windowStartMs: Date.now(), count: 0 },
        send: (frame) => {
          // A Buffer goes out as a text frame too: it is the message's UTF-8.
          if (socket.readyState === socket.OPEN) socket.send(frame, TEXT_FRAME);
        },
        bufferedBytes: () => socket.bufferedAmount,
        drop: (reason) => socket.close(1013, reason.slice(0, 120)),
      };
      ctx.connections.add(connection);
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
      ctx.connections.delete(c);
      ctx.hub.removeClient(c);
    });
  });
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? undefined : data.toString();
    ready = ready.then(async (c) => {
      if (!c) return c;
      await onMessage(c, text).catch((err) => {
        ctx.onError(err);
        c.send(errorText('Internal error'));
      });
      return c;
    });
  });

  async function onMessage(c: Connection, text: string | undefined) {
    const now = Date.now();
    if (now - c.messages.windowStartMs >= 10_000) c.messages = { windowStartMs: now, count: 0 };
    if (++c.messages.count > MAX_CLIENT_MESSAGES_PER_10S) {
      c.socket.close(1008, 'too many messages');
      return;
    }
    let message: unknown;
    try {
      message = text === undefined ? undefined : JSON.parse(text);
    } catch {
      // answered below
    }
    if (message === undefined) return c.send(errorText('Messages are JSON text'));
    if (!validate(message)) {
      const e = validate.errors?.[0];
      return c.send(errorText(`Invalid message${e ? `: ${e.instancePath || 'message'} ${e.message}` : ''}`));
    }
    const m = message as ClientMessage;
    if (m.op === 'auth') {
      // A new sign-in replaces the old one: the account it streamed stops first, also when this one fails.
      for (const key of [...c.subscriptions].filter((k) => k.startsWith('account:'))) {
        c.subscriptions.delete(key);
        ctx.hub.unsubscribe(c, key);
      }
      c.userId = undefined;
      try {
        const headers = m.d ? { ...request.headers, d: m.d } : request.headers;
        const domain = await ctx.domainOf(headers);
        const { user } = await authenticate(ctx.deps, domain, m.token);
        c.domain = domain;
        c.userId = user.id;
        return c.send(JSON.stringify({ op: 'authenticated', userId: user.id }));
      } catch (err) {
        return c.send(errorText((err as Error).message));
      }
    }
    const topic = topicOf(c, m.channel, m.id);
    if (typeof topic === 'string') return c.send(errorText(topic, { channel: m.channel, id: m.id }));
    if (m.op === 'unsubscribe') {
      c.subscriptions.delete(topic.key);
      return ctx.hub.unsubscribe(c, topic.key);
    }
    if (!c.subscriptions.has(topic.key) && c.subscriptions.size >= MAX_SUBSCRIPTIONS)
      return c.send(errorText(`At most ${MAX_SUBSCRIPTIONS} subscriptions a connection`));
    c.subscriptions.add(topic.key);
    if (!(await ctx.subscribe(c, topic, m.since))) c.subscriptions.delete(topic.key);
  }
}

/** The topic a client names, or why it may not have it. */
function topicOf(c: Connection, channel: Channel, id: string): TopicRef | string {
  const domainId = c.domain.id;
  if (channel === 'market') return { key: marketKey(domainId, id), channel, id, domainId };
  if (channel === 'casino') return { key: casinoKey(id), channel, id, domainId };
  if (!c.userId) return 'Sign in first: {"op":"auth","token":"..."}';
  if (id !== 'me' && id !== c.userId) return `Unknown account: ${id}`;
  return { key: accountKey(c.userId), channel, id: c.userId, domainId, userId: c.userId };
}

/** Sends a heartbeat to every connection: `status` 'lagging' when the feed has stalled. */
export function sendHeartbeats(connections: Set<Connection>, lagging: boolean): void {
  const text = JSON.stringify({ op: 'heartbeat', ts: Date.now(), status: lagging ? 'lagging' : 'live' });
  const frame = Buffer.from(text); // encoded once
  for (const c of connections) c.send(frame);
}
