import { describe, expect, it } from 'vitest';
import { parseCard, rankOf } from '../cards';
import {
  isConsecutive,
  TEEN_CATEGORY_COUNTS,
  TEEN_CONSECUTIVE_HANDS,
  TEEN_HANDS,
  TEEN_HEADS_UP,
  teenCategory,
  TeenCategory,
  teenConsecutiveCounts,
  teenHandScore,
  teenHeadsUpCounts,
  teenScore,
} from './teenPatti';

const hand = (codes: string) => codes.split(' ').map(parseCard);
const score = (codes: string, a23Lowest = false) => teenHandScore(hand(codes), a23Lowest);

function allHands(): [number, number, number][] {
  const hands: [number, number, number][] = [];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) hands.push([a, b, c]);
  return hands;
}

describe('Teen Patti hand categories (docs/rules/casino.md §1)', () => {
  it('all 22,100 hands fall into the categories 48/52/720/1096/3744/16440', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const hands = allHands();
    for (const h of hands) counts[teenCategory(teenHandScore(h))]!++;
    expect(hands).toHaveLength(TEEN_HANDS);
    expect(counts).toEqual([16_440, 3_744, 1_096, 720, 52, 48]);
    expect(counts).toEqual(TEEN_CATEGORY_COUNTS);
    // §1's probabilities: straight flush 0.0021719, trail 0.0023529 ... high card 0.7438914.
    const p = [0.7438914, 0.1694118, 0.0495928, 0.0325792, 0.0023529, 0.0021719];
    counts.forEach((count, category) => expect(count / TEEN_HANDS).toBeCloseTo(p[category]!, 7));
  });

  it('the lookup table agrees with the direct score for every ordering of every hand', () => {
    for (const [a, b, c] of allHands()) {
      const s = teenHandScore([a, b, c]);
      for (const [x, y, z] of [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ] as const)
        if (teenScore(x, y, z) !== s) throw new Error(`table differs for ${x},${y},${z}`);
    }
  });

  it('names categories', () => {
    expect(teenCategory(score('2HH 3HH 4HH'))).toBe(TeenCategory.STRAIGHT_FLUSH);
    expect(teenCategory(score('7HH 7SS 7CC'))).toBe(TeenCategory.TRIO);
    expect(teenCategory(score('QHH KSS ACC'))).toBe(TeenCategory.STRAIGHT);
    expect(teenCategory(score('2HH 9HH KHH'))).toBe(TeenCategory.FLUSH);
    expect(teenCategory(score('2HH 2SS KHH'))).toBe(TeenCategory.PAIR);
    expect(teenCategory(score('2HH 4SS KHH'))).toBe(TeenCategory.HIGH_CARD);
    expect(teenCategory(score('KHH ASS 2CC'))).toBe(TeenCategory.HIGH_CARD); // K-A-2 wraps: no sequence
  });
});

