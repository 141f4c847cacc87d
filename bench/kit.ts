/**
 * What the PostgreSQL benches share (bets, orders): a scratch-database URL on the same server, an
 * administrative query, and the demo seed with the home brand's bet delay set to 0.
 */
import { toMinor } from '@backlay/exchange';
import { DEFAULT_MIN_MAX, postTransfers, seedDemo, type DatabaseHandle } from '@backlay/server';
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

/** `urlOf(name)`: the server of `baseUrl` with database `name`; `adminQuery(sql)`: one query on `baseUrl`. */
export function pgAdmin(baseUrl: string) {
  return {
    urlOf(database: string): string {
      const url = new URL(baseUrl);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async adminQuery(text: string) {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        return await client.query(text);
      } finally {
        await client.end();
      }
    },
  };
}

/** Seeds the demo brands and accounts and sets the home brand's (localhost) delay to 0; returns its id. */
export async function seedWithoutDelay(db: DatabaseHandle['db']): Promise<string> {
  await seedDemo(db);
  const home = await db
    .selectFrom('domains')
    .select('id')
    .where('domain', '=', 'localhost')
    .executeTakeFirstOrThrow();
  const limits = {
    advance_bet_lock: false,
    odds_min_minor: toMinor(DEFAULT_MIN_MAX.oddsMin),
    odds_max_minor: toMinor(DEFAULT_MIN_MAX.oddsMax),
    fancy_min_minor: toMinor(DEFAULT_MIN_MAX.fancyMin),
    fancy_max_minor: toMinor(DEFAULT_MIN_MAX.fancyMax),
    bookmaker_min_minor: toMinor(DEFAULT_MIN_MAX.bookmakerMin),
    bookmaker_max_minor: toMinor(DEFAULT_MIN_MAX.bookmakerMax),
    delay_seconds: 0,
  };
  await db
    .insertInto('domain_limits')
    .values({ domain_id: home.id, ...limits })
    .onConflict((oc) => oc.column('domain_id').doUpdateSet(limits))
    .execute();
  return home.id;
}

/** A load phase's answers: latencies (ms) of the accepted ones, failures by reason, its length (s). */
export interface PhaseResult {
  latencies: number[];
  failures: Record<string, number>;
  seconds: number;
}

/** The `q` quantile (0..1) of ascending `sorted`, nearest rank; NaN when empty. */
export const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/** Accepted, failed, accepted per second and the latency quantiles (ms) of a phase. */
export function summary<R extends PhaseResult>(r: R) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    ...r,
    accepted: sorted.length,
    failed: Object.values(r.failures).reduce((a, b) => a + b, 0),
    perSecond: sorted.length / r.seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/**
 * Starts the load generator `code` (CommonJS, evaluated) in a worker thread and sends it `init`;
 * `ask(message)` sends one message and resolves with the worker's next answer.
 */
export async function loadWorker(code: string, init: object) {
  const worker = new Worker(code, { eval: true });
  const ask = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage(message);
    });
  await ask(init);
  return { worker, ask };
}

/**
 * Starts the load generator `code` (CommonJS, evaluated with `node -e`, `process.send` /
 * `process.on('message')` over IPC) in a child process, with its open-file limit raised to the hard
 * limit, and sends it `init`; `ask(message)` sends one message and resolves with the child's next
 * answer. A process, not a thread: the server's memory (RSS) and file descriptors stay its own.
 */
export async function loadProcess(code: string, init: object, cwd?: string) {
  const child = spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" -e "$1"', process.execPath, code],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], cwd },
  );
  const ask = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (exitCode: number | null) =>
        reject(new Error(`the load process exited (${exitCode}) before answering`));
      child.once('exit', onExit);
      child.once('message', (answer) => {
        child.off('exit', onExit);
        resolve(answer as T);
      });
      child.send(message);
    });
  await ask(init);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, ask, stop };
}

/**
 * `count` customers of brand `domainId` inserted directly (user names `{prefix}-{i}`), each with an
 * opening balance of `units` through the ledger; returns their ids.
 */
export async function fundedUsers(
  db: DatabaseHandle['db'],
  domainId: string,
  prefix: string,
  count: number,
  units: number,
): Promise<string[]> {
  const rows = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, u) => ({
        domain_id: domainId,
        user_name: `${prefix}-${u}`,
        name: 'Bench customer',
        password_hash: null,
        role: 'User',
        currency: 'INR',
        balance_minor: 0,
        exposure_minor: 0,
      })),
    )
    .returning('id')
    .execute();
  await postTransfers(
    db,
    rows.map((u) => ({
      domainId,
      causeType: 'opening' as const,
      causeId: u.id,
      remark: 'Opening balance',
      displayText: 'Opening balance',
      legs: [{ userId: u.id, amountMinor: toMinor(units) }],
      now: new Date(),
    })),
  );
  return rows.map((r) => r.id);
}
