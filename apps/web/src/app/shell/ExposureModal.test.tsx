import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trade } from '../../test/openBetsFixtures';
import { calledPaths, fakeServer, json, mockFetch, renderApp, signedIn } from '../../test/utils';
import { NO_EXPOSURE_TEXT } from './ExposureModal';

const TRADES = [
  trade({ _id: '1.4000000101', count: 2 }),
  trade({ _id: '2.4000000101', markettype: 'Bookmaker', market: 'Bookmaker', count: 3 }),
  trade({
    _id: '1.2000000101',
    matchId: '20000001',
    eventId: 2,
    legueId: '2001',
    sportsName: 'Tennis',
    event: 'Nadal v Federer',
    count: 1,
  }),
];

async function openExposure(trades = TRADES) {
  const fetch = mockFetch(
    fakeServer({ 'GET /api/bet/trade/list': () => json({ status: true, data: trades }) }),
  );
  const view = renderApp('/account', signedIn());
  await userEvent.click(await screen.findByTestId('account-exposure'));
  const dialog = await screen.findByTestId('exposure-modal'); // its chunk loads on open
  return { ...view, fetch, dialog };
}

describe('Exposure Detail modal', () => {
  it('lists the live trades: Sport Name, Event Name, Market Name, Trade (count)', async () => {
    const { dialog, fetch } = await openExposure();
    expect(screen.getByRole('dialog', { name: 'Exposure Detail' })).toBe(dialog);
    await waitFor(() => expect(within(dialog).getAllByTestId('exposure-row')).toHaveLength(3));
    const cells = within(dialog)
      .getAllByTestId('exposure-row')
      .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['Cricket', 'India v Australia', 'Match Odds', '2'],
      ['Cricket', 'India v Australia', 'Bookmaker', '3'],
      ['Tennis', 'Nadal v Federer', 'Match Odds', '1'],
    ]);
    expect(within(dialog).queryByText(NO_EXPOSURE_TEXT)).toBeNull();
    expect(calledPaths(fetch)).toContain('GET /api/bet/trade/list');
  });

  it('each row links to its full market page, and following it closes the modal', async () => {
    const { dialog, router } = await openExposure();
    const link = await within(dialog).findByRole('link', { name: 'Nadal v Federer' });
    expect(link.getAttribute('href')).toBe('/fullmarket/2/2001/20000001?eventName=Nadal+v+Federer');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/fullmarket/2/2001/20000001');
    expect(new URLSearchParams(router.state.location.search).get('eventName')).toBe('Nadal v Federer');
    await waitFor(() => expect(screen.queryByTestId('exposure-modal')).toBeNull());
  });

  it("shows 'No real time records found' without open bets", async () => {
    const { dialog, fetch } = await openExposure([]);
    await waitFor(() => expect(calledPaths(fetch)).toContain('GET /api/bet/trade/list'));
    expect(within(dialog).getByText(NO_EXPOSURE_TEXT)).toBeTruthy();
    expect(within(dialog).queryByTestId('exposure-row')).toBeNull();
  });

  it('reads the trades afresh on every opening', async () => {
    let trades = [trade()];
    mockFetch(fakeServer({ 'GET /api/bet/trade/list': () => json({ status: true, data: trades }) }));
    renderApp('/account', signedIn());
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('account-exposure'));
    await waitFor(() => expect(screen.getAllByTestId('exposure-row')).toHaveLength(1));
    await ui.click(screen.getByRole('button', { name: 'Close' }));
    trades = [];
    await ui.click(screen.getByTestId('account-exposure'));
    expect(await screen.findByText(NO_EXPOSURE_TEXT)).toBeTruthy();
  });
});
