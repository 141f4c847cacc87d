/**
 * Converts an amount in currency units (at most 2 decimals expected) to integer minor units,
 * rounding half-to-even on the third decimal. Throws RangeError for non-finite input or a result
 * outside the safe-integer range. Source: DESIGN.md "Money, prices, time" (one rounding rule).
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
