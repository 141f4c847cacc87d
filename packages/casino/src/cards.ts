/**
 * Cards and shoes (docs/rules/casino.md §0.3, §0.6, Decision 1).
 *
 * A card is an integer 0..51: `suit * 13 + (rank - 1)`, suits in the order spade, heart, club,
 * diamond, ranks A = 1 .. K = 13. Its wire code is the rank (`A`, `2`..`10`, `J`, `Q`, `K`)
 * followed by the suit letter written twice (`ASS`, `10DD`, `KHH`). Unrevealed cards are "1".
 */
export type Card = number;

/** Suit letters in card-number order (spade, heart, club, diamond): docs/rules/casino.md §0.3. */
export const SUITS = ['SS', 'HH', 'CC', 'DD'] as const;
export type Suit = (typeof SUITS)[number];
const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The wire value of a card not dealt or still face down (docs/rules/casino.md Decision 8). */
export const HIDDEN = '1';

/** Rank 1 (A) .. 13 (K) of a card. */
export const rankOf = (card: Card): number => (card % 13) + 1;
/** Suit index 0 spade, 1 heart, 2 club, 3 diamond. */
export const suitOf = (card: Card): number => Math.floor(card / 13);
/** Hearts and diamonds are red (docs/rules/casino.md §0.3). */
export const isRed = (card: Card): boolean => suitOf(card) === 1 || suitOf(card) === 3;
/** Odd ranks are A, 3, 5, 7, 9, J, K (docs/rules/casino.md §2). */
export const isOddRank = (card: Card): boolean => rankOf(card) % 2 === 1;
/** The card of a rank (1..13) and suit index (0..3). Throws RangeError outside those ranges. */
export function cardOf(rank: number, suit: number): Card {
  if (!Number.isInteger(rank) || rank < 1 || rank > 13) throw new RangeError(`bad rank ${rank}`);
  if (!Number.isInteger(suit) || suit < 0 || suit > 3) throw new RangeError(`bad suit ${suit}`);
  return suit * 13 + rank - 1;
}

const CODES = Array.from({ length: 52 }, (_, c) => RANK_CODES[c % 13]! + SUITS[Math.floor(c / 13)]!);

/** Wire code of a card, e.g. 9 (10 of spades) -> "10SS". */
export const cardCode = (card: Card): string => CODES[card]!;

/** Parses a wire code ("ASS", "10DD"); throws RangeError for anything else, including "1". */
export function parseCard(code: string): Card {
  const suit = SUITS.indexOf(code.slice(-2) as Suit);
  const rank = RANK_CODES.indexOf(code.slice(0, -2));
  if (suit < 0 || rank < 0 || code.length < 3) throw new RangeError(`not a card code: ${code}`);
  return suit * 13 + rank;
}

/** A shoe composition: every card it holds, with repeats for multi-deck shoes. */
export function composition(decks: number, ranks: readonly number[] = RANKS_ALL): Int8Array {
  const cards: number[] = [];
  for (let d = 0; d < decks; d++)
    for (let suit = 0; suit < 4; suit++) for (const rank of ranks) cards.push(cardOf(rank, suit));
  return Int8Array.from(cards);
}

/** All thirteen ranks, A..K. */
export const RANKS_ALL: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** A source of uniform integers: `int(n)` is uniform on 0..n-1 (n a positive integer below 2^32). */
export interface Rng {
  int(n: number): number;
}

/**
 * A fresh shoe for one round (docs/rules/casino.md Decision 1): each `draw` performs the next step of
 * an unbiased Fisher-Yates shuffle from the front (position i swaps with a uniform j in i..n-1),
 * so the cards drawn are exactly the first cards of a full shuffle with the same random stream,
 * without shuffling cards never dealt. Throws RangeError when the shoe is empty.
 */
export class Shoe {
  private readonly cards: Int8Array;
  private next = 0;

  constructor(
    shoeComposition: Int8Array,
    private readonly rng: Rng,
  ) {
    this.cards = shoeComposition.slice();
  }

  /** Cards left in the shoe. */
  get remaining(): number {
    return this.cards.length - this.next;
  }

  /** Deals the next card. */
  draw(): Card {
    const cards = this.cards;
    const i = this.next;
    if (i >= cards.length) throw new RangeError('the shoe is empty');
    const j = i + this.rng.int(cards.length - i);
    const card = cards[j]!;
    cards[j] = cards[i]!;
    cards[i] = card;
    this.next = i + 1;
    return card;
  }
}
