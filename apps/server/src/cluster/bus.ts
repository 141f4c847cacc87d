import { Redis } from 'ioredis';
import pg from 'pg';
import type { ClusterBus } from '../realtime/bus';

/**
 * The transports of the cross-node bus (issue 15 item 2; docs/cluster.md; the interface is
 * realtime/bus.ts ClusterBus): Redis pub/sub when REDIS_URL is set ({@link redisBus}, ioredis);
 * PostgreSQL LISTEN/NOTIFY otherwise ({@link postgresBus}), so two nodes need nothing but
 * PostgreSQL, a body over NOTIFY's 8,000 bytes going through `cluster_messages` with only its id
 * notified. With PGlite there is one process and no bus. Delivery is at most once and in order per
 * publisher; a node that was disconnected misses what was said meanwhile (the stream's sequences
 * detect it and send an image).
 */

const CHANNEL = /^[a-z][a-z0-9_]{0,40}$/;
const checkChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new RangeError(`bus channel must be a lower-case identifier: ${channel}`);
};

/** Redis pub/sub: one connection publishes, one listens. */
export async function redisBus(url: string): Promise<ClusterBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const listener = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), listener.connect()]);
  const handlers = new Map<string, Set<(message: string) => void>>();
  listener.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    async publish(channel, message) {
      checkChannel(channel);
      await publisher.publish(channel, message);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await listener.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      listener.disconnect();
      publisher.disconnect();
    },
  };
}

/** Largest body sent inside a NOTIFY (PostgreSQL's limit is 8,000 bytes). */
const NOTIFY_MAX_BYTES = 7_900;

/** PostgreSQL LISTEN/NOTIFY: one connection listens, one notifies. */
export async function postgresBus(url: string): Promise<ClusterBus> {
  const listener = new pg.Client({ connectionString: url, application_name: 'backlay-bus' });
  const notifier = new pg.Client({ connectionString: url, application_name: 'backlay-bus' });
  listener.on('error', () => {});
  notifier.on('error', () => {});
  await Promise.all([listener.connect(), notifier.connect()]);
  const handlers = new Map<string, Set<(message: string) => void>>();
  // Messages of one channel are delivered in order even when a large body must be read first.
  let delivery = Promise.resolve();
  listener.on('notification', (n) => {
    const set = handlers.get(n.channel);
    const payload = n.payload ?? '';
    if (!set) return;
    delivery = delivery.then(async () => {
      let message = payload.slice(1);
      if (payload.startsWith('#')) {
        const row = await notifier
          .query<{ body: string }>('select body from cluster_messages where id = $1', [payload.slice(1)])
          .catch(() => undefined);
        if (!row?.rows[0]) return;
        message = row.rows[0].body;
      }
      for (const handler of set) handler(message);
    });
  });
  let lastCleanupMs = 0;
  return {
    async publish(channel, message) {
      checkChannel(channel);
      if (Buffer.byteLength(message) <= NOTIFY_MAX_BYTES) {
        await notifier.query('select pg_notify($1, $2)', [channel, `=${message}`]);
        return;
      }
      const now = Date.now();
      if (now - lastCleanupMs > 60_000) {
        lastCleanupMs = now;
        await notifier.query("delete from cluster_messages where created_at < now() - interval '1 minute'");
      }
      const row = await notifier.query<{ id: string }>(
        'insert into cluster_messages (body, created_at) values ($1, now()) returning id',
        [message],
      );
      await notifier.query('select pg_notify($1, $2)', [channel, `#${row.rows[0]!.id}`]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        handlers.set(channel, (set = new Set()));
        await listener.query(`listen ${channel}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      await Promise.all([listener.end().catch(() => {}), notifier.end().catch(() => {})]);
    },
  };
}

/** The bus of a deployment of several nodes: Redis with `redisUrl`, else PostgreSQL at `databaseUrl`. */
export function openClusterBus(options: { redisUrl?: string; databaseUrl: string }): Promise<ClusterBus> {
  return options.redisUrl ? redisBus(options.redisUrl) : postgresBus(options.databaseUrl);
}
