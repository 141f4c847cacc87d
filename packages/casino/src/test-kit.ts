import type { Rng } from './cards';

/**
 * For tests: an Rng answering the scripted values in turn, so a test can force the cards a
 * `Shoe` deals (each draw from a fresh shoe at position i takes index i + value). Throws when the
 * script runs out or a value is not below its range.
 */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return {
    int(n) {
      const v = values[i++];
      if (v === undefined || v >= n) throw new Error(`script has no value below ${n} at step ${i - 1}`);
      return v;
    },
  };
}
