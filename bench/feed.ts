/**
 * Feed benchmark (issue 3): requests/s of `fetch-market-odds` and `fetch-market-session` against a
 * raw node:http hello-world in the same run, with autocannon (100 connections, in a separate
 * process), and the ratio (goal >= 0.8); then the time to price one ball (cricket), one point
 * (tennis) and one minute (soccer). Run: `npm run bench -- feed`.
 */
import { createRng } from '@backlay/pricing';
import { FakeClock, sportFeeds, startPlatform, systemClock, type SportFeed } from '@backlay/server';
import { helloWorldRate, load, printRates } from './httpLoad';

// 1. Raw node:http hello world.
const helloRate = await helloWorldRate();

// 2. The real app with the feed at a fixed moment (in-play matches of every sport).
// The feed on a fake clock, ticked once at start and never again: the markets stand still.
const platform = await startPlatform({
  database: { kind: 'pglite', dataDir: 'memory' },
  clock: systemClock,
  feed: { speed: 1, clock: new FakeClock(Date.UTC(2026, 10, 21, 15)) },
  settlement: false,
});
const { app } = platform;
const feed = platform.feed!;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const match = feed.matches(4).find((m) => m.phase === 'inplay');
if (!match) throw new Error('no cricket match in play at the bench time');
const base = `http://127.0.0.1:${port}/api/v2`;
const path = `4/${match.description.competitionId}/${match.slot.matchId}`;
const exchangeIds = match.marketKeys.filter((k) => k.startsWith('1.')).join(',');
const oddsRate = await load(`${base}/fetch-market-odds/${path}/${exchangeIds}`);
const sessionRate = await load(`${base}/fetch-market-session/${path}`);
await platform.close();

printRates(
  helloRate,
  [
    ['fetch-market-odds', oddsRate],
    ['fetch-market-session', sessionRate],
  ],
  27,
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
