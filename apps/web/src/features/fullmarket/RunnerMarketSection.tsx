import type { ReactNode } from 'react';
import { useState } from 'react';
import { useFmBookQuery } from './api';
import { CashOutButton } from './CashOutButton';
import type { CashOutPrices } from './cashout';
import { cashOutMarket, MarketHead, MarketOverlays } from './MarketParts';
import { runnerPnl } from './MarketRow';
import { hasOpenBet, type MarketContext } from './types';

/** A runner market as its section sees it (exchange or Bookmaker, docs/rules/specification.md §2). */
interface RunnerMarket<R> {
  marketId: string;
  marketName: string;
  status: string;
  runners: readonly R[];
}

/**
 * The frame of an exchange or Bookmaker market (docs/rules/specification.md §2, §4 Cash out): the section with its
 * title, follow star, cash out button (given each runner's best back and lay as decimal odds by
 * `best`) and `head` (e.g. the matched total), then the body `children(pnlOf)` with the status and
 * cash-out overlays over it. `pnlOf(selectionId)` is the user's P&L on a runner from the market's
 * book, fetched only while signed in with an unsettled bet on the market (else undefined).
 */
export function RunnerMarketSection<R extends { selectionId: string; runnerName: string; status: string }>({
  market,
  ctx,
  kind,
  className,
  best,
  head,
  children,
}: {
  market: RunnerMarket<R>;
  ctx: MarketContext;
  kind: 'odds' | 'bookmaker';
  className: string;
  best: (runner: R) => CashOutPrices;
  head?: ReactNode;
  children: (pnlOf: (selectionId: string) => number | undefined) => ReactNode;
}) {
  const { match, loggedIn, bets } = ctx;
  const [busy, setBusy] = useState(false);
  const withBets = loggedIn && hasOpenBet(bets, market.marketId);
  const { data: book } = useFmBookQuery(market.marketId, { skip: !withBets });
  const headingId = `market-title-${market.marketId}`;
  const pnlOf = (selectionId: string) => (withBets ? runnerPnl(book, selectionId) : undefined);

  return (
    <section className={className} data-testid={`market-${market.marketId}`} aria-labelledby={headingId}>
      <MarketHead
        headingId={headingId}
        title={market.marketName}
        follow={{ match, marketId: market.marketId }}
      >
        <CashOutButton
          kind={kind}
          market={cashOutMarket(market, best)}
          match={match}
          bets={bets}
          loggedIn={loggedIn}
          onBusyChange={setBusy}
        />
        {head}
      </MarketHead>
      <div className="fm-market__body">
        {children(pnlOf)}
        <MarketOverlays status={market.status} busy={busy} />
      </div>
    </section>
  );
}
