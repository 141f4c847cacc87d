import type { BookmakerMarket, EventRow, ExchangeMarket, FancyRow } from '@backlay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginFlowProvider } from '../auth';
import {
  calledPaths,
  fakeServer,
  json,
  mockFetch,
  renderApp,
  renderWithStore,
  signedIn,
  type Handler,
  type TestState,
} from '../../test/utils';
import { FollowStar } from './FollowStar';
import { MULTIMARKET_POLL_MS } from './groups';
import { MARKET_CLOSED_TEXT, ODDS_ERROR_TEXT } from './MarketCards';
import { ADD_MARKETS_TEXT, NO_FOLLOWED_TEXT } from './MultiMarketPage';
import type { FollowedMarket } from './slice';
import { bookmakerMarket, eventRow, exchangeMarket, fancyRow, followed, MATCH } from './testData';

const notFound = () => json({ statusCode: 404, error: 'Not Found', message: 'Unknown market' }, 404);

interface Feed {
  markets?: ExchangeMarket[];
  bookmaker?: BookmakerMarket[];
  session?: FancyRow[];
  events?: EventRow[];
  odds?: Handler;
}

/** The catalogue's market endpoints over fixtures: fetch-market-odds 404s when any id is unknown. */
function marketServer(feed: Feed = {}): Handler {
  const base = fakeServer();
  return (request) => {
    const path = new URL(request.url).pathname;
    const odds = path.match(/^\/api\/v2\/fetch-market-odds\/\d+\/\d+\/\d+\/(.+)$/);
    if (odds) {
      if (feed.odds) return feed.odds(request);
      const found = decodeURIComponent(odds[1]!)
        .split(',')
        .map((id) => (feed.markets ?? []).find((m) => m.marketId === id));
      return found.every(Boolean) ? json({ status: true, data: found }) : notFound();
    }
    if (path.startsWith('/api/v2/fetch-bookmaker-odds/'))
      return json({ status: true, data: feed.bookmaker ?? [] });
    if (path.startsWith('/api/v2/fetch-market-session/'))
      return json({ status: true, data: feed.session ?? [] });
    if (path.startsWith('/api/v2/get-matches/')) return json({ status: true, data: feed.events ?? [] });
    return base(request);
  };
}

const following = (...markets: FollowedMarket[]): TestState => ({
  ...signedIn(),
  multimarket: { followed: markets },
});

const cards = () => screen.queryAllByTestId('multimarket-market');
const card = (name: string) => screen.getByRole('article', { name });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('FollowStar', () => {
  const props = { ...MATCH, marketId: '1.4000000101', marketName: 'Match Odds' };

  it('follows and unfollows a market in the multimarket slice (☆/★, aria-pressed)', async () => {
    const { store } = renderWithStore(<FollowStar {...props} />, signedIn());
    const star = screen.getByTestId('follow-star');
    expect(star.textContent).toBe('☆');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe('Follow market');

    await userEvent.click(star);
    expect(star.textContent).toBe('★');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Unfollow market' })).toBe(star);
    expect(store.getState().multimarket.followed).toEqual([props]);

    await userEvent.click(star);
    expect(star.textContent).toBe('☆');
    expect(screen.getByRole('button', { name: 'Follow market' })).toBe(star);
    expect(store.getState().multimarket.followed).toEqual([]);
  });

  it('keeps an event name it is given', async () => {
    const { store } = renderWithStore(<FollowStar {...props} eventName="India v Australia" />, signedIn());
    await userEvent.click(screen.getByTestId('follow-star'));
    expect(store.getState().multimarket.followed[0]?.eventName).toBe('India v Australia');
  });

  it('signed out it opens the sign-in flow instead of following', async () => {
    mockFetch(fakeServer());
    const { store } = renderWithStore(
      <LoginFlowProvider>
        <FollowStar {...props} />
      </LoginFlowProvider>,
    );
    await userEvent.click(screen.getByTestId('follow-star'));
    expect(await screen.findByTestId('age-modal')).toBeTruthy();
    expect(store.getState().multimarket.followed).toEqual([]);
  });
});

