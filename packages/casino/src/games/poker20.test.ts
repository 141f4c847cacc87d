import { describe, expect, it } from 'vitest';
import { composition } from '../cards';
import { POKER_SEVEN_CARD_COUNTS, POKER_SEVEN_CARD_SETS, pokerCategory, pokerScore } from '../hands/poker';
import { backPriceH } from '../prices';
import { fairRng } from '../rng';
import type { Deal } from '../types';
import { poker20, POKER20_WINNER_P } from './poker20';
import { expectFrequency, expectMarketsWithin4Se, forcingRng, MC_ROUNDS } from './gameChecks';

const DECK = composition(1);
/** A round from "A: x y / B: x y / board: 5 cards", dealt through the shoe. */
const dealOf = (a: string, b: string, board: string): Deal =>
  poker20.deal(forcingRng(DECK, `${a} ${b} ${board}`.split(' ')));
const PATTERNS = [
  'One Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
];

describe('poker20 markets (docs/rules/casino.md §8)', () => {
  it('lists Winner and the eight patterns per player, patterns at backPriceH of the exact 7-card p', () => {
    expect(poker20.markets.map((m) => m.sid)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29,
    ]);
    expect(poker20.markets.map((m) => m.name)).toEqual([
      ...['Winner', ...PATTERNS],
      ...['Winner', ...PATTERNS],
    ]);
    for (const m of poker20.markets) {
      expect([m.kind, m.min, m.max]).toEqual(['rate', 100, 100_000]);
      const category = (m.sid % 10) - 1;
      const p = POKER_SEVEN_CARD_COUNTS[category]! / POKER_SEVEN_CARD_SETS;
      expect(m.backH).toBe(category === 0 ? 198 : backPriceH(p));
    }
    // 0.97 x fair, rounded down: One Pair 2.21 (fair 2.282), Straight Flush 3120.69 (fair 3217).
    expect(poker20.markets.find((m) => m.sid === 12)!.backH).toBe(221);
    expect(poker20.markets.find((m) => m.sid === 29)!.backH).toBe(312_069);
  });

  it('has RTPs below 1: winners 1.98 x 0.4797 + 0.0407, patterns just under 0.97', () => {
    expect(poker20.expectedRtp(11)).toBeCloseTo(1.98 * 0.4797 + 0.0407, 12);
    expect(poker20.expectedRtp(21)).toBeCloseTo(1.98 * 0.4796 + 0.0407, 12);
    for (const m of poker20.markets) {
      expect(poker20.expectedRtp(m.sid)).toBeLessThan(1);
      if (m.sid % 10 !== 1) expect(poker20.expectedRtp(m.sid)).toBeGreaterThan(0.965);
    }
  });

  it('throws for an unknown sid', () => {
    const deal = poker20.deal(fairRng('s', '12.250101120000'));
    for (const sid of [0, 1, 10, 20, 30, 31]) {
      expect(() => poker20.settle(sid, deal)).toThrow(RangeError);
      expect(() => poker20.expectedRtp(sid)).toThrow(RangeError);
    }
  });
});

describe('poker20 rounds built by hand', () => {
  it('a flush beats a straight; patterns settle on each own hand', () => {
    const deal = dealOf('AHH 9HH', 'QDD 9CC', 'JHH 10SS 2HH 5HH 8CC');
    expect(deal.result).toEqual({
      win: '1',
      winnat: 'Player A',
      sids: [11, 16, 25],
      rdesc: 'Player A#A : Flush  |  B : Straight',
      cards: ['AHH', '9HH', 'QDD', '9CC', 'JHH', '10SS', '2HH', '5HH', '8CC'],
    });
    expect(poker20.settle(11, deal)).toEqual({ kind: 'win' });
    expect(poker20.settle(21, deal)).toEqual({ kind: 'loss' });
    expect(poker20.settle(16, deal)).toEqual({ kind: 'win' });
    expect(poker20.settle(25, deal)).toEqual({ kind: 'win' }); // B's straight pays though B lost
    for (const sid of [12, 13, 14, 15, 17, 18, 19, 22, 23, 24, 26, 27, 28, 29])
      expect(poker20.settle(sid, deal)).toEqual({ kind: 'loss' });
  });

  it('the board plays for both: a tie pushes the winner bets, patterns still pay', () => {
    const deal = dealOf('2CC 3DD', '4SS 2HH', 'AHH KSS QCC JDD 10HH');
    expect(deal.result).toMatchObject({ win: '0', winnat: 'Tie', sids: [15, 25] });
    expect(deal.result.rdesc).toBe('Tie#A : Straight  |  B : Straight');
    expect(poker20.settle(11, deal)).toEqual({ kind: 'push' });
    expect(poker20.settle(21, deal)).toEqual({ kind: 'push' });
    expect(poker20.settle(15, deal)).toEqual({ kind: 'win' });
  });

  it('B wins with the wheel beaten only by a higher straight; high card has no market', () => {
    const wheel = dealOf('ACC 2DD', '6SS 7HH', '3CC 4DD 5HH 9SS KDD');
    expect(wheel.result).toMatchObject({ win: '2', winnat: 'Player B', sids: [21, 15, 25] });
    const highCards = dealOf('2CC 7DD', '3SS 8HH', '4CC 9DD JHH QSS KDD');
    expect(highCards.result).toMatchObject({
      win: '2',
      sids: [21],
      rdesc: 'Player B#A : High Card  |  B : High Card',
    });
  });

  it('kickers decide; quads and straight flush markets', () => {
    const kicker = dealOf('AHH 2DD', 'KSS 3HH', 'ACC KDD 7HH 8SS 9DD');
    expect(kicker.result.win).toBe('1'); // A pair of aces vs B pair of kings
    const big = dealOf('9HH 9DD', '6CC 7CC', '9SS 9CC 8CC 10CC 2HH');
    expect(big.result).toMatchObject({ win: '2', sids: [21, 18, 29] });
  });

  it('rejects a deal that is not nine different cards', () => {
    const deal = dealOf('AHH 2DD', 'KSS 3HH', 'ACC KDD 7HH 8SS 9DD');
    expect(() => poker20.settle(11, { ...deal, cards: deal.cards.slice(0, 8) })).toThrow(RangeError);
    expect(() => poker20.settle(11, { ...deal, cards: [...deal.cards.slice(0, 8), deal.cards[0]!] })).toThrow(
      RangeError,
    );
  });
});

