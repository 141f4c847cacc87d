import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import { TEEN_CATEGORY_COUNTS, TEEN_HANDS, TEEN_HEADS_UP, teenCategory } from '../hands/teenPatti';
import { fairRng } from '../rng';
import type { Deal } from '../types';
import { teen20, TEEN_DECK, teenHandScores } from './teen20';
import { expectFrequency, expectMarketsWithin4Se, forcingRng, MC_ROUNDS } from './gameChecks';

/** Wire codes in deal order A1 B1 A2 B2 A3 B3 from A's and B's hands ("2HH 3HH 4HH"). */
function order(a: string, b: string): string[] {
  const [a1, a2, a3] = a.split(' ');
  const [b1, b2, b3] = b.split(' ');
  return [a1!, b1!, a2!, b2!, a3!, b3!];
}
const dealOf = (a: string, b: string): Deal => teen20.deal(forcingRng(TEEN_DECK, order(a, b)));

describe('teen20 markets (docs/rules/casino.md §1)', () => {
  it('lists Player A/B at 1.98 and Pair plus A/B at the nominal 2.00', () => {
    expect(teen20.markets.map((m) => [m.sid, m.name, m.kind, m.backH, m.min, m.max])).toEqual([
      [1, 'Player A', 'rate', 198, 100, 300_000],
      [2, 'Pair plus A', 'rate', 200, 100, 25_000],
      [3, 'Player B', 'rate', 198, 100, 300_000],
      [4, 'Pair plus B', 'rate', 200, 100, 25_000],
    ]);
    expect([teen20.type, teen20.name, teen20.tableNo]).toEqual(['teen20', '20-20 Teenpatti', 11]);
  });

  it('has the exact RTPs of §1, all below 1', () => {
    expect(teen20.expectedRtp(1)).toBeCloseTo(0.99001, 5);
    expect(teen20.expectedRtp(3)).toBe(teen20.expectedRtp(1));
    // Pair plus: (3744 x 2 + 1096 x 5 + 720 x 7 + 52 x 36 + 48 x 46) / 22100 = 22088 / 22100.
    expect(teen20.expectedRtp(2)).toBe(22_088 / 22_100);
    expect(teen20.expectedRtp(4)).toBe(22_088 / 22_100);
    for (const m of teen20.markets) expect(teen20.expectedRtp(m.sid)).toBeLessThan(1);
  });

  it('throws for an unknown sid', () => {
    const deal = dealOf('2HH 3HH 4HH', 'ASS ACC ADD');
    for (const sid of [0, 5, 11, 17]) {
      expect(() => teen20.settle(sid, deal)).toThrow(RangeError);
      expect(() => teen20.expectedRtp(sid)).toThrow(RangeError);
    }
  });
});

describe('teen20 rounds built by hand', () => {
  it('straight flush beats trail; Pair plus pays 46 and 36 by category', () => {
    const deal = dealOf('2HH 3HH 4HH', 'ASS ACC ADD');
    expect(deal.cards).toEqual(order('2HH 3HH 4HH', 'ASS ACC ADD').map(parseCard));
    expect(deal.result).toEqual({
      win: '1',
      winnat: 'Player A',
      sids: [1, 2, 4],
      rdesc: 'Player A#A : Straight Flush | B : Trio',
      cards: ['2HH', 'ASS', '3HH', 'ACC', '4HH', 'ADD'],
    });
    expect(teen20.settle(1, deal)).toEqual({ kind: 'win' });
    expect(teen20.settle(3, deal)).toEqual({ kind: 'loss' });
    expect(teen20.settle(2, deal)).toEqual({ kind: 'win', rateH: 4600 });
    expect(teen20.settle(4, deal)).toEqual({ kind: 'win', rateH: 3600 });
  });

  it('pays Pair plus 7, 5 and 2 for a straight, a flush and a pair', () => {
    const straight = dealOf('AHH 2SS 3CC', 'KDD QDD 2DD');
    expect(straight.result.rdesc).toBe('Player A#A : Straight | B : Flush');
    expect(teen20.settle(2, straight)).toEqual({ kind: 'win', rateH: 700 });
    expect(teen20.settle(4, straight)).toEqual({ kind: 'win', rateH: 500 });
    const pair = dealOf('9HH 9SS 3CC', 'KDD QCC 2DD');
    expect(pair.result.sids).toEqual([1, 2]);
    expect(teen20.settle(2, pair)).toEqual({ kind: 'win', rateH: 200 });
    expect(teen20.settle(4, pair)).toEqual({ kind: 'loss' });
  });

  it('an exact tie pushes both main bets and leaves Pair plus on its own hand', () => {
    const deal = dealOf('ASS KHH 9CC', 'ADD KCC 9HH');
    expect(deal.result).toMatchObject({
      win: '0',
      winnat: 'Tie',
      sids: [],
      rdesc: 'Tie#A : High Card | B : High Card',
    });
    expect(teen20.settle(1, deal)).toEqual({ kind: 'push' });
    expect(teen20.settle(3, deal)).toEqual({ kind: 'push' });
    expect(teen20.settle(2, deal)).toEqual({ kind: 'loss' });
    const pairs = dealOf('5SS 5HH JCC', '5DD 5CC JHH');
    expect(pairs.result.sids).toEqual([2, 4]);
    expect(teen20.settle(1, pairs)).toEqual({ kind: 'push' });
    expect(teen20.settle(4, pairs)).toEqual({ kind: 'win', rateH: 200 });
  });

  it('B wins with the higher card; A-2-3 sits between A-K-Q and K-Q-J', () => {
    expect(dealOf('KSS 9HH 4CC', 'ADD 2CC 7HH').result.win).toBe('2');
    expect(dealOf('AHH 2SS 3CC', 'KDD QSS JDD').result.win).toBe('1');
    expect(dealOf('AHH 2SS 3CC', 'ADD KSS QDD').result.win).toBe('2');
  });

  it('settles from the cards and rejects a deal that is not six different cards', () => {
    const deal = dealOf('2HH 3HH 4HH', 'ASS ACC ADD');
    expect(() => teen20.settle(1, { ...deal, cards: deal.cards.slice(0, 5) })).toThrow(RangeError);
    expect(() => teen20.settle(1, { ...deal, cards: [1, 1, 2, 3, 4, 5] })).toThrow(RangeError);
    expect(() => teen20.settle(1, { ...deal, cards: [1, 2, 3, 4, 5, 52] })).toThrow(RangeError);
  });
});

