import { cardCode, HIDDEN, isOddRank, isRed, rankOf, suitOf, type Card } from '../cards';
import type { Market, Outcome } from '../types';

/**
 * Building blocks shared by the card-property tables (lucky7, dt20/dt202/dt6, aaa, btable,
 * worli2): the outcome values, exact odds and RTP, the words of `rdesc`, market rows and the t1
 * card fields.
 */

/** A back bet won at its price. Shared and frozen: never mutate. */
export const WIN: Outcome = Object.freeze({ kind: 'win' });
/** A back bet lost. */
export const LOSS: Outcome = Object.freeze({ kind: 'loss' });
/** Stake returned. */
export const PUSH: Outcome = Object.freeze({ kind: 'push' });
/** Half the stake returned (Low/High, Under/Over 7 on a 7: docs/rules/casino.md §2, §5). */
export const HALF_LOSS: Outcome = Object.freeze({ kind: 'halfLoss' });

/**
 * Exact chances (0..1) of how a back bet ends, from docs/rules/casino.md's probability tables; the rest
 * of the probability is a loss.
 */
export interface BackOdds {
  win: number;
  push?: number;
  halfLoss?: number;
}

/**
 * Return to player of a back bet at `backH` (hundredths): p(win) x rate + p(push) + p(halfLoss) / 2
 * (docs/rules/casino.md "RTP": stake returned on a push counts as 1).
 */
export function rtpOf(odds: BackOdds, backH: number): number {
  return (odds.win * backH) / 100 + (odds.push ?? 0) + (odds.halfLoss ?? 0) / 2;
}

/**
 * The `expectedRtp` of a game: each market's RTP at its back price from `odds` (keyed by sid).
 * Throws RangeError at build time when a market has no odds, and from the returned function for an
 * unknown sid.
 */
export function expectedRtpOf(
  markets: readonly Market[],
  odds: Readonly<Record<number, BackOdds>>,
): (sid: number) => number {
  const rtp = new Map<number, number>();
  for (const m of markets) {
    const o = odds[m.sid];
    if (!o) throw new RangeError(`no odds for sid ${m.sid}`);
    rtp.set(m.sid, rtpOf(o, m.backH));
  }
  return (sid) => {
    const value = rtp.get(sid);
    if (value === undefined) throw new RangeError(`unknown sid ${sid}`);
    return value;
  };
}

/**
 * Exact odds of the one-card side bets from full shoes (docs/rules/casino.md §2, §3, §4): Even
 * (2,4,6,8,10,Q) 6/13, Odd (A,3,5,7,9,J,K) 7/13, Red or Black 1/2, one rank 1/13, one suit 1/4.
 */
export const SIDE_ODDS = {
  even: { win: 6 / 13 },
  odd: { win: 7 / 13 },
  colour: { win: 1 / 2 },
  rank: { win: 1 / 13 },
  suit: { win: 1 / 4 },
  /** Low/High, Under/Over 7: 6/13 wins, the 7 (1/13) returns half (docs/rules/casino.md §2, §5). */
  lowHigh: { win: 6 / 13, halfLoss: 1 / 13 },
} as const satisfies Record<string, BackOdds>;

/**
 * The exception rule of Low/High and Under/Over 7 (docs/rules/casino.md §2, §5): a back bet on one of
 * `sids` loses half the stake when the (single) card is a 7; otherwise the plain rule applies.
 */
export const halfLossOnSeven =
  (...sids: number[]) =>
  (sid: number, cards: readonly Card[]): Outcome | undefined =>
    sids.includes(sid) && rankOf(cards[0]!) === 7 ? HALF_LOSS : undefined;

/** "Odd" or "Even" by rank (docs/rules/casino.md §2: the 7 is odd). */
export const parityWord = (card: Card): string => (isOddRank(card) ? 'Odd' : 'Even');
/** "Red" (hearts, diamonds) or "Black" (spades, clubs). */
export const colourWord = (card: Card): string => (isRed(card) ? 'Red' : 'Black');
/** Suit names in card-number order (docs/rules/casino.md §4 rdesc). */
export const SUIT_WORDS = ['Spade', 'Heart', 'Club', 'Diamond'] as const;
/** "Spade", "Heart", "Club" or "Diamond". */
export const suitWord = (card: Card): string => SUIT_WORDS[suitOf(card)]!;
/** The rank as written on the wire: A, 2 .. 10, J, Q, K. */
export const rankWord = (card: Card): string => cardCode(card).slice(0, -2);

