import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import { isConsecutive, TEEN_CONSECUTIVE_HANDS, TEEN_HANDS, teenScore } from '../hands/teenPatti';
import { fairRng } from '../rng';
import type { Deal, Market } from '../types';
import { TEEN_DECK } from './teen20';
import { teenOneDay, teenPricesAfter } from './teenOneDay';
import { expectFrequency, expectMarketsWithin4Se, forcingRng, MC_ROUNDS } from './gameChecks';

const cardsOf = (codes: string) => codes.split(' ').map(parseCard);
/** A round from its six cards in deal order A1 B1 A2 B2 A3 B3. */
const dealOf = (codes: string): Deal => teenOneDay.deal(forcingRng(TEEN_DECK, codes.split(' ')));
const prices = (markets: Market[]) => markets.map((m) => [m.sid, m.backH, m.layH]);

/** Brute-force conditional probabilities: every ordered completion of the unseen cards. */
function bruteForce(visible: number[]) {
  const unseen = [...Array(52).keys()].filter((c) => !visible.includes(c));
  const missing = 6 - visible.length;
  const counts = { a: 0, b: 0, tie: 0, conA: 0, conB: 0, total: 0 };
  const walk = (cards: number[], from: number[]) => {
    if (cards.length === 6) {
      const [a1, b1, a2, b2, a3, b3] = cards as [number, number, number, number, number, number];
      const sA = teenScore(a1, a2, a3);
      const sB = teenScore(b1, b2, b3);
      counts.total++;
      if (sA > sB) counts.a++;
      else if (sA < sB) counts.b++;
      else counts.tie++;
      if (isConsecutive(a1, a2, a3)) counts.conA++;
      if (isConsecutive(b1, b2, b3)) counts.conB++;
      return;
    }
    from.forEach((c, i) => walk([...cards, c], [...from.slice(0, i), ...from.slice(i + 1)]));
  };
  if (missing <= 2) walk(visible, unseen);
  return counts;
}

