/**
 * Quoting a runner from a model probability: three levels of back and lay on the tick ladder around
 * the fair price with a margin, Bookmaker percentage rates, and the book's overround. Pure: sizes
 * come from a caller-supplied uniform random function (this package does not import the pricing
 * package's seeded RNG; pass `() => rng.next()`). Source: docs/rules/sports.md "Pricing: General";
 * docs/architecture.md "Money, prices, time" (tick ladder, Bookmaker rates as percentages).
 */
import { MAX_PRICE, MIN_PRICE, TICKS, tickDown, tickIndex, tickUp } from './ticks';

/** One price level of a runner's book: decimal odds on the ladder and size in whole currency units. */
export interface PriceSize {
  /** Decimal odds, a TICKS price. */
  price: number;
  /** Available amount in currency units (whole units, >= 1). */
  size: number;
}

/** A runner's quoted book. Back levels best (highest) first; lay levels best (lowest) first. */
export interface RunnerQuote {
  availableToBack: PriceSize[];
  availableToLay: PriceSize[];
}

/** Options for quoteRunner. */
export interface QuoteOptions {
  /** Margin m as a fraction (0.02 = 2 %), in [0, 0.5). Default DEFAULT_MARGIN. */
  margin?: number;
  /** Uniform random numbers in [0, 1); exactly 6 draws per call (3 back sizes, then 3 lay sizes). */
  random: () => number;
  /** Multiplier on the sizes (> 0), e.g. to grow liquidity with play. Default 1. */
  sizeScale?: number;
}

/** Default quoting margin (2 %; docs/rules/sports.md: "m about 1-3 %"). */
export const DEFAULT_MARGIN = 0.02;
/** Probabilities are clamped to [MIN_QUOTE_PROBABILITY, MAX_QUOTE_PROBABILITY] before quoting. */
export const MIN_QUOTE_PROBABILITY = 0.001;
/** See MIN_QUOTE_PROBABILITY. */
export const MAX_QUOTE_PROBABILITY = 0.99;
/** Levels quoted on each side (docs/rules/sports.md "three levels of back and lay"). */
export const QUOTE_LEVELS = 3;
/** Smallest and largest raw level size, in currency units, before sizeScale. */
export const QUOTE_SIZE_RANGE: readonly [number, number] = [50, 2500];

function checkProbability(probability: number): number {
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw new RangeError(`probability must be in [0, 1]: ${probability}`);
  }
  return Math.min(MAX_QUOTE_PROBABILITY, Math.max(MIN_QUOTE_PROBABILITY, probability));
}

function checkMargin(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 0.5) {
    throw new RangeError(`margin must be in [0, 0.5): ${margin}`);
  }
  return margin;
}

/** Three sizes in currency units, largest first (the best price carries the most money). */
function drawSizes(random: () => number, scale: number): number[] {
  const [lo, hi] = QUOTE_SIZE_RANGE;
  const sizes: number[] = [];
  for (let k = 0; k < QUOTE_LEVELS; k++) {
    const r = random();
    if (!(r >= 0 && r < 1)) throw new RangeError(`random() must return a number in [0, 1): ${r}`);
    sizes.push(lo + Math.floor(r * (hi - lo + 1)));
  }
  return sizes.sort((a, b) => b - a).map((s) => Math.max(1, Math.round(s * scale)));
}

/**
 * Quotes one runner. Rule (docs/rules/sports.md "Pricing: General"): with p clamped to [0.001, 0.99],
 * best back = largest tick <= 1/(p(1+m)) (1.01 if that is below the ladder), best lay = smallest
 * tick >= 1/(p(1-m)) (1000 if above). If best lay <= best back (only at m = 0 or the ladder ends),
 * the lay moves one tick above the back, or the back one tick below a lay already at 1000. Levels 2
 * and 3 step one tick further from the best each; a level that would leave the ladder (back below
 * 1.01, lay above 1000) is omitted rather than clamped, so a side can hold fewer than three levels
 * at extreme probabilities and no level ever offers better than the rule's price.
 * Sizes: uniform whole units in QUOTE_SIZE_RANGE times sizeScale, sorted so level 1 is largest.
 * Throws RangeError for p outside [0, 1], margin outside [0, 0.5), sizeScale <= 0, or a random()
 * value outside [0, 1).
 */
