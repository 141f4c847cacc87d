/**
 * Orders benchmark (issue 14 "Numbers"): the exchange engine (apps/server modules/exchange: the
 * in-memory books, group commit of the journal, bets and exposures) through the whole HTTP stack,
 * next to pgbench TPC-B on the same server in the same run. Run: `npm run bench -- orders`, on
 * PostgreSQL at DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test; it creates and drops
 * its own schema and scratch database). Without DATABASE_URL it warns and runs on an in-memory
 * PGlite, without pgbench (no ratio).
 *
 * 1. Placements accepted per second: 32 clients on 32 demo accounts, closed loop, `POST
 *    /api/bet/save2` (markettype 'Match Odds', a clientBetId on every order, as the slip sends)
 *    on every pre-match exchange market (betDelay 0) starting in more than 30 minutes, app option
 *    minBetDelayMs 0 (the engine sleeps only when the delay is > 0). A seeded mix: half backs,
 *    half lays; 40 % crossing (a back at or below the best displayed back price, a lay at or above
 *    the best lay: they take the house's quotes and customers' resting orders), 60 % resting
 *    (beyond the best price, where later crossing orders of other clients find them).
 *    Goal >= 2,000/s and >= 2.5 x pgbench TPC-B tps (-s 1 -c 32 -j 2, same server, same run).
 *    Shorter phases run the same mix through Betfair's placeOrders (one instruction per call) and
 *    straight into engine.place in process (no HTTP, no session or save2 reads), to show where
 *    the time goes. BENCH_MARKETS (24) sets how many markets the clients trade.
 * 2. Acceptance latency paced at 500 orders/s (counted from each order's scheduled send time;
 *    no delay is configured): p50/p95/p99, goal p99 <= 10 ms.
 * 3. The pure matching engine: `bench -- matching` in a child process (goal >= 300,000 orders/s).
 * 4. 10,000 matched bets on one pre-match Match Odds market, placed through the engine by 1,000
 *    funded users (lays resting at one price, backs crossing into them and the house), then
 *    settleMarket timed; goal <= 300 ms.
 * 5. In-play Match Odds at FEED_SPEED 1 with the real bet delay (the market's betDelay, 5 s):
 *    orders at the best displayed price (a back at availableToBack[0], a lay at availableToLay[0],
 *    stake 100 where the displayed size is at least that), one per runner and side, concurrently, in waves until
 *    BENCH_INPLAY_ORDERS (40) are sent. Share matched in full among those not lapsed by a
 *    suspension during the delay (409 'Bet rate changed!'); goal >= 95 %.
 * The engine's group commit stats (batches, commits, mean batch size) are printed per phase.
 * BENCH_ONLY (rate, inplay, settle; comma-separated) runs a subset. BENCH_SECONDS (10) sets the closed phase, BENCH_COMMIT_WINDOW_MS the app's commitWindowMs.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { TICKS, toMinor } from '@backlay/exchange';
import { sfc32 } from '@backlay/pricing/rng';
import {
  auditLedger,
  openDatabase,
  settleMarket,
  startPlatform,
  systemClock,
  type DatabaseHandle,
  type Platform,
} from '@backlay/server';
import {
  fundedUsers as fundedUsersOf,
  loadWorker,
  pgAdmin,
  seedWithoutDelay,
  summary,
  type PhaseResult,
} from './kit';

const PG_URL = process.env.DATABASE_URL || undefined;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BETFAIR_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const COMMIT_WINDOW_MS = process.env.BENCH_COMMIT_WINDOW_MS
  ? Number(process.env.BENCH_COMMIT_WINDOW_MS)
  : undefined;
const CLIENTS = 32;
const PACED_RATE = 500;
const PACED_SECONDS = 5;
const RATE_GOAL = 2_000;
const RATIO_GOAL = 2.5;
const P99_GOAL_MS = 10;
const MATCHING_GOAL = 300_000;
const SETTLE_BETS = 10_000;
const SETTLE_USERS = 1_000;
const SETTLE_GOAL_MS = 300;
const INPLAY_ORDERS = Number(process.env.BENCH_INPLAY_ORDERS ?? 40);
const INPLAY_STAKE = 100;
const INPLAY_GOAL = 0.95;
const SEED = 14;
const MARKETS = Number(process.env.BENCH_MARKETS ?? 24);
const ENGINE_SECONDS = 3;
/** BENCH_ONLY: a comma-separated subset of the phases rate (pgbench, matching, 1-3), inplay, settle; all by default. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((p) => p.trim());
const only = (phase: 'rate' | 'inplay' | 'settle') => !ONLY || ONLY.includes(phase);

/** The fields of a stored exchange market this benchmark reads. */
interface ExchangeBook {
  marketId: string;
  matchId: string;
  marketName: string;
  status: string;
  inplay: boolean;
  betDelay: number;
  totalMatched?: number;
  runners: {
    selectionId: string;
    status: string;
    ex: {
      availableToBack: { price: number; size: number }[];
      availableToLay: { price: number; size: number }[];
    };
  }[];
}

