import type { CasinoGame } from '@backlay/contracts';
import { CASINO_SPORT } from '@backlay/contracts/constants';
import { type Side, useSlipPlaceBetMutation } from '../../betslip';
import { serverMessage } from '../../../shared/errors';
import type { CasinoRunner } from '../runners';
import { casinoPreview, casinoStakeBounds, casinoStakeMessage } from '../slip';
import { casinoToast } from '../toast';

/** What a casino bet names: the runner, side, the displayed rate, the stake and its client id. */
export interface CasinoBetRequest {
  runner: Pick<CasinoRunner, 'sid' | 'name' | 'min' | 'max'>;
  side: Side;
  /** The rate the user saw (sent as oddsReq). */
  rate: number;
  stake: number;
  /** Reused when the user retries the same slip; never retried automatically. */
  clientBetId: string;
}

/** The table a bet goes to: the game list's entry (eventId, legueId, matchId, market) and round. */
export interface CasinoBetTable {
  game: CasinoGame | undefined;
  roundId: string;
}

/** Text when the table has no market to bet on (its game list entry is missing). */
export const NO_MARKET = 'Betting is not open on this table.';

/**
 * Places casino bets (docs/rules/specification.md §4 Casino bet slip, §3 Bet placement payload): checks the stake
 * against the casino limits first ('Minimum stake limit exceeded!' / 'Maximum stake limit
 * exceeded!' toast, nothing sent), then `POST bet/save2` with markettype 'Casino', the round id,
 * the game list's match and market ids, selectionId = sid, the side, oddsReq = the displayed rate
 * and P / L as favourMargin / againstMargin. The 'Bets' tag it invalidates reloads the match's
 * bets. `place` resolves true once the server accepted the bet; outcomes are shown as 2 s toasts.
 */
export function useCasinoBet(table: CasinoBetTable) {
  const [placeBet, { isLoading }] = useSlipPlaceBetMutation();
  const place = async (bet: CasinoBetRequest): Promise<boolean> => {
    const limit = casinoStakeMessage(bet.stake, casinoStakeBounds(bet.runner));
    if (limit) {
      casinoToast.error(limit);
      return false;
    }
    const { game } = table;
    const market = game?.markets[0];
    if (!game || !market || !table.roundId || table.roundId === '0') {
      casinoToast.error(NO_MARKET);
      return false;
    }
    const preview = casinoPreview(bet.side, bet.stake, bet.rate);
    try {
      const placed = await placeBet({
        clientBetId: bet.clientBetId,
        eventId: game.eventId,
        legueId: game.legueId,
        matchId: game.matchId,
        marketId: market.marketId,
        roundId: table.roundId,
        sportsName: CASINO_SPORT.name,
        event: game.name.slice(0, 200),
        markettype: 'Casino',
        market: game.name.slice(0, 200),
        selection: bet.runner.name.slice(0, 200),
        selectionId: String(bet.runner.sid),
        type: bet.side,
        oddsReq: bet.rate,
        stake: bet.stake,
        placeTime: new Date().toISOString(),
        favourMargin: preview.profit,
        againstMargin: preview.liability,
      }).unwrap();
      casinoToast.success(placed.message);
      return true;
    } catch (err) {
      casinoToast.error(serverMessage(err) ?? 'Bet could not be placed. Please try again.');
      return false;
    }
  };
  return { place, pending: isLoading };
}
