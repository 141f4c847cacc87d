/**
 * Seeded pseudo-random numbers so every replay, quote size and synthesised point is reproducible
 * (docs/rules/sports.md "A seeded RNG makes every replay reproducible"). Generator: sfc32 (Chris
 * Doty-Humphrey's Small Fast Counting RNG, PractRand-clean), seeded from a string by cyrb128.
 *
 * `sfc32` below is the project's one seeded generator: the casino's simulation stream
 * (packages/casino `simulationRng`) and the server's fuzz suite build on it too. It is reached
 * as `@backlay/pricing/rng`, so a user need not load the sports models. Never for anything
 * secret or for live casino rounds (those use the provably fair stream, docs/rules/casino.md
 * Decision 1).
 */

/**
 * sfc32 (Small Fast Counting, 32-bit words) started from the state `a`, `b`, `c` and `counter`
 * (each taken modulo 2^32). Each call answers the next word, an unsigned 32-bit integer:
 * t = a + b + counter; counter += 1; a = b ^ (b >>> 9); b = c + (c << 3);
 * c = rotl(c, 21) + t; answer t (all modulo 2^32). The same state always gives the same words.
 * No warm-up is done here: a caller that wants one draws and drops words itself.
 */
export function sfc32(a: number, b: number, c: number, counter: number): () => number {
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  let d = counter >>> 0;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (inclusive). Throws RangeError when max < min. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. Throws RangeError on an empty one. */
  pick<T>(items: readonly T[]): T;
  /** A new independent generator derived from this one's seed and `label`. */
  fork(label: string): Rng;
}

/** cyrb128: four 32-bit hashes of a string (public-domain hash by bryc). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A generator seeded by `seed`; the same seed always gives the same sequence. */
export function createRng(seed: string | number): Rng {
  const seedText = String(seed);
  const [a, b, c, d] = cyrb128(seedText);
  // The counter starts one past cyrb128's fourth word (this stream has always added the counter
  // after stepping it), so the sequences stay the ones every replay was recorded with.
  const word = sfc32(a, b, c, d + 1);
  const next = (): number => word() / 4294967296;
  for (let i = 0; i < 15; i++) next(); // warm-up
  return {
    next,
    int(min, max) {
      if (max < min) throw new RangeError(`int(${min}, ${max}): max < min`);
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      return items[Math.floor(next() * items.length)]!;
    },
    fork(label) {
      return createRng(`${seedText}/${label}`);
    },
  };
}
