import { rankOf, suitOf, type Card } from '../cards';

/**
 * Three-card Teen Patti hands with the vendor's ranking (docs/rules/casino.md §1, Decision 2): straight
 * flush (pure sequence) above trail, then straight (sequence), flush (color), pair, high card. Ace
 * is high; A-K-Q is the top sequence and A-2-3 the second (or the lowest, with `a23Lowest`).
 * Suits never break ties: identical ranks in the same category are a tie.
 *
 * A hand's score is an integer: `category * 4096 + tiebreak`; a higher score wins, equal scores
 * tie. `teenCategory(score)` recovers the category.
 */
export const TeenCategory = {
  HIGH_CARD: 0,
  PAIR: 1,
  FLUSH: 2,
  STRAIGHT: 3,
  TRIO: 4,
  STRAIGHT_FLUSH: 5,
} as const;
export type TeenCategory = (typeof TeenCategory)[keyof typeof TeenCategory];

/** Category names as the result text shows them (rdesc "A : Pair | B : High Card"), by category. */
export const TEEN_CATEGORY_NAMES: readonly string[] = [
  'High Card',
  'Pair',
  'Flush',
  'Straight',
  'Trio',
  'Straight Flush',
];

/** Number of the C(52,3) = 22,100 hands in each category, by category (docs/rules/casino.md §1 table). */
export const TEEN_CATEGORY_COUNTS: readonly number[] = [16_440, 3_744, 1_096, 720, 52, 48];

/** All three-card hands from one deck: C(52,3). */
export const TEEN_HANDS = 22_100;

/**
 * Exact heads-up counts over all ordered pairs of disjoint hands (A from the deck, B from the 49
 * cards left): 22,100 x 18,424 = 407,170,400 pairs (docs/rules/casino.md §1, §A.1). Reproduced by
 * `teenHeadsUpCounts([], [])` in the tests. A and B win equally often by symmetry.
 */
export const TEEN_HEADS_UP = { pairs: 407_170_400, aWins: 203_359_936, bWins: 203_359_936, ties: 450_528 };

/** Hands whose three cards include two consecutive ranks, K-A and A-2 counting (§9): 8,944 of 22,100. */
export const TEEN_CONSECUTIVE_HANDS = 8_944;

/** Ace-high rank value 2..14 of a card. */
const highRank = (card: Card): number => (rankOf(card) === 1 ? 14 : rankOf(card));

/**
 * Score of a three-card hand (see the module note), computed directly. `cards` must be three
 * different cards 0..51, else RangeError. `a23Lowest` ranks A-2-3 as the lowest sequence instead
 * of the second-highest (the config flag of docs/rules/casino.md §1; default false, Decision 2).
 */
export function teenHandScore(cards: readonly Card[], a23Lowest = false): number {
  if (
    cards.length !== 3 ||
    new Set(cards).size !== 3 ||
    cards.some((c) => !(c >= 0 && c < 52 && c % 1 === 0))
  )
    throw new RangeError(`a Teen Patti hand is three different cards: ${cards.join(',')}`);
  const [v1, v2, v3] = cards.map(highRank).sort((x, y) => y - x) as [number, number, number];
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  const a23 = v1 === 14 && v2 === 3 && v3 === 2;
  const run = v1 - v2 === 1 && v2 - v3 === 1;
  const at = (category: TeenCategory, tiebreak: number) => category * 4096 + tiebreak;
  if (run || a23) {
    // A-K-Q 15, A-2-3 14 (or 3 when lowest), K-Q-J 13 ... 4-3-2 4.
    const position = a23 ? (a23Lowest ? 3 : 14) : v1 === 14 ? 15 : v1;
    return at(flush ? TeenCategory.STRAIGHT_FLUSH : TeenCategory.STRAIGHT, position);
  }
  if (v1 === v3) return at(TeenCategory.TRIO, v1);
  if (flush) return at(TeenCategory.FLUSH, v1 * 256 + v2 * 16 + v3);
  if (v1 === v2) return at(TeenCategory.PAIR, v1 * 16 + v3);
  if (v2 === v3) return at(TeenCategory.PAIR, v2 * 16 + v1);
  return at(TeenCategory.HIGH_CARD, v1 * 256 + v2 * 16 + v3);
}

/** Category of a score from `teenHandScore` / `teenScore`. */
export const teenCategory = (score: number): TeenCategory => (score >> 12) as TeenCategory;

