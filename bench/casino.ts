/**
 * Casino benchmark (issue 6): rounds per second on one core of every engine, dealing and
 * resulting with the simulation generator and with the provably fair stream (one fresh
 * fairRng(seed, roundId) per round, as the dealer does); then requests/s of the polled
 * `casino/data` endpoint (fast path, and through Fastify for comparison) against a raw node:http
 * hello-world in the same run, with autocannon (100 connections, in a separate process), and
 * the ratio (goal >= 0.8). The dealer runs live on the wall clock meanwhile. Run:
 * `npm run bench -- casino`.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { fairRng, GAMES, roundIdOf, simulationRng, type Game } from '@backlay/casino';
import { buildApp, openDatabase, systemClock } from '@backlay/server';
import { CasinoDealer } from '../apps/server/src/dealer/index';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ENGINE_MS = Number(process.env.BENCH_ENGINE_MS ?? 400);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Rounds per second of `deal` (which also computes the result) over about ENGINE_MS. */
function roundsPerSecond(game: Game, fair: boolean): number {
  const sim = simulationRng(1);
  const seed = randomBytes(32).toString('hex');
  const start = Date.UTC(2026, 0, 1);
  let rounds = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ENGINE_MS) {
    for (let i = 0; i < 100; i++, rounds++)
      game.deal(fair ? fairRng(seed, roundIdOf(game.tableNo, new Date(start + rounds * 1000))) : sim);
    elapsed = performance.now() - t0;
  }
  return (rounds / elapsed) * 1000;
}

console.log('deal + result, rounds/s on one core   simulationRng       fairRng');
for (const game of Object.values(GAMES)) {
  if (game.markets.length === 0) {
    console.log(`${game.type.padEnd(12)} (engine not built)`);
    continue;
  }
  const sim = roundsPerSecond(game, false);
  const fair = roundsPerSecond(game, true);
  console.log(`${game.type.padEnd(36)} ${sim.toFixed(0).padStart(14)} ${fair.toFixed(0).padStart(13)}`);
}

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
const helloRate = await load(`http://127.0.0.1:${await listen(hello)}/`);
hello.close();

// 2. The real app with the dealer dealing every table on the wall clock.
const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
const dealer = new CasinoDealer({ db: handle.db, clock: systemClock, onError: (err) => console.error(err) });
await dealer.start();
const app = await buildApp({ db: handle.db, dealer, logger: false, webDistDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
const table = dealer.table('teen20') ?? dealer.allTables()[0]!;
const dataUrl = `${base}/casino/data/${table.game.type}/${table.ids.matchId}`;
const fastRate = await load(dataUrl);
const routeRate = await load(`${dataUrl}?via=fastify`);
await dealer.stop();
await app.close();
await handle.close();

console.log(`node:http hello world          ${helloRate.toFixed(0).padStart(8)} req/s`);
console.log(
  `casino/data (fast path)        ${fastRate.toFixed(0).padStart(8)} req/s  ratio ${(fastRate / helloRate).toFixed(2)}`,
);
console.log(
  `casino/data (Fastify route)    ${routeRate.toFixed(0).padStart(8)} req/s  ratio ${(routeRate / helloRate).toFixed(2)}`,
);