describe('poker20 from the provably fair stream', () => {
  it('deals golden rounds for fixed seeds (checked by hand against §8)', () => {
    // A 6H 8H + board 2C QH JC 4H 5H: five hearts. B QC 5S: queens and fives.
    expect(poker20.deal(fairRng('golden-seed-1', '12.240308133751')).result).toEqual({
      win: '1',
      winnat: 'Player A',
      sids: [11, 16, 23],
      rdesc: 'Player A#A : Flush  |  B : Two Pair',
      cards: ['6HH', '8HH', 'QCC', '5SS', '2CC', 'QHH', 'JCC', '4HH', '5HH'],
    });
    // A 3C 5S + board 8H 2H 2S 3H JS: threes and twos. B QH 2D: three twos.
    expect(poker20.deal(fairRng('golden-seed-2', '12.240308133751')).result).toMatchObject({
      win: '2',
      sids: [21, 13, 24],
      cards: ['3CC', '5SS', 'QHH', '2DD', '8HH', '2HH', '2SS', '3HH', 'JSS'],
    });
  });

  it('re-derives the identical deal from the same seed and round id', () => {
    const once = poker20.deal(fairRng('verify-me', '12.250101120000'));
    expect(poker20.deal(fairRng('verify-me', '12.250101120000'))).toEqual(once);
  });

  it('liveCards never shows more than the revealed cards', () => {
    const deal = poker20.deal(fairRng('live', '12.250101120000'));
    for (let revealed = 0; revealed <= 10; revealed++) {
      const fields = poker20.liveCards(deal, revealed);
      expect(Object.keys(fields)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9']);
      expect(Object.values(fields).filter((v) => v !== '1')).toEqual(
        deal.result.cards.slice(0, Math.min(revealed, 9)),
      );
    }
    expect(() => poker20.liveCards(deal, -1)).toThrow(RangeError);
  });
});

describe(`poker20 Monte Carlo (${MC_ROUNDS} rounds, Decision 9)`, () => {
  it(
    'every market within 4 SE; 7-card categories within 4 SE of the textbook counts',
    { timeout: 60_000 },
    () => {
      const categories = new Array<number>(9).fill(0);
      const winners = { a: 0, b: 0, tie: 0 };
      // The winner targets are §8's 20M-round Monte Carlo values (SE about 0.0001 each): widen by
      // that estimate's own error, 1.98 x 0.0001 on the win part plus 0.0001 on the tie part.
      const referenceSe = (sid: number) => (sid % 10 === 1 ? 1.98e-4 + 1e-4 : 0);
      expectMarketsWithin4Se(
        poker20,
        20_12,
        (deal) => {
          const board = deal.cards.slice(4);
          const a = pokerScore([...deal.cards.slice(0, 2), ...board]);
          const b = pokerScore([...deal.cards.slice(2, 4), ...board]);
          categories[pokerCategory(a)]!++;
          categories[pokerCategory(b)]!++;
          winners[a > b ? 'a' : a < b ? 'b' : 'tie']++;
        },
        referenceSe,
      );
      POKER_SEVEN_CARD_COUNTS.forEach((count, c) =>
        expectFrequency(`category ${c}`, categories[c]!, 2 * MC_ROUNDS, count / POKER_SEVEN_CARD_SETS),
      );
      for (const key of ['a', 'b', 'tie'] as const) {
        const p = POKER20_WINNER_P[key];
        const se = Math.hypot(Math.sqrt((p * (1 - p)) / MC_ROUNDS), 1e-4);
        expect.soft(Math.abs(winners[key] / MC_ROUNDS - p), key).toBeLessThanOrEqual(4 * se);
      }
    },
  );
});
