import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The cross-node bus (issue 15 item 2; docs/cluster.md): text messages on named channels, heard by
 * every node subscribed (the publisher too). Three transports behind one interface:
 * - Redis pub/sub when REDIS_URL is set ({@link redisBus}, ioredis);
 * - PostgreSQL LISTEN/NOTIFY otherwise ({@link postgresBus}), so two nodes need nothing but
 *   PostgreSQL; a body over NOTIFY's 8,000 bytes goes through `cluster_messages` and only its id
 *   is notified;
 * - in process with PGlite (one process; {@link LocalBus}).
 * Delivery is at most once and in order per publisher; a node that was disconnected misses what
 * was said meanwhile (the stream's sequences detect it and send an image).
 */
export interface ClusterBus {
  /** Publishes `message` on `channel` (a lower-case identifier). */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` with every later message on `channel`; resolves with the unsubscribe function. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z][a-z0-9_]{0,40}$/;
const checkChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new RangeError(`bus channel must be a lower-case identifier: ${channel}`);
};

/** One process: an EventEmitter (delivery on a later turn, as over a network). */
export class LocalBus implements ClusterBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: string): Promise<void> {
    checkChannel(channel);
    setImmediate(() => this.emitter.emit(channel, message));
  }

  async subscribe(channel: string, handler: (message: string) => void) {
    checkChannel(channel);
    this.emitter.on(channel, handler);
    return async () => void this.emitter.off(channel, handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

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

/** The bus of a deployment: Redis with `redisUrl`, else PostgreSQL with `databaseUrl`, else in process. */
export function openClusterBus(options: { redisUrl?: string; databaseUrl?: string }): Promise<ClusterBus> {
  if (options.redisUrl) return redisBus(options.redisUrl);
  if (options.databaseUrl) return postgresBus(options.databaseUrl);
  return Promise.resolve(new LocalBus());
}
