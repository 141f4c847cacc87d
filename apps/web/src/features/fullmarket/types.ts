import type { BetRow } from '@backlay/contracts';
import type { BetSelection, MatchInfo } from '../betslip';

/** The open bet slip: a new id per tap, so each selection starts fresh with its own client bet id. */
export interface SlipState {
  id: number;
  selection: BetSelection;
}

/** What every market section of the page shares. */
export interface MarketContext {
  match: MatchInfo;
  loggedIn: boolean;
  /** The user's bets on this match (empty when signed out). */
  bets: readonly BetRow[];
  slip: SlipState | null;
  onSelect: (selection: BetSelection) => void;
  onCloseSlip: () => void;
}

/** True when the user has an unsettled bet on the market. */
export const hasOpenBet = (bets: readonly BetRow[], marketId: string) =>
  bets.some((b) => b.marketId === marketId && b.status === 'unsettled');
