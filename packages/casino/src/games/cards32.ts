import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { type Card, type Rng, HIDDEN, Shoe, cardCode, composition, isRed, rankOf } from '../cards';
import { backPriceH } from '../prices';
import type { Deal, Game, Market, Outcome, RoundResult } from '../types';
import { type BackOdds, LOSS, PUSH, WIN, backLayMarket, expectedRtpOf, rateMarket } from './sideBets';

/**
 * 32 Cards A (card32) and 32 Cards B (card32eu), docs/rules/casino.md §7 and Decision 4.
 *
 * A fresh 32-card deck (6..K in four suits, value = rank: 6..10, J 11, Q 12, K 13) every round.
 * Players 8, 9, 10 and 11 start from those base points. Level 1 deals one card to each, in order
 * P8, P9, P10, P11; while two or more players share the highest total, only those players get
 * another card each (in seat order), until one leads alone. Should the deck ever hold fewer cards
 * than the tied leaders need (about 2e-14 of rounds), the winner is drawn by lot among them with
 * the round's own random stream (`rng.int(k)`), which keeps each tied leader's chance exactly 1/k
 * and so the §7 probabilities exact.
 */

/** The 32-card deck of docs/rules/casino.md §7. */
const DECK = composition(1, [6, 7, 8, 9, 10, 11, 12, 13]);
/** Base points of Player 8, 9, 10, 11 (seats 0..3). */
const BASE_POINTS: readonly number[] = [8, 9, 10, 11];
const SEATS = BASE_POINTS.length;
/** The result card list and the live `desc` have at least 9 levels of 4 slots (§7, §0.1). */
const MIN_LEVELS = 9;

/** Where cards come from: a live shoe, or the recorded cards of a round being replayed. */
interface CardSource {
  readonly remaining: number;
  draw(): Card;
}

/** A round played out: every card in dealing order, with its seat and level (0-based). */
interface Play {
  cards: Card[];
  seats: number[];
  levels: number[];
  /** Final totals (base + cards) of seats 0..3. */
  totals: number[];
  /** The single leader, or the tied leaders when the deck ran out. */
  leaders: number[];
  levelCount: number;
}

/** Plays the §7 dealing rules from `source` until one player leads alone or the deck runs out. */
function play(source: CardSource): Play {
  const totals = [...BASE_POINTS];
  const cards: Card[] = [];
  const seats: number[] = [];
  const levels: number[] = [];
  let leaders = [0, 1, 2, 3];
  let level = 0;
  while (leaders.length > 1 && source.remaining >= leaders.length) {
    let top = 0;
    for (const seat of leaders) {
      const card = source.draw();
      const total = totals[seat]! + rankOf(card);
      totals[seat] = total;
      if (total > top) top = total;
      cards.push(card);
      seats.push(seat);
      levels.push(level);
    }
    level++;
    const tied: number[] = [];
    for (const seat of leaders) if (totals[seat] === top) tied.push(seat);
    leaders = tied;
  }
  return { cards, seats, levels, totals, leaders, levelCount: level };
}

/** A card source over recorded cards; the deck's remaining count drives the same rules. */
function recorded(cards: readonly Card[]): CardSource {
  let next = 0;
  return {
    get remaining() {
      return DECK.length - next;
    },
    draw() {
      const card = cards[next++];
      if (card === undefined) throw new RangeError(`the round needs more than ${cards.length} cards`);
      return card;
    },
  };
}

const playerName = (seat: number): string => `Player ${BASE_POINTS[seat]}`;

/** Single n is sid 14 + n for n = 1..9 and sid 24 for 0 (the feed lists 1..9 then 0). */
const singleSid = (digit: number): number => (digit === 0 ? 24 : 14 + digit);

const WINNER_NAMES = BASE_POINTS.map((_, seat) => playerName(seat));
/** rdesc parity part by odd-total mask (bit s: seat s odd), e.g. "8 : Odd | 9 : Even ~ 10 : Even | 11 : Odd". */
const PARITY_TEXT = Array.from({ length: 16 }, (_, mask) => {
  const part = (seat: number) => `${BASE_POINTS[seat]} : ${mask & (1 << seat) ? 'Odd' : 'Even'}`;
  return `${part(0)} | ${part(1)} ~ ${part(2)} | ${part(3)}`;
});