/** Score of every ordered triple of different cards, index a * 2704 + b * 52 + c (default ranking). */
const SCORES = new Int32Array(52 * 52 * 52);
for (let a = 0; a < 52; a++)
  for (let b = a + 1; b < 52; b++)
    for (let c = b + 1; c < 52; c++) {
      const s = teenHandScore([a, b, c]);
      for (const [x, y, z] of [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ] as const)
        SCORES[x * 2704 + y * 52 + z] = s;
    }

/**
 * Score of the hand a, b, c (three different cards, any order) by table lookup, with the default
 * ranking (A-2-3 second-highest). No checks: callers pass cards of a real deal.
 */
export const teenScore = (a: Card, b: Card, c: Card): number => SCORES[a * 2704 + b * 52 + c]!;

/** Ranks r and s (1..13) are neighbours, K-A and A-2 included (docs/rules/casino.md §9). */
const adjacent = (r: number, s: number): boolean => {
  const d = Math.abs(r - s);
  return d === 1 || d === 12;
};

/**
 * Teen's "Consecutive cards" side bet (docs/rules/casino.md §9): true when two or more of the three
 * cards have consecutive ranks, K-A and A-2 counting. Pairs are not consecutive.
 */
export function isConsecutive(a: Card, b: Card, c: Card): boolean {
  const [ra, rb, rc] = [rankOf(a), rankOf(b), rankOf(c)];
  return adjacent(ra, rb) || adjacent(ra, rc) || adjacent(rb, rc);
}

/** Counts of a heads-up comparison over every completion of the unseen cards. */
export interface HeadsUpCounts {
  aWins: number;
  bWins: number;
  ties: number;
  /** Number of (A completion, B completion) pairs counted: aWins + bWins + ties. */
  total: number;
}

/**
 * Exact heads-up outcome counts of Teen Patti when `knownA` of A's cards and `knownB` of B's cards
 * are face up (docs/rules/casino.md §9 "conditional win probability over the unseen cards"): every
 * completion of A's hand from the unseen cards, then of B's hand from the cards left, each counted
 * once. With nothing known this is the full 407,170,400-pair enumeration of §A.1. B hands with no
 * known card are counted by inclusion-exclusion over sorted score lists (fast); others are
 * enumerated. Throws RangeError for more than three cards a side, repeated or invalid cards.
 */
export function teenHeadsUpCounts(knownA: readonly Card[], knownB: readonly Card[]): HeadsUpCounts {
  const seen = markSeen([...knownA, ...knownB]);
  if (knownA.length > 3 || knownB.length > 3) throw new RangeError('a Teen Patti hand has three cards');
  const unseen = cardsNotIn(seen);
  const counts: HeadsUpCounts = { aWins: 0, bWins: 0, ties: 0, total: 0 };
  const used = new Uint8Array(52);
  forEachCompletion(knownA, unseen, (a0, a1, a2) => {
    const sA = teenScore(a0, a1, a2);
    if (knownB.length === 0) return countAgainstAll(a0, a1, a2, sA, counts);
    used[a0] = used[a1] = used[a2] = 1;
    countAgainstKnown(knownB, sA, unseen, used, counts);
    used[a0] = used[a1] = used[a2] = 0;
  });
  return counts;
}

/**
 * Completions of one hand whose `known` cards are face up, drawn from the cards not in `seen`
 * (`seen` holds every face-up card, the known ones included): how many there are and how many make
 * the hand consecutive (`isConsecutive`, docs/rules/casino.md §9). Throws RangeError like
 * `teenHeadsUpCounts`.
 */
export function teenConsecutiveCounts(
  known: readonly Card[],
  seen: readonly Card[],
): { hits: number; total: number } {
  if (known.length > 3 || known.some((c) => !seen.includes(c)))
    throw new RangeError('known cards must be at most three and among the seen cards');
  const unseen = cardsNotIn(markSeen(seen));
  let hits = 0;
  let total = 0;
  forEachCompletion(known, unseen, (a, b, c) => {
    total++;
    if (isConsecutive(a, b, c)) hits++;
  });
  return { hits, total };
}

function markSeen(cards: readonly Card[]): Uint8Array {
  const seen = new Uint8Array(52);
  for (const c of cards) {
    if (!(Number.isInteger(c) && c >= 0 && c < 52) || seen[c])
      throw new RangeError(`bad or repeated card ${c}`);
    seen[c] = 1;
  }
  return seen;
}

