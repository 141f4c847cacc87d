import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, fakeServer, json, mockFetch, renderApp, signedIn } from '../../test/utils';
import { makeRow } from './testData';

const cricket = [
  makeRow({ matchId: '401', eventName: 'Mumbai v Chennai', inPlay: true }),
  makeRow({
    matchId: '402',
    eventName: 'Perth v Sydney',
    competitionId: '4002',
    competitionName: 'Big Bash',
  }),
  makeRow({ matchId: '403', eventName: 'Season outright', marketName: 'Winner' }),
];
const tennis = [
  makeRow({
    matchId: '201',
    eventId: 2,
    eventName: 'Nadal v Federer',
    competitionId: '2001',
    competitionName: 'Wimbledon',
  }),
];

function homeServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/v2/get-matches-by-eventid/4': () => json({ status: true, data: cricket }),
    'GET /api/v2/get-matches-by-eventid/2': () => json({ status: true, data: tennis }),
    'GET /api/v2/get-matches-by-eventid/1': () => json({ status: true, data: [] }),
    ...extra,
  });
}

describe('home', () => {
  it('shows the sport tabs, placeholders included, and Cricket events by competition', async () => {
    mockFetch(homeServer());
    renderApp('/');
    const tabs = await screen.findByTestId('sport-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Cricket',
      'Tennis',
      'Soccer',
      'Horse Racing',
      'Greyhound Racing',
      'Basketball',
      'Tips & Previews',
      'Aviator',
    ]);
    for (const id of [
      '4',
      '2',
      '1',
      'horse-racing',
      'greyhound-racing',
      'basketball',
      'tips-previews',
      'aviator',
    ]) {
      expect(within(tabs).getByTestId(`sport-tab-${id}`)).toBeTruthy();
    }
    expect(screen.getByTestId('sport-tab-4').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('event-row')).toHaveLength(2));
    const ipl = screen.getByTestId('competition-group-4001');
    expect(within(ipl).getByRole('heading').textContent).toContain('Indian Premier League');
    expect(within(ipl).getByTestId('event-row').getAttribute('data-match-id')).toBe('401');
    expect(within(screen.getByTestId('competition-group-4002')).getByText('Perth v Sydney')).toBeTruthy();
    expect(screen.queryByText('Season outright')).toBeNull();
  });

  it('switching tabs loads that sport; placeholders show coming soon', async () => {
    const fetch = mockFetch(homeServer());
    const { router } = renderApp('/');
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('sport-tab-2'));
    await waitFor(() => expect(screen.getByText('Nadal v Federer')).toBeTruthy());
    expect(screen.queryByText('Mumbai v Chennai')).toBeNull();
    expect(router.state.location.search).toBe('?sport=2');
    expect(calledPaths(fetch)).toContain('GET /api/v2/get-matches-by-eventid/2');
    await ui.click(screen.getByTestId('sport-tab-1'));
    expect(await screen.findByText('No Data Found!')).toBeTruthy();
    await ui.click(screen.getByTestId('sport-tab-horse-racing'));
    expect(screen.getByTestId('coming-soon').textContent).toContain('Horse Racing');
    expect(screen.queryByTestId('event-row')).toBeNull();
    await ui.click(screen.getByTestId('sport-tab-aviator'));
    expect(screen.getByTestId('coming-soon').textContent).toContain('Aviator');
  });

  it('competition groups collapse', async () => {
    mockFetch(homeServer());
    renderApp('/');
    await waitFor(() => expect(screen.getAllByTestId('event-row')).toHaveLength(2));
    await userEvent.click(within(screen.getByTestId('competition-group-4002')).getByRole('button'));
    expect(screen.getAllByTestId('event-row')).toHaveLength(1);
  });

  it('hides the tab of a locked sport', async () => {
    mockFetch(
      homeServer({
        'POST /api/sports/fetch/event/lock': () => json({ status: true, data: [{ eventId: 4, lock: true }] }),
      }),
    );
    const { store } = renderApp('/', signedIn());
    await screen.findByTestId('sport-tabs');
    await waitFor(() => expect(store.getState().sportsLock.lockedSports).toHaveLength(1));
    expect(screen.queryByTestId('sport-tab-4')).toBeNull();
    expect(screen.getByTestId('sport-tab-2').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByText('Nadal v Federer')).toBeTruthy());
  });

  it('opens and closes the static Search Events modal', async () => {
    mockFetch(homeServer());
    renderApp('/');
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('search-events-button'));
    const modal = await screen.findByTestId('search-modal'); // its chunk loads on the first open
    expect(within(modal).getByRole('heading', { name: 'Search Events' })).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Cricket' })).toBeTruthy();
    await ui.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('search-modal')).toBeNull();
  });

  it('shows an error state when the list fails', async () => {
    mockFetch(homeServer({ 'GET /api/v2/get-matches-by-eventid/4': () => json({ message: 'x' }, 503) }));
    renderApp('/');
    expect(await screen.findByTestId('events-error')).toBeTruthy();
  });
});
