/**
 * Feed benchmark (issue 3): requests/s of `fetch-market-odds` and `fetch-market-session` against a
 * raw node:http hello-world in the same run, with autocannon (100 connections, in a separate
 * process), and the ratio (goal >= 0.8); then the time to price one ball (cricket), one point
 * (tennis) and one minute (soccer). Run: `npm run bench -- feed`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { createRng } from '@backlay/pricing';
import { buildApp, FakeClock, openDatabase } from '@backlay/server';
import { EventBus } from '../apps/server/src/realtime/bus';
import { FeedEngine, MarketStore, sportFeeds } from '../apps/server/src/feed/index';
import type { SportFeed } from '../apps/server/src/feed/types';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Requests per second of `url` by autocannon in a child process (this process keeps serving). */
async function load(url: string): Promise<number> {
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    [autocannonBin, '-c', '100', '-d', String(DURATION_S), '-j', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(out) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

// 1. Raw node:http hello world.
const hello = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"hello":"world"}');
});
const helloPort = await listen(hello);
const helloRate = await load(`http://127.0.0.1:${helloPort}/`);
hello.close();

// 2. The real app with the feed at a fixed moment (in-play matches of every sport).
const clock = new FakeClock(Date.UTC(2026, 10, 21, 15));
const feed = new FeedEngine({
  feeds: sportFeeds(),
  clock,
  store: new MarketStore(),
  bus: new EventBus(),
  speed: 1,
});
feed.tick();
const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
const app = await buildApp({ db: handle.db, feed, logger: false, webDistDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const match = feed.matches(4).find((m) => m.phase === 'inplay');
if (!match) throw new Error('no cricket match in play at the bench time');
const base = `http://127.0.0.1:${port}/api/v2`;
const path = `4/${match.description.competitionId}/${match.slot.matchId}`;
const exchangeIds = match.marketKeys.filter((k) => k.startsWith('1.')).join(',');
const oddsRate = await load(`${base}/fetch-market-odds/${path}/${exchangeIds}`);
const sessionRate = await load(`${base}/fetch-market-session/${path}`);
await app.close();
await handle.close();

console.log(`node:http hello world      ${helloRate.toFixed(0).padStart(8)} req/s`);
console.log(
  `fetch-market-odds          ${oddsRate.toFixed(0).padStart(8)} req/s  ratio ${(oddsRate / helloRate).toFixed(2)}`,
);
console.log(
  `fetch-market-session       ${sessionRate.toFixed(0).padStart(8)} req/s  ratio ${(sessionRate / helloRate).toFixed(2)}`,
);

// 3. Pricing cost per event, averaged over a whole replay of each sport.
for (const sport of sportFeeds() as SportFeed<unknown, unknown>[]) {
  const label = { 4: 'one ball (cricket)', 2: 'one point (tennis)', 1: 'one minute (soccer)' }[sport.sportId];
  let calls = 0;
  let ms = 0;
  for (const replay of sport.replays.slice(0, 8)) {
    const timeline = sport.timeline(replay, createRng('bench'), 1);
    const start = performance.now();
    for (const step of timeline.steps)
      sport.markets(replay, step.state, { matchId: '1', rng: createRng('b'), elapsedMs: step.atMs });
    ms += performance.now() - start;
    calls += timeline.steps.length;
  }
  console.log(`price ${label.padEnd(22)} ${((ms / calls) * 1000).toFixed(1).padStart(8)} µs`);
}