describe('Teen Patti ranking (vendor chart, Decision 2)', () => {
  it('straight flush beats trail, which beats straight, flush, pair and high card', () => {
    const ladder = ['2DD 3DD 4DD', 'AHH ASS ACC', 'QHH KSS ACC', '2HH 9HH KHH', 'ASS AHH KCC', 'ASS KHH JCC'];
    for (let i = 1; i < ladder.length; i++) expect(score(ladder[i - 1]!)).toBeGreaterThan(score(ladder[i]!));
  });

  it('orders sequences A-K-Q, A-2-3, K-Q-J ... 4-3-2, or A-2-3 lowest with the flag', () => {
    const order = ['AHH KSS QCC', 'AHH 2SS 3CC', 'KHH QSS JCC', '5HH 4SS 3CC', '4HH 3SS 2CC'];
    for (let i = 1; i < order.length; i++) expect(score(order[i - 1]!)).toBeGreaterThan(score(order[i]!));
    expect(score('AHH 2SS 3CC', true)).toBeLessThan(score('4HH 3SS 2CC', true));
    expect(score('AHH KSS QCC', true)).toBeGreaterThan(score('KHH QSS JCC', true));
    // Same for pure sequences.
    expect(score('AHH 2HH 3HH')).toBeGreaterThan(score('KSS QSS JSS'));
    expect(score('AHH 2HH 3HH')).toBeLessThan(score('ASS KSS QSS'));
  });

  it('compares within a category: trail by rank, pair then kicker, flush and high card highest first', () => {
    expect(score('2HH 2SS 2CC')).toBeLessThan(score('3HH 3SS 3CC'));
    expect(score('AHH ASS 2CC')).toBeGreaterThan(score('KHH KSS QCC'));
    expect(score('9HH 9SS 5CC')).toBeGreaterThan(score('9DD 9CC 4HH'));
    expect(score('AHH 5HH 3HH')).toBeGreaterThan(score('KSS QSS 10SS'));
    expect(score('KSS QSS 3SS')).toBeGreaterThan(score('KHH JHH 10HH'));
    expect(score('ASS 7HH 4CC')).toBeGreaterThan(score('KSS QHH 10CC'));
    expect(score('ASS 7HH 5CC')).toBeGreaterThan(score('AHH 7CC 4DD'));
  });

  it('never breaks ties on suits', () => {
    expect(score('ASS KHH 9CC')).toBe(score('ADD KCC 9HH'));
    expect(score('5SS 5HH JCC')).toBe(score('5DD 5CC JHH'));
    expect(score('2HH 7HH 9HH')).toBe(score('2SS 7SS 9SS'));
    expect(score('AHH 2HH 3HH')).toBe(score('ACC 2CC 3CC'));
  });

  it('rejects anything but three different cards', () => {
    expect(() => teenHandScore([1, 2])).toThrow(RangeError);
    expect(() => teenHandScore([1, 1, 2])).toThrow(RangeError);
    expect(() => teenHandScore([1, 2, 52])).toThrow(RangeError);
  });
});

describe('Consecutive cards (docs/rules/casino.md §9)', () => {
  const consecutive = (codes: string) => isConsecutive(...(hand(codes) as [number, number, number]));

  it("counts the rule text's examples, K-A and A-2, and not pairs or gaps", () => {
    for (const yes of [
      '2HH 3SS 5CC',
      '10HH 3SS 9CC',
      'QHH 5SS KCC',
      '6HH 7SS 8CC',
      'AHH KSS 7CC',
      'AHH 2SS 9CC',
    ])
      expect(consecutive(yes)).toBe(true);
    for (const no of ['2HH 4SS 6CC', '5HH 5SS 9CC', 'AHH QSS 7CC', 'KHH JSS 2CC'])
      expect(consecutive(no)).toBe(false);
  });

  it('8,944 of 22,100 hands are consecutive (0.404706), 8,320 (0.376471) if K-A did not count', () => {
    const hands = allHands();
    expect(hands.filter((h) => isConsecutive(...h)).length).toBe(TEEN_CONSECUTIVE_HANDS);
    expect(TEEN_CONSECUTIVE_HANDS / TEEN_HANDS).toBeCloseTo(0.404706, 6);
    const withoutKA = hands.filter((h) => {
      const r = h.map(rankOf);
      return r.some((x) => r.some((y) => y - x === 1));
    }).length;
    expect(withoutKA / TEEN_HANDS).toBeCloseTo(0.376471, 6);
    expect(teenConsecutiveCounts([], [])).toEqual({ hits: TEEN_CONSECUTIVE_HANDS, total: TEEN_HANDS });
  });

  it('counts completions given face-up cards', () => {
    const seen = hand('5HH 9SS 6CC');
    // A holds 5 and 6: always consecutive.
    expect(teenConsecutiveCounts([seen[0]!, seen[2]!], seen)).toEqual({ hits: 49, total: 49 });
    // A holds 5 only: the other two come from the 49 unseen cards.
    const { hits, total } = teenConsecutiveCounts([seen[0]!], seen);
    expect(total).toBe((49 * 48) / 2);
    const unseen = [...Array(52).keys()].filter((c) => !seen.includes(c));
    let brute = 0;
    for (let i = 0; i < unseen.length; i++)
      for (let j = i + 1; j < unseen.length; j++)
        if (isConsecutive(seen[0]!, unseen[i]!, unseen[j]!)) brute++;
    expect(hits).toBe(brute);
    expect(() => teenConsecutiveCounts([1], [2])).toThrow(RangeError);
  });
});

