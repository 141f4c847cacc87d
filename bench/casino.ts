/**
 * Casino benchmark (issue 6): rounds per second on one core of every engine, dealing and
 * resulting with the simulation generator and with the provably fair stream (one fresh
 * fairRng(seed, roundId) per round, as the dealer does); then requests/s of the polled
 * `casino/data` endpoint (fast path, and through Fastify for comparison) against a raw node:http
 * hello-world in the same run, with autocannon (100 connections, in a separate process), and
 * the ratio (goal >= 0.8). The dealer runs live on the wall clock meanwhile. Run:
 * `npm run bench -- casino`.
 */
import { randomBytes } from 'node:crypto';
import { fairRng, GAMES, roundIdOf, simulationRng, type Game } from '@backlay/casino';
import { startPlatform, systemClock } from '@backlay/server';
import { helloWorldRate, load, printRates } from './httpLoad';

const ENGINE_MS = Number(process.env.BENCH_ENGINE_MS ?? 400);

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

// 1. Raw node:http hello world.
const helloRate = await helloWorldRate();

// 2. The real app with the dealer dealing every table on the wall clock.
const platform = await startPlatform({
  database: { kind: 'pglite', dataDir: 'memory' },
  clock: systemClock,
  // The app unlogged, as measured before; a dealer error is printed by the bench itself.
  dealer: { onError: (err) => console.error('casino dealer failed', err) },
});
const { app } = platform;
const dealer = platform.dealer!;
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
const table = dealer.table('teen20') ?? dealer.allTables()[0]!;
const dataUrl = `${base}/casino/data/${table.game.type}/${table.ids.matchId}`;
const fastRate = await load(dataUrl);
const routeRate = await load(`${dataUrl}?via=fastify`);
await platform.close();

printRates(
  helloRate,
  [
    ['casino/data (fast path)', fastRate],
    ['casino/data (Fastify route)', routeRate],
  ],
  31,
);
