import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, isOddRank, isRed, rankOf, suitOf, type Card, type Rng } from '../cards';
import { backPriceH, layPriceH } from '../prices';
import type { CasinoType, Deal, Game, Market, RoundResult } from '../types';
import { drawFresh, LookupTable } from './lookup';
import {
  backLayMarket,
  colourWord,
  expectedRtpOf,
  faceUp,
  parityWord,
  RANK_LABELS_ACE_ONE,
  rankMarkets,
  rankWord,
  rateMarket,
  SIDE_ODDS,
  SUIT_WORDS,
  suitWord,
  type BackOdds,
} from './sideBets';

/**
 * Dragon Tiger: dt20 and dt202 (docs/rules/casino.md §3) and dt6 (§4, Decision 5). One card to Dragon
 * (C1), one to Tiger (C2), from a fresh 8-deck shoe. The higher rank wins (A = 1 low, K = 13);
 * equal ranks are broken by suit, spade > heart > club > diamond; identical cards (same rank and
 * suit) tie, and Dragon and Tiger bets lose. Pair = same rank, identical cards included.
 */

/** Exact chances from 8 decks (docs/rules/casino.md §3): the second card is one of the 415 left. */
export const DT_ODDS = {
  dragon: { win: 204 / 415 },
  tiger: { win: 204 / 415 },
  tie: { win: 7 / 415 },
  pair: { win: 31 / 415 },
} as const satisfies Record<string, BackOdds>;

/** The winner of a face-off: 1 Dragon, 2 Tiger, 0 identical cards (a tie). */
export function faceOff(dragon: Card, tiger: Card): 0 | 1 | 2 {
  if (dragon === tiger) return 0;
  return strength(dragon) > strength(tiger) ? 1 : 2;
}

/** Rank first, then suit: spade (suit 0) beats heart, club, diamond (docs/rules/casino.md §3). */
const strength = (card: Card): number => rankOf(card) * 4 + 3 - suitOf(card);

/** Where one side's props sit: Even, Odd, Red, Black, then either 13 ranks or 4 suits. */
interface SideLayout {
  prefix: string;
  even: number;
  odd: number;
  red: number;
  black: number;
  /** First of 13 "Card" sids, ace first (dt20/dt202). */
  aceCard?: number;
  /** First of the four suit sids, spade first (dt6). */
  spade?: number;
}

/** A Dragon Tiger variant: codes, sids and the last part of rdesc. */
interface Variant {
  tieCode: string;
  tieSid?: number;
  pairSid: number;
  dragon: SideLayout;
  tiger: SideLayout;
  /** The per-side word of rdesc's last part: the rank (dt20) or the suit (dt6). */
  lastWord(card: Card): string;
}

const DT20: Variant = {
  tieCode: '3',
  tieSid: 3,
  pairSid: 4,
  dragon: { prefix: 'Dragon ', even: 5, odd: 6, red: 7, black: 8, aceCard: 9 },
  tiger: { prefix: 'Tiger ', even: 22, odd: 23, red: 24, black: 25, aceCard: 26 },
  lastWord: rankWord,
};

/** dt6 sids (our choice, docs/rules/casino.md §4 names no sids): per side Even, Odd, Red, Black, suits. */
const DT6: Variant = {
  tieCode: '0',
  pairSid: 3,
  dragon: { prefix: 'Dragon ', even: 4, odd: 5, red: 6, black: 7, spade: 8 },
  tiger: { prefix: 'Tiger ', even: 12, odd: 13, red: 14, black: 15, spade: 16 },
  lastWord: suitWord,
};

const WINNERS = ['Tie', 'Dragon', 'Tiger'] as const;

function pushSideSids(card: Card, side: SideLayout, sids: number[]): void {
  sids.push(isOddRank(card) ? side.odd : side.even, isRed(card) ? side.red : side.black);
  if (side.aceCard !== undefined) sids.push(side.aceCard + rankOf(card) - 1);
  if (side.spade !== undefined) sids.push(side.spade + suitOf(card));
}

