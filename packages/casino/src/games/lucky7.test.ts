import { describe, expect, it } from 'vitest';
import { composition, isOddRank, isRed, rankOf } from '../cards';
import { fairRng } from '../rng';
import { casinoPnlMinor } from '../settle';
import type { Deal } from '../types';
import { dealOf, describeContract, kindsOf, type Category } from './gameChecks';
import { lucky7, lucky7eu, LUCKY7_SID } from './lucky7';

const SHOE = composition(8);
const rank = (deal: Deal) => rankOf(deal.cards[0]!);
const categories: Category[] = [
  { name: 'Low A-6', p: 6 / 13, test: (d) => rank(d) < 7 },
  { name: 'seven', p: 1 / 13, test: (d) => rank(d) === 7 },
  { name: 'High 8-K', p: 6 / 13, test: (d) => rank(d) > 7 },
  { name: 'odd rank', p: 7 / 13, test: (d) => isOddRank(d.cards[0]!) },
  { name: 'red', p: 1 / 2, test: (d) => isRed(d.cards[0]!) },
  { name: 'king', p: 1 / 13, test: (d) => rank(d) === 13 },
];
describeContract(lucky7, { ranges: [52], slots: 1, categories, seed: 24 });
describeContract(lucky7eu, { ranges: [52], slots: 1, categories, seed: 36 });

const { low, high, even, odd, red, black } = LUCKY7_SID;
const MAIN_AND_SIDES = [low, high, even, odd, red, black];

describe('Lucky 7 rules (docs/rules/casino.md §2)', () => {
  it('on a 7 gives half the stake back on Low and High, and Odd wins', () => {
    const deal = dealOf(lucky7eu, SHOE, ['7HH']);
    expect(deal.result).toEqual({
      win: '0',
      winnat: 'Tie',
      sids: [odd, red, 13],
      rdesc: 'Tie#Odd#Red#7',
      cards: ['7HH'],
    });
    expect(kindsOf(lucky7eu, deal, [...MAIN_AND_SIDES, 13, 14])).toEqual({
      [low]: 'halfLoss',
      [high]: 'halfLoss',
      [even]: 'loss',
      [odd]: 'win',
      [red]: 'win',
      [black]: 'loss',
      13: 'win',
      14: 'loss',
    });
    // 1,000.00 on Low: 500.00 comes back.
    expect(casinoPnlMinor('back', 200, 100_000, lucky7eu.settle(low, deal))).toBe(-50_000);
  });

  it('settles a low black five (the feed example "Low Card#Odd#Black#5")', () => {
    const deal = dealOf(lucky7, SHOE, ['5SS']);
    expect(deal.result).toEqual({
      win: '1',
      winnat: 'Low Card',
      sids: [low, odd, black, 11],
      rdesc: 'Low Card#Odd#Black#5',
      cards: ['5SS'],
    });
    expect(kindsOf(lucky7, deal, MAIN_AND_SIDES)).toEqual({
      [low]: 'win',
      [high]: 'loss',
      [even]: 'loss',
      [odd]: 'win',
      [red]: 'loss',
      [black]: 'win',
    });
  });

  it('settles a high red queen: Even, Red and Card Q', () => {
    const deal = dealOf(lucky7, SHOE, ['QDD']);
    expect(deal.result.win).toBe('2');
    expect(deal.result.rdesc).toBe('High Card#Even#Red#Q');
    expect(deal.result.sids).toEqual([high, even, red, 18]);
    expect(lucky7.settle(18, deal)).toEqual({ kind: 'win' });
    expect(lucky7.settle(19, deal)).toEqual({ kind: 'loss' });
    expect(lucky7.settle(low, deal)).toEqual({ kind: 'loss' });
  });

  it('names the ace "Card 1" (sid 7) and the king "Card K" (sid 19)', () => {
    expect(lucky7.markets.find((m) => m.sid === 7)!.name).toBe('Card 1');
    expect(lucky7.markets.find((m) => m.sid === 19)!.name).toBe('Card K');
    expect(dealOf(lucky7, SHOE, ['ACC']).result.sids).toEqual([low, odd, black, 7]);
    expect(dealOf(lucky7, SHOE, ['KHH']).result.sids).toEqual([high, odd, red, 19]);
  });

  it('prices Lucky 7-B at the real payload rates and Lucky 7-A at the clones', () => {
    const prices = (game: typeof lucky7) => game.markets.slice(0, 7).map((m) => [m.sid, m.name, m.backH]);
    expect(prices(lucky7eu)).toEqual([
      [1, 'LOW Card', 200],
      [2, 'HIGH Card', 200],
      [3, 'Even', 210],
      [4, 'Odd', 179],
      [5, 'Red', 195],
      [6, 'Black', 195],
      [7, 'Card 1', 1200],
    ]);
    expect(
      prices(lucky7)
        .slice(2, 6)
        .map((p) => p[2]),
    ).toEqual([212, 183, 197, 197]);
    expect(lucky7.markets).toHaveLength(19);
    expect(lucky7.markets.every((m) => m.kind === 'rate')).toBe(true);
    expect(lucky7eu.expectedRtp(odd)).toBeCloseTo(0.963846, 6);
    expect(lucky7.expectedRtp(odd)).toBeCloseTo(0.985385, 6);
    expect(lucky7.expectedRtp(low)).toBeCloseTo(12.5 / 13, 12);
    expect([lucky7.tableNo, lucky7eu.tableNo]).toEqual([24, 36]);
  });

  it('deals the golden rounds of a fixed seed', () => {
    const golden = (game: typeof lucky7, k: number) =>
      game.deal(fairRng('golden-seed', `${game.tableNo}.26112117000${k}`)).result;
    expect(golden(lucky7, 0)).toEqual({
      win: '2',
      winnat: 'High Card',
      sids: [2, 3, 5, 14],
      rdesc: 'High Card#Even#Red#8',
      cards: ['8HH'],
    });
    expect(golden(lucky7, 1).rdesc).toBe('Low Card#Odd#Red#A');
    expect(golden(lucky7eu, 0).rdesc).toBe('Low Card#Even#Black#4');
    expect(golden(lucky7eu, 1).rdesc).toBe('Low Card#Odd#Black#5');
    expect(golden(lucky7eu, 2).rdesc).toBe('High Card#Odd#Red#J');
  });

  it('shows C1 only once revealed', () => {
    const deal = dealOf(lucky7, SHOE, ['10CC']);
    expect(lucky7.liveCards(deal, 0)).toEqual({ C1: '1' });
    expect(lucky7.liveCards(deal, 1)).toEqual({ C1: '10CC' });
  });

  it('throws on a deal that is not one card', () => {
    expect(() => lucky7.settle(1, { ...dealOf(lucky7, SHOE, ['2SS']), cards: [] })).toThrow(RangeError);
  });
});
