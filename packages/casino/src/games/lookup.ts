import { Shoe, type Card, type Rng } from '../cards';
import type { CasinoType, Deal, Game, Market, Outcome, RoundResult } from '../types';
import { expectedRtpOf, faceUp, HALF_LOSS, LOSS, PUSH, WIN, type BackOdds } from './sideBets';

/**
 * Tables whose whole round is decided by a small key (one card; a Dragon/Tiger pair): every
 * result and every back bet's outcome is computed once at load, so dealing and settling are
 * array lookups with no allocation beyond the Deal itself.
 */

/** The rules of a table decided by a key 0..keyCount-1. */
export interface LookupRules {
  markets: readonly Market[];
  keyCount: number;
  /** The cards of a key in Deal order, or undefined when no deal gives that key. */
  cardsOf(key: number): Card[] | undefined;
  /** The round's result from its cards (docs/rules/casino.md §0.5 and the game's "Result encoding"). */
  resultOf(cards: readonly Card[]): RoundResult;
  /**
   * The outcome of a back bet on `sid` where it is not the plain rule of §0.5 (win when the sid
   * is in `result.sids`, else loss), e.g. a half loss on a 7. Undefined: the plain rule.
   */
  exception?(sid: number, cards: readonly Card[]): Outcome | undefined;
}

const OUTCOMES: readonly Outcome[] = [LOSS, WIN, PUSH, HALF_LOSS];
const CODE_OF: Readonly<Record<Outcome['kind'], number>> = { loss: 0, win: 1, push: 2, halfLoss: 3 };

/** Precomputed results (frozen, shared between deals) and outcome codes of a LookupRules table. */
export class LookupTable {
  private readonly results: (RoundResult | undefined)[];
  private readonly codes: Uint8Array;
  private readonly sidIndex = new Map<number, number>();
  private readonly width: number;

  /** Throws RangeError when an exception carries its own `rateH` (not tabulated). */
  constructor(rules: LookupRules) {
    const { markets, keyCount } = rules;
    this.width = markets.length;
    markets.forEach((m, i) => this.sidIndex.set(m.sid, i));
    this.results = new Array<RoundResult | undefined>(keyCount);
    this.codes = new Uint8Array(keyCount * markets.length);
    for (let key = 0; key < keyCount; key++) {
      const cards = rules.cardsOf(key);
      if (!cards) continue;
      const result = rules.resultOf(cards);
      Object.freeze(result.sids);
      Object.freeze(result.cards);
      this.results[key] = Object.freeze(result);
      markets.forEach((m, i) => {
        const outcome = rules.exception?.(m.sid, cards) ?? (result.sids.includes(m.sid) ? WIN : LOSS);
        if (outcome.kind === 'win' && outcome.rateH !== undefined)
          throw new RangeError(`sid ${m.sid}: a tabulated win cannot carry rateH`);
        this.codes[key * this.width + i] = CODE_OF[outcome.kind];
      });
    }
  }

  /** The shared, frozen result of a key; throws RangeError when no deal gives the key. */
  result(key: number): RoundResult {
    const result = this.results[key];
    if (result === undefined) throw new RangeError(`no deal has key ${key}`);
    return result;
  }

  /** A back bet's outcome on `sid` for a key; throws RangeError for an unknown sid or key. */
  settle(sid: number, key: number): Outcome {
    const i = this.sidIndex.get(sid);
    if (i === undefined) throw new RangeError(`unknown sid ${sid}`);
    if (this.results[key] === undefined) throw new RangeError(`no deal has key ${key}`);
    return OUTCOMES[this.codes[key * this.width + i]!]!;
  }
}

/** Most draws `drawFresh` tracks in its scratch arrays; more fall back to a copied Shoe. */
const SCRATCH = 64;
const MOVED_AT = new Int32Array(SCRATCH);
const MOVED_CARD = new Int8Array(SCRATCH);

/**
 * The first `count` cards that `new Shoe(shoe, rng)` deals with `count` draws, from the same
 * random stream and in the same order (docs/rules/casino.md Decision 1: unbiased Fisher-Yates from the
 * front), without copying the shoe: the few positions a step overwrites are kept aside (copying
 * a 416-card shoe costs more than the rest of a Dragon Tiger round). Throws RangeError when the
 * shoe holds fewer than `count` cards.
 */
export function drawFresh(shoe: Int8Array, rng: Rng, count: number): Card[] {
  const n = shoe.length;
  if (count > n) throw new RangeError('the shoe is empty');
  const cards = new Array<Card>(count);
  if (count > SCRATCH) {
    const copy = new Shoe(shoe, rng);
    for (let i = 0; i < count; i++) cards[i] = copy.draw();
    return cards;
  }
  let moved = 0;
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(n - i);
    let card = shoe[j]!;
    let fromI = shoe[i]!;
    let slot = -1;
    for (let k = 0; k < moved; k++) {
      if (MOVED_AT[k] === j) {
        card = MOVED_CARD[k]!;
        slot = k;
      }
      if (MOVED_AT[k] === i) fromI = MOVED_CARD[k]!;
    }
    // Step i swaps positions i and j: position j now holds what position i held.
    if (slot >= 0) MOVED_CARD[slot] = fromI;
    else if (j !== i) {
      MOVED_AT[moved] = j;
      MOVED_CARD[moved++] = fromI;
    }
    cards[i] = card;
  }
  return cards;
}

/** A table dealing one card (lucky7, aaa, btable). */
export interface SingleCardSpec {
  type: CasinoType;
  name: string;
  tableNo: number;
  /** The shoe (docs/rules/casino.md: 8 decks for lucky7/aaa, the 32-card J/Q/K/A shoe for btable). */
  shoe: Int8Array;
  markets: readonly Market[];
  /** Exact odds of each sid (docs/rules/casino.md probability tables) for `expectedRtp`. */
  odds: Readonly<Record<number, BackOdds>>;
  resultOf(cards: readonly Card[]): RoundResult;
  exception?(sid: number, cards: readonly Card[]): Outcome | undefined;
}

/**
 * A one-card Game. `deal` takes `shoe[rng.int(shoe.length)]`: exactly the first draw of
 * `new Shoe(shoe, rng)` (Fisher-Yates step 0 swaps position 0 with a uniform j in 0..n-1) from
 * the same random stream, so the fair-stream derivation of Decision 1 holds, without copying the
 * shoe. The Deal's result is the card's precomputed constant. `liveCards` gives C1.
 */
export function singleCardGame(spec: SingleCardSpec): Game {
  const { shoe, markets } = spec;
  const table = new LookupTable({
    markets,
    keyCount: 52,
    cardsOf: (card) => (shoe.includes(card) ? [card] : undefined),
    resultOf: spec.resultOf,
    exception: spec.exception,
  });
  return {
    type: spec.type,
    name: spec.name,
    tableNo: spec.tableNo,
    markets,
    deal(rng: Rng): Deal {
      const card = shoe[rng.int(shoe.length)]!;
      return { cards: [card], result: table.result(card) };
    },
    settle: (sid, deal) => table.settle(sid, oneCard(deal)),
    liveCards: (deal, revealed) => faceUp(deal.cards, revealed, 1),
    expectedRtp: expectedRtpOf(markets, spec.odds),
  };
}

function oneCard(deal: Deal): Card {
  if (deal.cards.length !== 1) throw new RangeError(`a one-card deal has ${deal.cards.length} cards`);
  return deal.cards[0]!;
}
