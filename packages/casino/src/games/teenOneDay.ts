import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { suitOf, type Card } from '../cards';
import {
  isConsecutive,
  TEEN_CONSECUTIVE_HANDS,
  TEEN_HANDS,
  TEEN_HEADS_UP,
  teenConsecutiveCounts,
  teenHeadsUpCounts,
  teenScore,
  type HeadsUpCounts,
} from '../hands/teenPatti';
import { backPriceH, layPriceH } from '../prices';
import type { Deal, Game, Market, Outcome, RoundResult } from '../types';
import { LOSS, parityWord, suitWord, WIN } from './sideBets';
import {
  mainOutcome,
  teenCardCodes,
  TEEN_WINNERS,
  teenDealing,
  teenHandScores,
  teenWinnerIndex,
} from './teen20';

/**
 * Teen, Teenpatti One Day (docs/rules/casino.md §9, Decisions 2 and 7): the teen20 card game (one
 * deck, A1, B1, A2, B2, A3, B3, vendor ranking) sold back/lay, exchange style.
 *
 * Markets: Player A (sid 1) and Player B (sid 2), main bets pushed on a tie; Consecutive cards
 * per player (sid 17 A, 18 B, "Player A"/"Player B" like the feed's subtype "con" rows), won when
 * two of that player's cards have consecutive ranks (K-A and A-2 count), settled on the player's
 * own hand whoever wins. Per-card odd/even and suits are described in rdesc only (no market).
 *
 * Prices follow Decision 7 at every stage: back = 0.97 x fair rounded down, lay = fair / 0.97
 * rounded up, fair = 1 / p with p the win probability given the cards face up, ties pushed
 * (p = P(win) / (1 - P(tie))). Before the deal p = 1/2, so the main markets open at 1.94 / 2.07
 * (not the vendor's 1.98 / 2.00: a lay at 2.00 has no house edge, and the opening must match
 * the prices that `pricesAfter` computes with the same rule once cards show).
 */

/** Cards face up when betting reopens: after A1 + B1, and after A2 + B2 (Decision 7). */
const REPRICE_AT = [2, 4] as const;
const MAIN_LIMITS = { min: 100, max: 500_000 };
const SIDE_LIMITS = { min: 100, max: 25_000 };

/**
 * Back/lay prices of a selection winning with probability p once pushes are removed (Decision 7),
 * or undefined when it cannot be offered.
 */
function quote(p: number): { backH: number; layH: number } | undefined {
  if (!(p > 0 && p < 1)) return undefined;
  const backH = backPriceH(p);
  // Below 1.01 the back side cannot carry the margin: suspend the selection instead.
  return backH > 100 ? { backH, layH: layPriceH(p) } : undefined;
}

/**
 * The four markets priced from heads-up counts and each player's consecutive chance;
 * unquotable ones left out.
 */
function priced(heads: HeadsUpCounts, consecutiveA: number, consecutiveB: number): Market[] {
  const decided = heads.total - heads.ties;
  const rows = [
    { sid: 1, name: 'Player A', p: heads.aWins / decided, limits: MAIN_LIMITS },
    { sid: 2, name: 'Player B', p: heads.bWins / decided, limits: MAIN_LIMITS },
    { sid: 17, name: 'Player A', p: consecutiveA, limits: SIDE_LIMITS },
    { sid: 18, name: 'Player B', p: consecutiveB, limits: SIDE_LIMITS },
  ];
  return rows.flatMap(({ sid, name, p, limits }) => {
    const price = quote(p);
    return price ? [{ sid, name, kind: 'backlay' as const, ...price, ...limits }] : [];
  });
}

const CONSECUTIVE_P = TEEN_CONSECUTIVE_HANDS / TEEN_HANDS;
const { pairs, aWins, bWins, ties } = TEEN_HEADS_UP;
const MARKETS: readonly Market[] = priced({ aWins, bWins, ties, total: pairs }, CONSECUTIVE_P, CONSECUTIVE_P);
const BACK_H = new Map(MARKETS.map((m) => [m.sid, m.backH]));

/** Cards with suits renamed in order of first appearance: same probabilities, shared cache key. */
function canonical(visible: readonly Card[]): Card[] {
  const rename = [-1, -1, -1, -1];
  let next = 0;
  return visible.map((card) => {
    const suit = suitOf(card);
    if (rename[suit] === -1) rename[suit] = next++;
    return rename[suit]! * 13 + (card % 13);
  });
}

const cache = new Map<string, Market[]>();
const CACHE_LIMIT = 4096;

/**
 * Back/lay prices after the first `visible.length` cards of the deal (in deal order A1, B1, A2,
 * B2, A3) are face up (Decision 7, docs/rules/casino.md §9): exact conditional probabilities over
 * every completion of the unseen cards (hands/teenPatti.ts), priced by the rule in the module
 * note. A selection already decided, or too likely to keep a margin at 1.01, is left out
 * (suspended at this stage). Results are cached by the suit-renamed cards. Throws RangeError
 * for six or more cards, or repeated or invalid cards.
 */