/**
 * The result of a Dragon/Tiger deal (docs/rules/casino.md §3, §4 "Result encoding"): win "1" Dragon,
 * "2" Tiger, tie "3" (dt20) or "0" (dt6); rdesc "Dragon#No#D : Even | T : Odd#D : Red | T :
 * Black#D : 10 | T : 4" (dt6 ends with suits, "D : Spade | T : Heart"); cards [Dragon, Tiger].
 */
function resultOf(variant: Variant, cards: readonly Card[]): RoundResult {
  const [dragon, tiger] = cards as [Card, Card];
  const winner = faceOff(dragon, tiger);
  const pair = rankOf(dragon) === rankOf(tiger);
  const sids: number[] = [];
  if (winner !== 0) sids.push(winner);
  else if (variant.tieSid !== undefined) sids.push(variant.tieSid);
  if (pair) sids.push(variant.pairSid);
  pushSideSids(dragon, variant.dragon, sids);
  pushSideSids(tiger, variant.tiger, sids);
  const both = (word: (card: Card) => string) => `D : ${word(dragon)} | T : ${word(tiger)}`;
  const winnat = WINNERS[winner];
  return {
    win: winner === 0 ? variant.tieCode : String(winner),
    winnat,
    sids,
    rdesc: [winnat, pair ? 'Yes' : 'No', both(parityWord), both(colourWord), both(variant.lastWord)].join(
      '#',
    ),
    cards: [cardCode(dragon), cardCode(tiger)],
  };
}

/** Markets and odds of one side's props. */
function sideMarkets(side: SideLayout, prices: SidePrices, odds: Record<number, BackOdds>): Market[] {
  const { prefix } = side;
  const { min, max } = SIDE;
  const markets = [
    rateMarket(side.even, `${prefix}Even`, prices.evenH, min, max),
    rateMarket(side.odd, `${prefix}Odd`, prices.oddH, min, max),
    rateMarket(side.red, `${prefix}Red`, prices.colourH, min, max),
    rateMarket(side.black, `${prefix}Black`, prices.colourH, min, max),
  ];
  odds[side.even] = SIDE_ODDS.even;
  odds[side.odd] = SIDE_ODDS.odd;
  odds[side.red] = odds[side.black] = SIDE_ODDS.colour;
  if (side.aceCard !== undefined) {
    markets.push(
      ...rankMarkets(side.aceCard, `${prefix}Card `, RANK_LABELS_ACE_ONE, prices.otherH, min, max),
    );
    for (let r = 0; r < 13; r++) odds[side.aceCard + r] = SIDE_ODDS.rank;
  }
  if (side.spade !== undefined) {
    const first = side.spade;
    markets.push(
      ...SUIT_WORDS.map((suit, s) => rateMarket(first + s, prefix + suit, prices.otherH, min, max)),
    );
    for (let s = 0; s < 4; s++) odds[first + s] = SIDE_ODDS.suit;
  }
  return markets;
}

interface SidePrices {
  evenH: number;
  oddH: number;
  colourH: number;
  /** The rank markets (dt20) or the suit markets (dt6). */
  otherH: number;
}

const MAIN = { min: 100, max: 300_000 };
const SIDE = { min: 100, max: 25_000 };
const PAIR = { min: 100, max: 30_000 };
/** dt20 side rates from the recorded template (docs/rules/casino.md §3). */
const DT20_SIDES: SidePrices = { evenH: 212, oddH: 183, colourH: 197, otherH: 1200 };
/** dt6 side prices were not found: 0.97 x fair (Decision 3): 2.10, 1.80, 1.94, suits 3.88. */
const DT6_SIDES: SidePrices = {
  evenH: backPriceH(SIDE_ODDS.even.win),
  oddH: backPriceH(SIDE_ODDS.odd.win),
  colourH: backPriceH(SIDE_ODDS.colour.win),
  otherH: backPriceH(SIDE_ODDS.suit.win),
};

