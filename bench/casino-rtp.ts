/**
 * Measured return to player of every casino market (issue 6 "the RTP table measured per
 * market"; docs/rules/casino.md Decision 9, §A): BENCH_RTP_ROUNDS rounds (default 500,000) of each
 * table from the simulation generator, one unit backed on every market each round, printed
 * beside the exact value of docs/rules/casino.md with the difference in standard errors. The tests
 * run the same check at a smaller N. Run: `npm run bench -- casino-rtp`.
 */
import { GAMES, simulate, simulationRng } from '@backlay/casino';

const ROUNDS = Number(process.env.BENCH_RTP_ROUNDS ?? 500_000);

console.log(`${ROUNDS.toLocaleString('en-US')} rounds per table`);
console.log('table       sid  market                          price   measured      exact      z');
let worst = 0;
for (const game of Object.values(GAMES)) {
  const t0 = performance.now();
  const returns = simulate(game, ROUNDS, simulationRng(2026));
  for (const r of returns) {
    const market = game.markets.find((m) => m.sid === r.sid)!;
    const z = (r.rtp - r.expected) / r.standardError;
    worst = Math.max(worst, Math.abs(z));
    console.log(
      `${game.type.padEnd(10)} ${String(r.sid).padStart(4)}  ${r.name.slice(0, 30).padEnd(30)} ` +
        `${(market.backH / 100).toFixed(2).padStart(7)} ${r.rtp.toFixed(5).padStart(10)} ` +
        `${r.expected.toFixed(5).padStart(10)} ${z.toFixed(2).padStart(6)}`,
    );
  }
  console.log(`${game.type}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`largest |z| over every market: ${worst.toFixed(2)} (acceptance: 4)`);