describe('Heads-up A vs B (docs/rules/casino.md §1 exact enumeration)', () => {
  it('reproduces the 407,170,400-pair enumeration: A 0.4994468, B 0.4994468, tie 0.0011065', () => {
    const counts = teenHeadsUpCounts([], []);
    const { pairs, aWins, bWins, ties } = TEEN_HEADS_UP;
    expect(counts).toEqual({ aWins, bWins, ties, total: pairs });
    expect(counts.total).toBe(407_170_400);
    expect(counts.aWins / counts.total).toBeCloseTo(0.4994468, 7);
    expect(counts.bWins / counts.total).toBeCloseTo(0.4994468, 7);
    expect(counts.ties / counts.total).toBeCloseTo(0.0011065, 7);
  });

  it('inclusion-exclusion agrees with brute force for a full A hand against every B hand', () => {
    for (const codes of ['ASS KSS QSS', '2HH 3CC 5DD', '7HH 7SS 9CC', 'JDD 9DD 4DD', 'AHH 2SS 3CC']) {
      const a = hand(codes);
      const sA = teenScore(a[0]!, a[1]!, a[2]!);
      const brute = { aWins: 0, bWins: 0, ties: 0, total: 0 };
      for (const b of allHands()) {
        if (b.some((c) => a.includes(c))) continue;
        const sB = teenScore(...b);
        brute.total++;
        if (sA > sB) brute.aWins++;
        else if (sA < sB) brute.bWins++;
        else brute.ties++;
      }
      expect(teenHeadsUpCounts(a, [])).toEqual(brute);
    }
  });

  it('the enumerated and the counted paths agree: summing over a face-up card counts each hand once per card', () => {
    const sum = (list: ReturnType<typeof teenHeadsUpCounts>[]) =>
      list.reduce((s, c) => ({
        aWins: s.aWins + c.aWins,
        bWins: s.bWins + c.bWins,
        ties: s.ties + c.ties,
        total: s.total + c.total,
      }));
    const times3 = (c: ReturnType<typeof teenHeadsUpCounts>) => ({
      aWins: 3 * c.aWins,
      bWins: 3 * c.bWins,
      ties: 3 * c.ties,
      total: 3 * c.total,
    });
    const a1 = parseCard('QHH');
    const others = [...Array(52).keys()].filter((c) => c !== a1);
    // Every B hand holds three cards, so naming B1 counts it three times.
    expect(sum(others.map((b1) => teenHeadsUpCounts([a1], [b1])))).toEqual(
      times3(teenHeadsUpCounts([a1], [])),
    );
    const b1 = parseCard('4SS');
    const rest = others.filter((c) => c !== b1);
    const a2Sum = sum(rest.map((a2) => teenHeadsUpCounts([a1, a2], [b1])));
    const once = teenHeadsUpCounts([a1], [b1]);
    expect(a2Sum).toEqual({
      aWins: 2 * once.aWins,
      bWins: 2 * once.bWins,
      ties: 2 * once.ties,
      total: 2 * once.total,
    });
  });

  it('gives certainties once the hands are decided', () => {
    // A holds A-K-Q of spades: nothing beats or ties it.
    const c = teenHeadsUpCounts(hand('ASS KSS QSS'), hand('2HH 3HH'));
    expect(c).toEqual({ aWins: 47, bWins: 0, ties: 0, total: 47 });
    expect(() => teenHeadsUpCounts(hand('ASS KSS QSS 2DD'), [])).toThrow(RangeError);
    expect(() => teenHeadsUpCounts([5], [5])).toThrow(RangeError);
  });
});