function resultOf(p: Play, winner: number, eu: boolean): RoundResult {
  const winnat = WINNER_NAMES[winner]!;
  const cards = new Array<string>(SEATS * Math.max(MIN_LEVELS, p.levelCount)).fill(HIDDEN);
  for (let i = 0; i < p.cards.length; i++) cards[p.levels[i]! * SEATS + p.seats[i]!] = cardCode(p.cards[i]!);
  const win = String(winner + 1);
  if (!eu) return { win, winnat, sids: [winner + 1], rdesc: winnat, cards };
  // Side markets (Decision 4): parity of final totals; colours, totals and digit of the level-1 cards.
  const sids = [winner + 1];
  let mask = 0;
  for (let seat = 0; seat < SEATS; seat++) {
    const odd = p.totals[seat]! % 2;
    mask |= odd << seat;
    sids.push(6 + 2 * seat - odd);
  }
  const [c8, c9, c10, c11] = p.cards as [Card, Card, Card, Card];
  const red = +isRed(c8) + +isRed(c9) + +isRed(c10) + +isRed(c11);
  const low = rankOf(c8) + rankOf(c9);
  const high = rankOf(c10) + rankOf(c11);
  const digit = (low + high) % 10;
  if (red !== 2) sids.push(red > 2 ? 14 : 13);
  sids.push(singleSid(digit));
  if (low !== high) sids.push(low > high ? 25 : 26);
  if (red === 2) sids.push(27);
  const colour = red > 2 ? 'Red' : red < 2 ? 'Black' : '2-2';
  const totals = low > high ? '8-9' : high > low ? '10-11' : 'Equal';
  return { win, winnat, sids, rdesc: `${winnat}#${PARITY_TEXT[mask]}#${colour}#${totals}#${digit}`, cards };
}

/**
 * The result of a 32 Cards round from its cards in dealing order (docs/rules/casino.md §7 encoding):
 * `win` "1".."4" (Player 8..11), `winnat` "Player 8".."Player 11", `cards` round-robin P8..P11
 * per level with "1" where a player got no card (at least 36 slots, 4 more per level beyond 9),
 * and for card32eu the side sids and `rdesc`
 * "Player 11#8 : Odd | 9 : Even ~ 10 : Even | 11 : Odd#<Black|Red|2-2>#<8-9|10-11|Equal>#<digit>".
 * `lot` (0-based among the tied leaders, in seat order) is needed only when the deck ran out.
 * Throws RangeError when the cards are not a whole round of the 32-card deck.
 */
export function cards32ResultOf(
  cards: readonly Card[],
  type: 'card32' | 'card32eu',
  lot?: number,
): RoundResult {
  if (new Set(cards).size !== cards.length || cards.some((card) => !DECK.includes(card)))
    throw new RangeError('cards must be distinct cards of the 32-card deck');
  const p = play(recorded(cards));
  if (p.cards.length !== cards.length) throw new RangeError(`the round ended after ${p.cards.length} cards`);
  const winner = p.leaders.length === 1 ? p.leaders[0] : lot === undefined ? undefined : p.leaders[lot];
  if (winner === undefined) throw new RangeError('the deck ran out with tied leaders: a valid lot is needed');
  return resultOf(p, winner, type === 'card32eu');
}

// ---- Exact probabilities (docs/rules/casino.md §7; checked by cards32.exact.test.ts) ----

/** P(Player 8..11 wins): exact level-1 enumeration, tied leaders 1/k each (§7 table). */
const P_WIN: readonly number[] = [845 / 10788, 6626 / 40455, 47417 / 161820, 18806 / 40455];
/**
 * P(Player 8..11's final total is odd): exact recursion over every level-1 deal and every
 * re-deal (cards drawn without replacement), rounded to double precision. §7's Monte Carlo
 * figures (0.4931, 0.5037, 0.4970, 0.4954) agree.
 */
