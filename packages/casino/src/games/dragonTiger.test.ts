import { describe, expect, it } from 'vitest';
import { composition, isOddRank, isRed, rankOf } from '../cards';
import { fairRng } from '../rng';
import { casinoPnlMinor } from '../settle';
import type { Deal, Outcome } from '../types';
import { DT6_MAIN_PRICES, dt20, dt202, dt6, faceOff } from './dragonTiger';
import { dealOf, describeContract, kindsOf, type Category } from './gameChecks';

const SHOE = composition(8);
const [D, T] = [0, 1];
const categories: Category[] = [
  { name: 'Dragon wins', p: 204 / 415, test: (d) => faceOff(d.cards[D]!, d.cards[T]!) === 1 },
  { name: 'Tiger wins', p: 204 / 415, test: (d) => faceOff(d.cards[D]!, d.cards[T]!) === 2 },
  { name: 'identical cards', p: 7 / 415, test: (d) => d.cards[D] === d.cards[T] },
  { name: 'pair', p: 31 / 415, test: (d) => rankOf(d.cards[D]!) === rankOf(d.cards[T]!) },
  { name: 'Dragon red', p: 1 / 2, test: (d) => isRed(d.cards[D]!) },
  { name: 'Tiger odd', p: 7 / 13, test: (d) => isOddRank(d.cards[T]!) },
];
describeContract(dt20, { ranges: [52, 415], slots: 2, categories, seed: 25 });
describeContract(dt202, { ranges: [52, 415], slots: 2, categories, seed: 40 });
describeContract(dt6, { ranges: [52, 415], slots: 2, categories, seed: 28 });

describe('dt20 / dt202 (docs/rules/casino.md §3)', () => {
  it('ties on identical cards: Dragon and Tiger lose, Tie and Pair win', () => {
    const deal = dealOf(dt20, SHOE, ['10HH', '10HH']);
    expect(deal.result).toEqual({
      win: '3',
      winnat: 'Tie',
      sids: [3, 4, 5, 7, 18, 22, 24, 35],
      rdesc: 'Tie#Yes#D : Even | T : Even#D : Red | T : Red#D : 10 | T : 10',
      cards: ['10HH', '10HH'],
    });
    expect(kindsOf(dt20, deal, [1, 2, 3, 4])).toEqual({ 1: 'loss', 2: 'loss', 3: 'win', 4: 'win' });
    expect(casinoPnlMinor('back', 5000, 10_000, dt20.settle(3, deal))).toBe(490_000);
  });

  it('breaks equal ranks by suit: spade > heart > club > diamond', () => {
    const spadeHeart = dealOf(dt20, SHOE, ['KSS', 'KHH']);
    expect(spadeHeart.result.win).toBe('1');
    expect(kindsOf(dt20, spadeHeart, [1, 2, 3, 4])).toEqual({ 1: 'win', 2: 'loss', 3: 'loss', 4: 'win' });
    expect(dealOf(dt20, SHOE, ['KDD', 'KCC']).result.winnat).toBe('Tiger');
    expect(dealOf(dt20, SHOE, ['3CC', '3HH']).result.winnat).toBe('Tiger');
    expect(dealOf(dt20, SHOE, ['3HH', '3DD']).result.winnat).toBe('Dragon');
  });

  it('ranks the ace lowest and the king highest', () => {
    const deal = dealOf(dt20, SHOE, ['ADD', '2SS']);
    expect(deal.result).toEqual({
      win: '2',
      winnat: 'Tiger',
      sids: [2, 6, 7, 9, 22, 25, 27],
      rdesc: 'Tiger#No#D : Odd | T : Even#D : Red | T : Black#D : A | T : 2',
      cards: ['ADD', '2SS'],
    });
    expect(dealOf(dt20, SHOE, ['KCC', 'QSS']).result.win).toBe('1');
  });

  it('settles every side family per side', () => {
    const deal = dealOf(dt202, SHOE, ['JCC', '4DD']);
    // Dragon: Odd 6, Black 8, Card J 19. Tiger: Even 22, Red 24, Card 4 29.
    expect(deal.result.sids).toEqual([1, 6, 8, 19, 22, 24, 29]);
    expect(kindsOf(dt202, deal, [5, 6, 7, 8, 19, 20, 22, 23, 24, 25, 29, 36])).toEqual({
      5: 'loss',
      6: 'win',
      7: 'loss',
      8: 'win',
      19: 'win',
      20: 'loss',
      22: 'win',
      23: 'loss',
      24: 'win',
      25: 'loss',
      29: 'win',
      36: 'loss',
    });
  });

  it('prices and names the markets as the template', () => {
    const row = (sid: number) => dt20.markets.find((m) => m.sid === sid)!;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((sid) => `${row(sid).name} ${row(sid).backH}`)).toEqual([
      'Dragon 200',
      'Tiger 200',
      'Tie 5000',
      'Pair 1200',
      'Dragon Even 212',
      'Dragon Odd 183',
      'Dragon Red 197',
      'Dragon Black 197',
    ]);
    expect([9, 21, 22, 26, 38].map((sid) => row(sid).name)).toEqual([
      'Dragon Card 1',
      'Dragon Card K',
      'Tiger Even',
      'Tiger Card 1',
      'Tiger Card K',
    ]);
    expect(dt20.expectedRtp(1)).toBeCloseTo(0.983133, 6);
    expect(dt20.expectedRtp(3)).toBeCloseTo(0.843373, 6);
    expect(dt20.expectedRtp(4)).toBeCloseTo(0.896386, 6);
    expect(dt202.markets).toEqual(dt20.markets);
    expect([dt20.tableNo, dt202.tableNo, dt6.tableNo]).toEqual([25, 40, 28]);
  });

  it('deals the golden rounds of a fixed seed', () => {
    const golden = (k: number) => dt20.deal(fairRng('golden-seed', `25.26112117000${k}`)).result;
    expect(golden(0)).toEqual({
      win: '2',
      winnat: 'Tiger',
      sids: [2, 5, 8, 14, 23, 25, 38],
      rdesc: 'Tiger#No#D : Even | T : Odd#D : Black | T : Black#D : 6 | T : K',
      cards: ['6CC', 'KCC'],
    });
    expect(golden(1).cards).toEqual(['8DD', '4SS']);
    expect(dt202.deal(fairRng('golden-seed', '40.261121170002')).result.cards).toEqual(['KSS', '6CC']);
  });

  it('reveals Dragon (C1) before Tiger (C2)', () => {
    const deal = dealOf(dt20, SHOE, ['9HH', '5CC']);
    expect(dt20.liveCards(deal, 0)).toEqual({ C1: '1', C2: '1' });
    expect(dt20.liveCards(deal, 1)).toEqual({ C1: '9HH', C2: '1' });
    expect(dt20.liveCards(deal, 2)).toEqual({ C1: '9HH', C2: '5CC' });
  });

  it('refuses a deal that is not two cards of the deck', () => {
    const deal = dealOf(dt20, SHOE, ['9HH', '5CC']);
    expect(() => dt20.settle(1, { ...deal, cards: [1] })).toThrow(RangeError);
    expect(() => dt20.settle(1, { ...deal, cards: [1, 60] })).toThrow(RangeError);
  });
});

