import { describe, expect, it } from 'vitest';
import { fairRng } from '../rng';
import type { Deal } from '../types';
import { dealOf, describeContract, kindsOf, type Category } from './gameChecks';
import { digitOf, panaOf, singleOf, WORLI_SHOE, WORLI_SID, worli2 } from './worli';

const distinct = (deal: Deal) => {
  const [a, b, c] = deal.cards.map(digitOf) as [number, number, number];
  return a === b ? (b === c ? 1 : 2) : a === c || b === c ? 2 : 3;
};
const categories: Category[] = [
  // docs/rules/casino.md §11: SP 0.777328, DP 0.218623, TP 0.004049 from one 40-card deck.
  { name: 'SP (three digits differ)', p: (36 / 39) * (32 / 38), test: (d) => distinct(d) === 3 },
  { name: 'DP (two alike)', p: 3 * (3 / 39) * (36 / 38), test: (d) => distinct(d) === 2 },
  { name: 'TP (trio)', p: (3 / 39) * (2 / 38), test: (d) => distinct(d) === 1 },
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((single) => ({
    name: `single ${single}`,
    p: 1 / 10,
    test: (d: Deal) => singleOf(d.cards) === single,
  })),
];
describeContract(worli2, { ranges: [40, 39, 38], slots: 3, categories, seed: 23 });

const { line1, line2, odd, even } = WORLI_SID;

describe('Instant Worli rules (docs/rules/casino.md §11)', () => {
  it('writes the pana ascending with 0 last, and the single as the last digit of the sum', () => {
    const deal = dealOf(worli2, WORLI_SHOE, ['10SS', '5HH', '9CC']);
    expect(deal.result).toEqual({
      win: '4',
      winnat: '4 Single',
      sids: [4, line1, even],
      rdesc: '590#4',
      cards: ['10SS', '5HH', '9CC'],
    });
    expect(kindsOf(worli2, deal, [4, 5, 0, line1, line2, odd, even])).toEqual({
      4: 'win',
      5: 'loss',
      0: 'loss',
      [line1]: 'win',
      [line2]: 'loss',
      [odd]: 'loss',
      [even]: 'win',
    });
    expect(panaOf([0, 1, 5])).toBe('150');
    expect(panaOf([0, 0, 3])).toBe('300');
  });

  it('counts 0 as even and in LINE 2, and settles "0 Single" (sid 0)', () => {
    const deal = dealOf(worli2, WORLI_SHOE, ['10SS', '10HH', '10CC']);
    expect(deal.result.rdesc).toBe('000#0');
    expect(deal.result.sids).toEqual([0, line2, even]);
    expect(kindsOf(worli2, deal, [0, line1, line2, odd, even])).toEqual({
      0: 'win',
      [line1]: 'loss',
      [line2]: 'win',
      [odd]: 'loss',
      [even]: 'win',
    });
    expect(dealOf(worli2, WORLI_SHOE, ['AHH', '2SS', '2CC']).result.sids).toEqual([5, line1, odd]);
    expect(dealOf(worli2, WORLI_SHOE, ['9HH', '9SS', '9CC']).result.rdesc).toBe('999#7');
  });

  it('prices singles at 9.70 and the lines and parities at 1.94 (Decision 3)', () => {
    expect(worli2.markets.map((m) => `${m.sid}:${m.name}:${m.backH}`)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((d) => `${d}:${d} Single:970`),
      '11:LINE 1:194',
      '12:LINE 2:194',
      '13:ODD:194',
      '14:EVEN:194',
    ]);
    expect(worli2.expectedRtp(0)).toBeCloseTo(0.97, 12);
  });

  it('refuses a deal that is not three A-10 cards', () => {
    const deal = dealOf(worli2, WORLI_SHOE, ['10SS', '5HH', '9CC']);
    expect(() => worli2.settle(1, { ...deal, cards: [1, 2] })).toThrow(RangeError);
    expect(() => worli2.settle(1, { ...deal, cards: [1, 2, 10] })).toThrow(RangeError); // a jack
    expect(() => worli2.settle(10, deal)).toThrow(RangeError);
  });

  it('deals the golden rounds of a fixed seed', () => {
    const golden = (k: number) => worli2.deal(fairRng('golden-seed', `23.26112117000${k}`)).result;
    expect(golden(0)).toEqual({
      win: '0',
      winnat: '0 Single',
      sids: [0, 12, 14],
      rdesc: '677#0',
      cards: ['7SS', '7DD', '6DD'],
    });
    expect(golden(1).rdesc).toBe('155#1');
    expect(golden(2).rdesc).toBe('368#7');
  });
});