const P_ODD: readonly number[] = [
  0.49309983828729903, 0.50365556761561436, 0.49704874026246076, 0.49538978338910555,
];
/** Level-1 colours over C(32,4) = 35960 sets: >= 3 black is C(16,3)·16 + C(16,4) = 10780, 2-2 is C(16,2)² = 14400. */
const P_THREE_OF_A_COLOUR = 10780 / 35960;
const P_TWO_TWO = 14400 / 35960;

/**
 * Visits every level-1 draw of 32 Cards (docs/rules/casino.md §7): the card values `a`..`d` (6..13)
 * drawn by players 8, 9, 10 and 11, with `ways`, how many of the 32·31·30·29 ordered deals (four
 * suits per value) give those values.
 */
export function forEachLevelOneDraw(
  visit: (a: number, b: number, c: number, d: number, ways: number) => void,
): void {
  const values = [6, 7, 8, 9, 10, 11, 12, 13];
  for (const a of values)
    for (const b of values)
      for (const c of values)
        for (const d of values) {
          const ways =
            4 * (4 - +(b === a)) * (4 - +(c === a) - +(c === b)) * (4 - +(d === a) - +(d === b) - +(d === c));
          visit(a, b, c, d, ways);
        }
}

/** Digit and 8&9-vs-10&11 counts over the 32·31·30·29 ordered level-1 deals, by exact enumeration. */
function levelOneCounts() {
  const digits = new Array<number>(10).fill(0);
  const totals = { low: 0, high: 0, equal: 0 };
  forEachLevelOneDraw((a, b, c, d, ways) => {
    digits[(a + b + c + d) % 10]! += ways;
    if (a + b > c + d) totals.low += ways;
    else if (c + d > a + b) totals.high += ways;
    else totals.equal += ways;
  });
  return { digits, totals };
}
const LEVEL_ONE = levelOneCounts();
/** The number of ordered level-1 deals, 32·31·30·29. */
const LEVEL_ONE_DEALS = 32 * 31 * 30 * 29;
const P_DIGIT = LEVEL_ONE.digits.map((n) => n / LEVEL_ONE_DEALS);
/** Single pays 9.5 (§7 snapshot) only if that is below fair for every digit, else 0.97 x fair (Decision 3). */
const SINGLE_FLAT_H = 950;
const singlePriceH = (digit: number): number =>
  P_DIGIT.every((p) => p * SINGLE_FLAT_H < 100) ? SINGLE_FLAT_H : backPriceH(P_DIGIT[digit]!);

// ---- Markets (docs/rules/casino.md §7; main limits 100-100000, Single 100-25000) ----

const MAIN_BACK_H = [1220, 595, 320, 208];
const MAIN_LAY_H = [1370, 645, 345, 218];
/** Side limits the document does not give: the Single range (docs/rules/casino.md §7, §0.1). */
const SIDE_MIN = 100;
const SIDE_MAX = 25_000;

const MAIN: Market[] = BASE_POINTS.map((_, seat) =>
  backLayMarket(seat + 1, playerName(seat), MAIN_BACK_H[seat]!, MAIN_LAY_H[seat]!, 100, 100_000),
);
const side = (sid: number, name: string, backH: number) => rateMarket(sid, name, backH, SIDE_MIN, SIDE_MAX);
const colour = (sid: number, name: string, backH: number, layH: number) =>
  backLayMarket(sid, name, backH, layH, SIDE_MIN, SIDE_MAX);
const SINGLE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

const EXTRAS: Market[] = [
  ...BASE_POINTS.flatMap((_, seat) => [
    side(5 + 2 * seat, `${playerName(seat)} Odd`, 197),
    side(6 + 2 * seat, `${playerName(seat)} Even`, 197),
  ]),
  colour(13, 'Any Three Card Black', 325, 345),
  colour(14, 'Any Three Card Red', 325, 345),
  ...SINGLE_DIGITS.map((d) => side(singleSid(d), `Single ${d}`, singlePriceH(d))),
  side(25, '8 & 9 Total', 197),
  side(26, '10 & 11 Total', 197),
  colour(27, 'Two Black Two Red', 244, 254),
];

