import type { ExchangeMarket, ExchangeRunner, PriceSize } from '@backlay/contracts';
import { Fragment, useState } from 'react';
import type { LiveQuote } from '../betslip/selection';
import { useFmBookQuery } from './api';
import { CashOutButton } from './CashOutButton';
import { formatMatched, formatPrice, formatSize } from './format';
import {
  BACK_LAY,
  cashOutMarket,
  MarketHead,
  MarketOverlays,
  PriceLabels,
  RowSlip,
  RunnerName,
} from './MarketParts';
import { PriceCell } from './PriceCell';
import { hasOpenBet, type MarketContext } from './types';

const LEVELS = [0, 1, 2] as const;

/** Best price of a runner's side, when the market and runner take bets. */
export function liveOdds(
  market: ExchangeMarket,
  runner: ExchangeRunner | undefined,
  side: 'back' | 'lay',
): LiveQuote | undefined {
  if (market.status !== 'OPEN' || runner?.status !== 'ACTIVE') return undefined;
  const best = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0];
  return best ? { kind: 'odds', odds: best.price } : undefined;
}

/**
 * One exchange market (Match Odds and the match's other exchange markets, spec §2): three back
 * (blue) and three lay (pink) prices and sizes per runner, the matched total, the user's P&L per
 * runner (the book), cash out, and an overlay with the status when the market is not OPEN.
 */
export function ExchangeMarketView({ market, ctx }: { market: ExchangeMarket; ctx: MarketContext }) {
  const { match, loggedIn, bets, slip } = ctx;
  const [busy, setBusy] = useState(false);
  const open = market.status === 'OPEN';
  const withBets = loggedIn && hasOpenBet(bets, market.marketId);
  const { data: book } = useFmBookQuery(market.marketId, { skip: !withBets });
  const headingId = `market-title-${market.marketId}`;

  const select = (runner: ExchangeRunner, side: 'back' | 'lay', level: PriceSize) => {
    const quote = liveOdds(market, runner, side);
    if (!quote) return;
    ctx.onSelect({
      rowKey: `${market.marketId}:${runner.selectionId}`,
      kind: 'odds',
      side,
      match,
      marketId: market.marketId,
      marketName: market.marketName,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      inPlay: market.inplay,
      betDelay: market.betDelay,
      quote,
      startRate: level.price,
    });
  };

  const cell = (runner: ExchangeRunner, side: 'back' | 'lay', level: 0 | 1 | 2) => {
    const levels = side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
    const ps = levels[level];
    const takes = open && runner.status === 'ACTIVE' && ps !== undefined;
    const selected =
      slip?.selection.rowKey === `${market.marketId}:${runner.selectionId}` &&
      slip.selection.side === side &&
      level === 0;
    return (
      <PriceCell
        key={`${side}${level}`}
        side={side}
        price={ps?.price}
        size={ps?.size}
        mainText={ps ? formatPrice(ps.price) : ''}
        subText={ps ? formatSize(ps.size) : ''}
        label={`${side === 'back' ? 'Back' : 'Lay'} ${runner.runnerName} ${ps ? formatPrice(ps.price) : ''}`.trim()}
        onSelect={takes ? () => select(runner, side, ps) : undefined}
        testId={level === 0 ? `${side}-price` : undefined}
        depth={level > 0}
        selected={selected}
      />
    );
  };

  return (
    <section className="fm-market" data-testid={`market-${market.marketId}`} aria-labelledby={headingId}>
      <MarketHead
        headingId={headingId}
        title={market.marketName}
        follow={{ match, marketId: market.marketId }}
      >
        <CashOutButton
          kind="odds"
          market={cashOutMarket(market, (r) => ({
            bestBack: r.ex.availableToBack[0]?.price,
            bestLay: r.ex.availableToLay[0]?.price,
          }))}
          match={match}
          bets={bets}
          loggedIn={loggedIn}
          onBusyChange={setBusy}
        />
        <span className="fm-market__matched" data-testid="matched-total">
          Matched {formatMatched(market.totalMatched)}
        </span>
      </MarketHead>
      <div className="fm-market__body">
        <PriceLabels labels={BACK_LAY} />
        {market.runners.map((runner) => {
          const pnl = book?.runners.find((r) => r.selectionId === runner.selectionId)?.pnl;
          const rowKey = `${market.marketId}:${runner.selectionId}`;
          return (
            <Fragment key={runner.selectionId}>
              <div
                className={`fm-row${runner.status === 'SUSPENDED' && open ? ' is-suspended' : ''}`}
                data-testid={`runner-${runner.selectionId}`}
              >
                {/* Runner status shown instead of prices (WINNER / LOSER / SUSPENDED). */}
                <RunnerName
                  name={runner.runnerName}
                  badge={runner.status === 'ACTIVE' ? undefined : runner.status}
                  pnl={withBets ? pnl : undefined}
                />
                <div className="fm-prices">
                  {[2, 1, 0].map((l) => cell(runner, 'back', l as 0 | 1 | 2))}
                  {LEVELS.map((l) => cell(runner, 'lay', l))}
                </div>
              </div>
              <RowSlip
                slip={slip}
                rowKey={rowKey}
                live={(side) => liveOdds(market, runner, side)}
                onClose={ctx.onCloseSlip}
              />
            </Fragment>
          );
        })}
        <MarketOverlays status={market.status} busy={busy} />
      </div>
    </section>
  );
}