describe('Teen markets (docs/rules/casino.md §9, Decision 7)', () => {
  it('pricesAfter(2 cards) takes well under 100 ms uncached (median of five)', () => {
    const times: number[] = [];
    for (const codes of ['2SS 7HH', '3CC 9CC', '4DD QSS', '5HH 6SS', 'JCC JHH']) {
      const start = performance.now();
      teenPricesAfter(cardsOf(codes));
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    expect(times[2]).toBeLessThan(100);
  });

  it('opens at the Decision 7 prices: main 1.94 / 2.07 (fair 2.000), consecutive 2.39 / 2.55 (fair 2.471)', () => {
    expect(teenOneDay.markets.map((m) => [m.sid, m.name, m.kind, m.backH, m.layH, m.min, m.max])).toEqual([
      [1, 'Player A', 'backlay', 194, 207, 100, 500_000],
      [2, 'Player B', 'backlay', 194, 207, 100, 500_000],
      [17, 'Player A', 'backlay', 239, 255, 100, 25_000],
      [18, 'Player B', 'backlay', 239, 255, 100, 25_000],
    ]);
    expect([teenOneDay.type, teenOneDay.name, teenOneDay.tableNo]).toEqual(['Teen', 'Teenpatti One Day', 9]);
    expect(teenOneDay.repriceAt).toEqual([2, 4]);
    expect(prices(teenPricesAfter([]))).toEqual(prices([...teenOneDay.markets]));
  });

  it('keeps RTP below 1 for back bets and a house edge on lay bets', () => {
    expect(teenOneDay.expectedRtp(1)).toBeCloseTo(1.94 * 0.4994468 + 0.0011065, 6);
    expect(teenOneDay.expectedRtp(17)).toBeCloseTo((2.39 * TEEN_CONSECUTIVE_HANDS) / TEEN_HANDS, 12);
    for (const m of teenOneDay.markets) {
      expect(teenOneDay.expectedRtp(m.sid)).toBeLessThan(1);
      // A layer's return per unit: loses (lay - 1) with p(win), wins 1 otherwise, pushes on a main tie.
      const p = m.sid <= 2 ? 0.4994468 : TEEN_CONSECUTIVE_HANDS / TEEN_HANDS;
      const push = m.sid <= 2 ? 0.0011065 : 0;
      expect(p * (m.layH! / 100) - (1 - push)).toBeGreaterThan(0.03);
    }
  });

  it('throws for an unknown sid', () => {
    const deal = dealOf('2HH ASS 3HH ACC 4HH ADD');
    for (const sid of [0, 3, 4, 16, 19]) {
      expect(() => teenOneDay.settle(sid, deal)).toThrow(RangeError);
      expect(() => teenOneDay.expectedRtp(sid)).toThrow(RangeError);
    }
  });
});

describe('Teen prices as cards are revealed', () => {
  it('match brute force over the unseen cards after four cards (A1 B1 A2 B2)', () => {
    const visible = cardsOf('ASS KHH QSS 2DD');
    const brute = bruteForce(visible);
    expect(brute.total).toBe(48 * 47);
    const quoted = new Map(teenPricesAfter(visible).map((m) => [m.sid, m]));
    const check = (sid: number, p: number) => {
      expect(quoted.get(sid)!.backH).toBe(Math.floor((97 / p) * (1 + 1e-12)));
      expect(quoted.get(sid)!.layH).toBe(Math.ceil((10_000 / (97 * p)) * (1 - 1e-12)));
    };
    check(1, brute.a / (brute.a + brute.b));
    check(2, brute.b / (brute.a + brute.b));
    check(17, brute.conA / brute.total);
    check(18, brute.conB / brute.total);
    // A holds A and Q of spades against K, 2: A is the favourite.
    expect(quoted.get(1)!.backH).toBeLessThan(quoted.get(2)!.backH);
  });

  it('are the same for suit-renamed cards (the cache key) and for a fresh computation', () => {
    const one = teenPricesAfter(cardsOf('9HH 9CC'));
    expect(teenPricesAfter(cardsOf('9SS 9DD'))).toEqual(one);
    expect(teenPricesAfter(cardsOf('9DD 9HH'))).toEqual(one);
    // Symmetric deal: A and B are priced alike.
    expect(one[0]!.backH).toBe(one[1]!.backH);
    // Each call returns fresh objects.
    one[0]!.backH = 101;
    expect(teenPricesAfter(cardsOf('9HH 9CC'))[0]!.backH).not.toBe(101);
  });

  it('suspend (leave out) a decided selection', () => {
    // A holds A-K-Q of spades: A cannot lose and is consecutive; only B's consecutive bet is open.
    expect(teenPricesAfter(cardsOf('ASS 2HH KSS 7DD QSS')).map((m) => m.sid)).toEqual([18]);
    // B's 2 and 3 are consecutive as well: nothing left to price.
    expect(teenPricesAfter(cardsOf('ASS 2HH KSS 3DD QSS'))).toEqual([]);
    // A's 2 and 3 decide A's consecutive bet only.
    expect(teenPricesAfter(cardsOf('2SS 9HH 3CC 5DD')).map((m) => m.sid)).toEqual([1, 2, 18]);
  });

  it('rejects six cards, repeated or invalid cards', () => {
    expect(() => teenPricesAfter(cardsOf('ASS 2HH KSS 3DD QSS 9CC'))).toThrow(RangeError);
    expect(() => teenPricesAfter([5, 5])).toThrow(RangeError);
    expect(() => teenPricesAfter([60])).toThrow(RangeError);
    expect(() => teenPricesAfter([-1])).toThrow(RangeError);
  });
});

describe('Teen rounds built by hand', () => {
  it('A wins; consecutive and per-card words in rdesc', () => {
    const deal = dealOf('2HH ASS 3HH 7CC 4HH JDD');
    expect(deal.result).toEqual({
      win: '1',
      winnat: 'Player A',
      sids: [1, 17],
      rdesc:
        'Player A#A : Heart,Heart,Heart | B : Spade,Club,Diamond#A : Even,Odd,Even | B : Odd,Odd,Odd#A : Yes | B : No',
      cards: ['2HH', 'ASS', '3HH', '7CC', '4HH', 'JDD'],
    });
    expect(teenOneDay.settle(1, deal)).toEqual({ kind: 'win' });
    expect(teenOneDay.settle(2, deal)).toEqual({ kind: 'loss' });
    expect(teenOneDay.settle(17, deal)).toEqual({ kind: 'win' });
    expect(teenOneDay.settle(18, deal)).toEqual({ kind: 'loss' });
  });

  it('a tie pushes the main bets; consecutive bets stand on their own hands (K-A counts)', () => {
    const deal = dealOf('ASS AHH KHH KCC 9CC 9DD');
    expect(deal.result).toMatchObject({ win: '0', winnat: 'Tie', sids: [17, 18] });
    expect(deal.result.rdesc.endsWith('#A : Yes | B : Yes')).toBe(true);
    expect(teenOneDay.settle(1, deal)).toEqual({ kind: 'push' });
    expect(teenOneDay.settle(2, deal)).toEqual({ kind: 'push' });
    expect(teenOneDay.settle(17, deal)).toEqual({ kind: 'win' });
    expect(teenOneDay.settle(18, deal)).toEqual({ kind: 'win' });
  });

  it('B wins; A-2 is consecutive, pairs are not', () => {
    const deal = dealOf('5SS ADD 5HH 2CC 9CC QDD');
    expect(deal.result).toMatchObject({ win: '1', sids: [1, 18] }); // pair of fives beats A-Q-2
    const b = dealOf('5SS ACC 8HH ADD 9CC 2DD');
    expect(b.result).toMatchObject({ win: '2', winnat: 'Player B', sids: [2, 17, 18] });
  });
});

describe('Teen from the provably fair stream', () => {
  it('deals golden rounds for fixed seeds (checked by hand against §9)', () => {
    // A KD 3C 5H = K-5-3; B 9S AS 6D = A-9-6: B wins. No neighbouring ranks in either hand.
    expect(teenOneDay.deal(fairRng('golden-seed-1', '9.240308133751')).result).toEqual({
      win: '2',
      winnat: 'Player B',
      sids: [2],
      rdesc:
        'Player B#A : Diamond,Club,Heart | B : Spade,Spade,Diamond#A : Odd,Odd,Odd | B : Odd,Odd,Even#A : No | B : No',
      cards: ['KDD', '9SS', '3CC', 'ASS', '5HH', '6DD'],
    });
    // A 5H 3H AH = flush; B 3S 3C 8S = pair of threes: the flush wins.
    expect(teenOneDay.deal(fairRng('golden-seed-2', '9.240308133751')).result).toMatchObject({
      win: '1',
      sids: [1],
      cards: ['5HH', '3SS', '3HH', '3CC', 'AHH', '8SS'],
    });
  });

  it('re-derives the identical deal from the same seed and round id', () => {
    const once = teenOneDay.deal(fairRng('verify-me', '9.250101120000'));
    expect(teenOneDay.deal(fairRng('verify-me', '9.250101120000'))).toEqual(once);
  });

  it('liveCards never shows more than the revealed cards', () => {
    const deal = teenOneDay.deal(fairRng('live', '9.250101120000'));
    for (let revealed = 0; revealed <= 7; revealed++) {
      const shown = Object.values(teenOneDay.liveCards(deal, revealed)).filter((v) => v !== '1');
      expect(shown).toEqual(deal.result.cards.slice(0, Math.min(revealed, 6)));
    }
    expect(() => teenOneDay.liveCards(deal, -1)).toThrow(RangeError);
  });
});

describe(`Teen Monte Carlo (${MC_ROUNDS} rounds, Decision 9)`, () => {
  it(
    'every market within 4 SE of its exact RTP; consecutive frequency within 4 SE',
    { timeout: 60_000 },
    () => {
      let consecutive = 0;
      expectMarketsWithin4Se(teenOneDay, 9, (deal) => {
        if (deal.result.sids.includes(17)) consecutive++;
        if (deal.result.sids.includes(18)) consecutive++;
      });
      expectFrequency('consecutive', consecutive, 2 * MC_ROUNDS, TEEN_CONSECUTIVE_HANDS / TEEN_HANDS);
    },
  );
});