export function quoteRunner(probability: number, opts: QuoteOptions): RunnerQuote {
  const p = checkProbability(probability);
  const m = checkMargin(opts.margin ?? DEFAULT_MARGIN);
  const scale = opts.sizeScale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`sizeScale must be > 0: ${scale}`);

  const backRaw = 1 / (p * (1 + m));
  const layRaw = 1 / (p * (1 - m));
  const top = TICKS.length - 1;
  let back = tickIndex(backRaw < MIN_PRICE ? MIN_PRICE : tickDown(backRaw));
  let lay = tickIndex(layRaw > MAX_PRICE ? MAX_PRICE : tickUp(layRaw));
  if (lay <= back) {
    if (back < top) lay = back + 1;
    else back = lay - 1;
  }

  const backSizes = drawSizes(opts.random, scale);
  const laySizes = drawSizes(opts.random, scale);
  const availableToBack: PriceSize[] = [];
  const availableToLay: PriceSize[] = [];
  for (let k = 0; k < QUOTE_LEVELS; k++) {
    const b = TICKS[back - k];
    if (b !== undefined) availableToBack.push({ price: b, size: backSizes[k]! });
    const l = TICKS[lay + k];
    if (l !== undefined) availableToLay.push({ price: l, size: laySizes[k]! });
  }
  return { availableToBack, availableToLay };
}

/**
 * The largest Bookmaker rate, in percentage odds: 99900 = decimal 1000, the top of the tick ladder
 * (MAX_PRICE). Neither bookmakerRate nor bookmakerLayRate offers more, so the bet schema's cap
 * (contracts MAX_BOOKMAKER_RATE, the same number) accepts every rate on offer. Source: issue 12.
 */
export const MAX_BOOKMAKER_RATE = Math.round((MAX_PRICE - 1) * 100);

/**
 * Bookmaker rate for a runner, in percentage odds (docs/architecture.md: 45 = decimal 1.45):
 * round((1/(p(1+m)) - 1) * 100), at least 1 and at most MAX_BOOKMAKER_RATE - 1 (so a lay rate
 * fits above it; at the default margin the largest is 97939). p is clamped to [0.001, 0.99] as
 * in quoteRunner; margin defaults to DEFAULT_MARGIN. Example: p = 0.5, m = 0.02 gives 96
 * (decimal 1.96). Throws RangeError for p outside [0, 1] or margin outside [0, 0.5).
 */
export function bookmakerRate(probability: number, margin: number = DEFAULT_MARGIN): number {
  const p = checkProbability(probability);
  const m = checkMargin(margin);
  return Math.min(MAX_BOOKMAKER_RATE - 1, Math.max(1, Math.round((1 / (p * (1 + m)) - 1) * 100)));
}

/**
 * The Bookmaker lay rate beside a back rate, in percentage odds: the fair price widened the other
 * way by the margin, round((1/(p(1-m)) - 1) * 100) with p clamped to [0.01, 0.99], raised to at
 * least back + 1 (a lay above the back) and capped at MAX_BOOKMAKER_RATE (issue 12). `back` is
 * bookmakerRate(probability, margin). Example: p = 0.5, m = 0.02 gives 104. Throws RangeError as
 * bookmakerRate.
 */
export function bookmakerLayRate(probability: number, margin: number = DEFAULT_MARGIN): number {
  const back = bookmakerRate(probability, margin);
  const p = Math.min(MAX_QUOTE_PROBABILITY, Math.max(0.01, probability));
  const lay = Math.round((1 / (p * (1 - margin)) - 1) * 100);
  return Math.min(MAX_BOOKMAKER_RATE, Math.max(back + 1, lay));
}

/**
 * Overround of a book as a fraction: sum of the implied probabilities minus 1 (0.04 = a 104 % book;
 * negative when the book is under 100 %). For quoted prices pass 1/price per runner.
 * Throws RangeError for an empty list or a negative / non-finite probability.
 */
export function overround(probabilities: readonly number[]): number {
  if (probabilities.length === 0) throw new RangeError('overround of an empty book');
  let sum = 0;
  for (const q of probabilities) {
    if (!Number.isFinite(q) || q < 0) throw new RangeError(`probability must be finite and >= 0: ${q}`);
    sum += q;
  }
  return sum - 1;
}
