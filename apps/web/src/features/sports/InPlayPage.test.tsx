import type { EventRow } from '@backlay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calledRequests, fakeServer, json, mockFetch, renderApp, signedIn } from '../../test/utils';
import { localIso, makeRow, quietFullMarket } from './testData';

const NOW = new Date(2025, 0, 15, 12, 0); // Wed 15 Jan 2025, 12:00 local

const rowsBySport: Record<number, EventRow[]> = {
  4: [
    makeRow({ matchId: '401', eventName: 'Mumbai v Chennai', inPlay: true, tv: true }),
    makeRow({ matchId: '402', eventName: 'Delhi v Punjab', openDate: localIso(2025, 1, 15, 19, 30) }),
    makeRow({ matchId: '403', eventName: 'Kolkata v Rajasthan', openDate: localIso(2025, 1, 16, 9) }),
    makeRow({ matchId: '404', eventName: 'Outright', marketName: 'Tournament Winner', inPlay: true }),
    makeRow({ matchId: '405', eventName: 'Blank market', marketName: ' ', inPlay: true }),
    makeRow({ matchId: '406', eventName: 'Finished', declared: true, inPlay: true }),
  ],
  2: [
    makeRow({ matchId: '201', eventId: 2, eventName: 'Nadal v Federer', inPlay: true, bm: false }),
    makeRow({
      matchId: '202',
      eventId: 2,
      eventName: 'Djokovic v Murray',
      openDate: localIso(2025, 1, 16, 20),
    }),
  ],
  1: [
    makeRow({ matchId: '101', eventId: 1, eventName: 'Spain v Italy', openDate: localIso(2025, 1, 15, 21) }),
  ],
};

/** Catalogue server: matches by sport; everything else from the default fake server. */
function sportsServer(rows = rowsBySport, extra: Parameters<typeof fakeServer>[0] = {}) {
  return quietFullMarket(
    fakeServer({
      'GET /api/v2/get-matches-by-eventid/4': () => json({ status: true, data: rows[4] ?? [] }),
      'GET /api/v2/get-matches-by-eventid/2': () => json({ status: true, data: rows[2] ?? [] }),
      'GET /api/v2/get-matches-by-eventid/1': () => json({ status: true, data: rows[1] ?? [] }),
      ...extra,
    }),
  );
}

