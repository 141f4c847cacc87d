import { CASINO_TABLE_NAMES } from '@backlay/contracts/constants';
import { type Card, type Rng, HIDDEN, Shoe, cardCode, composition, rankOf } from '../cards';
import type { Deal, Game, Market, Outcome, RoundResult } from '../types';
import { type BackOdds, LOSS, PUSH, WIN, expectedRtpOf, rateMarket } from './sideBets';

/**
 * Baccarat (Punto Banco), docs/rules/casino.md §10 and Decision 6.
 *
 * A fresh 8-deck shoe (416 cards) every round. A = 1, 2..9 face value, 10/J/Q/K = 0; a hand's
 * score is its sum mod 10. Deal order Player, Banker, Player, Banker. A natural (8 or 9 on either
 * side) stops the deal. Otherwise Player draws on 0..5 and stands on 6..7; if Player stood, Banker
 * draws on 0..5; if Player drew a third card worth t, Banker draws on 0..2, on 3 unless t = 8, on 4
 * if t is 2..7, on 5 if t is 4..7, on 6 if t is 6..7, and stands on 7. The higher score wins;
 * equal scores are a Tie, on which Player and Banker bets are returned.
 */

const SHOE = composition(8);

/** Baccarat value of a card: A = 1, 2..9 face value, tens and pictures 0. */
const pointsOf = (card: Card): number => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};
const scoreOf = (hand: readonly Card[]): number => hand.reduce((sum, card) => sum + pointsOf(card), 0) % 10;