const run = promisify(execFile);
const { urlOf, adminQuery } = pgAdmin(PG_URL!);

/**
 * The load generator, run in a worker thread so that it does not share the server's event loop.
 * Each client cycles through its own pre-built orders (save2 bodies or placeOrders bodies).
 */
const CLIENT_CODE = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
let port;
let clients = [];
function post(c, api) {
  const order = c.orders[c.i++ % c.orders.length];
  let path, body;
  if (api === 'save2') {
    path = '/api/bet/save2';
    body = JSON.stringify({ matchId: order.matchId, marketId: order.marketId, selectionId: order.selectionId,
      type: order.side, oddsReq: order.odds, stake: order.stake, markettype: 'Match Odds',
      placeTime: new Date().toISOString(), clientBetId: c.prefix + '-' + c.n++ });
  } else {
    path = '/api/exchange/betting/rest/v1.0/placeOrders';
    body = JSON.stringify({ marketId: order.marketId, instructions: [{ orderType: 'LIMIT',
      selectionId: order.selectionId, side: order.side === 'back' ? 'BACK' : 'LAY',
      limitOrder: { size: order.stake, price: order.odds, persistenceType: 'LAPSE' } }] });
  }
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent,
      headers: { ...c.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (data += d));
        res.on('end', () => {
          let json;
          try { json = JSON.parse(data); } catch {}
          if (res.statusCode !== 200) return resolve({ ok: false, outcome: res.statusCode + ' ' + (json ? json.message : data) });
          if (api === 'save2') {
            const m = /: (.*)$/.exec(json.message);
            return resolve({ ok: true, outcome: m ? m[1] : json.message });
          }
          const r = json.instructionReports && json.instructionReports[0];
          if (json.status !== 'SUCCESS' || !r) return resolve({ ok: false, outcome: 'FAILURE ' + (json.errorCode || (r && r.errorCode)) });
          resolve({ ok: true, outcome: r.sizeMatched >= order.stake ? 'Matched' : r.sizeMatched > 0 ? 'Partially matched' : 'Unmatched' });
        });
      });
    req.on('error', (err) => resolve({ ok: false, outcome: 'error ' + err.message }));
    req.end(body);
  });
}
parentPort.on('message', async (m) => {
  if (m.kind === 'init') {
    port = m.port;
    clients = m.clients.map((c) => ({ ...c, i: 0, n: 0 }));
    return parentPort.postMessage({});
  }
  const latencies = [];
  const failures = {};
  const outcomes = {};
  const record = (from, r) => {
    if (r.ok) {
      latencies.push(performance.now() - from);
      outcomes[r.outcome] = (outcomes[r.outcome] || 0) + 1;
    } else failures[r.outcome] = (failures[r.outcome] || 0) + 1;
  };
  const start = performance.now();
  if (m.kind === 'closed') {
    const end = start + m.seconds * 1000;
    await Promise.all(clients.map(async (c) => {
      while (performance.now() < end) {
        const from = performance.now();
        record(from, await post(c, m.api));
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
      pending.push(post(clients[i % clients.length], m.api).then((r) => record(due, r)));
    }
    await Promise.all(pending);
  }
  parentPort.postMessage({ latencies, failures, outcomes, seconds: (performance.now() - start) / 1000 });
});
`;

interface OrdersPhase extends PhaseResult {
  outcomes: Record<string, number>;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const line = (label: string, s: ReturnType<typeof summary<OrdersPhase>>) => {
  console.log(
    `${label.padEnd(50)} ${s.perSecond.toFixed(0).padStart(6)} orders/s  p50 ${ms(s.p50).padStart(8)}  p95 ${ms(s.p95).padStart(8)}  p99 ${ms(s.p99).padStart(8)}  max ${ms(s.max).padStart(8)}  (${s.accepted} accepted, ${s.failed} failed)`,
  );
  const total = s.accepted || 1;
  const shares = ['Matched', 'Partially matched', 'Unmatched']
    .map((k) => `${k.toLowerCase()} ${((100 * (s.outcomes[k] ?? 0)) / total).toFixed(0)} %`)
    .join(', ');
  console.log(`  answers: ${shares}`);
  if (s.failed > 0) console.log(`  failures: ${JSON.stringify(s.failures)}`);
};

/** Group commit stats between two snapshots of engine.commitStats. */
const commitLine = (
  label: string,
  before: { batches: number; commits: number; writeMs: number },
  after: { batches: number; commits: number; writeMs: number },
) => {
  const batches = after.batches - before.batches;
  const commits = after.commits - before.commits;
  const writeMs = (after.writeMs - before.writeMs) / Math.max(1, batches);
  console.log(
    `  group commit (${label}): ${fmt(batches)} batches, ${fmt(commits)} commits, mean batch ${(commits / Math.max(1, batches)).toFixed(1)}, mean write ${ms(writeMs)}`,
  );
};

const tickIndex = (price: number) => {
  const h = Math.round(price * 100);
  return TICKS.findIndex((t) => Math.round(t * 100) === h);
};
const tickAt = (i: number) => TICKS[Math.max(1, Math.min(TICKS.length - 2, i))]!;

// ---------------------------------------------------------------------------------------------
// 0. The database, pgbench and the matching core first, on a quiet machine.
if (!PG_URL)
  console.warn(
    'WARNING: DATABASE_URL is not set: running on an in-memory PGlite, without pgbench; the goals of issue 14 are for PostgreSQL (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)',
  );
const version = PG_URL
  ? `PostgreSQL ${(await adminQuery('show server_version')).rows[0].server_version as string}`
  : 'PGlite (in memory)';
const schema = `bench_orders_${randomBytes(4).toString('hex')}`;
const pgbenchDb = `bench_pgbench_${randomBytes(4).toString('hex')}`;
let pgbenchCreated = false;
let handle: DatabaseHandle | undefined;
let platform: Platform | undefined;
let worker: Worker | undefined;
try {
  let tps = NaN;
  let matchingPerSecond = NaN;
  if (only('rate')) {
    if (PG_URL) {
      await adminQuery(`create database ${pgbenchDb}`);
      pgbenchCreated = true;
      const pgbench = process.env.PGBENCH ?? 'pgbench';
      await run(pgbench, ['-i', '-s', '1', '-q', urlOf(pgbenchDb)]);
      const { stdout } = await run(pgbench, ['-c', '32', '-j', '2', '-T', String(SECONDS), urlOf(pgbenchDb)]);
      tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
      if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${stdout}`);
      await adminQuery(`drop database if exists ${pgbenchDb} with (force)`);
      pgbenchCreated = false;
    }

    const matchingOut = await run(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./matching.ts', import.meta.url))],
      {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        env: { ...process.env, BENCH_MATCHING_OPS: process.env.BENCH_MATCHING_OPS ?? '1000000' },
      },
    );
    matchingPerSecond = Number(
      /orders\/s on one core[^:]*: ([\d,]+)/.exec(matchingOut.stdout)?.[1]?.replace(/,/g, ''),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Set-up: a private schema, the demo seed, the brand's delay 0, the feed at speed 1, the app.
  handle = PG_URL
    ? await openDatabase({ kind: 'postgres', url: PG_URL, schema }, { dropSchemaOnClose: true })
    : await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const db = handle.db;
  const home = { id: await seedWithoutDelay(db) };

  /** `count` users of the home brand, each with an opening balance of `units`. */
  const fundedUsers = (prefix: string, count: number, units: number) =>
    fundedUsersOf(db, home.id, prefix, count, units);

  // The real clock throughout: pre-match orders have no delay (minBetDelayMs 0), in-play ones
  // wait the market's real betDelay. No settlement engine (the bench settles its own market).
  platform = await startPlatform({
    handle,
    clock: systemClock,
    feed: { speed: 1, tickEveryMs: 250 },
    settlement: false,
    app: {
      logger: { level: 'error' },
      signInPerIpPerMinute: 1e9,
      minBetDelayMs: 0,
      ...(COMMIT_WINDOW_MS !== undefined ? { commitWindowMs: COMMIT_WINDOW_MS } : {}),
    },
  });
  const { app } = platform;
  const feed = platform.feed!;
  const engine = app.deps.exchange;
  if (!engine) throw new Error('the app has no exchange engine');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  const exchangeBook = (key: string) => {
    const value = feed.store.get(key)?.value as ExchangeBook | undefined;
    return value && 'totalMatched' in value ? value : undefined;
  };

  // Pre-match exchange markets (betDelay 0) starting in more than 30 minutes; the latest-starting
  // Match Odds market is kept apart for the settlement phase.
  const preMatch: ExchangeBook[] = [];
  for (const entry of feed.matches()) {
    if (entry.phase !== 'scheduled' || entry.slot.startMs < Date.now() + 30 * 60_000) continue;
    for (const key of entry.marketKeys) {
      const value = exchangeBook(key);
      if (value && value.status === 'OPEN' && value.betDelay === 0 && !value.inplay) preMatch.push(value);
    }
  }
  const settleMarketBook = preMatch.filter((m) => m.marketName === 'Match Odds').at(-1);
  if (!settleMarketBook) throw new Error('no pre-match Match Odds market to settle');
  // Several markets, every client on all of them (a user's position on a market is read once, on
  // its first order there: the steady state is warm): Match Odds first, then the others.
  const traded = [
    ...preMatch.filter((m) => m !== settleMarketBook && m.marketName === 'Match Odds'),
    ...preMatch.filter((m) => m !== settleMarketBook && m.marketName !== 'Match Odds'),
  ].slice(0, MARKETS);
  const targets: { matchId: string; marketId: string; selectionId: string; back: number; lay: number }[] = [];
  for (const m of traded) {
    for (const r of m.runners) {
      const back = r.ex.availableToBack[0]?.price;
      const lay = r.ex.availableToLay[0]?.price;
      if (
        r.status === 'ACTIVE' &&
        back !== undefined &&
        lay !== undefined &&
        tickIndex(back) > 0 &&
        tickIndex(lay) > 0
      )
        targets.push({ matchId: m.matchId, marketId: m.marketId, selectionId: r.selectionId, back, lay });
    }
  }
  if (targets.length < MARKETS) throw new Error(`only ${targets.length} pre-match runners to trade on`);

  // The seeded mix of each client (cycled): 50 % backs, 40 % crossing.
  const word = sfc32(SEED, SEED * 7, SEED * 13, 1);
  const unit = () => word() / 4294967296;
  const int = (lo: number, hi: number) => lo + Math.floor(unit() * (hi - lo + 1));
  let crossingCount = 0;
  const ordersOf = () =>
    Array.from({ length: 4_000 }, () => {
      const t = targets[int(0, targets.length - 1)]!;
      const back = unit() < 0.5;
      const crossing = unit() < 0.4;
      if (crossing) crossingCount++;
      const k = int(0, 2);
      const odds = crossing
        ? back
          ? tickAt(tickIndex(t.back) - k) // takes lays priced at least this (the house's at the best back)
          : tickAt(tickIndex(t.lay) + k) // takes backs priced at most this (the house's at the best lay)
        : back
          ? tickAt(tickIndex(t.back) + 1 + int(0, 4)) // above the best back: waits for a layer
          : tickAt(tickIndex(t.lay) - 1 - int(0, 4)); // below the best lay: waits for a backer
      return {
        matchId: t.matchId,
        marketId: t.marketId,
        selectionId: t.selectionId,
        side: back ? 'back' : 'lay',
        odds,
        stake: crossing ? int(10, 50) * 10 : int(10, 30) * 10, // the brand's minimum stake is 100
      };
    });

  // Demo accounts (1,500,000 each), signed in over HTTP.
  const signIn = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
      method: 'POST',
      headers: { d: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' }),
    });
    const body = (await res.json()) as { userToken: string; user: { domainId: string } };
    if (res.status !== 200) throw new Error(`demo sign-in: ${res.status} ${JSON.stringify(body)}`);
    const { userToken, user } = body;
    return { 'user-token': userToken, 'x-authentication': userToken, d: user.domainId };
  };
  const clients = [];
  for (let i = 0; i < CLIENTS; i++)
    clients.push({ headers: await signIn(), orders: ordersOf(), prefix: `bench-${i}` });
  const crossingShare = crossingCount / (CLIENTS * 4_000);

  const load = await loadWorker(CLIENT_CODE, { kind: 'init', port, clients });
  worker = load.worker;
  const ask = load.ask;

  console.log(
    `${version}; app over HTTP on 127.0.0.1 (pool of 10, commitWindowMs ${COMMIT_WINDOW_MS ?? 'default (0)'}, minBetDelayMs 0), ${CLIENTS} clients on ${CLIENTS} demo accounts in a worker thread;`,
  );
  console.log(
    `orders on ${targets.length} runners of ${new Set(targets.map((t) => t.marketId)).size} pre-match exchange markets (betDelay 0): ${(100 * (1 - crossingShare)).toFixed(0)} % resting, ${(100 * crossingShare).toFixed(0)} % crossing, half backs, half lays, stakes 100..500, clientBetId on every save2`,
  );

  let stats = { ...engine.commitStats };
  if (only('rate')) {
    await ask<OrdersPhase>({ kind: 'closed', api: 'save2', seconds: 2 }); // warm-up
    stats = { ...engine.commitStats };
    const closed = summary(await ask<OrdersPhase>({ kind: 'closed', api: 'save2', seconds: SECONDS }));
    line(`save2, ${CLIENTS} clients, ${SECONDS} s`, closed);
    commitLine('closed loop', stats, engine.commitStats);

    stats = { ...engine.commitStats };
    const paced = summary(
      await ask<OrdersPhase>({ kind: 'paced', api: 'save2', rate: PACED_RATE, seconds: PACED_SECONDS }),
    );
    line(`save2, paced ${PACED_RATE} orders/s, ${PACED_SECONDS} s`, paced);
    commitLine('paced', stats, engine.commitStats);

    stats = { ...engine.commitStats };
    const betfair = summary(
      await ask<OrdersPhase>({ kind: 'closed', api: 'betfair', seconds: BETFAIR_SECONDS }),
    );
    line(`placeOrders (1 instruction), ${CLIENTS} clients, ${BETFAIR_SECONDS} s`, betfair);
    commitLine('placeOrders', stats, engine.commitStats);

    await load.worker.terminate();
    worker = undefined;

    // The same mix straight into engine.place (no HTTP, no session or save2 reads): 32 concurrent
    // loops of 32 funded users created for it.
    const engineUsers = await fundedUsers('engine', CLIENTS, 1_500_000);
    const engineOrders = engineUsers.map(() => ordersOf());
    stats = { ...engine.commitStats };
    const direct: OrdersPhase = { latencies: [], failures: {}, outcomes: {}, seconds: 0 };
    const tD = performance.now();
    await Promise.all(
      engineUsers.map(async (userId, c) => {
        for (let i = 0; performance.now() - tD < ENGINE_SECONDS * 1000; i++) {
          const o = engineOrders[c]![i % engineOrders[c]!.length]!;
          const from = performance.now();
          const [r] = await engine.place(home.id, userId, o.marketId, [
            {
              selectionId: o.selectionId,
              side: o.side === 'back' ? 'BACK' : 'LAY',
              priceH: Math.round(o.odds * 100),
              sizeMinor: toMinor(o.stake),
              persistence: 'LAPSE',
            },
          ]);
          if (r?.ok) {
            direct.latencies.push(performance.now() - from);
            const k =
              r.order.remainingMinor === 0
                ? 'Matched'
                : r.order.matchedMinor > 0
                  ? 'Partially matched'
                  : 'Unmatched';
            direct.outcomes[k] = (direct.outcomes[k] ?? 0) + 1;
          } else
            direct.failures[r?.ok === false ? r.error : 'none'] =
              (direct.failures[r?.ok === false ? r.error : 'none'] ?? 0) + 1;
        }
      }),
    );
    direct.seconds = (performance.now() - tD) / 1000;
    line(`engine.place in process, ${CLIENTS} loops, ${ENGINE_SECONDS} s`, summary(direct));
    commitLine('engine.place', stats, engine.commitStats);

    if (PG_URL)
      console.log(
        `${`pgbench TPC-B -s 1 -c 32 -j 2 -T ${SECONDS} (before the app started)`.padEnd(50)} ${tps.toFixed(0).padStart(6)} tps`,
      );
    const ratio = closed.perSecond / tps;
    console.log(
      `placements/s (save2): ${fmt(closed.perSecond)} (goal >= ${fmt(RATE_GOAL)}): ${met(closed.perSecond >= RATE_GOAL)}; ` +
        (PG_URL
          ? `ratio to pgbench tps ${ratio.toFixed(2)} (goal >= ${RATIO_GOAL}): ${met(ratio >= RATIO_GOAL)}`
          : 'ratio to pgbench not measured (PGlite)'),
    );
    console.log(
      `p99 at ${PACED_RATE} orders/s: ${ms(paced.p99)} (p50 ${ms(paced.p50)}, p95 ${ms(paced.p95)}; goal <= ${P99_GOAL_MS} ms): ${met(paced.p99 <= P99_GOAL_MS && paced.failed === 0)}`,
    );
    console.log(
      `pure matching (bench -- matching, ${fmt(Number(process.env.BENCH_MATCHING_OPS ?? 1_000_000))} operations, child process before the app started): ${fmt(matchingPerSecond)} orders/s (goal >= ${fmt(MATCHING_GOAL)}): ${met(matchingPerSecond >= MATCHING_GOAL)}`,
    );
  }

  if (only('inplay')) {
    // -------------------------------------------------------------------------------------------
    // 5. In-play Match Odds at the best displayed price, the real bet delay, FEED_SPEED 1.
    const inplayHeaders: Record<string, string>[] = [];
    for (let i = 0; i < 10; i++) inplayHeaders.push(await signIn());
    const outcomes = { matched: 0, partial: 0, unmatched: 0, lapsed: 0, other: {} as Record<string, number> };
    const notFull: string[] = [];
    let sent = 0;
    let waves = 0;
    const inplayMarkets = new Set<string>();
    const t5 = performance.now();
    stats = { ...engine.commitStats };
    while (sent < INPLAY_ORDERS && performance.now() - t5 < 120_000) {
      const slots: {
        market: ExchangeBook;
        selectionId: string;
        side: 'back' | 'lay';
        price: number;
        size: number;
      }[] = [];
      for (const entry of feed.matches()) {
        if (entry.phase !== 'inplay') continue;
        for (const key of entry.marketKeys) {
          const m = exchangeBook(key);
          if (!m || m.marketName !== 'Match Odds' || !m.inplay || m.status !== 'OPEN') continue;
          for (const r of m.runners) {
            if (r.status !== 'ACTIVE') continue;
            const b = r.ex.availableToBack[0];
            const l = r.ex.availableToLay[0];
            if (b)
              slots.push({
                market: m,
                selectionId: r.selectionId,
                side: 'back',
                price: b.price,
                size: b.size,
              });
            if (l)
              slots.push({
                market: m,
                selectionId: r.selectionId,
                side: 'lay',
                price: l.price,
                size: l.size,
              });
          }
        }
      }
      const wave = slots.filter((s) => s.size >= INPLAY_STAKE).slice(0, INPLAY_ORDERS - sent);
      if (wave.length === 0) {
        await new Promise((r) => setTimeout(r, 1_000));
        continue;
      }
      waves++;
      sent += wave.length;
      await Promise.all(
        wave.map(async (s, i) => {
          inplayMarkets.add(s.market.marketId);
          const stake = INPLAY_STAKE;
          const res = await fetch(`http://127.0.0.1:${port}/api/bet/save2`, {
            method: 'POST',
            headers: { ...inplayHeaders[i % inplayHeaders.length]!, 'content-type': 'application/json' },
            body: JSON.stringify({
              matchId: s.market.matchId,
              marketId: s.market.marketId,
              selectionId: s.selectionId,
              type: s.side,
              oddsReq: s.price,
              stake,
              markettype: 'Match Odds',
              placeTime: new Date().toISOString(),
              clientBetId: `inplay-${waves}-${i}`,
            }),
          });
          const json = (await res.json()) as { message: string };
          const now = exchangeBook(s.market.marketId)?.runners.find((r) => r.selectionId === s.selectionId);
          const bestNow =
            s.side === 'back' ? now?.ex.availableToBack[0]?.price : now?.ex.availableToLay[0]?.price;
          if (res.status === 200 && json.message.endsWith('Matched')) outcomes.matched++;
          else if (res.status === 200 && json.message.endsWith('Partially matched')) {
            outcomes.partial++;
            notFull.push(`${s.side} ${stake} at ${s.price} (best now ${bestNow}): partially matched`);
          } else if (res.status === 200) {
            outcomes.unmatched++;
            notFull.push(`${s.side} ${stake} at ${s.price} (best now ${bestNow}): unmatched`);
          } else if (res.status === 409 && json.message === 'Bet rate changed!') outcomes.lapsed++;
          else
            outcomes.other[`${res.status} ${json.message}`] =
              (outcomes.other[`${res.status} ${json.message}`] ?? 0) + 1;
        }),
      );
    }
    const inplaySeconds = (performance.now() - t5) / 1000;
    const decided = outcomes.matched + outcomes.partial + outcomes.unmatched;
    const share = outcomes.matched / Math.max(1, decided);
    console.log(
      `in-play Match Odds at the best displayed price, FEED_SPEED 1, real delay (5 s): ${sent} orders on ${inplayMarkets.size} markets in ${waves} wave(s), ${inplaySeconds.toFixed(1)} s`,
    );
    console.log(
      `  matched in full ${outcomes.matched}, partially ${outcomes.partial}, unmatched ${outcomes.unmatched}; lapsed (suspended during the delay, excluded) ${outcomes.lapsed}` +
        (Object.keys(outcomes.other).length ? `; other ${JSON.stringify(outcomes.other)}` : ''),
    );
    for (const n of notFull) console.log(`  not in full: ${n}`);
    console.log(
      `share matched in full: ${(100 * share).toFixed(1)} % of ${decided} (goal >= ${100 * INPLAY_GOAL} %): ${met(decided > 0 && share >= INPLAY_GOAL)}`,
    );
    commitLine('in-play', stats, engine.commitStats);
  }

  if (only('settle')) {
    // -------------------------------------------------------------------------------------------
    // 4. 10,000 matched bets on one market through the engine, then settleMarket timed.
    const users = (await fundedUsers('settle', SETTLE_USERS, 100_000)).map((id) => ({ id }));
    const m4 = settleMarketBook;
    const runner = m4.runners.find((r) => r.status === 'ACTIVE' && r.ex.availableToBack[0])!;
    const priceH = Math.round(tickAt(tickIndex(runner.ex.availableToBack[0]!.price) - 6) * 100);
    const countBets = async () =>
      Number(
        (
          await db
            .selectFrom('bets')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('market_id', '=', m4.marketId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    stats = { ...engine.commitStats };
    const t4 = performance.now();
    let placedOrders = 0;
    let refusedOrders = 0;
    let nextUser = 0;
    for (let bets = 0, rounds = 0; bets < SETTLE_BETS && rounds < 100; rounds++) {
      const pairs = Math.min(250, Math.ceil((SETTLE_BETS - bets) / 2));
      const round = async (side: 'BACK' | 'LAY', offset: number) => {
        const reports = await Promise.all(
          Array.from({ length: pairs }, (_, i) =>
            engine.place(home.id, users[(nextUser + 2 * i + offset) % SETTLE_USERS]!.id, m4.marketId, [
              {
                selectionId: runner.selectionId,
                side,
                priceH,
                sizeMinor: toMinor(100),
                persistence: 'PERSIST',
              },
            ]),
          ),
        );
        for (const [r] of reports) {
          placedOrders++;
          if (!r?.ok) refusedOrders++;
        }
      };
      await round('LAY', 0); // rest at the price (the house's backs are above it)
      await round('BACK', 1); // cross: the house's lays at better prices first, then the resting lays
      nextUser = (nextUser + 2 * pairs) % SETTLE_USERS;
      bets = await countBets();
    }
    const placeSeconds = (performance.now() - t4) / 1000;
    const matchedBets = await countBets();
    commitLine('settlement set-up', stats, engine.commitStats);

    const t0 = performance.now();
    const report = await settleMarket(
      db,
      { marketId: m4.marketId, version: 1, winnerSelectionId: runner.selectionId, void: false },
      new Date(),
    );
    const settleMs = performance.now() - t0;
    const audit = await auditLedger(db);
    console.log(
      `${fmt(matchedBets)} matched bets on ${m4.marketId} (${m4.marketName}) from ${fmt(placedOrders)} engine orders of ${fmt(SETTLE_USERS)} users (${refusedOrders} refused) in ${placeSeconds.toFixed(1)} s`,
    );
    console.log(
      `settle ${fmt(report.betsSettled)} matched bets on one market: ${ms(settleMs)} (goal <= ${SETTLE_GOAL_MS} ms): ${met(settleMs <= SETTLE_GOAL_MS && report.betsSettled >= SETTLE_BETS)}`,
    );
    console.log(
      `ledger audit after: trial balance ${audit.trialBalanceMinor}, ${audit.mismatchedUserIds.length} mismatched balances`,
    );
    const total = engine.commitStats;
    console.log(
      `group commit, whole run: ${fmt(total.batches)} batches, ${fmt(total.commits)} commits, mean batch ${(total.commits / Math.max(1, total.batches)).toFixed(1)}`,
    );
  }
} finally {
  await worker?.terminate();
  await platform?.close();
  await handle?.close();
  if (pgbenchCreated) await adminQuery(`drop database if exists ${pgbenchDb} with (force)`);
}