const rowNames = () =>
  screen.queryAllByTestId('event-row').map((r) => r.querySelector('.ev-row__name')?.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('/inplay', () => {
  it('In Play tab lists in-play rows by sport; winner, blank and declared rows are skipped', async () => {
    mockFetch(sportsServer());
    renderApp('/inplay');
    const tabs = await screen.findByTestId('inplay-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['In Play', 'Today', 'Tommorow']);
    expect(within(tabs).getByRole('tab', { name: 'In Play' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(rowNames()).toEqual(['Mumbai v Chennai', 'Nadal v Federer']));
    const cricket = screen.getByTestId('sport-group-4');
    expect(within(cricket).getByRole('heading').textContent).toContain('Cricket');
    const live = within(cricket).getByTestId('event-row');
    expect(live.getAttribute('data-match-id')).toBe('401');
    expect(within(live).getByTestId('inplay-badge').textContent).toBe('In Play');
    expect(within(live).getByTestId('tv-icon')).toBeTruthy();
    expect(within(live).getByText('BM')).toBeTruthy();
    expect(within(live).getByText('F')).toBeTruthy();
    expect(within(live).getByText('S')).toBeTruthy();
    expect(within(live).queryByTestId('open-date')).toBeNull();
    // best back (blue) and lay (pink) of the first runners, 1 X 2
    const prices = [...live.querySelectorAll('.ev-price')].map((p) => [p.className, p.textContent]);
    expect(prices).toEqual([
      ['ev-price ev-price--back', '1.85'],
      ['ev-price ev-price--lay', '1.87'],
      ['ev-price', '-'],
      ['ev-price', '-'],
      ['ev-price ev-price--back', '2.1'],
      ['ev-price ev-price--lay', '2.14'],
    ]);
    expect(screen.queryByTestId('sport-group-1')).toBeNull(); // no in-play soccer
    expect(screen.getByTestId('data-credit').textContent).toContain('Cricsheet');
  });

  it('Today and Tommorow split by the local date of openDate, with the open time shown', async () => {
    mockFetch(sportsServer());
    const { router } = renderApp('/inplay');
    const ui = userEvent.setup();
    await waitFor(() => expect(rowNames().length).toBe(2));
    await ui.click(screen.getByRole('tab', { name: 'Today' }));
    await waitFor(() => expect(rowNames()).toEqual(['Delhi v Punjab', 'Spain v Italy']));
    expect(router.state.location.search).toBe('?tab=today');
    expect(screen.getAllByTestId('open-date').map((d) => d.textContent)).toEqual([
      'Today 19:30',
      'Today 21:00',
    ]);
    await ui.click(screen.getByRole('tab', { name: 'Tommorow' }));
    await waitFor(() => expect(rowNames()).toEqual(['Kolkata v Rajasthan', 'Djokovic v Murray']));
    expect(screen.getAllByTestId('open-date').map((d) => d.textContent)).toEqual([
      'Tomorrow 09:00',
      'Tomorrow 20:00',
    ]);
    expect(screen.queryByTestId('sport-group-1')).toBeNull();
  });

  it('tabs follow the arrow keys', async () => {
    mockFetch(sportsServer());
    renderApp('/inplay?tab=tomorrow');
    const ui = userEvent.setup();
    const tomorrow = await screen.findByRole('tab', { name: 'Tommorow' });
    expect(tomorrow.getAttribute('aria-selected')).toBe('true');
    tomorrow.focus();
    await ui.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'In Play' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'In Play' }));
    await ui.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tommorow' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sport groups collapse and expand', async () => {
    mockFetch(sportsServer());
    renderApp('/inplay');
    const ui = userEvent.setup();
    await waitFor(() => expect(rowNames().length).toBe(2));
    const toggle = within(screen.getByTestId('sport-group-4')).getByRole('button', { name: /Cricket/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await ui.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(rowNames()).toEqual(['Nadal v Federer']);
    await ui.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rowNames()).toEqual(['Mumbai v Chennai', 'Nadal v Federer']);
  });

  it('clicking a row stores Match Odds + tie/toss/complete markets and the row by URL, then opens the full market', async () => {
    mockFetch(sportsServer());
    const { store, router } = renderApp('/inplay');
    await waitFor(() => expect(rowNames().length).toBe(2));
    const row = screen.getAllByTestId('event-row')[0]!;
    await userEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fullmarket/4/4001/401'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('gameTime')).toBe('2025-01-15T10:00:00.000Z');
    expect(params.get('eventName')).toBe('Mumbai v Chennai');
    expect(params.get('inplay')).toBe('true');
    const state = store.getState();
    expect(state.currentFullMarket.currentMarkets).toEqual([
      { marketId: '1.40101', marketName: 'Match Odds' },
      { marketId: '1.40102', marketName: 'Tied Match' },
      { marketId: '1.40103', marketName: 'To Win the Toss' },
      { marketId: '1.40104', marketName: 'Completed Match' },
    ]);
    expect(state.currentFullMarketNew.currentMatchUrl).toHaveLength(1);
    const stored = state.currentFullMarketNew.currentMatchUrl[0]!;
    expect(stored.matchUrl).toBe('/fullmarket/4/4001/401');
    expect(stored.row.matchOdds[0]?.runners[0]?.back).toBe(1.85);
  });

  it('a sport locked for the signed-in user is hidden', async () => {
    const fetch = mockFetch(
      sportsServer(rowsBySport, {
        'POST /api/sports/fetch/event/lock': () =>
          json({
            status: true,
            data: [
              { eventId: 2, lock: true },
              { eventId: 4, lock: false },
            ],
          }),
      }),
    );
    const { store } = renderApp('/inplay', signedIn());
    await waitFor(() => expect(store.getState().sportsLock.lockedSports).toHaveLength(2));
    await waitFor(() => expect(rowNames()).toEqual(['Mumbai v Chennai']));
    expect(screen.queryByTestId('sport-group-2')).toBeNull();
    const lockCall = calledRequests(fetch).find((r) => r.url.endsWith('/api/sports/fetch/event/lock'))!;
    expect(await lockCall.clone().json()).toEqual({ setFor: 'u1' });
    expect(lockCall.headers.get('Authorization')).toBe('Bearer tok_1');
    // the game-data group sends no auth headers (docs/rules/specification.md §7)
    const lists = calledRequests(fetch).filter((r) => r.url.includes('/api/v2/'));
    expect(lists.length).toBeGreaterThan(0);
    for (const r of lists) {
      expect(r.headers.get('Authorization')).toBeNull();
      expect(r.headers.get('User-Token')).toBeNull();
    }
  });

  it("shows 'No Data Found!' when nothing is listed, and an error state with retry", async () => {
    let fail = true;
    mockFetch(
      sportsServer(
        { 4: [], 2: [], 1: [] },
        {
          'GET /api/v2/get-matches-by-eventid/4': () =>
            fail ? json({ message: 'down' }, 500) : json({ status: true, data: rowsBySport[4] }),
        },
      ),
    );
    renderApp('/inplay?tab=today');
    const error = await screen.findByTestId('events-error');
    expect(screen.queryByText('No Data Found!')).toBeNull();
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toEqual(['Delhi v Punjab']));
    await userEvent.click(screen.getByRole('tab', { name: 'Tommorow' }));
    await waitFor(() => expect(rowNames()).toEqual(['Kolkata v Rajasthan']));
  });

  it("empty lists read 'No Data Found!'", async () => {
    mockFetch(sportsServer({ 4: [], 2: [], 1: [] }));
    renderApp('/inplay');
    expect(await screen.findByText('No Data Found!')).toBeTruthy();
    expect(screen.queryByTestId('events-loading')).toBeNull();
  });
});