/** The tableau (§10): does Banker, on `total`, draw given Player's third card value (undefined: Player stood)? */
export function bankerDraws(total: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return total <= 5;
  switch (total) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** A round played out: both hands and, for each card in dealing order, its result slot 0..5. */
interface Play {
  cards: Card[];
  player: Card[];
  banker: Card[];
  slots: number[];
}

/** Plays §10 from a card source (a shoe, or the recorded cards of a round being replayed). */
function play(draw: () => Card): Play {
  const cards = [draw(), draw(), draw(), draw()];
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  const slots = [0, 1, 2, 3];
  const playerScore = scoreOf(player);
  const bankerScore = scoreOf(banker);
  if (playerScore >= 8 || bankerScore >= 8) return { cards, player, banker, slots };
  let third: number | undefined;
  if (playerScore <= 5) {
    const card = draw();
    cards.push(card);
    player.push(card);
    slots.push(4);
    third = pointsOf(card);
  }
  if (bankerDraws(bankerScore, third)) {
    const card = draw();
    cards.push(card);
    banker.push(card);
    slots.push(5);
  }
  return { cards, player, banker, slots };
}

function replay(cards: readonly Card[]): Play {
  let next = 0;
  return play(() => {
    const card = cards[next++];
    if (card === undefined) throw new RangeError(`the round needs more than ${cards.length} cards`);
    return card;
  });
}

const WINNERS = ['Player', 'Banker', 'Tie'] as const;

function resultOf(p: Play): RoundResult {
  const playerScore = scoreOf(p.player);
  const bankerScore = scoreOf(p.banker);
  const win = playerScore > bankerScore ? 1 : bankerScore > playerScore ? 2 : 3;
  const [p1, p2] = p.player as [Card, Card];
  const [b1, b2] = p.banker as [Card, Card];
  const playerPair = rankOf(p1) === rankOf(p2);
  const bankerPair = rankOf(b1) === rankOf(b2);
  const perfectPair = p1 === p2 || b1 === b2;
  const big = p.cards.length > 4;
  const sids = [win];
  if (playerPair) sids.push(4);
  if (bankerPair) sids.push(5);
  if (perfectPair) sids.push(6);
  sids.push(big ? 7 : 8);
  if (playerPair || bankerPair) sids.push(9);
  const pairs =
    [playerPair && 'Player Pair', bankerPair && 'Banker Pair'].filter(Boolean).join(' | ') || 'No';
  const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
  const cards = new Array<string>(6).fill(HIDDEN);
  p.cards.forEach((card, i) => (cards[p.slots[i]!] = cardCode(card)));
  const winnat = WINNERS[win - 1]!;
  return {
    win: String(win),
    winnat,
    sids,
    rdesc: `${winnat}#${pairs}#${yesNo(perfectPair)}#${yesNo(playerPair || bankerPair)}#${big ? 'Big' : 'Small'}`,
    cards,
  };
}

/**
 * The result of a baccarat round from its cards in dealing order (docs/rules/casino.md §10 encoding):
 * `win` 1 Player, 2 Banker, 3 Tie; `cards` with index 0, 2, 4 Player and 1, 3, 5 Banker ("1" for
 * no third card); `sids` the winner plus every side bet won; `rdesc`
 * "<winner>#<Player Pair | Banker Pair, or No>#<Perfect Pair Yes|No>#<Either Pair Yes|No>#<Big|Small>".
 * Throws RangeError when the cards are not exactly one round.
 */
export function baccaratResultOf(cards: readonly Card[]): RoundResult {
  const p = replay(cards);
  if (p.cards.length !== cards.length) throw new RangeError(`the round ended after ${p.cards.length} cards`);
  return resultOf(p);
}

// ---- Exact probabilities (docs/rules/casino.md §10; recomputed by baccarat.test.ts) ----

/** Ordered 6-card sequences from 416 cards, 416·415·414·413·412·411: the main outcomes' denominator. */
const SEQUENCES_6 = 4_998_398_275_503_360;
/** Ordered 4-card sequences, 416·415·414·413: the pair bets' denominator. */
const SEQUENCES_4 = 29_518_332_480;
/**
 * Exact counts of ordered 6-card sequences by outcome (weighted enumeration of the tableau over
 * card values drawn without replacement; a round using n cards counts every continuation).
 */
const COUNT = {
  player: 2_230_518_282_592_256,
  banker: 2_292_252_566_437_888,
  tie: 475_627_426_473_216,
  fourCards: 1_893_735_611_458_560,
  fiveOrSixCards: 1_516_734_808_780_800 + 1_587_927_855_264_000,
};
/** Exact counts of ordered first-4-card sequences with a pair (rank/suit composition of 8 decks). */
const PAIR_COUNT = {
  /** Player Pair = Banker Pair = 31/415. */
  onePair: 2_204_983_872,
  eitherPair: 4_245_234_240,
  perfectPair: 987_395_136,
};

/** §10 markets at the table's decimals (names as the feed spells them, "Perferct Pair" included). */
const MARKETS: readonly Market[] = [
  rateMarket(1, 'Player', 200, 100, 300_000),
  rateMarket(2, 'Banker', 195, 100, 300_000),
  rateMarket(3, 'Tie', 900, 100, 300_000),
  rateMarket(4, 'Player Pair', 1200, 100, 100_000),
  rateMarket(5, 'Banker Pair', 1200, 100, 100_000),
  rateMarket(6, 'Perferct Pair', 2600, 100, 100_000),
  rateMarket(7, 'Big', 154, 100, 100_000),
  rateMarket(8, 'Small', 250, 100, 100_000),
  rateMarket(9, 'Either Pair', 600, 100, 100_000),
];
const SIDS = new Set(MARKETS.map((m) => m.sid));

const pTie = COUNT.tie / SEQUENCES_6;
/** Exact odds by sid; Player and Banker are returned on a tie. */
const ODDS: Record<number, BackOdds> = {
  1: { win: COUNT.player / SEQUENCES_6, push: pTie },
  2: { win: COUNT.banker / SEQUENCES_6, push: pTie },
  3: { win: pTie },
  4: { win: PAIR_COUNT.onePair / SEQUENCES_4 },
  5: { win: PAIR_COUNT.onePair / SEQUENCES_4 },
  6: { win: PAIR_COUNT.perfectPair / SEQUENCES_4 },
  7: { win: COUNT.fiveOrSixCards / SEQUENCES_6 },
  8: { win: COUNT.fourCards / SEQUENCES_6 },
  9: { win: PAIR_COUNT.eitherPair / SEQUENCES_4 },
};

/** Baccarat, table 37 (docs/rules/casino.md §10, Decision 6). */
export const baccarat: Game = {
  type: 'baccarat',
  name: CASINO_TABLE_NAMES.baccarat,
  tableNo: 37,
  markets: MARKETS,
  deal(rng: Rng): Deal {
    const shoe = new Shoe(SHOE, rng);
    const p = play(() => shoe.draw());
    return { cards: p.cards, result: resultOf(p) };
  },
  settle(sid: number, deal: Deal): Outcome {
    if (!SIDS.has(sid)) throw new RangeError(`baccarat has no sid ${sid}`);
    if (deal.result.sids.includes(sid)) return WIN;
    // Player and Banker bets are returned on a tie (§10).
    if ((sid === 1 || sid === 2) && deal.result.win === '3') return PUSH;
    return LOSS;
  },
  /**
   * t1 fields C1..C6 in result order (C1, C3, C5 Player; C2, C4, C6 Banker) after `revealed`
   * cards of the dealing order are face up; "1" for a card face down or not dealt. Throws
   * RangeError for a negative or fractional `revealed`.
   */
  liveCards(deal, revealed) {
    if (!Number.isInteger(revealed) || revealed < 0) throw new RangeError(`bad revealed count ${revealed}`);
    const p = replay(deal.cards);
    const live: Record<string, string> = {};
    for (let slot = 0; slot < 6; slot++) live[`C${slot + 1}`] = HIDDEN;
    for (let i = 0; i < Math.min(revealed, p.cards.length); i++)
      live[`C${p.slots[i]! + 1}`] = cardCode(p.cards[i]!);
    return live;
  },
  expectedRtp: expectedRtpOf(MARKETS, ODDS),
};
