import { describe, expect, it } from 'vitest';
import { composition, Shoe } from '../cards';
import { simulationRng } from '../rng';
import { scriptedRng } from '../test-kit';
import { drawFresh } from './lookup';
import { faceUp, rtpOf } from './sideBets';

describe('drawFresh (docs/rules/casino.md Decision 1)', () => {
  it('deals exactly what a fresh Shoe deals from the same stream', () => {
    for (const [shoe, count] of [
      [composition(8), 2],
      [composition(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 3],
      [composition(1), 52],
      [composition(1), 6],
      [composition(8), 80],
    ] as const) {
      for (let seed = 0; seed < 300; seed++) {
        const expected = new Shoe(shoe, simulationRng(seed));
        const want = Array.from({ length: count }, () => expected.draw());
        expect(drawFresh(shoe, simulationRng(seed), count)).toEqual(want);
      }
    }
  });

  it('follows swaps that land on an earlier swap position', () => {
    const shoe = Int8Array.from([10, 11, 12, 13, 14]);
    // Step 0 swaps 0 and 2 ([12, 11, 10, 13, 14]); step 1 swaps 1 and 2 ([12, 10, 11, ...]);
    // step 2 keeps position 2 (11); step 3 takes position 4 (14).
    expect(drawFresh(shoe, scriptedRng([2, 1, 0, 1]), 4)).toEqual([12, 10, 11, 14]);
    const copy = new Shoe(shoe, scriptedRng([2, 1, 0, 1]));
    expect([copy.draw(), copy.draw(), copy.draw(), copy.draw()]).toEqual([12, 10, 11, 14]);
    expect(() => drawFresh(shoe, scriptedRng([0, 0, 0, 0, 0, 0]), 6)).toThrow(RangeError);
  });
});

describe('side bet helpers', () => {
  it('computes RTP with pushes and half losses (docs/rules/casino.md "RTP")', () => {
    expect(rtpOf({ win: 6 / 13, halfLoss: 1 / 13 }, 200)).toBeCloseTo(0.961538, 6);
    expect(rtpOf({ win: 0.4994468, push: 0.0011065 }, 198)).toBeCloseTo(0.99001, 5);
  });

  it('shows only revealed cards and refuses a bad count', () => {
    expect(faceUp([0, 51], 1, 3)).toEqual({ C1: 'ASS', C2: '1', C3: '1' });
    expect(faceUp([0, 51], 9, 2)).toEqual({ C1: 'ASS', C2: 'KDD' });
    expect(() => faceUp([0], 1.5, 1)).toThrow(RangeError);
    expect(() => faceUp([0], -1, 1)).toThrow(RangeError);
  });
});
