import { describe, expect, it } from 'vitest';
import { composition, isOddRank, rankOf } from '../cards';
import { fairRng } from '../rng';
import { casinoPnlMinor } from '../settle';
import type { Deal } from '../types';
import { aaa, AAA_SID } from './amarAkbarAnthony';
import { dealOf, describeContract, kindsOf, type Category } from './gameChecks';

const SHOE = composition(8);
const rank = (deal: Deal) => rankOf(deal.cards[0]!);
const categories: Category[] = [
  { name: 'Amar A-6', p: 6 / 13, test: (d) => rank(d) <= 6 },
  { name: 'Akbar 7-10', p: 4 / 13, test: (d) => rank(d) >= 7 && rank(d) <= 10 },
  { name: 'Anthony J-K', p: 3 / 13, test: (d) => rank(d) >= 11 },
  { name: 'seven', p: 1 / 13, test: (d) => rank(d) === 7 },
  { name: 'odd rank', p: 7 / 13, test: (d) => isOddRank(d.cards[0]!) },
];
describeContract(aaa, { ranges: [52], slots: 1, categories, seed: 27 });

const { amar, akbar, anthony, even, odd, red, black, under7, over7 } = AAA_SID;

describe('Amar Akbar Anthony rules (docs/rules/casino.md §5)', () => {
  it('settles an Amar six: Even, Red, Card 6, Under 7', () => {
    const deal = dealOf(aaa, SHOE, ['6HH']);
    expect(deal.result).toEqual({
      win: '1',
      winnat: 'Amar',
      sids: [amar, even, red, 13, under7],
      rdesc: 'Amar#Even#Red#Under 7#6',
      cards: ['6HH'],
    });
    expect(kindsOf(aaa, deal, [amar, akbar, anthony, odd, black, 13, 14, under7, over7])).toEqual({
      [amar]: 'win',
      [akbar]: 'loss',
      [anthony]: 'loss',
      [odd]: 'loss',
      [black]: 'loss',
      13: 'win',
      14: 'loss',
      [under7]: 'win',
      [over7]: 'loss',
    });
  });

  it('on a 7 (Akbar) gives half back on Under 7 and Over 7', () => {
    const deal = dealOf(aaa, SHOE, ['7CC']);
    expect(deal.result).toEqual({
      win: '2',
      winnat: 'Akbar',
      sids: [akbar, odd, black, 14],
      rdesc: 'Akbar#Odd#Black#Tie#7',
      cards: ['7CC'],
    });
    expect(kindsOf(aaa, deal, [under7, over7, akbar, odd])).toEqual({
      [under7]: 'halfLoss',
      [over7]: 'halfLoss',
      [akbar]: 'win',
      [odd]: 'win',
    });
    // A lay of Akbar at 3.36 loses stake x 2.36.
    expect(casinoPnlMinor('lay', 336, 10_000, aaa.settle(akbar, deal))).toBe(-23_600);
  });

  it('puts the 10 in Akbar and J-K in Anthony, with the card markets "Card A" .. "Card K"', () => {
    expect(dealOf(aaa, SHOE, ['10DD']).result.sids).toEqual([akbar, even, red, 17, over7]);
    expect(dealOf(aaa, SHOE, ['JSS']).result.rdesc).toBe('Anthony#Odd#Black#Over 7#J');
    expect(dealOf(aaa, SHOE, ['ASS']).result.sids).toEqual([amar, odd, black, 8, under7]);
    expect(aaa.markets.filter((m) => m.sid >= 8 && m.sid <= 20).map((m) => m.name)).toEqual(
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => `Card ${r}`),
    );
  });

  it('quotes Amar at the sample 2.12 / 2.22 and Akbar, Anthony by Decision 7', () => {
    const prices = aaa.markets.slice(0, 3).map((m) => [m.name, m.kind, m.backH, m.layH]);
    expect(prices).toEqual([
      ['Amar', 'backlay', 212, 222],
      ['Akbar', 'backlay', 315, 336],
      ['Anthony', 'backlay', 420, 447],
    ]);
    expect(aaa.expectedRtp(amar)).toBeCloseTo(0.978462, 6);
    expect(aaa.expectedRtp(under7)).toBeCloseTo(0.961538, 6);
    expect(aaa.markets.slice(3, 7).map((m) => m.backH)).toEqual([212, 183, 197, 197]);
  });

  it('deals the golden rounds of a fixed seed', () => {
    const golden = (k: number) => aaa.deal(fairRng('golden-seed', `27.26112117000${k}`)).result;
    expect(golden(0)).toEqual({
      win: '1',
      winnat: 'Amar',
      sids: [1, 4, 7, 9, 21],
      rdesc: 'Amar#Even#Black#Under 7#2',
      cards: ['2SS'],
    });
    expect(golden(2).rdesc).toBe('Anthony#Even#Red#Over 7#Q');
  });
});
