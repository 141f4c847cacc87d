import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import {
  POKER_CATEGORY_NAMES,
  POKER_FIVE_CARD_COUNTS,
  POKER_SEVEN_CARD_COUNTS,
  POKER_SEVEN_CARD_SETS,
  pokerCategory,
  PokerCategory,
  pokerScore,
} from './poker';

const score = (codes: string) => pokerScore(codes.split(' ').map(parseCard));
const category = (codes: string) => POKER_CATEGORY_NAMES[pokerCategory(score(codes))];

describe('poker hand categories', () => {
  it('all 2,598,960 five-card hands match the textbook category counts', () => {
    const counts = new Array<number>(9).fill(0);
    const h = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              h[0] = a;
              h[1] = b;
              h[2] = c;
              h[3] = d;
              h[4] = e;
              counts[pokerCategory(pokerScore(h))]!++;
            }
    expect(counts).toEqual([1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]);
    expect(counts).toEqual(POKER_FIVE_CARD_COUNTS);
  });

  it('the seven-card textbook counts add up to C(52,7) and match §8 probabilities', () => {
    expect(POKER_SEVEN_CARD_COUNTS.reduce((s, c) => s + c, 0)).toBe(POKER_SEVEN_CARD_SETS);
    const p = [0.174119, 0.438225, 0.234955, 0.048299, 0.046194, 0.030255, 0.025961, 0.001681, 0.000311];
    POKER_SEVEN_CARD_COUNTS.forEach((count, i) =>
      expect(count / POKER_SEVEN_CARD_SETS).toBeCloseTo(p[i]!, 6),
    );
  });

  it('finds the best five of seven', () => {
    expect(category('AHH KHH QHH JHH 10HH 2CC 3DD')).toBe('Straight Flush');
    expect(category('5SS 4SS 3SS 2SS ASS KHH KDD')).toBe('Straight Flush'); // steel wheel
    expect(category('9CC 9DD 9HH 9SS 2CC 3DD 4HH')).toBe('Four of a Kind');
    expect(category('9CC 9DD 9HH 2SS 2CC 3DD 3HH')).toBe('Full House');
    expect(category('9CC 9DD 9HH 2SS 2CC 2DD 3HH')).toBe('Full House'); // two trips
    expect(category('2HH 5HH 9HH JHH KHH 3CC 4DD')).toBe('Flush');
    expect(category('6HH 7HH 8HH 9HH 10CC 2HH 3DD')).toBe('Flush'); // flush beats the straight
    expect(category('5CC 4DD 3HH 2SS ACC KHH QDD')).toBe('Straight'); // wheel
    expect(category('7CC 7DD 7HH 2SS 9CC KHH QDD')).toBe('Three of a Kind');
    expect(category('7CC 7DD 2HH 2SS 9CC 9HH QDD')).toBe('Two Pair'); // three pairs
    expect(category('7CC 7DD 2HH 4SS 9CC JHH QDD')).toBe('One Pair');
    expect(category('7CC 8DD 2HH 4SS 9CC JHH QDD')).toBe('High Card');
    expect(pokerCategory(score('2CC 3DD 4HH 5SS 6CC'))).toBe(PokerCategory.STRAIGHT);
  });

  it('ranks within categories, with A-2-3-4-5 the lowest straight', () => {
    const higher = (a: string, b: string) => expect(score(a)).toBeGreaterThan(score(b));
    higher('ACC KDD QHH JSS 10CC', '9CC KDD QHH JSS 10CC');
    higher('2CC 3DD 4HH 5SS 6CC', 'ACC 2DD 3HH 4SS 5CC');
    higher('2SS 3SS 4SS 5SS 6SS', 'ASS 2SS 3SS 4SS 5SS');
    higher('9CC 9DD 9HH 9SS 3CC', '9CC 9DD 9HH 9SS 2CC'); // quads kicker
    higher('3CC 3DD 3HH 2SS 2CC', '2CC 2DD 2HH ASS ACC'); // full house: trips first
    higher('AHH 9HH 7HH 5HH 3HH', 'AHH 9HH 7HH 5HH 2HH'); // flush: fifth card
    higher('7CC 7DD 2HH 2SS 9CC', '7CC 7DD 2HH 2SS 8CC'); // two pair kicker
    higher('KCC KDD 2HH 2SS 3CC', 'QCC QDD JHH JSS ACC');
    higher('7CC 7DD AHH 4SS 3CC', '7CC 7DD KHH QSS JCC');
    higher('7CC 7DD 7HH KSS 2CC', '7CC 7DD 7HH QSS JCC');
    // Three pairs: the third pair's rank is the kicker when it beats the single card.
    expect(score('7CC 7DD 5HH 5SS 4CC 4HH 2DD')).toBe(score('7CC 7DD 5HH 5SS 4CC 2HH 3DD'));
    // Board plays: both tie, suits never break ties.
    expect(score('2CC 3DD AHH KSS QCC JDD 10HH')).toBe(score('4CC 5DD AHH KSS QCC JDD 10HH'));
    expect(score('AHH KHH QHH JHH 9HH')).toBe(score('ASS KSS QSS JSS 9SS'));
  });

  it('takes 5 to 7 cards', () => {
    expect(() => pokerScore([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => pokerScore([1, 2, 3, 4, 5, 6, 7, 8])).toThrow(RangeError);
  });
});
