import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitOf, fairRng, simulationRng } from './rng';

describe('fairRng (docs/rules/casino.md Decision 1)', () => {
  it('is HMAC-SHA256(seed, "<roundId>:<k>") read as big-endian 32-bit words', () => {
    const block = createHmac('sha256', 'seed').update('11.261121170000:0').digest();
    const rng = fairRng('seed', '11.261121170000');
    const n = 1000;
    // The first word is used when it is below the rejection limit (almost always).
    const first = block.readUInt32BE(0);
    expect(first).toBeLessThan(2 ** 32 - (2 ** 32 % n));
    expect(rng.int(n)).toBe(first % n);
    expect(rng.int(n)).toBe(block.readUInt32BE(4) % n);
  });

  it('moves to block 1 after eight words', () => {
    const rng = fairRng('s', 'r');
    for (let i = 0; i < 8; i++) rng.int(2 ** 31);
    const next = createHmac('sha256', 's').update('r:1').digest().readUInt32BE(0);
    expect(rng.int(2)).toBe(next % 2);
  });

  it('is reproducible from seed and round, and differs between rounds', () => {
    const a = Array.from(
      { length: 20 },
      (() => {
        const r = fairRng('x', '1.1');
        return () => r.int(52);
      })(),
    );
    const b = Array.from(
      { length: 20 },
      (() => {
        const r = fairRng('x', '1.1');
        return () => r.int(52);
      })(),
    );
    const c = Array.from(
      { length: 20 },
      (() => {
        const r = fairRng('x', '1.2');
        return () => r.int(52);
      })(),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('rejects words above the largest multiple of n (no modulo bias)', () => {
    // Find a seed whose first word is rejected for n = 3 * 2^30 (limit 3 * 2^30).
    const n = 3 * 2 ** 30;
    let seed = 0;
    for (; ; seed++) {
      const w = createHmac('sha256', `s${seed}`).update('r:0').digest().readUInt32BE(0);
      if (w >= n) break;
    }
    const block = createHmac('sha256', `s${seed}`).update('r:0').digest();
    const second = block.readUInt32BE(4);
    const expected = second < n ? second : block.readUInt32BE(8);
    expect(fairRng(`s${seed}`, 'r').int(n)).toBe(expected % n);
  });

  it('refuses a bad range', () => {
    for (const n of [0, -1, 1.5, 2 ** 32]) expect(() => fairRng('a', 'b').int(n)).toThrow(RangeError);
  });
});

describe('commitOf', () => {
  it('is the hex sha256 of the seed', () => {
    expect(commitOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('simulationRng', () => {
  it('is reproducible and roughly uniform', () => {
    const a = simulationRng(5);
    const b = simulationRng(5);
    expect(Array.from({ length: 10 }, () => a.int(100))).toEqual(
      Array.from({ length: 10 }, () => b.int(100)),
    );
    const counts = new Array<number>(10).fill(0);
    const r = simulationRng(6);
    for (let i = 0; i < 100_000; i++) counts[r.int(10)]! += 1;
    // Binomial(100000, 0.1): sd ~95; 5 sd.
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(475);
  });

  it('keeps its recorded sequence (golden values)', () => {
    const r = simulationRng(5);
    expect(Array.from({ length: 10 }, () => r.int(100))).toEqual([10, 83, 2, 21, 82, 1, 14, 34, 68, 27]);
  });
});
