import type { BetRow } from '@backlay/contracts';
import type { BetSelection, MatchInfo } from '../betslip';

/** The open bet slip: a new id per tap, so each selection starts fresh with its own client bet id. */
export interface SlipState {
  id: number;
  selection: BetSelection;
}

/**
 * What every market section of the page shares. The page memoises it (issue 18 item 2): it
 * changes only with the match, the sign-in or the user's bets, never with a price, so memoised
 * sections and rows can take it as a prop. The open slip is passed on its own (see `slipOf`).
 */
export interface MarketContext {
  match: MatchInfo;
  loggedIn: boolean;
  /** The user's bets on this match (empty when signed out). */
  bets: readonly BetRow[];
  onSelect: (selection: BetSelection) => void;
  onCloseSlip: () => void;
}

/** True when the user has an unsettled bet on the market. */
export const hasOpenBet = (bets: readonly BetRow[], marketId: string) =>
  bets.some((b) => b.marketId === marketId && b.status === 'unsettled');

/** The open slip when it is on row `rowKey`, else null: a row's only slip prop, so others keep theirs equal. */
export const slipOf = (slip: SlipState | null, rowKey: string): SlipState | null =>
  slip?.selection.rowKey === rowKey ? slip : null;
