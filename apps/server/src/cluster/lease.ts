import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/index';

/**
 * The engines' lease (issue 15 item 1; docs/cluster.md): the node that holds PostgreSQL's advisory
 * lock `name` on its own lease connection runs the engines that must run once (feed clock, casino
 * dealer, settlement, exchange engine, demo sweeper). The lock belongs to that connection's session,
 * so it ends the moment the connection does: a killed node's lock is released as soon as
 * PostgreSQL sees its socket close, and a standby polling every `retryMs` takes it over. On taking
 * it a node writes itself into `cluster_leases` (its URL, for the others to forward to) with the
 * next `epoch` (the fencing token). A holder that loses its lease connection (a failed ping every
 * `pingMs`) must stop at once: `onLost` is called (main.ts exits, so nothing it still has in
 * flight can commit after a new holder began).
 */
export interface LeaseOptions {
  /** PostgreSQL connection string (the lease needs its own connection). */
  url: string;
  /** The lease's name (one per group of engines; 'engines' today). */
  name: string;
  /** This node's URL, where other nodes forward requests. */
  holder: string;
  /** How often a standby tries to take the lease (ms, default 500). */
  retryMs?: number;
  /** How often the holder checks its lease connection (ms, default 1,000). */
  pingMs?: number;
  /** Called once when the held lease is lost (the connection failed). */
  onLost: (err: unknown) => void;
}

/** A held lease: its fencing epoch, and `release()` (a clean shutdown hands it over at once). */
export interface HeldLease {
  epoch: number;
  release(): Promise<void>;
}

/**
 * Waits until this node holds lease `options.name`, or `signal` aborts (then rejects). Errors of
 * the connection while waiting are retried.
 */
export async function acquireLease(options: LeaseOptions, signal?: AbortSignal): Promise<HeldLease> {
  const retryMs = options.retryMs ?? 500;
  for (;;) {
    signal?.throwIfAborted();
    const client = new pg.Client({ connectionString: options.url, application_name: `backlay-lease` });
    client.on('error', () => {}); // reported through the ping or the next query
    try {
      await client.connect();
      for (;;) {
        signal?.throwIfAborted();
        const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
          `backlay-lease:${options.name}`,
        ]);
        if (got.rows[0]!.ok) return await hold(client, options);
        await sleep(retryMs, signal);
      }
    } catch (err) {
      await client.end().catch(() => {});
      if (signal?.aborted) throw err;
      await sleep(retryMs, signal);
    }
  }
}

async function hold(client: pg.Client, options: LeaseOptions): Promise<HeldLease> {
  const row = await client.query<{ epoch: string }>(
    `insert into cluster_leases (name, epoch, holder, acquired_at) values ($1, 1, $2, now())
     on conflict (name) do update set epoch = cluster_leases.epoch + 1, holder = excluded.holder,
       acquired_at = excluded.acquired_at
     returning epoch`,
    [options.name, options.holder],
  );
  let lost = false;
  let released = false;
  const lose = (err: unknown) => {
    if (lost || released) return;
    lost = true;
    clearInterval(ping);
    options.onLost(err);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('lease connection ended')));
  const ping = setInterval(() => {
    client.query('select 1').catch(lose);
  }, options.pingMs ?? 1_000);
  ping.unref();
  return {
    epoch: Number(row.rows[0]!.epoch),
    async release() {
      if (released) return;
      released = true;
      clearInterval(ping);
      await client.end().catch(() => {});
    },
  };
}

/**
 * The lease a node's writes are fenced by (docs/cluster.md): a write goes in only while
 * `cluster_leases` still holds `epoch` for `name`, so a node deposed by a takeover writes nothing.
 */
export interface Fence {
  name: string;
  epoch: number;
}

/**
 * SQL of lease `name`'s current epoch, its row read `FOR SHARE` (a takeover's new epoch waits for
 * the writer's transaction): the one check of the exchange's batches and the dealer's new rounds.
 */
export const leaseEpoch = (name: string) =>
  sql<string | null>`(select epoch from cluster_leases where name = ${name} for share)`;

/** The URL of lease `name`'s holder as last written (the holder may just have died); undefined before any. */
export async function leaseHolder(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('cluster_leases')
    .select('holder')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.holder;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
