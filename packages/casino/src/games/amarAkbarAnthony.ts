import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, rankOf, type Card } from '../cards';
import { backPriceH, layPriceH } from '../prices';
import type { Market, RoundResult } from '../types';
import { singleCardGame } from './lookup';
import {
  backLayMarket,
  cardSideMarkets,
  cardSideOdds,
  cardSideWinners,
  colourWord,
  halfLossOnSeven,
  parityWord,
  RANK_LABELS_ACE_A,
  rankWord,
  rateMarket,
  SIDE_ODDS,
  type BackOdds,
} from './sideBets';

/**
 * Amar Akbar Anthony (aaa, table 27), docs/rules/casino.md §5: one card from 8 decks. Amar = A-6,
 * Akbar = 7-10, Anthony = J-K (back/lay); Even/Odd, Red/Black and the exact card as in Lucky 7;
 * Under 7 (A-6) / Over 7 (8-K) lose half the stake on a 7.
 */

/** Sids of docs/rules/casino.md §5. */
export const AAA_SID = {
  amar: 1,
  akbar: 2,
  anthony: 3,
  even: 4,
  odd: 5,
  red: 6,
  black: 7,
  aceCard: 8,
  under7: 21,
  over7: 22,
} as const;

const MAIN_NAMES = ['Amar', 'Akbar', 'Anthony'] as const;
/** Exact chances of Amar (6/13), Akbar (4/13), Anthony (3/13): docs/rules/casino.md §5. */
const MAIN_P = [6 / 13, 4 / 13, 3 / 13] as const;
const MAIN = { min: 100, max: 300_000 };
/** "side" limits (docs/rules/casino.md §0.1 typical side market limits), also for Under/Over 7. */
const SIDE = { min: 100, max: 25_000 };

/**
 * Amar at the recorded sample 2.12 / 2.22 (docs/rules/casino.md §5); Akbar and Anthony were not
 * found, so 0.97 x fair / fair / 0.97 (Decision 7): Akbar 3.15 / 3.36, Anthony 4.20 / 4.47.
 */
const markets: Market[] = [
  backLayMarket(AAA_SID.amar, 'Amar', 212, 222, MAIN.min, MAIN.max),
  backLayMarket(AAA_SID.akbar, 'Akbar', backPriceH(MAIN_P[1]), layPriceH(MAIN_P[1]), MAIN.min, MAIN.max),
  backLayMarket(AAA_SID.anthony, 'Anthony', backPriceH(MAIN_P[2]), layPriceH(MAIN_P[2]), MAIN.min, MAIN.max),
  ...cardSideMarkets(AAA_SID, { evenH: 212, oddH: 183, colourH: 197 }, RANK_LABELS_ACE_A, SIDE.min, SIDE.max),
  rateMarket(AAA_SID.under7, 'Under 7', 200, SIDE.min, SIDE.max),
  rateMarket(AAA_SID.over7, 'Over 7', 200, SIDE.min, SIDE.max),
];

const ODDS: Record<number, BackOdds> = {
  [AAA_SID.amar]: { win: MAIN_P[0] },
  [AAA_SID.akbar]: { win: MAIN_P[1] },
  [AAA_SID.anthony]: { win: MAIN_P[2] },
  ...cardSideOdds(AAA_SID),
  [AAA_SID.under7]: SIDE_ODDS.lowHigh,
  [AAA_SID.over7]: SIDE_ODDS.lowHigh,
};

/**
 * The result of an aaa card (docs/rules/casino.md §5 "Result encoding"): win "1" Amar, "2" Akbar,
 * "3" Anthony; rdesc "Amar#Even#Red#Under 7#6" (main # parity # colour # under/over # rank), the
 * under/over part "Tie" on a 7 (our choice, as Lucky 7 names the tie); sids every outright winner.
 */
export function aaaResult(cards: readonly Card[]): RoundResult {
  const card = cards[0]!;
  const rank = rankOf(card);
  const main = rank <= 6 ? 0 : rank <= 10 ? 1 : 2;
  const sids: number[] = [main + 1];
  sids.push(...cardSideWinners(card, AAA_SID));
  if (rank !== 7) sids.push(rank < 7 ? AAA_SID.under7 : AAA_SID.over7);
  const underOver = rank < 7 ? 'Under 7' : rank > 7 ? 'Over 7' : 'Tie';
  const winnat = MAIN_NAMES[main]!;
  return {
    win: String(main + 1),
    winnat,
    sids,
    rdesc: `${winnat}#${parityWord(card)}#${colourWord(card)}#${underOver}#${rankWord(card)}`,
    cards: [cardCode(card)],
  };
}

/** Amar Akbar Anthony, table 27. */
export const aaa = singleCardGame({
  type: 'aaa',
  name: CASINO_TABLE_NAMES.aaa,
  tableNo: 27,
  shoe: composition(8),
  markets,
  odds: ODDS,
  resultOf: aaaResult,
  exception: halfLossOnSeven(AAA_SID.under7, AAA_SID.over7),
});
