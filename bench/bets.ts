/**
 * Bets benchmark (issue 4): bet acceptance on PostgreSQL through the whole HTTP stack, next to
 * pgbench TPC-B on the same server in the same run. Run: `npm run bench -- bets` (PostgreSQL at
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; it creates and drops its own
 * schema and scratch database).
 *
 * 1. Bets/s and p50/p99 acceptance latency, 32 concurrent clients on 32 distinct demo accounts,
 *    each placing back bets in a closed loop on pre-match Match Odds markets (betDelay 0) of a
 *    brand whose delay is 0. The service still sleeps DEFAULT_BET_DELAY_MS (100 ms) when both
 *    delays are 0, so a first short phase shows that floor, and the measured phases run the app
 *    on a Clock whose sleep() resolves at once (the bet delay is the only user of sleep).
 *    The HTTP client runs in a worker thread (node:http, keep-alive).
 * 2. A paced phase at 500 bets/s (latency counted from each bet's scheduled send time): is p99
 *    <= 10 ms?
 * 3. pgbench TPC-B (-i -s 1 into a scratch database, then -c 32 -j 2 -T 10) and the ratio
 *    bets/s / tps (goal >= 0.6).
 * 4. settleMarket of 10,000 bets of 1,000 users on one market, inserted directly (goal <= 1 s).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { liabilityMinor, profitMinor, toMinor, type Bet } from '@backlay/exchange';
import {
  auditLedger,
  DEFAULT_BET_DELAY_MS,
  marketExposure,
  openDatabase,
  postTransfers,
  settleMarket,
  startPlatform,
  type Clock,
  type Platform,
} from '@backlay/server';
import { loadWorker, pgAdmin, seedWithoutDelay, summary, type PhaseResult } from './kit';

const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 32;
const PACED_RATE = 500;
const PACED_SECONDS = 5;
const P99_GOAL_MS = 10;
const RATIO_GOAL = 0.6;
const SETTLE_BETS = 10_000;
const SETTLE_USERS = 1_000;
const SETTLE_GOAL_MS = 1_000;
const STAKE = 100;

/** The fields of a stored exchange market this benchmark reads. */
interface ExchangeBook {
  marketId: string;
  matchId: string;
  status: string;
  betDelay: number;
  totalMatched?: number;
  runners: { selectionId: string; status: string; ex: { availableToBack: { price: number }[] } }[];
}

const run = promisify(execFile);
const { urlOf, adminQuery } = pgAdmin(BASE_URL);