export function teenPricesAfter(visible: readonly Card[]): Market[] {
  if (visible.length > 5) throw new RangeError('all six cards are face up: the round is over');
  if (
    new Set(visible).size !== visible.length ||
    visible.some((c) => !(Number.isInteger(c) && c >= 0 && c < 52))
  )
    throw new RangeError(`bad or repeated card in ${visible.join(',')}`);
  if (visible.length === 0) return MARKETS.map((m) => ({ ...m }));
  const cards = canonical(visible);
  const key = cards.join(',');
  let markets = cache.get(key);
  if (!markets) {
    const a = cards.filter((_, i) => i % 2 === 0);
    const b = cards.filter((_, i) => i % 2 === 1);
    const chance = (known: Card[]) => {
      const { hits, total } = teenConsecutiveCounts(known, cards);
      return hits / total;
    };
    markets = priced(teenHeadsUpCounts(a, b), chance(a), chance(b));
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, markets);
  }
  return markets.map((m) => ({ ...m }));
}

const consecutiveOf = (cards: readonly Card[], player: 0 | 1): boolean =>
  isConsecutive(cards[player]!, cards[player + 2]!, cards[player + 4]!);

/** Per-card rdesc words by card: suit name and parity (docs/rules/casino.md §9). */
const SUIT_OF = Array.from({ length: 52 }, (_, card) => suitWord(card));
const PARITY_OF = Array.from({ length: 52 }, (_, card) => parityWord(card));
const YES_NO = ['No', 'Yes'];
/**
 * Winning sids by winner index (0 tie, 1 A, 2 B) and consecutive hands: index winner * 4 +
 * (A ? 2 : 0) + (B ? 1 : 0). Shared between deals and frozen: never mutate.
 */
const SIDS: readonly number[][] = Array.from({ length: 12 }, (_, k) => {
  const sids = [[], [1], [2]][k >> 2]!.slice();
  if (k & 2) sids.push(17);
  if (k & 1) sids.push(18);
  return Object.freeze(sids) as number[];
});

/** rdesc part "A : x,y,z | B : x,y,z" of one word per card, A = cards 0, 2, 4 and B = 1, 3, 5. */
const perPlayer = (c: readonly Card[], word: readonly string[]): string =>
  `A : ${word[c[0]!]},${word[c[2]!]},${word[c[4]!]} | B : ${word[c[1]!]},${word[c[3]!]},${word[c[5]!]}`;

/** The result of six cards from the shoe (not checked: `deal` passes the shoe's cards). */
function resultOf(cards: readonly Card[]): RoundResult {
  const winner = teenWinnerIndex(
    teenScore(cards[0]!, cards[2]!, cards[4]!),
    teenScore(cards[1]!, cards[3]!, cards[5]!),
  );
  const consecutiveA = consecutiveOf(cards, 0);
  const consecutiveB = consecutiveOf(cards, 1);
  const { win, winnat } = TEEN_WINNERS[winner];
  return {
    win,
    winnat,
    sids: SIDS[winner * 4 + (consecutiveA ? 2 : 0) + (consecutiveB ? 1 : 0)]!,
    rdesc:
      `${winnat}#${perPlayer(cards, SUIT_OF)}#${perPlayer(cards, PARITY_OF)}` +
      `#A : ${YES_NO[+consecutiveA]} | B : ${YES_NO[+consecutiveB]}`,
    cards: teenCardCodes(cards),
  };
}

/**
 * The Teen table (tableNo 9): markets of §9 at their opening prices, prices that move with the
 * cards (`repriceAt`, `pricesAfter`), Game interface of types.ts.
 */
export const teenOneDay: Game = {
  type: 'Teen',
  name: CASINO_TABLE_NAMES.Teen,
  tableNo: 9,
  markets: MARKETS,
  repriceAt: REPRICE_AT,
  pricesAfter: teenPricesAfter,
  ...teenDealing(resultOf),
  settle(sid: number, deal: Deal): Outcome {
    const { a, b } = teenHandScores(deal.cards);
    switch (sid) {
      case 1:
        return mainOutcome(a, b);
      case 2:
        return mainOutcome(b, a);
      case 17:
      case 18:
        return consecutiveOf(deal.cards, sid === 17 ? 0 : 1) ? WIN : LOSS;
      default:
        throw new RangeError(`Teen has no sid ${sid}`);
    }
  },
  expectedRtp(sid: number): number {
    const backH = BACK_H.get(sid);
    if (backH === undefined) throw new RangeError(`Teen has no sid ${sid}`);
    if (sid === 1) return ((backH / 100) * aWins + ties) / pairs;
    if (sid === 2) return ((backH / 100) * bWins + ties) / pairs;
    return (backH / 100) * CONSECUTIVE_P;
  },
};
