import type { BookmakerMarket, BookmakerRunner } from '@backlay/contracts';
import { Fragment, useState } from 'react';
import { BetSlip } from '../betslip/BetSlip';
import type { LiveQuote } from '../betslip/selection';
import { FollowStar } from '../multimarket/FollowStar';
import { useFmBookQuery } from './api';
import { CashOutButton } from './CashOutButton';
import { formatPnl, formatSize, pnlClass } from './format';
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
      <header className="fm-market__head">
        <div className="fm-market__title">
          <h3 id={headingId}>{market.marketName}</h3>
          <FollowStar
            marketId={market.marketId}
            matchId={match.matchId}
            sportId={match.sportId}
            competitionId={match.competitionId}
            marketName={market.marketName}
          />
        </div>
        <CashOutButton
          kind="bookmaker"
          market={{
            marketId: market.marketId,
            marketName: market.marketName,
            status: market.status,
            runners: market.runners.map((r) => ({
              selectionId: r.selectionId,
              runnerName: r.runnerName,
              status: r.status,
              bestBack: r.back > 0 ? 1 + r.back / 100 : undefined,
              bestLay: r.lay > 0 ? 1 + r.lay / 100 : undefined,
            })),
          }}
          match={match}
          bets={bets}
          loggedIn={loggedIn}
          onBusyChange={setBusy}
        />
      </header>
      <div className="fm-market__body">
        <div className="fm-row fm-row--labels" aria-hidden="true">
          <span />
          <span className="fm-prices fm-prices--labels fm-prices--single">
            <span className="fm-label fm-label--back">Back</span>
            <span className="fm-label fm-label--lay">Lay</span>
          </span>
        </div>
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
                <div className="fm-row__name">
                  <span className="fm-row__runner">{runner.runnerName}</span>
                  {runner.status === 'WINNER' || runner.status === 'LOSER' ? (
                    <span className={`fm-badge fm-badge--${runner.status.toLowerCase()}`}>
                      {runner.status}
                    </span>
                  ) : null}
                  {withBets && pnl !== undefined ? (
                    <span className={`fm-pnl ${pnlClass(pnl)}`} data-testid="runner-pnl">
                      {formatPnl(pnl)}
                    </span>
                  ) : null}
                </div>
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
              {slip?.selection.rowKey === rowKey ? (
                <BetSlip
                  key={slip.id}
                  selection={slip.selection}
                  live={liveRate(market, runner, slip.selection.side)}
                  onClose={ctx.onCloseSlip}
                />
              ) : null}
            </Fragment>
          );
        })}
        {!open ? (
          <div className="fm-overlay" data-testid="status-overlay">
            <span>{market.status}</span>
          </div>
        ) : null}
        {busy ? (
          <div className="fm-overlay fm-overlay--busy" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>Cashing out…</span>
          </div>
        ) : null}
      </div>
    </section>
  );
}
