/**
 * Benchmarks (not tests): `npm run bench -- <name>` with name `platform`, `feed`, `bets`,
 * `casino`, `casino-rtp`, `matching`, `orders`, `stream`, `lighthouse` or `fuzz` (default: all; `bets` needs PostgreSQL: DATABASE_URL or the local server;
 * `lighthouse` needs the built SPA and Chromium; `fuzz` sends 500 generated and hostile requests
 * per API route and exits non-zero on any 5xx, issue 12; `matching` times the pure order book in
 * process, issue 14; `orders` measures the exchange engine end to end on PostgreSQL at DATABASE_URL, issue 14;
 * `stream` measures the WebSocket stream's fan-out, latency to 5,000 viewers and memory per connection, issue 15).
 * Each prints its figures and ratios.
 */
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const all = [
  'platform',
  'feed',
  'bets',
  'casino',
  'casino-rtp',
  'matching',
  'orders',
  'stream',
  'lighthouse',
  'fuzz',
];
for (const name of names.length ? names : all) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark ${name}; choose from ${all.join(', ')}`);
    process.exit(2);
  }
  console.log(`== ${name}`);
  await import(`./${name}.ts`);
}
export {};
