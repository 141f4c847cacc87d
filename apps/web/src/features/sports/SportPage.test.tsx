import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  calledPaths,
  fakeServer,
  json,
  mockFetch,
  renderApp,
  setViewportWidth,
  signedIn,
} from '../../test/utils';
import { makeRow, quietFullMarket } from './testData';

function sportServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return quietFullMarket(
    fakeServer({
      'GET /api/v2/get-events': () =>
        json({
          status: true,
          data: [
            { id: 4, name: 'Cricket' },
            { id: 2, name: 'Tennis' },
            { id: 1, name: 'Soccer' },
            { name: 'Casino' },
          ],
        }),
      'GET /api/v2/get-legues/4': () =>
        json({
          status: true,
          data: [
            { competitionId: '4001', competitionName: 'Indian Premier League', matchCount: 2 },
            { competitionId: '4002', competitionName: 'Big Bash', matchCount: 1 },
          ],
        }),
      'GET /api/v2/get-matches/4/4001': () =>
        json({
          status: true,
          data: [
            makeRow({ matchId: '401', eventName: 'Mumbai v Chennai' }),
            makeRow({ matchId: '402', eventName: 'Old final', declared: true }),
          ],
        }),
      ...extra,
    }),
  );
}

describe('sport pages', () => {
  it('/sports on mobile: Quick Links and All Sports with Casino', async () => {
    mockFetch(sportServer());
    renderApp('/sports');
    const quick = await screen.findByTestId('quick-links');
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['In-play', 'Multi Markets', 'Cricket', 'Soccer', 'Tennis']);
    const all = screen.getByTestId('all-sports');
    await waitFor(() =>
      expect(
        within(all)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Cricket', 'Tennis', 'Soccer', 'Casino']),
    );
    expect(within(all).getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/casino');
  });

  it('/sports on desktop has no Quick Links', async () => {
    setViewportWidth(1280);
    mockFetch(sportServer());
    renderApp('/sports');
    expect(await screen.findByTestId('all-sports')).toBeTruthy();
    expect(screen.queryByTestId('quick-links')).toBeNull();
  });

  it('a locked sport leaves the Quick Links and All Sports', async () => {
    mockFetch(
      sportServer({
        'POST /api/sports/fetch/event/lock': () => json({ status: true, data: [{ eventId: 1, lock: true }] }),
      }),
    );
    renderApp('/sports', signedIn());
    await waitFor(() =>
      expect(within(screen.getByTestId('all-sports')).queryByRole('link', { name: 'Soccer' })).toBeNull(),
    );
    expect(within(screen.getByTestId('quick-links')).queryByRole('link', { name: 'Soccer' })).toBeNull();
  });

  it('/cricket lists competitions; opening one loads its events', async () => {
    const fetch = mockFetch(sportServer());
    const { router } = renderApp('/cricket');
    expect(await screen.findByRole('heading', { name: 'Cricket', level: 1 })).toBeTruthy();
    const ipl = await screen.findByTestId('competition-4001');
    const toggle = within(ipl).getByRole('button', { name: /Indian Premier League/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('event-row')).toBeNull();
    await userEvent.click(toggle);
    const row = await within(ipl).findByTestId('event-row');
    expect(row.getAttribute('data-match-id')).toBe('401');
    expect(within(ipl).queryByText('Old final')).toBeNull();
    expect(calledPaths(fetch)).toContain('GET /api/v2/get-matches/4/4001');
    await userEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fullmarket/4/4001/401'));
  });

  it('a locked sport page shows no data', async () => {
    mockFetch(
      sportServer({
        'POST /api/sports/fetch/event/lock': () => json({ status: true, data: [{ eventId: 4, lock: true }] }),
      }),
    );
    renderApp('/cricket', signedIn());
    expect(await screen.findByText('No Data Found!')).toBeTruthy();
    expect(screen.queryByTestId('competitions')).toBeNull();
  });
});