/** Rank labels of the card markets whose ace is "1" (lucky7 "Card 1", dt20 "Dragon Card 1"). */
export const RANK_LABELS_ACE_ONE = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const;
/** Rank labels whose ace is "A" (aaa "Card A"). */
export const RANK_LABELS_ACE_A = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** A back-only market row (kind 'rate'); prices in hundredths, limits in currency units. */
export const rateMarket = (sid: number, name: string, backH: number, min: number, max: number): Market => ({
  sid,
  name,
  kind: 'rate',
  backH,
  min,
  max,
});

/** A back/lay market row (docs/rules/casino.md Decision 7). */
export const backLayMarket = (
  sid: number,
  name: string,
  backH: number,
  layH: number,
  min: number,
  max: number,
): Market => ({ sid, name, kind: 'backlay', backH, layH, min, max });

/**
 * Thirteen back-only "card" markets, sids `firstSid` (ace) .. `firstSid + 12` (king), named
 * `${prefix}${label}` (e.g. "Card 1" .. "Card K").
 */
export function rankMarkets(
  firstSid: number,
  prefix: string,
  labels: readonly string[],
  backH: number,
  min: number,
  max: number,
): Market[] {
  return labels.map((label, i) => rateMarket(firstSid + i, prefix + label, backH, min, max));
}

/** Sids of the one-card side markets: Even, Odd, Red, Black and the first (ace) card market. */
export interface CardSideSids {
  even: number;
  odd: number;
  red: number;
  black: number;
  aceCard: number;
}

/** Even, Odd and Red/Black back prices in hundredths of a one-card table (lucky7, aaa). */
export interface CardSidePrices {
  evenH: number;
  oddH: number;
  colourH: number;
}

/**
 * The one-card side markets of Lucky 7 and Amar Akbar Anthony (docs/rules/casino.md §2, §5): Even,
 * Odd, Red, Black at `prices`, then the 13 card markets "Card " + `rankLabels` at 12.00, all
 * back-only with limits `min`..`max` (currency units).
 */
export function cardSideMarkets(
  sids: CardSideSids,
  prices: CardSidePrices,
  rankLabels: readonly string[],
  min: number,
  max: number,
): Market[] {
  return [
    rateMarket(sids.even, 'Even', prices.evenH, min, max),
    rateMarket(sids.odd, 'Odd', prices.oddH, min, max),
    rateMarket(sids.red, 'Red', prices.colourH, min, max),
    rateMarket(sids.black, 'Black', prices.colourH, min, max),
    ...rankMarkets(sids.aceCard, 'Card ', rankLabels, 1200, min, max),
  ];
}

/** Exact odds (SIDE_ODDS) of the markets of {@link cardSideMarkets}, keyed by sid. */
export function cardSideOdds(sids: CardSideSids): Record<number, BackOdds> {
  const odds: Record<number, BackOdds> = {
    [sids.even]: SIDE_ODDS.even,
    [sids.odd]: SIDE_ODDS.odd,
    [sids.red]: SIDE_ODDS.colour,
    [sids.black]: SIDE_ODDS.colour,
  };
  for (let rank = 1; rank <= 13; rank++) odds[sids.aceCard + rank - 1] = SIDE_ODDS.rank;
  return odds;
}

/** The side sids a single card wins, in result order: its parity, its colour, its card market. */
export const cardSideWinners = (card: Card, sids: CardSideSids): number[] => [
  isOddRank(card) ? sids.odd : sids.even,
  isRed(card) ? sids.red : sids.black,
  sids.aceCard + rankOf(card) - 1,
];

/**
 * The t1 card fields C1..C`slots` after the first `revealed` cards of `cards` are face up; the
 * others are "1" (docs/rules/casino.md Decision 8). Throws RangeError unless `revealed` is a
 * non-negative integer; a count above the cards dealt shows them all.
 */
export function faceUp(cards: readonly Card[], revealed: number, slots: number): Record<string, string> {
  if (!Number.isInteger(revealed) || revealed < 0) throw new RangeError(`bad revealed count ${revealed}`);
  const fields: Record<string, string> = {};
  for (let i = 0; i < slots; i++) {
    const card = cards[i];
    fields[`C${i + 1}`] = i < revealed && card !== undefined ? cardCode(card) : HIDDEN;
  }
  return fields;
}
