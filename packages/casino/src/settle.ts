import type { Outcome } from './types';

/**
 * Profit or loss in minor units of one casino bet (docs/rules/casino.md "rate", §0.7): a back win
 * pays stake x (price - 1), a lay win (the selection lost) pays the stake, a lay loss costs
 * stake x (lay price - 1), a push is 0, a half loss costs half the stake. Prices in hundredths;
 * fractions of a minor unit round half to even (docs/architecture.md one rounding rule). Throws RangeError
 * for a non-integer or non-positive stake or price.
 */
export function casinoPnlMinor(
  side: 'back' | 'lay',
  priceH: number,
  stakeMinor: number,
  outcome: Outcome,
): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) throw new RangeError(`bad stake ${stakeMinor}`);
  if (!Number.isSafeInteger(priceH) || priceH <= 100) throw new RangeError(`bad price ${priceH}`);
  switch (outcome.kind) {
    case 'push':
      return 0;
    case 'halfLoss':
      return side === 'back' ? -halfEven(stakeMinor, 2) : halfEven(stakeMinor, 2);
    case 'win':
      return side === 'back'
        ? halfEven(stakeMinor * ((outcome.rateH ?? priceH) - 100), 100)
        : -liabilityMinor(side, priceH, stakeMinor);
    case 'loss':
      return side === 'back' ? -stakeMinor : stakeMinor;
  }
}

/** Most a bet can lose in minor units: the stake for a back bet, stake x (price - 1) for a lay. */
export function liabilityMinor(side: 'back' | 'lay', priceH: number, stakeMinor: number): number {
  return side === 'back' ? stakeMinor : halfEven(stakeMinor * (priceH - 100), 100);
}

/** Amount returned per unit staked by a back bet at `priceH` with this outcome (for RTP). */
export function returnPerUnit(outcome: Outcome, priceH: number): number {
  switch (outcome.kind) {
    case 'push':
      return 1;
    case 'halfLoss':
      return 0.5;
    case 'loss':
      return 0;
    case 'win':
      return (outcome.rateH ?? priceH) / 100;
  }
}

/** n / d rounded half to even, for non-negative integers n and positive d. */
function halfEven(n: number, d: number): number {
  const q = Math.floor(n / d);
  const r = n - q * d;
  if (r * 2 < d) return q;
  if (r * 2 > d) return q + 1;
  return q % 2 === 0 ? q : q + 1;
}
