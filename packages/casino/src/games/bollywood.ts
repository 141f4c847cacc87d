import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, isRed, rankOf, suitOf, type Card } from '../cards';
import { backPriceH, layPriceH } from '../prices';
import type { Market, RoundResult } from '../types';
import { singleCardGame } from './lookup';
import { backLayMarket, colourWord, rankWord, rateMarket, SIDE_ODDS, type BackOdds } from './sideBets';

/**
 * Bollywood Casino (btable, table 26), docs/rules/casino.md §6: one card from a 32-card shoe of J, Q,
 * K, A in four suits, two copies each. The card names one of six movie outcomes (back/lay); Odd
 * (J, K, A; back/lay), Red/Black, the exact rank, Dulha Dulhan (K, Q) and Barati (J, A) at fixed
 * rates.
 */

/** Sids of docs/rules/casino.md §6. */
export const BTABLE_SID = {
  don: 1,
  amarAkbarAnthony: 2,
  sahibBibiAurGhulam: 3,
  dharamVeer: 4,
  kisKisKoPyaarKaroon: 5,
  ghulam: 6,
  odd: 7,
  red: 8,
  black: 9,
  cardJ: 10,
  cardQ: 11,
  cardK: 12,
  cardA: 13,
  dulhaDulhan: 14,
  barati: 15,
} as const;

/** The 32-card shoe: J, Q, K, A of four suits, two copies (docs/rules/casino.md §6). */
export const BTABLE_SHOE = composition(2, [1, 11, 12, 13]);

/** Movie outcomes in sid order with the number of the 16 card types that give each (§6). */
const MOVIES = [
  ['DON', 1],
  ['Amar Akbar Anthony', 3],
  ['Sahib Bibi Aur Ghulam', 3],
  ['Dharam Veer', 2],
  ['Kis KisKo Pyaar Karoon', 4],
  ['Ghulam', 3],
] as const;

/**
 * The movie sid of a card (docs/rules/casino.md §6): A♠ DON; A♥ A♣ A♦ Amar Akbar Anthony; K♠ Q♠ J♠
 * Sahib Bibi Aur Ghulam; K♣ K♦ Dharam Veer; K♥ Q♥ Q♣ Q♦ Kis KisKo Pyaar Karoon; J♥ J♣ J♦ Ghulam.
 * Throws RangeError for a rank the shoe does not hold.
 */
export function movieOf(card: Card): number {
  const rank = rankOf(card);
  if (rank > 1 && rank < 11) throw new RangeError(`the Bollywood shoe has no ${cardCode(card)}`);
  const spade = suitOf(card) === 0;
  if (rank === 1) return spade ? BTABLE_SID.don : BTABLE_SID.amarAkbarAnthony;
  if (spade) return BTABLE_SID.sahibBibiAurGhulam;
  if (rank === 13) return suitOf(card) === 1 ? BTABLE_SID.kisKisKoPyaarKaroon : BTABLE_SID.dharamVeer;
  return rank === 12 ? BTABLE_SID.kisKisKoPyaarKaroon : BTABLE_SID.ghulam;
}

/** Sid of the "Card J/Q/K/A" market of a rank. */
const CARD_SID: Readonly<Record<number, number>> = {
  11: BTABLE_SID.cardJ,
  12: BTABLE_SID.cardQ,
  13: BTABLE_SID.cardK,
  1: BTABLE_SID.cardA,
};
const MOVIE = { min: 100, max: 300_000 };
const SIDE = { min: 100, max: 100_000 };
const COLOUR = { min: 100, max: 25_000 };
const P_ODD = 12 / 16;
const P_RANK = 4 / 16;

/**
 * Movie outcomes and Odd were not found: 0.97 x fair back / fair / 0.97 lay (Decision 7), e.g.
 * DON 15.52 / 16.50, Odd 1.29 / 1.38. The rest at the document's rates: Red/Black, Dulha Dulhan,
 * Barati 1.97; Card J/Q/K/A 3.75 (names in the feed's casing).
 */