const cardsNotIn = (seen: Uint8Array): number[] => [...Array(52).keys()].filter((c) => !seen[c]);

/** Calls `visit` with every completion of `known` (0..3 cards) to three cards from `pool`. */
function forEachCompletion(
  known: readonly Card[],
  pool: readonly Card[],
  visit: (a: Card, b: Card, c: Card) => void,
): void {
  const n = pool.length;
  const [k0, k1, k2] = known as [Card, Card, Card];
  if (known.length === 3) return visit(k0, k1, k2);
  for (let i = 0; i < n; i++) {
    if (known.length === 2) {
      visit(k0, k1, pool[i]!);
      continue;
    }
    for (let j = i + 1; j < n; j++) {
      if (known.length === 1) {
        visit(k0, pool[i]!, pool[j]!);
        continue;
      }
      for (let k = j + 1; k < n; k++) visit(pool[i]!, pool[j]!, pool[k]!);
    }
  }
}

/** Adds every completion of B's `known` cards from `pool` minus `used` against A's score sA. */
function countAgainstKnown(
  known: readonly Card[],
  sA: number,
  pool: readonly Card[],
  used: Uint8Array,
  counts: HeadsUpCounts,
): void {
  let below = 0;
  let above = 0;
  let total = 0;
  const tally = (sB: number) => {
    total++;
    if (sA > sB) below++;
    else if (sA < sB) above++;
  };
  const n = pool.length;
  const [k0, k1, k2] = known as [Card, Card, Card];
  if (known.length === 3) tally(teenScore(k0, k1, k2));
  else
    for (let i = 0; i < n; i++) {
      const x = pool[i]!;
      if (used[x]) continue;
      if (known.length === 2) tally(teenScore(k0, k1, x));
      else
        for (let j = i + 1; j < n; j++) {
          const y = pool[j]!;
          if (!used[y]) tally(teenScore(k0, x, y));
        }
    }
  counts.aWins += below;
  counts.bWins += above;
  counts.ties += total - below - above;
  counts.total += total;
}

/** Sorted scores of all hands, of the hands holding each card, and holding each pair (c < d: c * 52 + d). */
interface ScoreIndex {
  all: Int32Array;
  byCard: Int32Array[];
  byPair: Int32Array[];
}
let scoreIndex: ScoreIndex | undefined;

function buildScoreIndex(): ScoreIndex {
  const all: number[] = [];
  const byCard: number[][] = Array.from({ length: 52 }, () => []);
  const byPair: number[][] = Array.from({ length: 52 * 52 }, () => []);
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const s = teenScore(a, b, c);
        all.push(s);
        for (const x of [a, b, c]) byCard[x]!.push(s);
        for (const key of [a * 52 + b, a * 52 + c, b * 52 + c]) byPair[key]!.push(s);
      }
  const sorted = (list: number[]) => Int32Array.from(list).sort();
  return { all: sorted(all), byCard: byCard.map(sorted), byPair: byPair.map(sorted) };
}

/** Number of entries of the sorted list below s (or at most s when `orEqual`). */
function countBelow(list: Int32Array, s: number, orEqual: boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < s || (orEqual && list[mid] === s)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds A's hand (score sA) against every B hand from the other 49 cards: 18,424 of them. */
function countAgainstAll(a0: Card, a1: Card, a2: Card, sA: number, counts: HeadsUpCounts): void {
  const index = (scoreIndex ??= buildScoreIndex());
  const [x, y, z] = [a0, a1, a2].sort((p, q) => p - q) as [Card, Card, Card];
  // Hands avoiding {x, y, z} = all - those holding x, y or z (+ pairs - the hand itself).
  const avoiding = (orEqual: boolean) =>
    countBelow(index.all, sA, orEqual) -
    countBelow(index.byCard[x]!, sA, orEqual) -
    countBelow(index.byCard[y]!, sA, orEqual) -
    countBelow(index.byCard[z]!, sA, orEqual) +
    countBelow(index.byPair[x * 52 + y]!, sA, orEqual) +
    countBelow(index.byPair[x * 52 + z]!, sA, orEqual) +
    countBelow(index.byPair[y * 52 + z]!, sA, orEqual) -
    (orEqual ? 1 : 0);
  const below = avoiding(false);
  const atMost = avoiding(true);
  counts.aWins += below;
  counts.ties += atMost - below;
  counts.bWins += 18_424 - atMost;
  counts.total += 18_424;
}
