/**
 * House prices from fair probabilities (docs/rules/casino.md Decisions 3 and 7): a back price is
 * 0.97 x the fair decimal rate rounded down to 2 decimals, a lay price is fair / 0.97 rounded
 * up. Both in hundredths. Throws RangeError unless 0 < p < 1.
 */
export function backPriceH(p: number): number {
  check(p);
  return Math.floor((97 / p) * (1 + 1e-12));
}

/** Lay price in hundredths: fair / 0.97, rounded up (Decision 7). */
export function layPriceH(p: number): number {
  check(p);
  return Math.ceil((10_000 / (97 * p)) * (1 - 1e-12));
}

function check(p: number): void {
  if (!(p > 0 && p < 1)) throw new RangeError(`probability out of range: ${p}`);
}