/** The load generator, run in a worker thread so that it does not share the server's event loop. */
const CLIENT_CODE = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
let port;
let clients = [];
function post(c) {
  const target = c.targets[c.i++ % c.targets.length];
  const body = JSON.stringify({ ...target, type: 'back', markettype: 'Match Odds', stake: c.stake,
    placeTime: new Date().toISOString(), clientBetId: c.prefix + '-' + c.n++ });
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/bet/save2', method: 'POST', agent,
      headers: { ...c.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (data += d));
        res.on('end', () => {
          if (res.statusCode === 200) return resolve('ok');
          let message = data;
          try { message = JSON.parse(data).message; } catch {}
          resolve(res.statusCode + ' ' + message);
        });
      });
    req.on('error', (err) => resolve('error ' + err.message));
    req.end(body);
  });
}
parentPort.on('message', async (m) => {
  if (m.kind === 'init') {
    port = m.port;
    clients = m.clients.map((c) => ({ ...c, i: c.offset, n: 0 }));
    return parentPort.postMessage({});
  }
  const latencies = [];
  const failures = {};
  const record = (from, outcome) => {
    if (outcome === 'ok') latencies.push(performance.now() - from);
    else failures[outcome] = (failures[outcome] || 0) + 1;
  };
  const start = performance.now();
  if (m.kind === 'closed') {
    const end = start + m.seconds * 1000;
    await Promise.all(clients.map(async (c) => {
      while (performance.now() < end) {
        const from = performance.now();
        record(from, await post(c));
      }
    }));
  } else {
    const total = Math.round(m.rate * m.seconds);
    const gap = 1000 / m.rate;
    const pending = [];
    for (let i = 0; i < total; i++) {
      const due = start + i * gap;
      const wait = due - performance.now();
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(post(clients[i % clients.length]).then((outcome) => record(due, outcome)));
    }
    await Promise.all(pending);
  }
  parentPort.postMessage({ latencies, failures, seconds: (performance.now() - start) / 1000 });
});
`;

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const line = (label: string, s: ReturnType<typeof summary>) => {
  console.log(
    `${label.padEnd(54)} ${s.perSecond.toFixed(0).padStart(6)} bets/s  p50 ${ms(s.p50).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}  (${s.accepted} accepted, ${s.failed} failed)`,
  );
  if (s.failed > 0) console.log(`  failures: ${JSON.stringify(s.failures)}`);
};

// ---------------------------------------------------------------------------------------------
// Set-up: a private schema, the demo seed, the brand's delay 0, the feed, the app on a port.
const version = (await adminQuery('show server_version')).rows[0].server_version as string;
const schema = `bench_bets_${randomBytes(4).toString('hex')}`;
const handle = await openDatabase({ kind: 'postgres', url: BASE_URL, schema }, { dropSchemaOnClose: true });
const pgbenchDb = `bench_pgbench_${randomBytes(4).toString('hex')}`;
let pgbenchCreated = false;
let platform: Platform | undefined;
let worker: Worker | undefined;
try {
  const db = handle.db;
  const home = { id: await seedWithoutDelay(db) };

  const wall: Clock = {
    now: () => Date.now(),
    sleep: (n) => new Promise((resolve) => setTimeout(resolve, n)),
  };
  let honourDelay = true;
  const clock: Clock = { now: wall.now, sleep: (n) => (honourDelay ? wall.sleep(n) : Promise.resolve()) };
  // The feed on the wall clock, the app on `clock`; no settlement (no result settles a bench bet).
  platform = await startPlatform({
    handle,
    clock,
    feed: { clock: wall, speed: 1, tickEveryMs: 250 },
    settlement: false,
    app: { logger: { level: 'error' }, signInPerIpPerMinute: 1e9 },
  });
  const { app } = platform;
  const feed = platform.feed!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  // Pre-match exchange markets (betDelay 0) that start in more than 30 minutes: backed at the best back.
  const targets: { matchId: string; marketId: string; selectionId: string; oddsReq: number }[] = [];
  for (const entry of feed.matches()) {
    if (entry.phase !== 'scheduled' || entry.slot.startMs < Date.now() + 30 * 60_000) continue;
    for (const key of entry.marketKeys) {
      const value = feed.store.get(key)?.value as ExchangeBook | undefined;
      if (!value || !('totalMatched' in value) || value.status !== 'OPEN' || value.betDelay !== 0) continue;
      for (const runner of value.runners) {
        const best = runner.ex.availableToBack[0]?.price;
        if (runner.status === 'ACTIVE' && best !== undefined)
          targets.push({
            matchId: value.matchId,
            marketId: value.marketId,
            selectionId: runner.selectionId,
            oddsReq: best,
          });
      }
    }
  }
  if (targets.length < 50) throw new Error(`only ${targets.length} pre-match runners to bet on`);

  // 32 demo accounts (1,500,000 each), signed in over HTTP.
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
      method: 'POST',
      headers: { d: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' }),
    });
    const { userToken, user } = (await res.json()) as { userToken: string; user: { domainId: string } };
    clients.push({
      headers: { 'user-token': userToken, authorization: `Bearer ${userToken}`, d: user.domainId },
      targets,
      offset: Math.floor((i * targets.length) / CLIENTS),
      prefix: `bench-${i}`,
      stake: STAKE,
    });
  }

  const load = await loadWorker(CLIENT_CODE, { kind: 'init', port, clients });
  worker = load.worker;
  const ask = load.ask;

  console.log(
    `PostgreSQL ${version}; app over HTTP on 127.0.0.1 (pool of 10), ${CLIENTS} clients on ${CLIENTS} demo accounts in a worker thread;`,
  );
  console.log(
    `back bets of ${STAKE} on ${targets.length} pre-match runners (betDelay 0), brand delay 0, clientBetId on every bet;`,
  );
  console.log(
    `with both delays 0 the service still sleeps ${DEFAULT_BET_DELAY_MS} ms (DEFAULT_BET_DELAY_MS): the 'bet delay 0' phases run the app on a Clock whose sleep() resolves at once`,
  );

  honourDelay = false;
  await ask<PhaseResult>({ kind: 'closed', seconds: 2 }); // warm-up
  honourDelay = true;
  const floor = summary(await ask<PhaseResult>({ kind: 'closed', seconds: 3 }));
  line(`as shipped: ${DEFAULT_BET_DELAY_MS} ms delay floor, ${CLIENTS} clients, 3 s`, floor);

  honourDelay = false;
  const closed = summary(await ask<PhaseResult>({ kind: 'closed', seconds: SECONDS }));
  line(`bet delay 0 (sleep skipped), ${CLIENTS} clients, ${SECONDS} s`, closed);

  const paced = summary(await ask<PhaseResult>({ kind: 'paced', rate: PACED_RATE, seconds: PACED_SECONDS }));
  line(`bet delay 0, paced ${PACED_RATE} bets/s, ${PACED_SECONDS} s`, paced);

  await load.worker.terminate();
  worker = undefined;
  await platform.close(); // the app and the feed; the database stays open for what follows

  // pgbench TPC-B on the same server.
  await adminQuery(`create database ${pgbenchDb}`);
  pgbenchCreated = true;
  const pgbench = process.env.PGBENCH ?? 'pgbench';
  await run(pgbench, ['-i', '-s', '1', '-q', urlOf(pgbenchDb)]);
  const { stdout } = await run(pgbench, ['-c', '32', '-j', '2', '-T', String(SECONDS), urlOf(pgbenchDb)]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${stdout}`);
  console.log(
    `${`pgbench TPC-B -s 1 -c 32 -j 2 -T ${SECONDS}`.padEnd(54)} ${tps.toFixed(0).padStart(6)} tps`,
  );

  const ratio = closed.perSecond / tps;
  console.log(
    `ratio bets/s / pgbench tps: ${ratio.toFixed(2)} (goal >= ${RATIO_GOAL}): ${ratio >= RATIO_GOAL ? 'met' : 'NOT met'}`,
  );
  console.log(
    `p99 at ${PACED_RATE} bets/s: ${ms(paced.p99)} (goal <= ${P99_GOAL_MS} ms): ${paced.p99 <= P99_GOAL_MS && paced.failed === 0 ? 'met' : 'NOT met'}`,
  );

  // Settlement of 10,000 bets of 1,000 users on one market, inserted directly with their exposures.
  const now = new Date();
  const marketId = '1.999999999901';
  const selectionIds = ['1', '2', '3'];
  const oddsOf = [1.5, 2.5, 4.2];
  const bets: (Bet & { kind: 'odds'; user: number })[] = Array.from({ length: SETTLE_BETS }, (_, i) => ({
    kind: 'odds' as const,
    side: i % 2 === 0 ? ('back' as const) : ('lay' as const),
    selectionId: selectionIds[i % 3]!,
    odds: oddsOf[(i >> 1) % 3]!,
    stakeMinor: toMinor(100 + (i % 7) * 50),
    user: i % SETTLE_USERS,
  }));
  const exposureOf = Array.from({ length: SETTLE_USERS }, (_, u) =>
    marketExposure(
      { kind: 'exchange', selectionIds },
      bets.filter((b) => b.user === u),
    ),
  );
  const users = await db
    .insertInto('users')
    .values(
      exposureOf.map((exposure, u) => ({
        domain_id: home.id,
        user_name: `settle-${u}`,
        name: 'Settlement bench',
        password_hash: null,
        role: 'User',
        currency: 'INR',
        balance_minor: 0,
        exposure_minor: exposure,
      })),
    )
    .returning('id')
    .execute();
  await postTransfers(
    db,
    users.map((u) => ({
      domainId: home.id,
      causeType: 'opening' as const,
      causeId: u.id,
      remark: 'Opening balance',
      displayText: 'Opening balance',
      legs: [{ userId: u.id, amountMinor: toMinor(100_000) }],
      now,
    })),
  );
  await db
    .insertInto('market_exposures')
    .values(
      users.map((u, i) => ({
        user_id: u.id,
        market_id: marketId,
        match_id: '999999999',
        exposure_minor: exposureOf[i]!,
      })),
    )
    .execute();
  for (let i = 0; i < bets.length; i += 1000) {
    await db
      .insertInto('bets')
      .values(
        bets.slice(i, i + 1000).map((b) => ({
          domain_id: home.id,
          user_id: users[b.user]!.id,
          match_id: '999999999',
          market_id: marketId,
          market_name: 'Match Odds',
          market_type: 'Match Odds',
          sport_id: 1,
          sports_name: 'Soccer',
          event_name: 'Bench United v Bench City',
          competition_id: '999',
          selection_id: b.selectionId,
          selection_name: `Runner ${b.selectionId}`,
          side: b.side,
          odds_hundredths: Math.round(b.odds * 100),
          stake_minor: b.stakeMinor,
          liability_minor: liabilityMinor(b),
          profit_minor: profitMinor(b),
          placed_at: now,
        })),
      )
      .execute();
  }

  const t0 = performance.now();
  const report = await settleMarket(
    db,
    { marketId, version: 1, winnerSelectionId: '1', void: false },
    new Date(),
  );
  const settleMs = performance.now() - t0;
  const t1 = performance.now();
  const corrected = await settleMarket(
    db,
    { marketId, version: 2, winnerSelectionId: '2', void: false },
    new Date(),
  );
  const correctMs = performance.now() - t1;
  const audit = await auditLedger(db);
  console.log(
    `settle ${report.betsSettled.toLocaleString('en')} bets of ${SETTLE_USERS.toLocaleString('en')} users on one market: ${ms(settleMs)} (goal <= ${SETTLE_GOAL_MS} ms): ${settleMs <= SETTLE_GOAL_MS && report.betsSettled === SETTLE_BETS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `re-settle with a corrected result (reverse + post ${corrected.betsSettled.toLocaleString('en')} bets): ${ms(correctMs)}`,
  );
  console.log(
    `ledger audit after: trial balance ${audit.trialBalanceMinor}, ${audit.mismatchedUserIds.length} mismatched balances`,
  );
} finally {
  await worker?.terminate();
  await platform?.close();
  await handle.close();
  if (pgbenchCreated) await adminQuery(`drop database if exists ${pgbenchDb} with (force)`);
}
