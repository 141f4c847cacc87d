/** Argument checks shared by the cricket pricing functions. */

/**
 * Throws RangeError unless `value` is an integer in [min, max] (both inclusive). `name` labels the
 * message, e.g. "wicketsLost must be an integer in [0, 10], got 11". Source: house convention (RangeError
 * for out-of-range arguments, as rng.ts).
 */
export function assertInt(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer in [${min}, ${max}], got ${String(value)}`);
  }
}
