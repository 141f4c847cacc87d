/**
 * Fuzz benchmark (issue 12): the OpenAPI-driven fuzz suite of apps/server/src/test/fuzz at bench
 * scale, 500 requests per route by default (`FUZZ_PER_ROUTE=<n>` or `--per-route=<n>` for more,
 * never fewer), signed out, as a customer and as an operator, through `app.inject` and a
 * listening socket. Prints the counts per status and per route and the requests/s, and exits
 * non-zero on any 5xx, a request left unanswered, a dealer error or an unhealthy server
 * afterwards. `FUZZ_SEED=<n>` replays a run; `FUZZ_ONLY=<text>` keeps the routes whose
 * `METHOD /path` contains the text. Run: `npm run bench -- fuzz`.
 */
import {
  failureGroups,
  formatFailures,
  formatReport,
  fuzzSeed,
  runFuzz,
  startFuzzTarget,
} from '@backlay/server/fuzz';

const flag = process.argv.find((a) => a.startsWith('--per-route='))?.split('=')[1];
const perRoute = Math.max(500, Number(flag ?? process.env.FUZZ_PER_ROUTE ?? 500));
if (!Number.isFinite(perRoute))
  throw new Error(`per-route must be a number, got ${flag ?? process.env.FUZZ_PER_ROUTE}`);

const target = await startFuzzTarget();
// Closed before the exit code is set: PGlite's shutdown writes process.exitCode itself.
const result = await runFuzz(target, { perRoute, seed: fuzzSeed(), only: process.env.FUZZ_ONLY }).finally(
  () => target.close(),
);
console.log(formatReport(result));
const failures = formatFailures(result);
if (failures) console.error(failures);
const problems = [
  ...failureGroups(result),
  ...target.backgroundErrors.map((err) => `dealer error: ${String(err)}`),
  ...(result.health.inject === 200 && result.health.http === 200
    ? []
    : [`healthz answered ${result.health.inject} (inject) and ${result.health.http} (socket)`]),
];
console.log(
  problems.length === 0 ? 'fuzz: 0 5xx, server healthy' : `fuzz FAILED: ${problems.length} problem(s)`,
);
if (problems.length > 0) process.exitCode = 1;
