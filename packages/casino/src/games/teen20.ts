import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, Shoe, type Card, type Rng } from '../cards';
import {
  TEEN_CATEGORY_COUNTS,
  TEEN_CATEGORY_NAMES,
  TEEN_HANDS,
  TEEN_HEADS_UP,
  teenCategory,
  teenScore,
  TeenCategory,
} from '../hands/teenPatti';
import type { Deal, Game, Market, Outcome, RoundResult } from '../types';
import { faceUp, LOSS, PUSH, WIN } from './sideBets';

/**
 * teen20, 20-20 Teenpatti (docs/rules/casino.md §1, Decisions 2 and 3): one 52-card deck per round,
 * cards dealt A1, B1, A2, B2, A3, B3 (C1..C6, also the result's card order), the higher Teen Patti
 * hand wins (vendor ranking, hands/teenPatti.ts). Player A/B pay 1.98 and push on an exact tie;
 * Pair plus pays by the category of that player's own hand, whoever wins.
 *
 * Result (§0.5, §1 "Result encoding"): win "1" A, "2" B, "0" tie (Decision 2); winnat "Player A",
 * "Player B" or "Tie"; sids the winning main sid (1 or 3) and each Pair plus (2, 4) that pays;
 * rdesc "Player A#A : Pair | B : High Card"; cards the six wire codes in deal order.
 */

/** One standard deck (docs/rules/casino.md §1). */
export const TEEN_DECK = composition(1);

/**
 * Deals the six cards of a Teen Patti round from a fresh one-deck shoe (Decision 1), in deal
 * order A1, B1, A2, B2, A3, B3 (Decision 2).
 */
export function dealTeenCards(rng: Rng): Card[] {
  const shoe = new Shoe(TEEN_DECK, rng);
  return [shoe.draw(), shoe.draw(), shoe.draw(), shoe.draw(), shoe.draw(), shoe.draw()];
}

/**
 * The deal and live cards of a heads-up Teen Patti table (teen20 §1, Teen §9): six cards from a
 * fresh deck ({@link dealTeenCards}) with `resultOf(cards)` as the round's result, shown as t1
 * fields C1..C6 as they are revealed.
 */
export const teenDealing = (
  resultOf: (cards: readonly Card[]) => RoundResult,
): Pick<Game, 'deal' | 'liveCards'> => ({
  deal(rng: Rng): Deal {
    const cards = dealTeenCards(rng);
    return { cards, result: resultOf(cards) };
  },
  liveCards: (deal: Deal, revealed: number) => faceUp(deal.cards, revealed, 6),
});

/** Scores of A (cards 0, 2, 4) and B (cards 1, 3, 5) of a Teen Patti deal (hands/teenPatti.ts). */
export function teenHandScores(cards: readonly Card[]): { a: number; b: number } {
  checkRoundCards(cards, 6);
  return { a: teenScore(cards[0]!, cards[2]!, cards[4]!), b: teenScore(cards[1]!, cards[3]!, cards[5]!) };
}

/**
 * Checks that a round's cards are `count` different cards 0..51 (one deck), else RangeError.
 * Settlement runs it, so a hand-built or corrupted deal fails loudly instead of settling wrongly.
 */
export function checkRoundCards(cards: readonly Card[], count: number): void {
  if (cards.length !== count) throw new RangeError(`this round has ${count} cards, not ${cards.length}`);
  let bad: Card | undefined;
  for (const card of cards) {
    if (!Number.isInteger(card) || card < 0 || card > 51 || marks[card]) bad ??= card;
    else marks[card] = 1;
  }
  for (const card of cards) if (Number.isInteger(card) && card >= 0 && card <= 51) marks[card] = 0;
  if (bad !== undefined) throw new RangeError(`bad or repeated card ${bad}`);
}
const marks = new Uint8Array(52);

/** Main result of Teen Patti scores (Decision 2): win "1" A, "2" B, "0" tie, and its name. */
export const TEEN_WINNERS = [
  { win: '0', winnat: 'Tie' },
  { win: '1', winnat: 'Player A' },
  { win: '2', winnat: 'Player B' },
] as const;
/** Index into TEEN_WINNERS for scores a and b: 0 tie, 1 A, 2 B. */
export const teenWinnerIndex = (a: number, b: number): 0 | 1 | 2 => (a > b ? 1 : a < b ? 2 : 0);

/** Pair plus payout by category, decimal in hundredths (docs/rules/casino.md §1): 0 = no payout. */
const PAIR_PLUS_RATE_H: readonly number[] = [0, 200, 500, 700, 3600, 4600];