const markets: Market[] = [
  ...MOVIES.map(([name, count], i) =>
    backLayMarket(i + 1, name, backPriceH(count / 16), layPriceH(count / 16), MOVIE.min, MOVIE.max),
  ),
  backLayMarket(BTABLE_SID.odd, 'Odd', backPriceH(P_ODD), layPriceH(P_ODD), SIDE.min, SIDE.max),
  rateMarket(BTABLE_SID.red, 'Red', 197, COLOUR.min, COLOUR.max),
  rateMarket(BTABLE_SID.black, 'Black', 197, COLOUR.min, COLOUR.max),
  rateMarket(BTABLE_SID.cardJ, 'Card J', 375, SIDE.min, SIDE.max),
  rateMarket(BTABLE_SID.cardQ, 'Card Q', 375, SIDE.min, SIDE.max),
  rateMarket(BTABLE_SID.cardK, 'card K', 375, SIDE.min, SIDE.max),
  rateMarket(BTABLE_SID.cardA, 'card A', 375, SIDE.min, SIDE.max),
  rateMarket(BTABLE_SID.dulhaDulhan, 'Dulha Dulhan K-Q', 197, SIDE.min, SIDE.max),
  rateMarket(BTABLE_SID.barati, 'Barati J-A', 197, SIDE.min, SIDE.max),
];

/** Exact odds, 16 equally likely card types (docs/rules/casino.md §6). */
const ODDS: Record<number, BackOdds> = {
  [BTABLE_SID.odd]: { win: P_ODD },
  [BTABLE_SID.red]: SIDE_ODDS.colour,
  [BTABLE_SID.black]: SIDE_ODDS.colour,
  [BTABLE_SID.cardJ]: { win: P_RANK },
  [BTABLE_SID.cardQ]: { win: P_RANK },
  [BTABLE_SID.cardK]: { win: P_RANK },
  [BTABLE_SID.cardA]: { win: P_RANK },
  [BTABLE_SID.dulhaDulhan]: { win: 1 / 2 },
  [BTABLE_SID.barati]: { win: 1 / 2 },
};
MOVIES.forEach(([, count], i) => (ODDS[i + 1] = { win: count / 16 }));

/**
 * The result of a Bollywood card (docs/rules/casino.md §6 "Result encoding"): win "1".."6" the movie
 * sid, winnat its name; rdesc "<movie>#<Odd|Even>#<Dulha Dulhan|Barati>#<Red|Black>#<rank>";
 * sids every outright winner. Throws RangeError for a card the shoe does not hold.
 */
export function btableResult(cards: readonly Card[]): RoundResult {
  const card = cards[0]!;
  const movie = movieOf(card);
  const rank = rankOf(card);
  const odd = rank !== 12;
  const couple = rank === 12 || rank === 13;
  const winnat = MOVIES[movie - 1]![0];
  const sids = [movie];
  if (odd) sids.push(BTABLE_SID.odd);
  sids.push(isRed(card) ? BTABLE_SID.red : BTABLE_SID.black, CARD_SID[rank]!);
  sids.push(couple ? BTABLE_SID.dulhaDulhan : BTABLE_SID.barati);
  return {
    win: String(movie),
    winnat,
    sids,
    rdesc: `${winnat}#${odd ? 'Odd' : 'Even'}#${couple ? 'Dulha Dulhan' : 'Barati'}#${colourWord(card)}#${rankWord(card)}`,
    cards: [cardCode(card)],
  };
}

/** Bollywood Casino, table 26. */
export const btable = singleCardGame({
  type: 'btable',
  name: CASINO_TABLE_NAMES.btable,
  tableNo: 26,
  shoe: BTABLE_SHOE,
  markets,
  odds: ODDS,
  resultOf: btableResult,
});