describe('/multimarket', () => {
  it('shows the empty state without followed markets', async () => {
    const fetch = mockFetch(marketServer());
    renderApp('/multimarket', signedIn());
    expect(await screen.findByText(NO_FOLLOWED_TEXT)).toBeTruthy();
    expect(screen.getByText(ADD_MARKETS_TEXT)).toBeTruthy();
    expect(NO_FOLLOWED_TEXT).toBe('There are currently no followed multi markets.');
    expect(ADD_MARKETS_TEXT).toBe('Please add some markets from events.');
    expect(cards()).toHaveLength(0);
    expect(calledPaths(fetch).some((p) => p.includes('/api/v2/fetch-'))).toBe(false);
  });

  it('lists followed markets live, grouped by match, with the best back and lay per runner', async () => {
    const tennis = { sportId: 2, competitionId: '2001', matchId: '20000001' };
    const tennisMarket = exchangeMarket({
      marketId: '1.2000000101',
      matchId: tennis.matchId,
      runners: [
        {
          selectionId: '1',
          runnerName: 'Nadal',
          status: 'ACTIVE',
          ex: { availableToBack: [{ price: 1.5, size: 100 }], availableToLay: [{ price: 1.52, size: 200 }] },
        },
      ],
    });
    const fetch = mockFetch(
      marketServer({
        markets: [exchangeMarket(), tennisMarket],
        bookmaker: [bookmakerMarket()],
        session: [fancyRow()],
        events: [eventRow()],
      }),
    );
    renderApp(
      '/multimarket',
      following(
        followed(),
        followed({ ...tennis, marketId: '1.2000000101', eventName: 'Nadal v Federer' }),
        followed({ marketId: '2.4000000101', marketName: 'Bookmaker' }),
        followed({ marketId: '3.4000000101001', marketName: '6 over runs IND' }),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('cell', { name: /1\.95/ }).length).toBeGreaterThan(0));

    const cricket = screen.getByRole('region', { name: 'India v Australia' });
    expect(within(cricket).getAllByTestId('multimarket-market')).toHaveLength(3);
    expect(within(cricket).getByText('In Play')).toBeTruthy();
    const link = within(cricket).getByRole('link', { name: 'Full market: India v Australia' });
    expect(link.getAttribute('href')).toBe(
      '/fullmarket/4/4001/40000001?gameTime=2026-11-21T12%3A00%3A00.000Z&eventName=India+v+Australia&inplay=true',
    );
    const tennisGroup = screen.getByRole('region', { name: 'Nadal v Federer' });
    expect(
      within(tennisGroup).getByRole('link', { name: 'Full market: Nadal v Federer' }).getAttribute('href'),
    ).toBe('/fullmarket/2/2001/20000001?eventName=Nadal+v+Federer');

    const odds = within(cricket).getByRole('article', { name: 'Match Odds' });
    const rows = within(odds).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['India', '1.953,188', '1.972,500'],
      ['Australia', '2.02900', '-'],
    ]);
    expect(within(odds).queryByTestId('market-status-overlay')).toBeNull();
    expect(within(odds).getByTestId('follow-star').getAttribute('aria-pressed')).toBe('true');

    await waitFor(() => expect(within(card('Bookmaker')).getAllByRole('row')).toHaveLength(3));
    const bmRows = within(card('Bookmaker')).getAllByRole('row').slice(1);
    expect(bmRows.map(cellsOf)).toEqual([
      ['India', '45100,000', '47100,000'],
      ['AustraliaSUSPENDED', '-', '-'],
    ]);
    expect(bmRows[1]!.className).toContain('mm-runner--suspended');

    await waitFor(() => expect(within(card('6 over runs IND')).getAllByRole('row')).toHaveLength(2));
    const fancy = within(card('6 over runs IND')).getAllByRole('row');
    expect(cellsOf(fancy[0]!)).toEqual(['Session', 'No', 'Yes']);
    expect(cellsOf(fancy[1]!)).toEqual(['6 over runs IND', '45100', '46100']);

    // One odds call per match carries every followed exchange market of it.
    expect(calledPaths(fetch)).toContain('GET /api/v2/fetch-market-odds/4/4001/40000001/1.4000000101');
    expect(calledPaths(fetch)).toContain('GET /api/v2/fetch-bookmaker-odds/4/4001/40000001');
    expect(calledPaths(fetch)).toContain('GET /api/v2/fetch-market-session/4/4001/40000001');
  });

  it('shows the status over a market that is not OPEN', async () => {
    mockFetch(
      marketServer({
        markets: [exchangeMarket({ status: 'SUSPENDED' })],
        session: [fancyRow({ GameStatus: 'Ball Running' })],
      }),
    );
    renderApp(
      '/multimarket',
      following(followed(), followed({ marketId: '3.4000000101001', marketName: 'Runs' })),
    );
    await waitFor(() => expect(screen.getAllByTestId('market-status-overlay')).toHaveLength(2));
    expect(within(card('Match Odds')).getByTestId('market-status-overlay').textContent).toBe('SUSPENDED');
    expect(within(card('Runs')).getByTestId('market-status-overlay').textContent).toBe('Ball Running');
  });

  it('unfollows from the star; the last one leaves the empty state', async () => {
    mockFetch(marketServer({ markets: [exchangeMarket()], bookmaker: [bookmakerMarket()] }));
    const { store } = renderApp(
      '/multimarket',
      following(followed(), followed({ marketId: '2.4000000101', marketName: 'Bookmaker' })),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Match Odds')).getByRole('button', { name: 'Unfollow market' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(store.getState().multimarket.followed.map((m) => m.marketId)).toEqual(['2.4000000101']);
    fireEvent.click(within(card('Bookmaker')).getByRole('button', { name: 'Unfollow market' }));
    expect(await screen.findByText(NO_FOLLOWED_TEXT)).toBeTruthy();
    expect(store.getState().multimarket.followed).toEqual([]);
  });

  it("shows 'This market has closed.' for a market the server no longer has, with Unfollow", async () => {
    mockFetch(marketServer({ markets: [exchangeMarket()] }));
    const { store } = renderApp(
      '/multimarket',
      following(followed(), followed({ marketId: '1.4000000199', marketName: 'Tied Match' })),
    );
    // The batch 404s; each market then asks alone: one is live, the other closed.
    await waitFor(() => expect(within(card('Tied Match')).getByText(MARKET_CLOSED_TEXT)).toBeTruthy());
    await waitFor(() => expect(within(card('Match Odds')).getAllByRole('row')).toHaveLength(3));
    expect(within(card('Match Odds')).queryByText(MARKET_CLOSED_TEXT)).toBeNull();

    await userEvent.click(within(card('Tied Match')).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(store.getState().multimarket.followed.map((m) => m.marketId)).toEqual(['1.4000000101']);
  });

  it('a Bookmaker or Fancy market missing from its match is closed too', async () => {
    mockFetch(marketServer({ bookmaker: [], session: [] }));
    renderApp(
      '/multimarket',
      following(
        followed({ marketId: '2.4000000101', marketName: 'Bookmaker' }),
        followed({ marketId: '3.4000000101001', marketName: 'Runs' }),
      ),
    );
    await waitFor(() => expect(screen.getAllByText(MARKET_CLOSED_TEXT)).toHaveLength(2));
  });

  it('a failed price fetch (not 404) shows an error toast', async () => {
    mockFetch(
      marketServer({
        odds: () => json({ statusCode: 500, error: 'x', message: 'Internal Server Error' }, 500),
      }),
    );
    renderApp('/multimarket', following(followed()));
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(ODDS_ERROR_TEXT).toBe('Could not load the market odds.');
    expect(screen.queryByText(MARKET_CLOSED_TEXT)).toBeNull();
  });

  it('polls the prices every 2 s', async () => {
    // Fake timers that also follow real time, so Testing Library's waits still run.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let price = 1.95;
    const market = () =>
      exchangeMarket({
        runners: [
          {
            selectionId: '1',
            runnerName: 'India',
            status: 'ACTIVE',
            ex: { availableToBack: [{ price, size: 10 }], availableToLay: [] },
          },
        ],
      });
    const fetch = mockFetch(marketServer({ odds: () => json({ status: true, data: [market()] }) }));
    const backCell = () => document.querySelector('.mm-price--back')?.textContent;
    const oddsCalls = () => calledPaths(fetch).filter((p) => p.includes('fetch-market-odds')).length;
    renderApp('/multimarket', following(followed()));
    await waitFor(() => expect(backCell()).toBe('1.9510'));
    expect(oddsCalls()).toBe(1);

    price = 2.1;
    await act(() => vi.advanceTimersByTimeAsync(MULTIMARKET_POLL_MS / 2));
    expect(oddsCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(MULTIMARKET_POLL_MS / 2 + 100));
    await waitFor(() => expect(oddsCalls()).toBe(2));
    await waitFor(() => expect(backCell()).toBe('2.110'));
    await act(() => vi.advanceTimersByTimeAsync(MULTIMARKET_POLL_MS));
    await waitFor(() => expect(oddsCalls()).toBe(3));
  });
});