/**
 * dt6 Dragon/Tiger prices: back 1.98 (Decision 5; RTP 1.98 x 204/415 = 0.9733). The lay is
 * fair / 0.97 = 2.10 (Decision 7), not Decision 5's 2.00: with identical cards making both lose,
 * laying Dragon and Tiger together at 2.00 never loses and wins on every tie (+7/415 per unit).
 */
export const DT6_MAIN_PRICES = { backH: 198, layH: layPriceH(DT_ODDS.dragon.win) } as const;

function dt20Markets(odds: Record<number, BackOdds>): Market[] {
  Object.assign(odds, { 1: DT_ODDS.dragon, 2: DT_ODDS.tiger, 3: DT_ODDS.tie, 4: DT_ODDS.pair });
  return [
    rateMarket(1, 'Dragon', 200, MAIN.min, MAIN.max),
    rateMarket(2, 'Tiger', 200, MAIN.min, MAIN.max),
    rateMarket(3, 'Tie', 5000, MAIN.min, MAIN.max),
    rateMarket(4, 'Pair', 1200, PAIR.min, PAIR.max),
    ...sideMarkets(DT20.dragon, DT20_SIDES, odds),
    ...sideMarkets(DT20.tiger, DT20_SIDES, odds),
  ];
}

function dt6Markets(odds: Record<number, BackOdds>): Market[] {
  Object.assign(odds, { 1: DT_ODDS.dragon, 2: DT_ODDS.tiger, 3: DT_ODDS.pair });
  const { backH, layH } = DT6_MAIN_PRICES;
  return [
    backLayMarket(1, 'Dragon', backH, layH, MAIN.min, 150_000),
    backLayMarket(2, 'Tiger', backH, layH, MAIN.min, 150_000),
    rateMarket(3, 'Pair', backPriceH(DT_ODDS.pair.win), PAIR.min, PAIR.max),
    ...sideMarkets(DT6.dragon, DT6_SIDES, odds),
    ...sideMarkets(DT6.tiger, DT6_SIDES, odds),
  ];
}

const SHOE = composition(8);

function dragonTigerGame(
  type: CasinoType,
  name: string,
  tableNo: number,
  variant: Variant,
  marketsOf: (odds: Record<number, BackOdds>) => Market[],
): Game {
  const odds: Record<number, BackOdds> = {};
  const markets = marketsOf(odds);
  const table = new LookupTable({
    markets,
    keyCount: 52 * 52,
    cardsOf: (key) => [Math.floor(key / 52), key % 52],
    resultOf: (cards) => resultOf(variant, cards),
  });
  const keyOf = (deal: Deal): number => {
    const [dragon, tiger] = deal.cards;
    if (deal.cards.length !== 2 || !(dragon! >= 0 && dragon! < 52 && tiger! >= 0 && tiger! < 52))
      throw new RangeError(`not a Dragon Tiger deal: ${deal.cards.join(',')}`);
    return dragon! * 52 + tiger!;
  };
  return {
    type,
    name,
    tableNo,
    markets,
    deal(rng: Rng): Deal {
      const cards = drawFresh(SHOE, rng, 2);
      return { cards, result: table.result(cards[0]! * 52 + cards[1]!) };
    },
    settle: (sid, deal) => table.settle(sid, keyOf(deal)),
    liveCards: (deal, revealed) => faceUp(deal.cards, revealed, 2),
    expectedRtp: expectedRtpOf(markets, odds),
  };
}

/** 20-20 Dragon Tiger, table 25 (docs/rules/casino.md §3). */
export const dt20 = dragonTigerGame('dt20', CASINO_TABLE_NAMES.dt20, 25, DT20, dt20Markets);
/** 20-20 Dragon Tiger 2, table 40: the same game on another table (docs/rules/casino.md §3). */
export const dt202 = dragonTigerGame('dt202', CASINO_TABLE_NAMES.dt202, 40, DT20, dt20Markets);
/** 1 Day Dragon Tiger, table 28 (docs/rules/casino.md §4, Decision 5): back/lay Dragon and Tiger. */
export const dt6 = dragonTigerGame('dt6', CASINO_TABLE_NAMES.dt6, 28, DT6, dt6Markets);