const MARKETS: readonly Market[] = [
  { sid: 1, name: 'Player A', kind: 'rate', backH: 198, min: 100, max: 300_000 },
  { sid: 2, name: 'Pair plus A', kind: 'rate', backH: 200, min: 100, max: 25_000 },
  { sid: 3, name: 'Player B', kind: 'rate', backH: 198, min: 100, max: 300_000 },
  { sid: 4, name: 'Pair plus B', kind: 'rate', backH: 200, min: 100, max: 25_000 },
];

/** rdesc "<winner>#A : <category> | B : <category>" by winner index and categories (§1). */
const RDESC: readonly string[] = TEEN_WINNERS.flatMap((w) =>
  TEEN_CATEGORY_NAMES.flatMap((a) => TEEN_CATEGORY_NAMES.map((b) => `${w.winnat}#A : ${a} | B : ${b}`)),
);

/**
 * Winning sids by winner index (0 tie, 1 A, 2 B) and who has a pair or better: index
 * winner * 4 + (A ? 2 : 0) + (B ? 1 : 0). Shared between deals and frozen: never mutate.
 */
const SIDS: readonly number[][] = Array.from({ length: 12 }, (_, k) => {
  const sids = [[], [1], [3]][k >> 2]!.slice();
  if (k & 2) sids.push(2);
  if (k & 1) sids.push(4);
  return Object.freeze(sids) as number[];
});

const CODES = Array.from({ length: 52 }, (_, card) => cardCode(card));
/** Wire codes of a Teen Patti round's six cards, in deal order. */
export const teenCardCodes = (c: readonly Card[]): string[] => [
  CODES[c[0]!]!,
  CODES[c[1]!]!,
  CODES[c[2]!]!,
  CODES[c[3]!]!,
  CODES[c[4]!]!,
  CODES[c[5]!]!,
];

/** The result of six cards from the shoe (not checked: `deal` passes the shoe's cards). */
function resultOf(cards: readonly Card[]): RoundResult {
  const a = teenScore(cards[0]!, cards[2]!, cards[4]!);
  const b = teenScore(cards[1]!, cards[3]!, cards[5]!);
  const winner = teenWinnerIndex(a, b);
  const catA = teenCategory(a);
  const catB = teenCategory(b);
  const { win, winnat } = TEEN_WINNERS[winner];
  return {
    win,
    winnat,
    sids: SIDS[
      winner * 4 + (catA !== TeenCategory.HIGH_CARD ? 2 : 0) + (catB !== TeenCategory.HIGH_CARD ? 1 : 0)
    ]!,
    rdesc: RDESC[winner * 36 + catA * 6 + catB]!,
    cards: teenCardCodes(cards),
  };
}

/** Pair plus outcome by category: a win at the category's payout, or a loss on a high card. */
const PAIR_PLUS_OUTCOMES: readonly Outcome[] = PAIR_PLUS_RATE_H.map((rateH) =>
  rateH ? Object.freeze({ kind: 'win' as const, rateH }) : LOSS,
);
const pairPlus = (score: number): Outcome => PAIR_PLUS_OUTCOMES[teenCategory(score)]!;
/** A main (Player A/B) back bet: pushed on an exact tie (Decision 2). */
export const mainOutcome = (mine: number, theirs: number): Outcome =>
  mine > theirs ? WIN : mine < theirs ? LOSS : PUSH;

const pairPlusRtp =
  TEEN_CATEGORY_COUNTS.reduce((sum, count, category) => sum + count * PAIR_PLUS_RATE_H[category]!, 0) /
  100 /
  TEEN_HANDS;

/** The teen20 table (tableNo 11): markets of §1, Game interface of types.ts. */
export const teen20: Game = {
  type: 'teen20',
  name: CASINO_TABLE_NAMES.teen20,
  tableNo: 11,
  markets: MARKETS,
  ...teenDealing(resultOf),
  settle(sid: number, deal: Deal): Outcome {
    const { a, b } = teenHandScores(deal.cards);
    switch (sid) {
      case 1:
        return mainOutcome(a, b);
      case 3:
        return mainOutcome(b, a);
      case 2:
        return pairPlus(a);
      case 4:
        return pairPlus(b);
      default:
        throw new RangeError(`teen20 has no sid ${sid}`);
    }
  },
  expectedRtp(sid: number): number {
    const { pairs, aWins, bWins, ties } = TEEN_HEADS_UP;
    if (sid === 1) return (1.98 * aWins + ties) / pairs;
    if (sid === 3) return (1.98 * bWins + ties) / pairs;
    if (sid === 2 || sid === 4) return pairPlusRtp;
    throw new RangeError(`teen20 has no sid ${sid}`);
  },
};
