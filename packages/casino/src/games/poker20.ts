import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, Shoe, type Card, type Rng } from '../cards';
import {
  POKER_CATEGORY_NAMES,
  POKER_SEVEN_CARD_COUNTS,
  POKER_SEVEN_CARD_SETS,
  pokerCategory,
  pokerScore,
  PokerCategory,
} from '../hands/poker';
import { backPriceH } from '../prices';
import type { Deal, Game, Market, Outcome, RoundResult } from '../types';
import { faceUp, LOSS, WIN } from './sideBets';
import { checkRoundCards, mainOutcome, TEEN_WINNERS, teenWinnerIndex } from './teen20';

/**
 * poker20, 20-20 Poker (docs/rules/casino.md §8): heads-up Texas Hold'em from one 52-card deck per
 * round. Deal (and reveal) order C1, C2 = Player A, C3, C4 = Player B, C5..C9 = flop, turn, river;
 * each player's best five of seven cards wins (hands/poker.ts). Winner bets (sid 11 A, 21 B) pay
 * 1.98 and push on a tie; pattern bets (12..19 A, 22..29 B) win when that player's final best hand
 * is exactly the pattern, whoever wins the round.
 *
 * Result (§0.5, §8 "Result encoding"): win "1" A, "2" B, "0" tie (the newer feeds' codes [C], as
 * teen20 and Teen; the winner sid 11/21 is in sids); winnat "Player A", "Player B" or "Tie"; sids
 * the winner sid and each player's pattern sid (none for a high card); rdesc
 * "Player A#A : Full House  |  B : Two Pair"; cards the nine wire codes in deal order.
 */

const DECK = composition(1);
const LIMITS = { min: 100, max: 100_000 };

/** Exact probability of each category for one player's best of 7 (textbook counts, §8). */
const PATTERN_P = POKER_SEVEN_CARD_COUNTS.map((count) => count / POKER_SEVEN_CARD_SETS);

/**
 * Winner probabilities of §8 (Monte Carlo, 20M rounds, standard error about 0.0001 each): A wins
 * 0.4797, B wins 0.4796, tie 0.0407. Not exact; the tests allow for their standard error.
 */
export const POKER20_WINNER_P = { a: 0.4797, b: 0.4796, tie: 0.0407 } as const;

/** Pattern markets One Pair .. Straight Flush: category c has sid base + c + 1 (base 10 A, 20 B). */
const patternMarkets = (base: number): Market[] =>
  POKER_CATEGORY_NAMES.slice(1).map((name, i) => ({
    sid: base + i + 2,
    name,
    kind: 'rate',
    backH: backPriceH(PATTERN_P[i + 1]!),
    ...LIMITS,
  }));

const MARKETS: readonly Market[] = [
  { sid: 11, name: 'Winner', kind: 'rate', backH: 198, ...LIMITS },
  ...patternMarkets(10),
  { sid: 21, name: 'Winner', kind: 'rate', backH: 198, ...LIMITS },
  ...patternMarkets(20),
];
const BACK_H = new Map(MARKETS.map((m) => [m.sid, m.backH]));

/**
 * Scores of A (cards 0, 1 + board 4..8) and B (cards 2, 3 + board) of nine checked cards. The
 * last deal's scores are kept (compared card by card): settling a round asks once per market.
 */
const last = { filled: false, cards: new Int8Array(9), a: 0, b: 0 };
function scoresOf(cards: readonly Card[]): { a: number; b: number } {
  let same = last.filled && cards.length === 9;
  for (let i = 0; same && i < 9; i++) same = last.cards[i] === cards[i];
  if (same) return last;
  checkRoundCards(cards, 9);
  return score(cards);
}

const handA = [0, 0, 0, 0, 0, 0, 0];
const handB = [0, 0, 0, 0, 0, 0, 0];
/** Scores nine cards without checking them (the shoe's own cards) and keeps them as the last deal. */
function score(cards: readonly Card[]): { a: number; b: number } {
  for (let i = 0; i < 5; i++) handA[i + 2] = handB[i + 2] = cards[i + 4]!;
  handA[0] = cards[0]!;
  handA[1] = cards[1]!;
  handB[0] = cards[2]!;
  handB[1] = cards[3]!;
  last.a = pokerScore(handA);
  last.b = pokerScore(handB);
  last.cards.set(cards);
  last.filled = true;
  return last;
}

/** The result of nine cards from the shoe (not checked: `deal` passes the shoe's cards). */
function resultOf(cards: readonly Card[]): RoundResult {
  const { a, b } = score(cards);
  const winner = teenWinnerIndex(a, b);
  const catA = pokerCategory(a);
  const catB = pokerCategory(b);
  const sids: number[] = winner ? [winner === 1 ? 11 : 21] : [];
  if (catA !== PokerCategory.HIGH_CARD) sids.push(11 + catA);
  if (catB !== PokerCategory.HIGH_CARD) sids.push(21 + catB);
  const { win, winnat } = TEEN_WINNERS[winner];
  return {
    win,
    winnat,
    sids,
    rdesc: `${winnat}#A : ${POKER_CATEGORY_NAMES[catA]}  |  B : ${POKER_CATEGORY_NAMES[catB]}`,
    cards: cards.map(cardCode),
  };
}

/** The poker20 table (tableNo 12): markets of §8, Game interface of types.ts. */
export const poker20: Game = {
  type: 'poker20',
  name: CASINO_TABLE_NAMES.poker20,
  tableNo: 12,
  markets: MARKETS,
  deal(rng: Rng): Deal {
    const shoe = new Shoe(DECK, rng);
    const cards: Card[] = [];
    for (let i = 0; i < 9; i++) cards.push(shoe.draw());
    return { cards, result: resultOf(cards) };
  },
  settle(sid: number, deal: Deal): Outcome {
    if (!BACK_H.has(sid)) throw new RangeError(`poker20 has no sid ${sid}`);
    const { a, b } = scoresOf(deal.cards);
    const [mine, theirs] = sid < 20 ? [a, b] : [b, a];
    if (sid % 10 === 1) return mainOutcome(mine, theirs);
    return pokerCategory(mine) === (sid % 10) - 1 ? WIN : LOSS;
  },
  liveCards: (deal: Deal, revealed: number) => faceUp(deal.cards, revealed, 9),
  expectedRtp(sid: number): number {
    const backH = BACK_H.get(sid);
    if (backH === undefined) throw new RangeError(`poker20 has no sid ${sid}`);
    const { a, b, tie } = POKER20_WINNER_P;
    if (sid === 11) return (backH / 100) * a + tie;
    if (sid === 21) return (backH / 100) * b + tie;
    return (backH / 100) * PATTERN_P[(sid % 10) - 1]!;
  },
};
