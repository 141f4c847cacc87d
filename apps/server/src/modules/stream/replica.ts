import type { WebSocket } from 'ws';
import type { Db } from '../../db/index';
import type { ClusterBus } from '../../realtime/bus';
import type { AuthDeps } from '../auth/index';
import type { DomainRow } from '../domains/index';
import { acceptConnection, sendHeartbeats, type Connection, type TopicRef } from './connection';
import { StreamHub, type ImageSource } from './hub';
import { HEARTBEAT_MS } from './protocol';

/**
 * The stream across nodes (issue 15 items 2-3; docs/cluster.md, docs/api/stream.md): the node
 * that runs the engines computes every topic; another node keeps its own WebSocket clients and
 * relays the topics they want from it over the cluster bus. Two bus channels:
 * - `stream_interest`: a node asks for a topic (`TopicRef` JSON); the engines' node answers with
 *   the topic's image and keeps the topic alive (a replica asks again every 20 s while it has
 *   subscribers, and whenever it misses a delta);
 * - `stream`: the images it sends on request and every delta of a topic some node asked for in the
 *   last minute, `{key, text}` with `text` the message exactly as a client receives it, so sequence numbers are the same on every node and a client
 *   can resume on any node.
 */

const INTEREST = 'stream_interest';
const STREAM = 'stream';
const RENEW_MS = 20_000;
/** The engines' node stops sending a topic no node has asked for in this long. */
const INTEREST_TTL_MS = 3 * RENEW_MS;

/** On the engines' node: answers the other nodes' interest and publishes every delta. */
export async function publishToReplicas(
  bus: ClusterBus,
  hub: StreamHub,
  sourceOf: (topic: TopicRef) => ImageSource,
  onError: (err: unknown) => void,
) {
  const publish = (key: string, text: string) =>
    void bus.publish(STREAM, JSON.stringify({ key, text })).catch(onError);
  // Topics another node asked for in the last minute (it asks again every 20 s): only theirs travel.
  const wanted = new Map<string, number>();
  const delta = (key: string, text: string) => {
    const askedAtMs = wanted.get(key);
    if (askedAtMs === undefined) return;
    if (Date.now() - askedAtMs > INTEREST_TTL_MS) wanted.delete(key);
    else publish(key, text);
  };
  const off = await bus.subscribe(INTEREST, (message) => {
    void (async () => {
      const topic = JSON.parse(message) as TopicRef;
      wanted.set(topic.key, Date.now());
      const text = await hub.imageFor(topic.key, topic.channel, topic.id, sourceOf(topic));
      if (text) publish(topic.key, text);
    })().catch(onError);
  });
  return { delta, stop: off };
}

/**
 * On a node without the engines: serves `/api/stream` WebSockets (`accept`) from the topics the
 * engines' node publishes. Returns `accept` for each upgraded socket and `stop`.
 */
export async function startReplicaStream(
  bus: ClusterBus,
  deps: AuthDeps & { db: Db },
  domainOf: (headers: Record<string, string | string[] | undefined>) => Promise<DomainRow>,
  onError: (err: unknown) => void,
  heartbeatMs = HEARTBEAT_MS,
) {
  const hub = new StreamHub({ onError });
  const connections = new Set<Connection>();
  const ask = (topic: TopicRef) => () => void bus.publish(INTEREST, JSON.stringify(topic)).catch(onError);
  const wanted = new Map<string, TopicRef>();
  const offStream = await bus.subscribe(STREAM, (message) => {
    try {
      const { key, text } = JSON.parse(message) as { key: string; text: string };
      const topic = wanted.get(key);
      if (topic) hub.ingest(key, text, ask(topic));
    } catch (err) {
      onError(err);
    }
  });
  const heartbeat = setInterval(() => {
    hub.sweep();
    sendHeartbeats(connections, false);
  }, heartbeatMs);
  heartbeat.unref();
  const renew = setInterval(() => {
    for (const { key } of hub.remoteKeys()) {
      const topic = wanted.get(key);
      if (topic) ask(topic)();
    }
  }, RENEW_MS);
  renew.unref();
  return {
    hub,
    accept(socket: WebSocket, headers: Record<string, string | string[] | undefined>) {
      acceptConnection(
        socket,
        { headers },
        {
          deps,
          domainOf,
          hub,
          connections,
          subscribe: (c, topic, since) => {
            wanted.set(topic.key, topic);
            return hub.subscribeRemote(c, topic.key, topic.channel, topic.id, ask(topic), since);
          },
          onError,
        },
      );
    },
    async stop() {
      clearInterval(heartbeat);
      clearInterval(renew);
      await offStream();
      for (const c of connections) c.socket.terminate();
    },
  };
}
