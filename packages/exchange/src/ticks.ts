/**
 * The exchange tick ladder: every price a bet may be placed at. Prices are built and compared in
 * integer hundredths (price * 100) so that band boundaries are exact. Source: docs/architecture.md "Money,
 * prices, time" (1.01-2 by 0.01, 2-3 by 0.02, 3-4 by 0.05, 4-6 by 0.1, 6-10 by 0.2, 10-20 by 0.5,
 * 20-30 by 1, 30-50 by 2, 50-100 by 5, 100-1000 by 10).
 *
 * Float input: a price within 1e-8 of a tick (i.e. 1e-6 hundredths) is treated as that tick, which
 * absorbs binary floating-point noise such as 3.3 / 3 = 1.0999999999999999. Anything further away
 * is taken literally: 2.0000001 lies strictly between 2 and 2.02, and 1.0999999 strictly between
 * 1.09 and 1.1.
 */

/** Ladder bands in hundredths: each band runs (from, to] in steps of `step`; the first starts at 101. */
const BANDS: readonly { from: number; to: number; step: number }[] = [
  { from: 100, to: 200, step: 1 },
  { from: 200, to: 300, step: 2 },
  { from: 300, to: 400, step: 5 },
  { from: 400, to: 600, step: 10 },
  { from: 600, to: 1000, step: 20 },
  { from: 1000, to: 2000, step: 50 },
  { from: 2000, to: 3000, step: 100 },
  { from: 3000, to: 5000, step: 200 },
  { from: 5000, to: 10000, step: 500 },
  { from: 10000, to: 100000, step: 1000 },
];

/** Tolerance, in hundredths, for snapping a float price onto a tick (1e-8 in price units). */
const SNAP_HUNDREDTHS = 1e-6;

const TICKS_HUNDREDTHS: readonly number[] = (() => {
  const out: number[] = [];
  for (const band of BANDS) for (let h = band.from + band.step; h <= band.to; h += band.step) out.push(h);
  return Object.freeze(out);
})();

const INDEX_BY_HUNDREDTHS: ReadonlyMap<number, number> = new Map(TICKS_HUNDREDTHS.map((h, i) => [h, i]));

/**
 * Every ladder price, ascending: 1.01, 1.02, ..., 2, 2.02, ..., 990, 1000 (350 prices). Each entry is
 * `hundredths / 100`, the double nearest the exact decimal. Frozen. Source: docs/architecture.md tick ladder.
 */
export const TICKS: readonly number[] = Object.freeze(TICKS_HUNDREDTHS.map((h) => h / 100));

/** Lowest ladder price (1.01). */
export const MIN_PRICE = 1.01;
/** Highest ladder price (1000). */
export const MAX_PRICE = 1000;

/** price * 100, snapped to the nearest integer when within SNAP_HUNDREDTHS; RangeError if not finite. */
function toHundredths(price: number): number {
  if (!Number.isFinite(price)) throw new RangeError(`price is not finite: ${price}`);
  const scaled = price * 100;
  const nearest = Math.round(scaled);
  return Math.abs(scaled - nearest) <= SNAP_HUNDREDTHS ? nearest : scaled;
}

/** Index of the largest tick (in hundredths) <= h, or -1 when h < 101. Binary search. */
function floorIndex(h: number): number {
  let lo = 0;
  let hi = TICKS_HUNDREDTHS.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (TICKS_HUNDREDTHS[mid]! <= h) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** True when `price` (decimal odds) is a ladder price, up to float noise (see the module note). */
export function isOnLadder(price: number): boolean {
  return tickIndex(price) >= 0;
}

/**
 * Position of `price` in TICKS (0 for 1.01, 349 for 1000), or -1 when it is not a ladder price or
 * not finite. Never throws.
 */
export function tickIndex(price: number): number {
  if (!Number.isFinite(price)) return -1;
  return INDEX_BY_HUNDREDTHS.get(toHundredths(price)) ?? -1;
}

/**
 * The largest ladder price <= `price` (a price above 1000 gives 1000). Use it for the best back
 * price: it never offers more than the rule allows. Throws RangeError below 1.01 or when not finite.
 */
export function tickDown(price: number): number {
  const i = floorIndex(toHundredths(price));
  if (i < 0) throw new RangeError(`price ${price} is below the ladder (min ${MIN_PRICE})`);
  return TICKS[i]!;
}

/**
 * The smallest ladder price >= `price` (a price below 1.01 gives 1.01). Use it for the best lay
 * price. Throws RangeError above 1000 or when not finite.
 */
export function tickUp(price: number): number {
  const h = toHundredths(price);
  if (h > TICKS_HUNDREDTHS[TICKS_HUNDREDTHS.length - 1]!) {
    throw new RangeError(`price ${price} is above the ladder (max ${MAX_PRICE})`);
  }
  const i = floorIndex(h);
  if (i < 0) return TICKS[0]!;
  return TICKS_HUNDREDTHS[i] === h ? TICKS[i]! : TICKS[i + 1]!;
}

/**
 * The ladder price `n` ticks from `price` (n > 0 up, n < 0 down), clamped to 1.01..1000.
 * `price` must be a ladder price and `n` an integer; otherwise throws RangeError.
 */
export function ticksAway(price: number, n: number): number {
  if (!Number.isInteger(n)) throw new RangeError(`tick count must be an integer: ${n}`);
  const i = tickIndex(price);
  if (i < 0) throw new RangeError(`price ${price} is not on the tick ladder`);
  const j = Math.min(TICKS.length - 1, Math.max(0, i + n));
  return TICKS[j]!;
}
