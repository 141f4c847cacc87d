/**
 * Converts an amount in currency units (at most 2 decimals expected) to integer minor units,
 * rounding half-to-even on the third decimal. Throws RangeError for non-finite input or a result
 * outside the safe-integer range. Source: docs/architecture.md "Money, prices, time" (one rounding rule).
 */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount is not finite: ${amount}`);
  const scaled = amount * 100;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const epsilon = 1e-7;
  let minor: number;
  if (Math.abs(diff - 0.5) < epsilon) minor = floor % 2 === 0 ? floor : floor + 1;
  else minor = Math.round(scaled);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${amount}`);
  return minor === 0 ? 0 : minor;
}

/** Converts integer minor units to currency units (a number with at most 2 decimals). */
export function fromMinor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be a safe integer: ${minor}`);
  return minor / 100;
}

/**
 * THE rounding rule of the package (docs/architecture.md "Money, prices, time"): rounds `value` to the
 * nearest integer (minor unit), ties to the even neighbour (2.5 -> 2, 3.5 -> 4, -2.5 -> -2).
 * Symmetric (roundHalfEven(-x) === -roundHalfEven(x)), so a bet and its counterparty round to
 * opposite amounts. Never returns -0. Throws RangeError when `value` is not finite or the result
 * is not a safe integer. For exact ratios of integers use roundHalfEvenRatio / mulDivHalfEven.
 */
export function roundHalfEven(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`value is not finite: ${value}`);
  const floor = Math.floor(value);
  const diff = value - floor; // exact for doubles
  const rounded = diff < 0.5 ? floor : diff > 0.5 ? floor + 1 : floor % 2 === 0 ? floor : floor + 1;
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`rounded value out of range: ${value}`);
  return rounded === 0 ? 0 : rounded;
}

function checkSafeInteger(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer: ${value}`);
  return BigInt(value);
}

/** Exact half-even division of big integers (denominator > 0). */
function divHalfEven(n: bigint, d: bigint): number {
  let q = n / d; // truncates toward zero
  let r = n % d;
  if (r < 0n) {
    r += d;
    q -= 1n;
  }
  const twice = 2n * r;
  if (twice > d || (twice === d && q % 2n !== 0n)) q += 1n;
  const result = Number(q);
  if (!Number.isSafeInteger(result)) throw new RangeError(`result out of range: ${n} / ${d}`);
  return result === 0 ? 0 : result;
}

/**
 * numerator / denominator rounded half-even to an integer, computed exactly (BigInt, no float
 * error): the same rule as roundHalfEven. Both arguments safe integers, denominator > 0;
 * otherwise (or when the result is not a safe integer) throws RangeError.
 */
export function roundHalfEvenRatio(numerator: number, denominator: number): number {
  const n = checkSafeInteger(numerator, 'numerator');
  const d = checkSafeInteger(denominator, 'denominator');
  if (d <= 0n) throw new RangeError(`denominator must be > 0: ${denominator}`);
  return divHalfEven(n, d);
}

/**
 * a * b / denominator rounded half-even, exactly (the product may exceed 2^53). Used for every
 * bet amount, e.g. stakeMinor * (oddsHundredths - 100) / 100. Safe-integer arguments,
 * denominator > 0; throws RangeError otherwise or when the result is not a safe integer.
 */
export function mulDivHalfEven(a: number, b: number, denominator: number): number {
  const d = checkSafeInteger(denominator, 'denominator');
  if (d <= 0n) throw new RangeError(`denominator must be > 0: ${denominator}`);
  return divHalfEven(checkSafeInteger(a, 'factor') * checkSafeInteger(b, 'factor'), d);
}
