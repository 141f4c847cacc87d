import type {
  BookmakerMarket,
  BookmakerRunner,
  ExchangeRunner,
  FancyRow,
  MarketStatus,
  PriceSize,
} from '@backlay/contracts';
import { type ReactElement, type ReactNode } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { useMultimarketBookmakerQuery, useMultimarketOddsQuery, useMultimarketSessionQuery } from './api';
import { is404, keyOf, useFetchErrorToast, usePolling } from './cardQueries';
import { FollowStar } from './FollowStar';
import { lazyNumberFormat } from '../../shared/format';
import { marketKind } from './groups';
import { unfollowed, type FollowedMarket } from './slice';

/** Shown for a followed market the server no longer has (404). */
export const MARKET_CLOSED_TEXT = 'This market has closed.';
export { ODDS_ERROR_TEXT } from './cardQueries';

const RUNNER_COLUMNS = ['Runner', 'Back', 'Lay'] as const;
const SESSION_COLUMNS = ['Session', 'No', 'Yes'] as const;

const sizeFormat = lazyNumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A followed market, live: exchange markets (best back/lay per runner), Bookmaker (rates) or a
 * Fancy row (No/Yes), each with its status overlay; 'This market has closed.' with an Unfollow
 * button once the server answers 404. `batch` is the comma list of exchange ids fetched together.
 */
export function FollowedMarketCard({ market, batch }: { market: FollowedMarket; batch?: string }) {
  switch (marketKind(market.marketId)) {
    case 'bookmaker':
      return <BookmakerCard market={market} />;
    case 'fancy':
      return <FancyCard market={market} />;
    default:
      return <ExchangeCard market={market} batch={batch ?? market.marketId} />;
  }
}

function ExchangeCard({ market, batch }: { market: FollowedMarket; batch: string }) {
  const polling = usePolling();
  const key = keyOf(market);
  const together = useMultimarketOddsQuery({ ...key, marketIds: batch }, polling);
  // One closed market makes the whole batch 404: then each market asks for itself.
  const alone = batch !== market.marketId && is404(together.error);
  const single = useMultimarketOddsQuery(
    { ...key, marketIds: market.marketId },
    { ...polling, skip: polling.skip || !alone },
  );
  const source = alone ? single : together;
  useFetchErrorToast(source.error);
  if (is404(source.error)) return <ClosedCard market={market} />;
  const live = source.data?.find((m) => m.marketId === market.marketId);
  if (!live) return <PendingCard market={market} failed={!!source.error || !!source.data} />;
  return (
    <RunnersCard
      market={market}
      live={live}
      best={(runner) => [runner.ex.availableToBack[0], runner.ex.availableToLay[0]]}
    />
  );
}

/** The card of an exchange or Bookmaker market: its runners with the best back and lay by `best`. */
function RunnersCard<R extends ExchangeRunner | BookmakerRunner>({
  market,
  live,
  best,
}: {
  market: FollowedMarket;
  live: { status: MarketStatus; runners: readonly R[] };
  best: (runner: R) => [PriceSize | undefined, PriceSize | undefined];
}) {
  return (
    <CardFrame market={market} status={live.status}>
      <RunnersTable columns={RUNNER_COLUMNS}>
        {live.runners.map((runner) => {
          const [back, lay] = best(runner);
          return <RunnerRow key={runner.selectionId} runner={runner} back={back} lay={lay} />;
        })}
      </RunnersTable>
    </CardFrame>
  );
}

/** A runner of an exchange or Bookmaker market: name (and status when not ACTIVE), best back and lay. */
function RunnerRow({
  runner,
  back,
  lay,
}: {
  runner: ExchangeRunner | BookmakerRunner;
  back: PriceSize | undefined;
  lay: PriceSize | undefined;
}) {
  const suspended = runner.status === 'SUSPENDED';
  return (
    <tr className={suspended ? 'mm-runner mm-runner--suspended' : 'mm-runner'}>
      <th scope="row">
        {runner.runnerName}
        {runner.status !== 'ACTIVE' ? <span className="mm-runner__status">{runner.status}</span> : null}
      </th>
      <PriceCell side="back" price={back} />
      <PriceCell side="lay" price={lay} />
    </tr>
  );
}