describe('teen20 from the provably fair stream', () => {
  it('deals golden rounds for fixed seeds (results checked by hand against §1)', () => {
    // A 7C 5C QS = Q-7-5 high; B 10D QH 2H = Q-10-2 high: B wins on the second card.
    expect(teen20.deal(fairRng('golden-seed-1', '11.240308133751')).result).toEqual({
      win: '2',
      winnat: 'Player B',
      sids: [3],
      rdesc: 'Player B#A : High Card | B : High Card',
      cards: ['7CC', '10DD', '5CC', 'QHH', 'QSS', '2HH'],
    });
    // A 8D QC 10C = Q-10-8; B AD 7S 3H = A-7-3: the ace wins.
    expect(teen20.deal(fairRng('golden-seed-2', '11.240308133751')).result).toMatchObject({
      win: '2',
      cards: ['8DD', 'ADD', 'QCC', '7SS', '10CC', '3HH'],
    });
  });

  it('re-derives the identical deal from the same seed and round id', () => {
    const once = teen20.deal(fairRng('verify-me', '11.250101120000'));
    expect(teen20.deal(fairRng('verify-me', '11.250101120000'))).toEqual(once);
    expect(teen20.deal(fairRng('verify-me', '11.250101120001'))).not.toEqual(once);
  });

  it('liveCards never shows more than the revealed cards', () => {
    const deal = teen20.deal(fairRng('live', '11.250101120000'));
    for (let revealed = 0; revealed <= 8; revealed++) {
      const fields = teen20.liveCards(deal, revealed);
      expect(Object.keys(fields)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
      const shown = Object.values(fields).filter((v) => v !== '1');
      expect(shown).toEqual(deal.result.cards.slice(0, Math.min(revealed, 6)));
    }
    expect(() => teen20.liveCards(deal, -1)).toThrow(RangeError);
    expect(() => teen20.liveCards(deal, 1.5)).toThrow(RangeError);
  });
});

describe(`teen20 Monte Carlo (${MC_ROUNDS} rounds, Decision 9)`, () => {
  it(
    'every market within 4 SE of its exact RTP; categories and A/B/tie within 4 SE',
    { timeout: 60_000 },
    () => {
      const categories = [0, 0, 0, 0, 0, 0];
      const winners = { aWins: 0, bWins: 0, ties: 0 };
      expectMarketsWithin4Se(teen20, 20_11, (deal) => {
        const { a, b } = teenHandScores(deal.cards);
        categories[teenCategory(a)]!++;
        categories[teenCategory(b)]!++;
        if (a > b) winners.aWins++;
        else if (a < b) winners.bWins++;
        else winners.ties++;
      });
      TEEN_CATEGORY_COUNTS.forEach((count, c) =>
        expectFrequency(`category ${c}`, categories[c]!, 2 * MC_ROUNDS, count / TEEN_HANDS),
      );
      for (const key of ['aWins', 'bWins', 'ties'] as const)
        expectFrequency(key, winners[key], MC_ROUNDS, TEEN_HEADS_UP[key] / TEEN_HEADS_UP.pairs);
    },
  );
});
