import { describe, expect, it } from 'vitest';
import { createRng, fuzzSeed } from './rng';

describe('fuzz createRng (issue 12)', () => {
  it('replays the same requests for a seed (golden values)', () => {
    const rng = createRng(42);
    expect(rng.seed).toBe(42);
    expect([rng.next(), rng.next(), rng.next()]).toEqual([
      0.9105992272961885, 0.36439116508699954, 0.7828414337709546,
    ]);
  });

  it('takes FUZZ_SEED modulo 2^32', () => {
    expect(fuzzSeed({ FUZZ_SEED: String(2 ** 32 + 7) })).toBe(7);
    expect(() => fuzzSeed({ FUZZ_SEED: 'x' })).toThrow();
  });
});
