import type { BetRow, ExchangeMarket } from '@backlay/contracts';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/hooks';
import { useStreamStatus } from '../../shared/stream';
import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { useIsDesktop } from '../../shared/useMediaQuery';
import { selectIsLoggedIn } from '../auth';
import { OpenBetsPanel, useUnmatchedOrders } from '../openbets';
import type { BetSelection, MatchInfo } from '../betslip';
import {
  fullMarketApi,
  POLL_MS,
  useFmBetDetailsQuery,
  useFmBookmakerQuery,
  useFmEventsQuery,
  useFmMarketOddsQuery,
  useFmSessionQuery,
} from './api';
import { BookmakerMarketView } from './BookmakerMarketView';
import { ExchangeMarketView } from './ExchangeMarketView';
import { FancySection } from './FancySection';
import { GameInfo } from './GameInfo';
import type { MarketContext, SlipState } from './types';
import './fullmarket.css';

type MarketTab = 'all' | 'bookmaker' | 'odds';
const MARKET_TABS: { id: MarketTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'bookmaker', label: 'Bookmaker' },
  { id: 'odds', label: 'Odds' },
];
const NO_BETS: BetRow[] = [];

/** Match Odds first, then the match's other exchange markets in the feed's order. */
const byMatchOddsFirst = (markets: readonly ExchangeMarket[]) =>
  [...markets].sort((a, b) => Number(b.marketName === 'Match Odds') - Number(a.marketName === 'Match Odds'));

/** Shows a fetch failure once as an error toast (docs/rules/specification.md §8: market odds and fancy fetch failures). */
function useErrorToast(error: unknown, id: string, what: string) {
  useEffect(() => {
    if (error) toast.error(serverMessage(error) ?? `Could not load ${what}.`, { toastId: id });
  }, [error, id, what]);
}

/**
 * Full market page /fullmarket/:sportId/:competitionId/:matchId?gameTime&eventName&inplay
 * (docs/rules/specification.md §2; issue 5 items 2-4, 6): game information, the All / Bookmaker / Odds filter, the
 * exchange markets, the Bookmaker and the Fancy rows, the bet slip under a tapped price, the
 * user's book per runner and cash out. Signed in, the books are polled (Fancy 1 s, odds and
 * Bookmaker 2 s); signed out they are fetched once. Either way the stream (issue 15 item 4) keeps
 * them moving; while it is live the odds are not polled and the Bookmaker and Fancy lists only
 * every 10 s.
 */