const pEqual = LEVEL_ONE.totals.equal / LEVEL_ONE_DEALS;
/** Exact odds of every card32eu market by sid (card32 uses sids 1..4). */
const ODDS: Record<number, BackOdds> = {
  ...Object.fromEntries(P_WIN.map((win, seat) => [seat + 1, { win }])),
  ...Object.fromEntries(
    P_ODD.flatMap((odd, seat) => [
      [5 + 2 * seat, { win: odd }],
      [6 + 2 * seat, { win: 1 - odd }],
    ]),
  ),
  13: { win: P_THREE_OF_A_COLOUR },
  14: { win: P_THREE_OF_A_COLOUR },
  ...Object.fromEntries(SINGLE_DIGITS.map((d) => [singleSid(d), { win: P_DIGIT[d]! }])),
  25: { win: LEVEL_ONE.totals.low / LEVEL_ONE_DEALS, push: pEqual },
  26: { win: LEVEL_ONE.totals.high / LEVEL_ONE_DEALS, push: pEqual },
  27: { win: P_TWO_TWO },
};

function cards32Game(type: 'card32' | 'card32eu', name: string, tableNo: number, markets: Market[]): Game {
  const eu = type === 'card32eu';
  const sids = new Set(markets.map((m) => m.sid));
  return {
    type,
    name,
    tableNo,
    markets,
    deal(rng: Rng): Deal {
      const p = play(new Shoe(DECK, rng));
      const winner = p.leaders.length === 1 ? p.leaders[0]! : p.leaders[rng.int(p.leaders.length)]!;
      return { cards: p.cards, result: resultOf(p, winner, eu) };
    },
    settle(sid: number, deal: Deal): Outcome {
      if (!sids.has(sid)) throw new RangeError(`${type} has no sid ${sid}`);
      const won = deal.result.sids;
      if (won.includes(sid)) return WIN;
      // 8 & 9 Total / 10 & 11 Total: equal level-1 points push (Decision 4).
      if ((sid === 25 || sid === 26) && !won.includes(51 - sid)) return PUSH;
      return LOSS;
    },
    liveCards: cards32LiveCards,
    expectedRtp: expectedRtpOf(markets, ODDS),
  };
}

/**
 * t1 card fields of a 32 Cards round after `revealed` cards are face up (docs/rules/casino.md §0.1, §7):
 * C1..C4 the totals (base + face-up cards) of Player 8..11, "0" until that player's first card is
 * up; `desc` the result-order slots (round-robin per level) with "1" for every card not face up,
 * 36 slots, or 4 per level when more than 9 levels are already face up. Throws RangeError for a
 * negative or fractional `revealed`; more than dealt shows every card.
 */
export function cards32LiveCards(deal: Deal, revealed: number): Record<string, string> {
  if (!Number.isInteger(revealed) || revealed < 0) throw new RangeError(`bad revealed count ${revealed}`);
  const p = play(recorded(deal.cards));
  const shown = Math.min(revealed, p.cards.length);
  const levels = shown === 0 ? 0 : p.levels[shown - 1]! + 1;
  const slots = new Array<string>(SEATS * Math.max(MIN_LEVELS, levels)).fill(HIDDEN);
  const totals = new Array<number>(SEATS).fill(0);
  for (let i = 0; i < shown; i++) {
    const seat = p.seats[i]!;
    slots[p.levels[i]! * SEATS + seat] = cardCode(p.cards[i]!);
    totals[seat] = (totals[seat] || BASE_POINTS[seat]!) + rankOf(p.cards[i]!);
  }
  return {
    C1: String(totals[0]),
    C2: String(totals[1]),
    C3: String(totals[2]),
    C4: String(totals[3]),
    desc: slots.join(','),
  };
}

/** 32 Cards A: the four player markets only (docs/rules/casino.md §7). */
export const card32 = cards32Game('card32', CASINO_TABLE_NAMES.card32, 18, MAIN);
/** 32 Cards B: the four player markets plus the Decision 4 side markets (docs/rules/casino.md §7). */
export const card32eu = cards32Game(
  'card32eu',
  CASINO_TABLE_NAMES.card32eu,
  29,
  [...MAIN, ...EXTRAS].sort((a, b) => a.sid - b.sid),
);
