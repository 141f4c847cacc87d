import type { BookmakerMarket, BookmakerRunner } from '@backlay/contracts';
import { Fragment, useState } from 'react';
import type { LiveQuote } from '../betslip/selection';
import { useFmBookQuery } from './api';
import { CashOutButton } from './CashOutButton';
import { formatSize } from './format';
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

/** A Bookmaker runner's live rate on a side, when the market and runner take bets. */
export function liveRate(
  market: BookmakerMarket,
  runner: BookmakerRunner | undefined,
  side: 'back' | 'lay',
): LiveQuote | undefined {
  if (market.status !== 'OPEN' || runner?.status !== 'ACTIVE') return undefined;
  const rate = side === 'back' ? runner.back : runner.lay;
  return rate > 0 ? { kind: 'bookmaker', rate } : undefined;
}

/**
 * The Bookmaker market (spec §2): percentage rates back and lay per runner; a SUSPENDED runner is
 * dimmed and labelled; the market shows its status over the runners when not OPEN; book and cash
 * out as on the exchange.
 */
export function BookmakerMarketView({ market, ctx }: { market: BookmakerMarket; ctx: MarketContext }) {
  const { match, loggedIn, bets, slip } = ctx;
  const [busy, setBusy] = useState(false);
  const open = market.status === 'OPEN';
  const withBets = loggedIn && hasOpenBet(bets, market.marketId);
  const { data: book } = useFmBookQuery(market.marketId, { skip: !withBets });
  const headingId = `market-title-${market.marketId}`;

  const select = (runner: BookmakerRunner, side: 'back' | 'lay') => {
    const quote = liveRate(market, runner, side);
    if (!quote) return;
    ctx.onSelect({
      rowKey: `${market.marketId}:${runner.selectionId}`,
      kind: 'bookmaker',
      side,
      match,
      marketId: market.marketId,
      marketName: market.marketName,
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      inPlay: market.inplay,
      betDelay: market.betDelay,
      quote,
    });
  };

  return (
    <section
      className="fm-market fm-market--bookmaker"
      data-testid={`market-${market.marketId}`}
      aria-labelledby={headingId}
    >
      <MarketHead
        headingId={headingId}
        title={market.marketName}
        follow={{ match, marketId: market.marketId }}
      >
        <CashOutButton
          kind="bookmaker"
          market={cashOutMarket(market, (r) => ({
            bestBack: r.back > 0 ? 1 + r.back / 100 : undefined,
            bestLay: r.lay > 0 ? 1 + r.lay / 100 : undefined,
          }))}
          match={match}
          bets={bets}
          loggedIn={loggedIn}
          onBusyChange={setBusy}
        />
      </MarketHead>
      <div className="fm-market__body">
        <PriceLabels labels={BACK_LAY} single />
        {market.runners.map((runner) => {
          const pnl = book?.runners.find((r) => r.selectionId === runner.selectionId)?.pnl;
          const rowKey = `${market.marketId}:${runner.selectionId}`;
          const suspended = runner.status === 'SUSPENDED';
          const takes = open && runner.status === 'ACTIVE';
          const isSelected = (side: 'back' | 'lay') =>
            slip?.selection.rowKey === rowKey && slip.selection.side === side;
          return (
            <Fragment key={runner.selectionId}>
              <div
                className={`fm-row${suspended ? ' is-suspended' : ''}`}
                data-testid={`runner-${runner.selectionId}`}
              >
                <RunnerName
                  name={runner.runnerName}
                  badge={runner.status === 'WINNER' || runner.status === 'LOSER' ? runner.status : undefined}
                  pnl={withBets ? pnl : undefined}
                />
                <div className="fm-prices fm-prices--single">
                  <PriceCell
                    side="back"
                    price={runner.back > 0 ? runner.back : undefined}
                    size={runner.backSize}
                    mainText={String(runner.back)}
                    subText={formatSize(runner.backSize)}
                    label={`Back ${runner.runnerName} ${runner.back}`}
                    onSelect={takes ? () => select(runner, 'back') : undefined}
                    testId="back-price"
                    selected={isSelected('back')}
                  />
                  <PriceCell
                    side="lay"
                    price={runner.lay > 0 ? runner.lay : undefined}
                    size={runner.laySize}
                    mainText={String(runner.lay)}
                    subText={formatSize(runner.laySize)}
                    label={`Lay ${runner.runnerName} ${runner.lay}`}
                    onSelect={takes ? () => select(runner, 'lay') : undefined}
                    testId="lay-price"
                    selected={isSelected('lay')}
                  />
                  {suspended && open ? (
                    <span className="fm-row__suspended" data-testid="runner-suspended">
                      SUSPENDED
                    </span>
                  ) : null}
                </div>
              </div>
              <RowSlip
                slip={slip}
                rowKey={rowKey}
                live={(side) => liveRate(market, runner, side)}
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