export function FullMarketPage() {
  const { id1 = '', id2 = '', id3 = '' } = useParams();
  const [search] = useSearchParams();
  const sportId = Number(id1);
  const valid = /^\d{1,3}$/.test(id1) && /^\d{1,12}$/.test(id2) && /^\d{1,12}$/.test(id3);
  const path = { sportId, competitionId: id2, matchId: id3 };
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [tab, setTab] = useState<MarketTab>('all');
  const [slip, setSlip] = useState<SlipState | null>(null);

  const events = useFmEventsQuery(sportId, { skip: !valid });
  const row = events.data?.find((e) => e.matchId === id3);
  const desktop = useIsDesktop();
  const marketIds = row?.joinedMarketIds ?? [];
  // While the stream is live it brings the books: the odds are not polled, the lists seldom.
  const live = useStreamStatus() === 'live';
  const odds = useFmMarketOddsQuery(
    { ...path, marketIds: marketIds.join(',') },
    {
      skip: !valid || marketIds.length === 0,
      pollingInterval: loggedIn && !live ? POLL_MS.marketOdds : 0,
    },
  );
  const bookmaker = useFmBookmakerQuery(path, {
    skip: !valid,
    pollingInterval: loggedIn ? (live ? POLL_MS.listsWhileLive : POLL_MS.bookmaker) : 0,
  });
  const session = useFmSessionQuery(path, {
    skip: !valid,
    pollingInterval: loggedIn ? (live ? POLL_MS.listsWhileLive : POLL_MS.session) : 0,
  });
  // While the user has open bets here, the list is refreshed like the balance (10 s) to see them settle.
  const selectCachedBets = fullMarketApi.endpoints.fmBetDetails.select(id3);
  const cachedBets = useAppSelector((s: Parameters<typeof selectCachedBets>[0]) => selectCachedBets(s).data);
  const openBets = cachedBets?.some((b) => b.status === 'unsettled') ?? false;
  const betDetails = useFmBetDetailsQuery(id3, {
    skip: !valid || !loggedIn,
    pollingInterval: loggedIn && openBets ? POLL_MS.bets : 0,
  });
  // The user's unmatched orders are polled while signed in (issue 14 item 7): one matched by
  // someone else refreshes the bets, the books and the balance.
  useUnmatchedOrders();
  useErrorToast(odds.error, 'fm-odds-error', 'the market odds');
  useErrorToast(session.error, 'fm-session-error', 'the fancy markets');
  useEffect(() => {
    if (bookmaker.error) console.warn('Bookmaker fetch failed', bookmaker.error);
  }, [bookmaker.error]);

  const eventName = row?.eventName ?? search.get('eventName') ?? '';
  const gameTime = search.get('gameTime') ?? (row ? new Date(row.openDate).toLocaleString() : '');
  const inPlay = row?.inPlay ?? search.get('inplay') === 'true';
  const match: MatchInfo = { sportId, competitionId: id2, matchId: id3, eventName };
  const exchange = byMatchOddsFirst(odds.data ?? []);
  const mainStatus = exchange[0]?.status;
  const ctx: MarketContext = {
    match,
    loggedIn,
    bets: loggedIn ? (betDetails.data ?? NO_BETS) : NO_BETS,
    slip,
    onSelect: (selection: BetSelection) => setSlip((s) => ({ id: (s?.id ?? 0) + 1, selection })),
    onCloseSlip: () => setSlip(null),
  };

  const showOdds = tab !== 'bookmaker';
  const showBookmaker = tab !== 'odds';
  const showFancy = tab === 'all';
  const fancyRows = session.data ?? [];
  const notFound = !valid || (events.isSuccess && !row);
  const loading = events.isLoading || odds.isLoading || bookmaker.isLoading;
  const nothing =
    !loading &&
    (!showOdds || exchange.length === 0) &&
    (!showBookmaker || (bookmaker.data ?? []).length === 0) &&
    (!showFancy || fancyRows.length === 0);

  return (
    <div className="fm-layout">
      <section className="fm-page" data-testid="fullmarket">
        <h1 className="sr-only">Full Market</h1>
        <header className="fm-page__head">
          <h2 className="fm-page__event">{eventName || 'Match'}</h2>
          {inPlay ? <span className="fm-inplay">In Play</span> : null}
        </header>
        <GameInfo
          sportId={sportId}
          matchId={id3}
          eventName={eventName}
          gameTime={gameTime}
          status={mainStatus}
          inPlay={inPlay}
          loggedIn={loggedIn}
        />
        <div className="fm-tabs" role="group" aria-label="Show markets" data-testid="fullmarket-tabs">
          {MARKET_TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              className={`fm-tab${tab === t.id ? ' is-active' : ''}`}
              aria-pressed={tab === t.id}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>

        {notFound ? (
          <p className="fm-empty" role="status">
            This match is not available.
          </p>
        ) : loading ? (
          <p className="fm-empty fm-empty--loading muted" role="status">
            Loading markets…
          </p>
        ) : null}

        {/* Sections appear together, in order, once the odds and the Bookmaker are in: a section that
          arrives first (the Fancy rows) would otherwise be pushed down by the ones above it. */}
        {showOdds && !loading
          ? exchange.map((m) => <ExchangeMarketView key={m.marketId} market={m} ctx={ctx} />)
          : null}
        {showBookmaker && !loading
          ? (bookmaker.data ?? []).map((m) => <BookmakerMarketView key={m.marketId} market={m} ctx={ctx} />)
          : null}
        {showFancy && !loading && fancyRows.length > 0 ? <FancySection rows={fancyRows} ctx={ctx} /> : null}
        {nothing && !notFound ? <p className="fm-empty muted">No markets to show.</p> : null}

        {row?.attribution ? (
          <p className="fm-credit" data-testid="data-credit">
            {row.attribution}
          </p>
        ) : null}
      </section>
      {desktop && loggedIn ? (
        <aside className="fm-side" aria-label="Open bets">
          <OpenBetsPanel matchId={id3} eventName={eventName || undefined} />
        </aside>
      ) : null}
    </div>
  );
}
