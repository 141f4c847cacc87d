import { createHash, createHmac } from 'node:crypto';
import { sfc32 } from '@backlay/pricing/rng';
import type { Rng } from './cards';

/**
 * Random streams (docs/rules/casino.md Decision 1, §0.6).
 *
 * Provably fair stream: block k (k = 0, 1, 2, ...) is HMAC-SHA256(key = serverSeed as UTF-8,
 * message = `${roundId}:${k}`); each 32-byte block gives eight big-endian unsigned 32-bit words,
 * used in order. `int(n)` takes the next word w and rejects it while w >= 2^32 - (2^32 mod n),
 * then answers w mod n, so every value is exactly equally likely. The commitment published
 * before the round is sha256(serverSeed) in lowercase hex. Anyone holding the revealed seed and
 * the round id can rebuild the stream, the shuffle, and so every card of the round.
 */
export function fairRng(serverSeed: string, roundId: string): Rng {
  let block = Buffer.alloc(0);
  let offset = 32;
  let counter = 0;
  const word = (): number => {
    if (offset >= 32) {
      block = createHmac('sha256', serverSeed).update(`${roundId}:${counter++}`).digest();
      offset = 0;
    }
    const w = block.readUInt32BE(offset);
    offset += 4;
    return w;
  };
  return { int: (n) => uniform(word, n) };
}

/** The commitment of a server seed: lowercase hex sha256 of its UTF-8 bytes. */
export const commitOf = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

const TWO_32 = 2 ** 32;

function uniform(word: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n >= TWO_32) throw new RangeError(`bad range ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const w = word();
    if (w < limit) return w % n;
  }
}

/**
 * A fast seeded generator for simulation and benchmarks only: never for live rounds, whose cards
 * must come from `fairRng`. The project's one sfc32 (`@backlay/pricing/rng`) from a state mixed
 * with `seed`, 15 words dropped; the same unbiased `int(n)` by rejection.
 */
export function simulationRng(seed: number): Rng {
  // Counter 2: this stream has always added the counter after stepping it from 1.
  const word = sfc32(0x9e3779b9 ^ seed, 0x243f6a88 + seed, 0xb7e15162, 2);
  for (let i = 0; i < 15; i++) word();
  return { int: (n) => uniform(word, n) };
}
