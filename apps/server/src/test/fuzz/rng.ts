import { sfc32 } from '@backlay/pricing/rng';

/**
 * A seeded pseudo-random generator for the fuzz suite (issue 12): the same seed gives the same
 * requests, so a failing run is replayed with `FUZZ_SEED=<seed>`.
 */
export interface Rng {
  /** The seed this generator started from (a 32-bit unsigned integer). */
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * The seed of this run: `FUZZ_SEED` when set (a decimal integer, taken modulo 2^32), else one
 * drawn from the wall clock. Throws on a `FUZZ_SEED` that is not an integer. Source: issue 12.
 */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FUZZ_SEED;
  if (raw === undefined || raw === '') return (Date.now() ^ (Math.random() * 2 ** 32)) >>> 0;
  if (!/^\d+$/.test(raw)) throw new Error(`FUZZ_SEED must be a non-negative integer, got ${raw}`);
  return Number(BigInt(raw) % 2n ** 32n);
}

/**
 * A generator seeded with `seed`: the project's one sfc32 (`@backlay/pricing/rng`) over a
 * splitmix32-expanded seed, no warm-up (fast, 32-bit state words, good enough spread for test
 * data; not for anything secret). Source: issue 12.
 */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const a = splitmix();
  const b = splitmix();
  const c = splitmix();
  const word = sfc32(a, b, c, splitmix());
  const next = () => word() / 2 ** 32;
  return {
    seed: seed >>> 0,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
