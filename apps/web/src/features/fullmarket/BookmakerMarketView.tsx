import type { BookmakerRunner } from '@backlay/contracts';
import { memo } from 'react';
import type { LiveQuote } from '../betslip';
import { fullMarketApi, type MatchPath } from './api';
import { formatSize } from './format';
import { closedReason, runnerPriceWords } from './labels';
import { BACK_LAY, PriceLabels, RunnerName } from './MarketParts';
import {
  MarketRow,
  rowKeyOf,
  runnerPick,
  selectQuote,
  SinglePrices,
  useStableHandler,
  rowPropsEqual,
} from './MarketRow';
import { RunnerMarketSection } from './RunnerMarketSection';
import { slipOf, type MarketContext, type SlipState } from './types';
import { type MarketFrame, useMarketFrame } from './marketFrame';

/** A Bookmaker runner's live rate on a side, when the market and runner take bets. */
export function liveRate(
  market: { status: string },
  runner: BookmakerRunner | undefined,
  side: 'back' | 'lay',
): LiveQuote | undefined {
  if (market.status !== 'OPEN' || runner?.status !== 'ACTIVE') return undefined;
  const rate = side === 'back' ? runner.back : runner.lay;
  return rate > 0 ? { kind: 'bookmaker', rate } : undefined;
}

const bestOf = (r: BookmakerRunner) => ({
  bestBack: r.back > 0 ? 1 + r.back / 100 : undefined,
  bestLay: r.lay > 0 ? 1 + r.lay / 100 : undefined,
});

/**
 * The Bookmaker market (docs/rules/specification.md §2): percentage rates back and lay per runner; a SUSPENDED runner is
 * dimmed and labelled; the market shows its status over the runners when not OPEN; book and cash
 * out as on the exchange. Reads its market from the Bookmaker cache entry of `path`; rows are
 * memoised per runner (issue 18 item 2).
 */
export const BookmakerMarketView = memo(function BookmakerMarketView({
  path,
  marketId,
  ctx,
  slip,
}: {
  path: MatchPath;
  marketId: string;
  ctx: MarketContext;
  slip: SlipState | null;
}) {
  const { market } = fullMarketApi.endpoints.fmBookmaker.useQueryState(path, {
    selectFromResult: ({ data }) => ({ market: data?.find((m) => m.marketId === marketId) }),
  });
  const frame = useMarketFrame(marketId, market);
  if (!market) return null;
  return (
    <RunnerMarketSection
      market={market}
      ctx={ctx}
      kind="bookmaker"
      className="fm-market fm-market--bookmaker"
      best={bestOf}
    >
      {(pnlOf) => (
        <>
          <PriceLabels labels={BACK_LAY} single />
          {market.runners.map((runner) => (
            <BookmakerRunnerRow
              key={runner.selectionId}
              market={frame}
              runner={runner}
              ctx={ctx}
              slip={slipOf(slip, rowKeyOf(marketId, runner.selectionId))}
              pnl={pnlOf(runner.selectionId)}
            />
          ))}
        </>
      )}
    </RunnerMarketSection>
  );
});

/** One Bookmaker runner: name, P&L, back and lay rates; memoised like the exchange's rows. */
const BookmakerRunnerRow = memo(function BookmakerRunnerRow({
  market,
  runner,
  ctx,
  slip,
  pnl,
}: {
  market: MarketFrame;
  runner: BookmakerRunner;
  ctx: MarketContext;
  slip: SlipState | null;
  pnl: number | undefined;
}) {
  const open = market.status === 'OPEN';
  const suspended = runner.status === 'SUSPENDED';
  const reason = closedReason(market.status, runner.status);
  const onSelect = useStableHandler((side: 'back' | 'lay') =>
    selectQuote(ctx, runnerPick(market, runner, 'bookmaker', side), liveRate(market, runner, side)),
  );
  const quoteOf = (side: 'back' | 'lay', main: number, size: number) => ({
    side,
    main,
    size,
    offered: main > 0,
    subText: formatSize(size),
    words: runnerPriceWords(side, runner.runnerName, main > 0, formatSize(size) !== '', reason),
    testId: `${side}-price`,
  });
  return (
    <MarketRow
      className={`fm-row${suspended ? ' is-suspended' : ''}`}
      data={{ 'data-testid': `runner-${runner.selectionId}` }}
      slip={slip}
      onCloseSlip={ctx.onCloseSlip}
      live={(s) => liveRate(market, runner, s)}
    >
      <RunnerName
        name={runner.runnerName}
        badge={runner.status === 'WINNER' || runner.status === 'LOSER' ? runner.status : undefined}
        pnl={pnl}
      />
      <SinglePrices
        className="fm-prices fm-prices--single"
        quotes={[quoteOf('back', runner.back, runner.backSize), quoteOf('lay', runner.lay, runner.laySize)]}
        slip={slip}
        enabled={reason === ''}
        onSelect={onSelect}
        status={suspended && open ? { testId: 'runner-suspended', text: 'SUSPENDED' } : undefined}
      />
    </MarketRow>
  );
}, rowPropsEqual('runner'));
