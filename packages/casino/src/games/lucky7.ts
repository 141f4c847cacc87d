import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, rankOf, type Card } from '../cards';
import type { CasinoType, Game, Market, RoundResult } from '../types';
import { singleCardGame } from './lookup';
import {
  cardSideMarkets,
  cardSideOdds,
  cardSideWinners,
  colourWord,
  halfLossOnSeven,
  parityWord,
  RANK_LABELS_ACE_ONE,
  rankWord,
  rateMarket,
  SIDE_ODDS,
  type BackOdds,
  type CardSidePrices,
} from './sideBets';

/**
 * Lucky 7-A (lucky7) and Lucky 7-B (lucky7eu), docs/rules/casino.md §2: one card from 8 decks. A-6 is
 * Low, 8-K High; on a 7 both lose half the stake. Even/Odd (the 7 is odd), Red/Black and the
 * exact rank. The newer feeds' "Line 1-4" markets are not offered: the old t1/t2 payload we
 * emit (Decision 8) has exactly the 19 runners below, and the spec's Lucky 7 layout has no
 * section for them.
 */

/** Even, Odd, Red/Black prices in hundredths of a Lucky 7 table. */
export type Lucky7SidePrices = CardSidePrices;

/** Lucky 7-B's real payload (docs/rules/casino.md §2, mid 36.240308133751): 2.10 / 1.79 / 1.95. */
export const LUCKY7_EU_SIDES: Lucky7SidePrices = { evenH: 210, oddH: 179, colourH: 195 };
/** The other clones' rates used for Lucky 7-A (docs/rules/casino.md §2): 2.12 / 1.83 / 1.97. */
export const LUCKY7_A_SIDES: Lucky7SidePrices = { evenH: 212, oddH: 183, colourH: 197 };

/** Sids of docs/rules/casino.md §2 (the feed puts Even before Odd). */
export const LUCKY7_SID = { low: 1, high: 2, even: 3, odd: 4, red: 5, black: 6, aceCard: 7 } as const;

const MAIN = { min: 100, max: 300_000 };
const SIDE = { min: 100, max: 25_000 };

function markets(p: Lucky7SidePrices): Market[] {
  return [
    rateMarket(LUCKY7_SID.low, 'LOW Card', 200, MAIN.min, MAIN.max),
    rateMarket(LUCKY7_SID.high, 'HIGH Card', 200, MAIN.min, MAIN.max),
    ...cardSideMarkets(LUCKY7_SID, p, RANK_LABELS_ACE_ONE, SIDE.min, SIDE.max),
  ];
}

/** Exact odds (docs/rules/casino.md §2): Low/High 6/13 with 1/13 half back; sides as SIDE_ODDS. */
const ODDS: Record<number, BackOdds> = {
  [LUCKY7_SID.low]: SIDE_ODDS.lowHigh,
  [LUCKY7_SID.high]: SIDE_ODDS.lowHigh,
  ...cardSideOdds(LUCKY7_SID),
};

/**
 * The result of a Lucky 7 card (docs/rules/casino.md §2 "Result encoding"): win "1" Low, "2" High,
 * "0" on a 7 (winnat "Tie"); rdesc "Low Card#Odd#Black#5" (high/low # parity # colour # rank);
 * sids every outright winner (Low/High are not winners on a 7; they lose half).
 */
export function lucky7Result(cards: readonly Card[]): RoundResult {
  const card = cards[0]!;
  const rank = rankOf(card);
  const [win, winnat] = rank < 7 ? ['1', 'Low Card'] : rank > 7 ? ['2', 'High Card'] : ['0', 'Tie'];
  const sids: number[] = [];
  if (rank !== 7) sids.push(rank < 7 ? LUCKY7_SID.low : LUCKY7_SID.high);
  sids.push(...cardSideWinners(card, LUCKY7_SID));
  return {
    win,
    winnat,
    sids,
    rdesc: `${winnat}#${parityWord(card)}#${colourWord(card)}#${rankWord(card)}`,
    cards: [cardCode(card)],
  };
}

function lucky7Table(type: CasinoType, name: string, tableNo: number, sides: Lucky7SidePrices): Game {
  return singleCardGame({
    type,
    name,
    tableNo,
    shoe: composition(8),
    markets: markets(sides),
    odds: ODDS,
    resultOf: lucky7Result,
    exception: halfLossOnSeven(LUCKY7_SID.low, LUCKY7_SID.high),
  });
}

/** Lucky 7-A, table 24: the clones' side rates (Even 2.12, Odd 1.83, Red/Black 1.97). */
export const lucky7 = lucky7Table('lucky7', CASINO_TABLE_NAMES.lucky7, 24, LUCKY7_A_SIDES);
/** Lucky 7-B, table 36: the real payload's side rates (Even 2.10, Odd 1.79, Red/Black 1.95). */
export const lucky7eu = lucky7Table('lucky7eu', CASINO_TABLE_NAMES.lucky7eu, 36, LUCKY7_EU_SIDES);
