import type { BetRow } from '@backlay/contracts';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { useAppDispatch } from '../../shared/hooks';
import type { MatchInfo } from '../betslip';
import { loadBetslip } from './betslipChunk';
import { CASH_OUT_BLOCK_TEXT, CASH_OUT_NARRATION, cashOutQuote, type CashOutRunner } from './cashout';
import { formatPnl, pnlClass } from './format';

/** docs/rules/specification.md §4 / §9: the confirm state reverts after 10 s. */
export const CASH_OUT_CONFIRM_MS = 10_000;

export interface CashOutButtonProps {
  kind: 'odds' | 'bookmaker';
  market: {
    marketId: string;
    marketName: string;
    status: string;
    runners: (CashOutRunner & { runnerName: string })[];
  };
  match: MatchInfo;
  bets: readonly BetRow[];
  loggedIn: boolean;
  /** Called with true while the hedge is being placed (the market shows a loading overlay). */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Cash out of one market (docs/rules/specification.md §4): the first click shows the profit (green) or loss (red) the
 * hedge locks in, for 10 s; a second click within that time places the hedge (bet/save2 with
 * Narration 'Cash out'; the server computes its stake and price), then the bets, books and balance
 * refresh. Disabled without an open bet, a live market, liquidity, or after a cash out.
 */
export function CashOutButton({ kind, market, match, bets, loggedIn, onBusyChange }: CashOutButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clientBetId = useRef<string>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const quote = cashOutQuote(kind, market, bets);
  const disabled = !loggedIn || !quote.ok || isLoading;
  const showConfirm = confirming && quote.ok;

  const revert = () => {
    clearTimeout(timer.current);
    setConfirming(false);
  };

  const onClick = async () => {
    if (!quote.ok || isLoading) return;
    if (!showConfirm) {
      setConfirming(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setConfirming(false), CASH_OUT_CONFIRM_MS);
      return;
    }
    revert();
    const runner = market.runners.find((r) => r.selectionId === quote.selectionId);
    onBusyChange(true);
    setLoading(true);
    try {
      // The slip's chunk: usually in already (the page preloads it); a failure to load it is a
      // failed cash out, and nothing was placed.
      const slip = await loadBetslip();
      clientBetId.current ??= slip.newClientBetId();
      const placed = await dispatch(
        slip.placeSlipBet({
          _id: null,
          Narration: CASH_OUT_NARRATION,
          clientBetId: clientBetId.current,
          eventId: match.sportId,
          legueId: match.competitionId,
          matchId: match.matchId,
          marketId: market.marketId,
          event: match.eventName.slice(0, 200),
          markettype: kind === 'odds' ? 'Match Odds' : 'Bookmaker',
          market: market.marketName.slice(0, 200),
          selection: (runner?.runnerName ?? '').slice(0, 200),
          selectionId: quote.selectionId,
          type: quote.side,
          oddsReq: kind === 'odds' ? quote.odds : Math.round((quote.odds - 1) * 100),
          stake: quote.stake,
          placeTime: new Date().toISOString(),
        }),
      ).unwrap();
      clientBetId.current = undefined;
      toast.success(placed.message);
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Cash out failed. Please try again.');
    } finally {
      setLoading(false);
      onBusyChange(false);
    }
  };

  const reason = !loggedIn
    ? 'Please login to cash out'
    : quote.ok
      ? undefined
      : CASH_OUT_BLOCK_TEXT[quote.reason];
  return (
    <button
      type="button"
      className={`cash-out${showConfirm ? ` cash-out--confirm ${pnlClass(quote.pnl)}` : ''}`}
      data-testid="cash-out"
      data-state={isLoading ? 'pending' : showConfirm ? 'confirm' : 'idle'}
      disabled={disabled}
      title={reason ?? (showConfirm ? 'Click again to confirm' : undefined)}
      aria-label={
        showConfirm
          ? `Confirm cash out of ${market.marketName}: ${formatPnl(quote.pnl)}`
          : `Cash out ${market.marketName}`
      }
      onClick={() => void onClick()}
    >
      {showConfirm ? `Cash out ${formatPnl(quote.pnl)}` : 'Cash Out'}
    </button>
  );
}
