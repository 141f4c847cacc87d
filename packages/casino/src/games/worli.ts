import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { cardCode, composition, rankOf, type Card, type Rng } from '../cards';
import { backPriceH } from '../prices';
import type { Deal, Game, Market, RoundResult } from '../types';
import { drawFresh } from './lookup';
import { expectedRtpOf, faceUp, LOSS, rateMarket, WIN, type BackOdds } from './sideBets';

/**
 * Instant Worli (worli2, table 23), docs/rules/casino.md §11: three cards from a fresh 40-card shoe
 * (A-10 of four suits, one deck [A]). A card's digit is its rank, 10 = 0. The pana is the three
 * digits ascending with 0 highest (written last), e.g. "590"; the single is the last digit of
 * their sum. Markets: each single digit, LINE 1 (1-5), LINE 2 (6-9, 0), ODD, EVEN (0 is even).
 */

/** The 40-card shoe: A, 2 .. 10 of four suits (docs/rules/casino.md §11). */
export const WORLI_SHOE = composition(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

/** Sids: the single digit d is sid d ("0 Single" is sid 0, listed last as in the feed). */
export const WORLI_SID = { line1: 11, line2: 12, odd: 13, even: 14 } as const;

/** The worli digit of a card: A = 1, 2-9 face value, 10 = 0 (docs/rules/casino.md §11). */
export const digitOf = (card: Card): number => rankOf(card) % 10;

/** The single (ank): last digit of the sum of the cards' digits. */
export function singleOf(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += digitOf(card);
  return sum % 10;
}

/** The pana of digits: ascending with 0 counted highest and written last, e.g. 5, 0, 9 -> "590". */
export function panaOf(digits: readonly number[]): string {
  return [...digits].sort((a, b) => (a || 10) - (b || 10)).join('');
}

const SIDE = { min: 100, max: 25_000 };
/** Prices were not recorded (docs/rules/casino.md §11): 0.97 x fair (Decision 3), 9.70 and 1.94. */
const SINGLE_H = backPriceH(1 / 10);
const HALF_H = backPriceH(1 / 2);
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] as const;

const markets: Market[] = [
  ...DIGITS.map((d) => rateMarket(d, `${d} Single`, SINGLE_H, SIDE.min, SIDE.max)),
  rateMarket(WORLI_SID.line1, 'LINE 1', HALF_H, SIDE.min, SIDE.max),
  rateMarket(WORLI_SID.line2, 'LINE 2', HALF_H, SIDE.min, SIDE.max),
  rateMarket(WORLI_SID.odd, 'ODD', HALF_H, SIDE.min, SIDE.max),
  rateMarket(WORLI_SID.even, 'EVEN', HALF_H, SIDE.min, SIDE.max),
];

/** Exact (docs/rules/casino.md §11): every single 1/10; each line and parity 1/2. */
const ODDS: Record<number, BackOdds> = {
  [WORLI_SID.line1]: { win: 1 / 2 },
  [WORLI_SID.line2]: { win: 1 / 2 },
  [WORLI_SID.odd]: { win: 1 / 2 },
  [WORLI_SID.even]: { win: 1 / 2 },
};
for (const d of DIGITS) ODDS[d] = { win: 1 / 10 };

/** The sids a single wins: its digit, its line and its parity. */
const winnersOf = (single: number): number[] => [
  single,
  single >= 1 && single <= 5 ? WORLI_SID.line1 : WORLI_SID.line2,
  single % 2 === 1 ? WORLI_SID.odd : WORLI_SID.even,
];
const SID_COUNT = WORLI_SID.even + 1;
/** WINS[single * SID_COUNT + sid] = 1 when a back bet on sid wins with that single. */
const WINS = new Uint8Array(10 * SID_COUNT);
for (let single = 0; single < 10; single++)
  for (const sid of winnersOf(single)) WINS[single * SID_COUNT + sid] = 1;
const SIDS = new Set(markets.map((m) => m.sid));

/** Per digit triple d1 * 100 + d2 * 10 + d3: the single and rdesc "<pana>#<single>", built once. */
const SINGLE_OF = new Uint8Array(1000);
const RDESC_OF: string[] = [];
for (let key = 0; key < 1000; key++) {
  const digits = [Math.floor(key / 100), Math.floor(key / 10) % 10, key % 10];
  const single = (digits[0]! + digits[1]! + digits[2]!) % 10;
  SINGLE_OF[key] = single;
  RDESC_OF[key] = `${panaOf(digits)}#${single}`;
}
/** Shared, frozen sids of each single. */
const SIDS_OF = Array.from({ length: 10 }, (_, single) => Object.freeze(winnersOf(single)) as number[]);

/**
 * The result of three worli cards (docs/rules/casino.md §11 "Result encoding"): win the single digit,
 * winnat its market name ("4 Single"), rdesc "<pana>#<single>" (e.g. "590#4"), sids the single's
 * digit, line and parity (shared, frozen), cards the three cards in deal order. Throws
 * RangeError unless there are three cards.
 */
export function worliResult(cards: readonly Card[]): RoundResult {
  if (cards.length !== 3) throw new RangeError(`a worli deal has ${cards.length} cards`);
  const key = digitOf(cards[0]!) * 100 + digitOf(cards[1]!) * 10 + digitOf(cards[2]!);
  const single = SINGLE_OF[key]!;
  return {
    win: String(single),
    winnat: `${single} Single`,
    sids: SIDS_OF[single]!,
    rdesc: RDESC_OF[key]!,
    cards: [cardCode(cards[0]!), cardCode(cards[1]!), cardCode(cards[2]!)],
  };
}

/**
 * Instant Worli, table 23. `settle` throws RangeError for an unknown sid or a deal that is not
 * three cards of the A-10 shoe.
 */
export const worli2: Game = {
  type: 'worli2',
  name: CASINO_TABLE_NAMES.worli2,
  tableNo: 23,
  markets,
  deal(rng: Rng): Deal {
    const cards = drawFresh(WORLI_SHOE, rng, 3);
    return { cards, result: worliResult(cards) };
  },
  settle(sid, deal) {
    if (!SIDS.has(sid)) throw new RangeError(`unknown sid ${sid}`);
    if (deal.cards.length !== 3 || !deal.cards.every((card) => rankOf(card) <= 10))
      throw new RangeError(`not a worli deal: ${deal.cards.join(',')}`);
    return WINS[singleOf(deal.cards) * SID_COUNT + sid] ? WIN : LOSS;
  },
  liveCards: (deal, revealed) => faceUp(deal.cards, revealed, 3),
  expectedRtp: expectedRtpOf(markets, ODDS),
};
