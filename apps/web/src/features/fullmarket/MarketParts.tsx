import { memo, type ReactNode } from 'react';
import type { MatchInfo } from '../betslip';
import type { CashOutButtonProps } from './CashOutButton';
import type { CashOutPrices } from './cashout';
import { FollowStar } from '../multimarket';
import { formatPnl, pnlClass } from './format';

type Side = 'back' | 'lay';

/** The follow star of one market of the page's match (memoised: `match` is the page's memoised one). */
export const MatchFollowStar = memo(function MatchFollowStar({
  match,
  marketId,
  marketName,
}: {
  match: MatchInfo;
  marketId: string;
  marketName: string;
}) {
  return (
    <FollowStar
      marketId={marketId}
      matchId={match.matchId}
      sportId={match.sportId}
      competitionId={match.competitionId}
      marketName={marketName}
    />
  );
});

/** A market section's header: the title (with the follow star when `follow` is given), then `children`. */
export function MarketHead({
  headingId,
  title,
  follow,
  children,
}: {
  headingId: string;
  title: string;
  follow?: { match: MatchInfo; marketId: string };
  children?: ReactNode;
}) {
  return (
    <header className="fm-market__head">
      <div className="fm-market__title">
        <h3 id={headingId}>{title}</h3>
        {follow ? (
          <MatchFollowStar match={follow.match} marketId={follow.marketId} marketName={title} />
        ) : null}
      </div>
      {children}
    </header>
  );
}

/** The decorative row of column labels above the runners (memoised: the labels are constants). */
export const PriceLabels = memo(function PriceLabels({
  labels,
  single = false,
}: {
  labels: readonly { side: Side; text: string }[];
  single?: boolean;
}) {
  return (
    <div className="fm-row fm-row--labels" aria-hidden="true">
      <span />
      <span className={`fm-prices fm-prices--labels${single ? ' fm-prices--single' : ''}`}>
        {labels.map(({ side, text }) => (
          <span key={side} className={`fm-label fm-label--${side}`}>
            {text}
          </span>
        ))}
      </span>
    </div>
  );
});

/**
 * A runner's name cell (memoised: primitive props): the name, its result badge, the user's P&L on it, the smaller, muted P&L
 * "if unmatched bets match" (`ifUnmatched`, exchange markets with unmatched orders of the user),
 * then `children`.
 */
export const RunnerName = memo(function RunnerName({
  name,
  badge,
  pnl,
  ifUnmatched,
  children,
}: {
  name: string;
  badge?: string;
  pnl?: number;
  ifUnmatched?: number;
  children?: ReactNode;
}) {
  return (
    <div className="fm-row__name">
      <span className="fm-row__runner">{name}</span>
      {badge ? <span className={`fm-badge fm-badge--${badge.toLowerCase()}`}>{badge}</span> : null}
      {pnl !== undefined ? (
        <span className={`fm-pnl ${pnlClass(pnl)}`} data-testid="runner-pnl">
          {formatPnl(pnl)}
        </span>
      ) : null}
      {ifUnmatched !== undefined ? (
        <span
          className={`fm-pnl fm-pnl--if-unmatched ${pnlClass(ifUnmatched)}`}
          data-testid="runner-pnl-if-unmatched"
          title={`If unmatched bets match: ${formatPnl(ifUnmatched)}`}
        >
          <span className="sr-only">If unmatched bets match: </span>
          <span aria-hidden="true">» </span>
          {formatPnl(ifUnmatched)}
        </span>
      ) : null}
      {children}
    </div>
  );
});

/** The market's status over its runners when not OPEN, and the spinner while cashing out. */
export function MarketOverlays({ status, busy }: { status: string; busy: boolean }) {
  return (
    <>
      {status !== 'OPEN' ? (
        <div className="overlay-center fm-overlay" data-testid="status-overlay">
          <span>{status}</span>
        </div>
      ) : null}
      {busy ? (
        <div className="overlay-center fm-overlay fm-overlay--busy" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Cashing out…</span>
        </div>
      ) : null}
    </>
  );
}

/** Column labels of the back/lay markets. */
export const BACK_LAY = [
  { side: 'back', text: 'Back' },
  { side: 'lay', text: 'Lay' },
] as const;

/** A market as cash out sees it: each runner with its best back and lay as decimal odds. */
export function cashOutMarket<R extends { selectionId: string; runnerName: string; status: string }>(
  market: { marketId: string; marketName: string; status: string; runners: readonly R[] },
  best: (runner: R) => CashOutPrices,
): CashOutButtonProps['market'] {
  return {
    marketId: market.marketId,
    marketName: market.marketName,
    status: market.status,
    runners: market.runners.map((r) => ({
      selectionId: r.selectionId,
      runnerName: r.runnerName,
      status: r.status,
      ...best(r),
    })),
  };
}
