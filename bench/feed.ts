/**
 * Feed benchmark (issue 3): requests/s of `fetch-market-odds` and `fetch-market-session` against a
 * raw node:http hello-world in the same run, with autocannon (100 connections, in a separate
 * process), and the ratio (goal >= 0.8); then the time to price one ball (cricket), one point
 * (tennis) and one minute (soccer); then the Brier score of the cricket pre-match prices over every
 * shipped match against the constant 0.5 (issue 19 item 2). Run: `npm run bench -- feed`.
 * BENCH_ONLY (rates, pricing, brier; comma-separated) runs a subset: `BENCH_ONLY=brier npm run bench -- feed`.
 */
import { createRng } from '@backlay/pricing';
import {
  FakeClock,
  loadReplays,
  preMatchBrier,
  sportFeeds,
  startPlatform,
  systemClock,
  type SportFeed,
} from '@backlay/server';
import { helloWorldRate, load, printRates } from './httpLoad';

/** BENCH_ONLY: a comma-separated subset of the phases rates (1-2), pricing (3) and brier (4); all by default. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((p) => p.trim());
const runs = (phase: 'rates' | 'pricing' | 'brier') => !ONLY || ONLY.includes(phase);

if (runs('rates')) {
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
}

if (runs('pricing')) {
  // 3. Pricing cost per event, averaged over a whole replay of each sport.
  for (const sport of sportFeeds() as SportFeed<unknown, unknown>[]) {
    const label = { 4: 'one ball (cricket)', 2: 'one point (tennis)', 1: 'one minute (soccer)' }[
      sport.sportId
    ];
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
}

// 4. Cricket pre-match prices: Brier score of P(the winner) over every shipped match, lower is better.
if (runs('brier')) {
  const brier = preMatchBrier(loadReplays('cricket').matches);
  const row = (label: string, value: number) =>
    console.log(
      `${label.padEnd(46)} ${value.toFixed(4)}${value < brier.constant ? '  (better than 0.5)' : ''}`,
    );
  console.log(`cricket pre-match Brier over ${brier.matches} matches:`);
  row('  ratings before the toss (Elo)', brier.beforeToss);
  row('  at the start, toss known (Elo + chase edge)', brier.atStart);
  row('  constant 0.5', brier.constant);
}