/** The runners table of a card, under its three column headings. */
function RunnersTable({
  columns,
  children,
}: {
  columns: readonly [string, string, string];
  children: ReactNode;
}) {
  return (
    <table className="mm-runners">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * The followed market's entry in a polled list answer (`query`), or the card shown instead: closed
 * on a 404 or when the answer lacks it, pending until it answers. Toasts a failed fetch.
 */
function useListedEntry<T extends { marketId: string }>(
  market: FollowedMarket,
  query: { data?: readonly T[]; error?: unknown; isLoading: boolean },
): { entry: T; fallback?: undefined } | { entry?: undefined; fallback: ReactElement } {
  const { data, error, isLoading } = query;
  useFetchErrorToast(error);
  if (is404(error)) return { fallback: <ClosedCard market={market} /> };
  const entry = data?.find((m) => m.marketId === market.marketId);
  if (!entry) {
    return { fallback: <MissingCard market={market} answered={!!data && !error} failed={!isLoading} /> };
  }
  return { entry };
}

function BookmakerCard({ market }: { market: FollowedMarket }) {
  const { entry: live, fallback } = useListedEntry<BookmakerMarket>(
    market,
    useMultimarketBookmakerQuery(keyOf(market), usePolling()),
  );
  if (!live) return fallback;
  return (
    <RunnersCard
      market={market}
      live={live}
      best={(runner) => [
        runner.back > 0 ? { price: runner.back, size: runner.backSize } : undefined,
        runner.lay > 0 ? { price: runner.lay, size: runner.laySize } : undefined,
      ]}
    />
  );
}

function FancyCard({ market }: { market: FollowedMarket }) {
  const { entry: row, fallback } = useListedEntry<FancyRow>(
    market,
    useMultimarketSessionQuery(keyOf(market), usePolling()),
  );
  if (!row) return fallback;
  return (
    <CardFrame market={market} status={row.GameStatus.trim() === '' ? 'OPEN' : row.GameStatus}>
      <RunnersTable columns={SESSION_COLUMNS}>
        <tr className="mm-runner">
          <th scope="row">{row.RunnerName}</th>
          <PriceCell side="lay" price={{ price: row.LayPrice1, size: row.LaySize1 }} />
          <PriceCell side="back" price={{ price: row.BackPrice1, size: row.BackSize1 }} />
        </tr>
      </RunnersTable>
    </CardFrame>
  );
}

/** Best price and size of one side; '-' when the side is empty. */
function PriceCell({ side, price }: { side: 'back' | 'lay'; price: PriceSize | undefined }) {
  return (
    <td className={`mm-price mm-price--${side}`} data-side={side}>
      {price ? (
        <>
          <span className="mm-price__price">{price.price}</span>
          <span className="mm-price__size">{sizeFormat.format(price.size)}</span>
        </>
      ) : (
        <span className="mm-price__price">-</span>
      )}
    </td>
  );
}

/** Card chrome: name, star (unfollow), body, and the status overlay when not OPEN (docs/rules/specification.md §4). */
function CardFrame({
  market,
  status,
  children,
}: {
  market: FollowedMarket;
  status: MarketStatus | string;
  children: ReactNode;
}) {
  const open = status === 'OPEN';
  return (
    <CardShell market={market} star>
      <div className={open ? 'mm-market__body' : 'mm-market__body mm-market__body--covered'}>
        {children}
        {open ? null : (
          <div className="mm-market__overlay" data-testid="market-status-overlay">
            {status}
          </div>
        )}
      </div>
    </CardShell>
  );
}

function PendingCard({ market, failed }: { market: FollowedMarket; failed: boolean }) {
  return (
    <CardShell market={market} star>
      <p className="muted mm-market__note">{failed ? 'Prices are unavailable right now.' : 'Loading...'}</p>
    </CardShell>
  );
}

function ClosedCard({ market }: { market: FollowedMarket }) {
  const dispatch = useAppDispatch();
  return (
    <CardShell market={market} className="mm-market mm-market--closed">
      <p className="mm-market__note">{MARKET_CLOSED_TEXT}</p>
      <button type="button" className="btn btn--ghost" onClick={() => dispatch(unfollowed(market.marketId))}>
        Unfollow
      </button>
    </CardShell>
  );
}

/** A market the server's answer lacks: closed once it answered without it, else still pending. */
function MissingCard({
  market,
  answered,
  failed,
}: {
  market: FollowedMarket;
  answered: boolean;
  failed: boolean;
}) {
  return answered ? <ClosedCard market={market} /> : <PendingCard market={market} failed={failed} />;
}

/** Card article and header: the star (when `star`) and the market's name, then `children`. */
function CardShell({
  market,
  star = false,
  className = 'mm-market',
  children,
}: {
  market: FollowedMarket;
  star?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article className={className} data-testid="multimarket-market" aria-label={market.marketName}>
      <header className="mm-market__head">
        {star ? <FollowStar {...market} /> : null}
        <h3 className="mm-market__name">{market.marketName}</h3>
      </header>
      {children}
    </article>
  );
}
