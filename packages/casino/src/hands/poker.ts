import type { Card } from '../cards';

/**
 * Poker hands, best five of five to seven cards (docs/rules/casino.md §8): standard ranking, ace high,
 * A-2-3-4-5 the lowest straight, a royal flush is a straight flush, suits never break ties.
 *
 * A hand's score is an integer `category * 2^20 + tiebreak`, the tiebreak being up to five ranks
 * (2 = 0 .. A = 12) in 4-bit digits, most significant first. A higher score wins; equal scores tie.
 */
export const PokerCategory = {
  HIGH_CARD: 0,
  ONE_PAIR: 1,
  TWO_PAIR: 2,
  THREE_OF_A_KIND: 3,
  STRAIGHT: 4,
  FLUSH: 5,
  FULL_HOUSE: 6,
  FOUR_OF_A_KIND: 7,
  STRAIGHT_FLUSH: 8,
} as const;
export type PokerCategory = (typeof PokerCategory)[keyof typeof PokerCategory];

/** Category names as the poker20 feed writes them (market names and rdesc, docs/rules/casino.md §8). */
export const POKER_CATEGORY_NAMES: readonly string[] = [
  'High Card',
  'One Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
];

/** Textbook counts of the 2,598,960 five-card hands by category. */
export const POKER_FIVE_CARD_COUNTS: readonly number[] = [
  1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
];

/**
 * Textbook counts of the best hand of the C(52,7) = 133,784,560 seven-card sets by category
 * (docs/rules/casino.md §8 "exact textbook counts"; straight flush includes royal).
 */
export const POKER_SEVEN_CARD_COUNTS: readonly number[] = [
  23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

/** C(52,7). */
export const POKER_SEVEN_CARD_SETS = 133_784_560;

/** Category of a score from `pokerScore`. */
export const pokerCategory = (score: number): PokerCategory => (score >>> 20) as PokerCategory;

/** Rank index of each card: 2 = 0 .. K = 11, A = 12. */
const RANK_INDEX = Int8Array.from({ length: 52 }, (_, c) => (c % 13 === 0 ? 12 : (c % 13) - 1));
const WHEEL = 0b1_0000_0000_1111; // A, 2, 3, 4, 5

/** For each 13-bit rank mask, the top rank index of its highest straight (wheel: 3), or -1. */
const STRAIGHT_TOP = Int8Array.from({ length: 1 << 13 }, (_, mask) => {
  for (let top = 12; top >= 4; top--) if (((mask >> (top - 4)) & 31) === 31) return top;
  return (mask & WHEEL) === WHEEL ? 3 : -1;
});

const counts = new Int8Array(13);
const suitMasks = new Int32Array(4);
const suitCounts = new Int8Array(4);

/** The `k` highest ranks of a rank mask as 4-bit digits, most significant first. */
function topRanks(mask: number, k: number): number {
  let out = 0;
  for (let i = 0; i < k; i++) {
    const r = 31 - Math.clz32(mask);
    out = (out << 4) | r;
    mask &= ~(1 << r);
  }
  return out;
}

const at = (category: PokerCategory, tiebreak: number): number => category * 0x100000 + tiebreak;

/**
 * Score of the best five-card hand among 5..7 different cards (0..51; see the module note).
 * Throws RangeError for fewer than 5 or more than 7 cards; cards are not otherwise checked
 * (callers pass the cards of a real deal).
 */
export function pokerScore(cards: ArrayLike<Card>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw new RangeError(`poker hands have 5 to 7 cards, not ${n}`);
  counts.fill(0);
  suitMasks.fill(0);
  suitCounts.fill(0);
  let rankMask = 0;
  for (let i = 0; i < n; i++) {
    const card = cards[i]!;
    const r = RANK_INDEX[card]!;
    const s = (card / 13) | 0;
    counts[r]!++;
    suitCounts[s]!++;
    suitMasks[s]! |= 1 << r;
    rankMask |= 1 << r;
  }
  let flushMask = 0;
  for (let s = 0; s < 4; s++) if (suitCounts[s]! >= 5) flushMask = suitMasks[s]!;
  if (flushMask) {
    const top = STRAIGHT_TOP[flushMask]!;
    if (top >= 0) return at(PokerCategory.STRAIGHT_FLUSH, top);
  }
  let quad = -1;
  let trips = -1;
  let trips2 = -1;
  let pair = -1;
  let pair2 = -1;
  for (let r = 12; r >= 0; r--) {
    const c = counts[r]!;
    if (c === 4) quad = r;
    else if (c === 3) {
      if (trips < 0) trips = r;
      else if (trips2 < 0) trips2 = r;
    } else if (c === 2) {
      if (pair < 0) pair = r;
      else if (pair2 < 0) pair2 = r;
    }
  }
  if (quad >= 0) return at(PokerCategory.FOUR_OF_A_KIND, (quad << 4) | topRanks(rankMask & ~(1 << quad), 1));
  if (trips >= 0 && (trips2 >= 0 || pair >= 0))
    return at(PokerCategory.FULL_HOUSE, (trips << 4) | Math.max(trips2, pair));
  if (flushMask) return at(PokerCategory.FLUSH, topRanks(flushMask, 5));
  const straightTop = STRAIGHT_TOP[rankMask]!;
  if (straightTop >= 0) return at(PokerCategory.STRAIGHT, straightTop);
  if (trips >= 0)
    return at(PokerCategory.THREE_OF_A_KIND, (trips << 8) | topRanks(rankMask & ~(1 << trips), 2));
  if (pair2 >= 0)
    return at(
      PokerCategory.TWO_PAIR,
      (pair << 8) | (pair2 << 4) | topRanks(rankMask & ~(1 << pair) & ~(1 << pair2), 1),
    );
  if (pair >= 0) return at(PokerCategory.ONE_PAIR, (pair << 12) | topRanks(rankMask & ~(1 << pair), 3));
  return at(PokerCategory.HIGH_CARD, topRanks(rankMask, 5));
}
