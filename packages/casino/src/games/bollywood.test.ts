import { describe, expect, it } from 'vitest';
import { rankOf } from '../cards';
import { fairRng } from '../rng';
import type { Deal } from '../types';
import { BTABLE_SHOE, BTABLE_SID, btable, movieOf } from './bollywood';
import { dealOf, describeContract, kindsOf, type Category } from './gameChecks';

const movie = (deal: Deal) => movieOf(deal.cards[0]!);
const categories: Category[] = [
  ...[1, 3, 3, 2, 4, 3].map((count, i) => ({
    name: `movie ${i + 1}`,
    p: count / 16,
    test: (d: Deal) => movie(d) === i + 1,
  })),
  { name: 'queen', p: 1 / 4, test: (d) => rankOf(d.cards[0]!) === 12 },
];
describeContract(btable, { ranges: [16], slots: 1, categories, seed: 26 });

const S = BTABLE_SID;

describe('Bollywood Casino rules (docs/rules/casino.md §6)', () => {
  it('holds 32 cards: J, Q, K, A of four suits, twice', () => {
    expect(BTABLE_SHOE.length).toBe(32);
    expect(new Set(Array.from(BTABLE_SHOE, rankOf))).toEqual(new Set([1, 11, 12, 13]));
  });

  it('maps every card to its movie', () => {
    const movies = (codes: string[]) => codes.map((c) => dealOf(btable, BTABLE_SHOE, [c]).result.winnat);
    expect(movies(['ASS'])).toEqual(['DON']);
    expect(movies(['AHH', 'ACC', 'ADD'])).toEqual(Array(3).fill('Amar Akbar Anthony'));
    expect(movies(['KSS', 'QSS', 'JSS'])).toEqual(Array(3).fill('Sahib Bibi Aur Ghulam'));
    expect(movies(['KCC', 'KDD'])).toEqual(Array(2).fill('Dharam Veer'));
    expect(movies(['KHH', 'QHH', 'QCC', 'QDD'])).toEqual(Array(4).fill('Kis KisKo Pyaar Karoon'));
    expect(movies(['JHH', 'JCC', 'JDD'])).toEqual(Array(3).fill('Ghulam'));
  });

  it('settles DON on the ace of spades: Odd, Black, card A, Barati', () => {
    const deal = dealOf(btable, BTABLE_SHOE, ['ASS']);
    expect(deal.result).toEqual({
      win: '1',
      winnat: 'DON',
      sids: [S.don, S.odd, S.black, S.cardA, S.barati],
      rdesc: 'DON#Odd#Barati#Black#A',
      cards: ['ASS'],
    });
    expect(kindsOf(btable, deal, [S.don, S.amarAkbarAnthony, S.odd, S.red, S.cardA, S.dulhaDulhan])).toEqual({
      [S.don]: 'win',
      [S.amarAkbarAnthony]: 'loss',
      [S.odd]: 'win',
      [S.red]: 'loss',
      [S.cardA]: 'win',
      [S.dulhaDulhan]: 'loss',
    });
  });

  it('makes the queen the only even card, and K-Q the couple', () => {
    const queen = dealOf(btable, BTABLE_SHOE, ['QDD']);
    expect(queen.result.rdesc).toBe('Kis KisKo Pyaar Karoon#Even#Dulha Dulhan#Red#Q');
    expect(queen.result.sids).toEqual([S.kisKisKoPyaarKaroon, S.red, S.cardQ, S.dulhaDulhan]);
    expect(btable.settle(S.odd, queen).kind).toBe('loss');
    const jack = dealOf(btable, BTABLE_SHOE, ['JCC']);
    expect(jack.result.sids).toEqual([S.ghulam, S.odd, S.black, S.cardJ, S.barati]);
    expect(dealOf(btable, BTABLE_SHOE, ['KCC']).result.sids).toEqual([
      S.dharamVeer,
      S.odd,
      S.black,
      S.cardK,
      S.dulhaDulhan,
    ]);
  });

  it('prices movies and Odd by Decision 7 and the rest at the document rates', () => {
    expect(btable.markets.map((m) => [m.sid, m.name, m.backH, m.layH ?? null])).toEqual([
      [1, 'DON', 1552, 1650],
      [2, 'Amar Akbar Anthony', 517, 550],
      [3, 'Sahib Bibi Aur Ghulam', 517, 550],
      [4, 'Dharam Veer', 776, 825],
      [5, 'Kis KisKo Pyaar Karoon', 388, 413],
      [6, 'Ghulam', 517, 550],
      [7, 'Odd', 129, 138],
      [8, 'Red', 197, null],
      [9, 'Black', 197, null],
      [10, 'Card J', 375, null],
      [11, 'Card Q', 375, null],
      [12, 'card K', 375, null],
      [13, 'card A', 375, null],
      [14, 'Dulha Dulhan K-Q', 197, null],
      [15, 'Barati J-A', 197, null],
    ]);
    expect(btable.expectedRtp(S.cardJ)).toBeCloseTo(0.9375, 12);
  });

  it('refuses a card the shoe does not hold', () => {
    expect(() => movieOf(4)).toThrow(RangeError);
    const deal = dealOf(btable, BTABLE_SHOE, ['ASS']);
    expect(() => btable.settle(S.don, { ...deal, cards: [4] })).toThrow(RangeError);
  });

  it('deals the golden rounds of a fixed seed', () => {
    const golden = (k: number) => btable.deal(fairRng('golden-seed', `26.26112117000${k}`)).result;
    expect(golden(0)).toEqual({
      win: '6',
      winnat: 'Ghulam',
      sids: [6, 7, 8, 10, 15],
      rdesc: 'Ghulam#Odd#Barati#Red#J',
      cards: ['JHH'],
    });
    expect(golden(1).rdesc).toBe('Sahib Bibi Aur Ghulam#Odd#Dulha Dulhan#Black#K');
  });
});
