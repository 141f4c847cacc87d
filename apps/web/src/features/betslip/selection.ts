/**
 * What a tap on a price cell selects (docs/rules/specification.md §4 Exchange bet): the market, the runner or fancy row,
 * the side and the live value at that moment. The bet slip compares that value with the live one
 * when Place Bet is pressed (docs/rules/specification.md §5 'Bet rate changed!').
 */

/** Kind of market a selection is on: exchange odds, Bookmaker percentage rates or a Fancy row. */
export type BetKind = 'odds' | 'bookmaker' | 'fancy';
export type Side = 'back' | 'lay';

/** The live value of a selection's side: decimal odds, a Bookmaker rate, or a fancy line and rate. */
export type LiveQuote =
  | { kind: 'odds'; odds: number }
  | { kind: 'bookmaker'; rate: number }
  | { kind: 'fancy'; line: number; rate: number };

/** The match a selection belongs to (display fields of the bet placement payload). */
export interface MatchInfo {
  sportId: number;
  competitionId: string;
  matchId: string;
  eventName: string;
}

export interface BetSelection {
  /** Row the slip opens under: `{marketId}:{selectionId}`. */
  rowKey: string;
  kind: BetKind;
  side: Side;
  match: MatchInfo;
  marketId: string;
  marketName: string;
  selectionId: string;
  runnerName: string;
  inPlay: boolean;
  /** The market's bet delay in seconds (0 pre-match). */
  betDelay: number;
  /** The live value (best price of the side, or the fancy line and rate) when the cell was tapped. */
  quote: LiveQuote;
  /** The odds or rate the slip starts with when a deeper price level was tapped. */
  startRate?: number;
}

/** True when two live values are the same (fancy: same line and rate). */
export function sameQuote(a: LiveQuote | undefined, b: LiveQuote | undefined): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'odds' && b.kind === 'odds') return a.odds === b.odds;
  if (a.kind === 'bookmaker' && b.kind === 'bookmaker') return a.rate === b.rate;
  if (a.kind === 'fancy' && b.kind === 'fancy') return a.line === b.line && a.rate === b.rate;
  return false;
}

/** The spec's markettype of a bet placement (every exchange market is sent as 'Match Odds'). */
export function marketTypeOf(kind: BetKind): 'Match Odds' | 'Bookmaker' | 'FANCY' {
  return kind === 'odds' ? 'Match Odds' : kind === 'bookmaker' ? 'Bookmaker' : 'FANCY';
}

/** A client bet id for bet/save2: a UUID without dashes (32 of [0-9a-f]). */
export function newClientBetId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
