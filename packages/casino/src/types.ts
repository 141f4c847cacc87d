import type { Card, Rng } from './cards';

/** The fourteen playable table types (docs/rules/specification.md §3 Casino types), defined once in the contracts. */
import type { CasinoType } from '@backlay/contracts/constants';
export { CASINO_TYPES, type CasinoType } from '@backlay/contracts/constants';

/**
 * One betting market (a t2 runner) of a table (docs/rules/casino.md per game "Markets").
 * Prices are decimal odds in hundredths (198 = 1.98). A `rate` market takes back bets only at
 * `backH`; a `backlay` market also takes lay bets at `layH`. Stake limits are in currency units.
 */
export interface Market {
  sid: number;
  name: string;
  kind: 'rate' | 'backlay';
  backH: number;
  layH?: number;
  min: number;
  max: number;
}

/**
 * A round's result (docs/rules/casino.md §0.5): `win` the main winner code, `winnat` its name,
 * `sids` every sid that wins outright, `rdesc` the '#'-separated description, `cards` the full
 * card list in the table's result order ("1" for slots not dealt).
 */
export interface RoundResult {
  win: string;
  winnat: string;
  sids: number[];
  rdesc: string;
  cards: string[];
}

/** A dealt round: every card in the order it is revealed, and the result they make. */
export interface Deal {
  cards: Card[];
  result: RoundResult;
}

/**
 * How a back bet on a sid ends (docs/rules/casino.md per game): `win` pays at the bet's price unless
 * `rateH` names the payout (Pair plus pays by category); `push` returns the stake; `halfLoss`
 * returns half of it (Low/High, Under/Over on a 7). A lay bet inverts win and loss.
 */
export type Outcome =
  { kind: 'win'; rateH?: number } | { kind: 'loss' } | { kind: 'push' } | { kind: 'halfLoss' };

/**
 * One table game (docs/rules/casino.md; pure, no I/O). `deal` draws a fresh shoe from `rng` and deals
 * a whole round; `settle` decides a back bet on `sid` from the round's deal; `liveCards` gives
 * the t1 card fields after `revealed` cards of `deal.cards` are face up (unrevealed ones "1",
 * or "0" where the table says so); `expectedRtp` is the exact RTP of a back bet on the sid at
 * its back price from docs/rules/casino.md (stake returned on a push counts as 1).
 */
export interface Game {
  type: CasinoType;
  /** Display name, e.g. "20-20 Teenpatti". */
  name: string;
  /** Old-format table number used in round ids (docs/rules/casino.md §0.4). */
  tableNo: number;
  markets: readonly Market[];
  deal(rng: Rng): Deal;
  settle(sid: number, deal: Deal): Outcome;
  liveCards(deal: Deal, revealed: number): Record<string, string>;
  expectedRtp(sid: number): number;
  /**
   * Tables whose prices move with revealed cards (Teen, Decision 7): after this many cards are
   * face up, betting reopens at `pricesAfter`' prices. Absent: prices are fixed.
   */
  repriceAt?: readonly number[];
  pricesAfter?(visible: readonly Card[]): Market[];
}