describe('dt6 (docs/rules/casino.md §4, Decision 5)', () => {
  const win: Outcome = { kind: 'win' };
  const loss: Outcome = { kind: 'loss' };

  it('ties on identical cards with code 0: Dragon and Tiger lose, so a lay wins', () => {
    const deal = dealOf(dt6, SHOE, ['QCC', 'QCC']);
    expect(deal.result).toEqual({
      win: '0',
      winnat: 'Tie',
      sids: [3, 4, 7, 10, 12, 15, 18],
      rdesc: 'Tie#Yes#D : Even | T : Even#D : Black | T : Black#D : Club | T : Club',
      cards: ['QCC', 'QCC'],
    });
    expect(dt6.settle(1, deal)).toEqual(loss);
    expect(dt6.settle(2, deal)).toEqual(loss);
    expect(casinoPnlMinor('lay', DT6_MAIN_PRICES.layH, 10_000, dt6.settle(1, deal))).toBe(10_000);
  });

  it('settles Pair, parity, colour and suit per side, rdesc ending with the suits', () => {
    const deal = dealOf(dt6, SHOE, ['8HH', '3SS']);
    expect(deal.result.win).toBe('1');
    expect(deal.result.rdesc).toBe('Dragon#No#D : Even | T : Odd#D : Red | T : Black#D : Heart | T : Spade');
    expect(deal.result.sids).toEqual([1, 4, 6, 9, 13, 15, 16]);
    expect(dt6.settle(1, deal)).toEqual(win);
    expect(dt6.settle(3, deal)).toEqual(loss);
    expect(dt6.settle(9, deal)).toEqual(win);
    expect(dt6.settle(8, deal)).toEqual(loss);
    expect(dt6.settle(16, deal)).toEqual(win);
    expect(dealOf(dt6, SHOE, ['8HH', '8DD']).result.sids).toContain(3);
  });

  it('names its markets and prices them by Decisions 3, 5 and 7', () => {
    expect(dt6.markets.map((m) => m.name)).toEqual([
      'Dragon',
      'Tiger',
      'Pair',
      ...['Even', 'Odd', 'Red', 'Black', 'Spade', 'Heart', 'Club', 'Diamond'].map((s) => `Dragon ${s}`),
      ...['Even', 'Odd', 'Red', 'Black', 'Spade', 'Heart', 'Club', 'Diamond'].map((s) => `Tiger ${s}`),
    ]);
    expect(dt6.markets.slice(0, 2).map((m) => [m.kind, m.backH, m.layH])).toEqual([
      ['backlay', 198, 210],
      ['backlay', 198, 210],
    ]);
    expect(dt6.markets.slice(2, 11).map((m) => m.backH)).toEqual([
      1298, 210, 180, 194, 194, 388, 388, 388, 388,
    ]);
    expect(dt6.expectedRtp(1)).toBeCloseTo((1.98 * 204) / 415, 12);
  });

  it('gives laying both Dragon and Tiger a house edge (at 2.00 it would never lose)', () => {
    const layBoth = (layH: number, deal: Deal) =>
      casinoPnlMinor('lay', layH, 100, dt6.settle(1, deal)) +
      casinoPnlMinor('lay', layH, 100, dt6.settle(2, deal));
    const tie = dealOf(dt6, SHOE, ['5HH', '5HH']);
    const dragon = dealOf(dt6, SHOE, ['6HH', '5HH']);
    expect([layBoth(200, tie), layBoth(200, dragon)]).toEqual([200, 0]);
    const ev = (layH: number) => (7 / 415) * layBoth(layH, tie) + (408 / 415) * layBoth(layH, dragon);
    expect(ev(DT6_MAIN_PRICES.layH)).toBeLessThan(0);
  });
});
