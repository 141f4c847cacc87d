/**
 * Matching benchmark (issue 14 item 1): orders per second of the pure order book
 * (`@backlay/exchange` createOrderBook) in-process on one core, for a seeded mix on 4 runners:
 * 90 % placements (60 % resting on the order's own side of the runner's mid price, 40 % crossing
 * it, larger on average, so they take one or more levels) and 10 % cancels (half partial) of one
 * of the last 10,000 orders. The operations are generated before the clock starts (sfc32 from
 * `@backlay/pricing/rng`), a shorter warm-up runs on a throw-away book, then the whole mix runs
 * on a fresh book. Goal (issue 14 "Numbers"): >= 300,000 orders/s, counted as placements divided
 * by the time of every operation (cancels included). Run: `npm run bench -- matching`
 * (BENCH_MATCHING_OPS sets the number of operations, default 1,500,000).
 */
import { createOrderBook, TICKS, type PlaceOrder } from '@backlay/exchange';
import { sfc32 } from '@backlay/pricing/rng';

const OPERATIONS = Number(process.env.BENCH_MATCHING_OPS ?? 1_500_000);
const WARM_UP = Math.min(OPERATIONS, 200_000);
const GOAL = 300_000;
const SEED = 2026;
const RUNNERS = ['1', '2', '3', '4'];
const ACCOUNTS = Array.from({ length: 1_000 }, (_, i) => `a${i}`);
const RECENT = 10_000;

/** One generated operation: a placement or a cancel (whole when reductionMinor is undefined). */
type Operation =
  | { kind: 'place'; order: PlaceOrder; crossing: boolean }
  | { kind: 'cancel'; orderId: string; reductionMinor: number | undefined };

/** The seeded mix; each runner's mid price walks one tick now and then. */
function generate(count: number): Operation[] {
  const word = sfc32(SEED, SEED * 7, SEED * 13, 1);
  const unit = () => word() / 4294967296;
  const int = (lo: number, hi: number) => lo + Math.floor(unit() * (hi - lo + 1));
  const tickH = TICKS.map((t) => Math.round(t * 100));
  const mids = [tickH.indexOf(150), tickH.indexOf(250), tickH.indexOf(400), tickH.indexOf(800)];
  const ops: Operation[] = [];
  let placed = 0;
  for (let i = 0; i < count; i++) {
    if (placed > 0 && unit() < 0.1) {
      const target = Math.max(0, placed - 1 - int(0, RECENT - 1));
      ops.push({
        kind: 'cancel',
        orderId: `o${target}`,
        reductionMinor: unit() < 0.5 ? int(1, 500) : undefined,
      });
      continue;
    }
    const r = int(0, RUNNERS.length - 1);
    if (unit() < 0.01) mids[r] = Math.min(tickH.length - 8, Math.max(7, mids[r]! + (unit() < 0.5 ? -1 : 1)));
    const mid = mids[r]!;
    const back = unit() < 0.5;
    const crossing = unit() < 0.4;
    // Resting: a BACK above the mid, a LAY at or below it. Crossing: a BACK at or below the mid
    // (it takes resting LAYs priced at least that), a LAY above it.
    const k = int(0, 4);
    const tick = crossing ? (back ? mid - int(0, 2) : mid + 1 + int(0, 2)) : back ? mid + 1 + k : mid - k;
    ops.push({
      kind: 'place',
      crossing,
      order: {
        orderId: `o${placed++}`,
        accountId: ACCOUNTS[int(0, ACCOUNTS.length - 1)]!,
        selectionId: RUNNERS[r]!,
        side: back ? 'BACK' : 'LAY',
        priceH: tickH[tick]!,
        sizeMinor: crossing ? int(200, 60_000) : int(200, 30_000),
        persistence: unit() < 0.7 ? 'LAPSE' : 'PERSIST',
      },
    });
  }
  return ops;
}

/** Runs `ops` on a fresh book; returns the elapsed milliseconds and what happened. */
function run(ops: readonly Operation[]) {
  const book = createOrderBook({ selectionIds: RUNNERS });
  let matches = 0;
  let takers = 0;
  let placements = 0;
  let cancels = 0;
  let refused = 0;
  const t0 = performance.now();
  for (const op of ops) {
    if (op.kind === 'place') {
      placements++;
      const result = book.place(op.order);
      if (!result.ok) throw new Error(`refused ${op.order.orderId}: ${result.error}`);
      if (result.matches.length > 0) {
        takers++;
        matches += result.matches.length;
      }
    } else {
      cancels++;
      if (!book.cancel(op.orderId, op.reductionMinor).ok) refused++;
    }
  }
  const ms = performance.now() - t0;
  const resting = RUNNERS.map((id) => book.ladder(id, TICKS.length))
    .flatMap((l) => [...l.availableToBack, ...l.availableToLay])
    .reduce((sum, level) => sum + level.sizeMinor, 0);
  return { ms, matches, takers, placements, cancels, refused, resting };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ops = generate(OPERATIONS);
run(ops.slice(0, WARM_UP));
const heapBefore = process.memoryUsage().heapUsed;
const r = run(ops);
const heapAfter = process.memoryUsage().heapUsed;
const perSecond = (r.placements / r.ms) * 1000;
const crossingShare = ops.filter((o) => o.kind === 'place' && o.crossing).length / r.placements;

console.log(
  `${fmt(OPERATIONS)} operations on ${RUNNERS.length} runners, seed ${SEED}: ${fmt(r.placements)} placements ` +
    `(${(100 * (1 - crossingShare)).toFixed(0)} % resting, ${(100 * crossingShare).toFixed(0)} % crossing), ` +
    `${fmt(r.cancels)} cancels (${fmt(r.refused)} found nothing left)`,
);
console.log(
  `orders that matched on arrival ${fmt(r.takers)}, matches ${fmt(r.matches)}, ` +
    `resting at the end ${fmt(r.resting / 100)} units, heap +${fmt((heapAfter - heapBefore) / 2 ** 20)} MB`,
);
console.log(`time ${r.ms.toFixed(0)} ms; operations/s ${fmt(((r.placements + r.cancels) / r.ms) * 1000)}`);
console.log(
  `orders/s on one core (placements / time of all operations): ${fmt(perSecond)} ` +
    `(goal >= ${fmt(GOAL)}): ${perSecond >= GOAL ? 'met' : 'NOT met'}`,
);
