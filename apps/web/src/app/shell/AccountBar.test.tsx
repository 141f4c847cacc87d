import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, fakeServer, json, mockFetch, renderApp, signedIn, user } from '../../test/utils';
import { browser } from '../../shared/navigation';

describe('account bar', () => {
  it("shows 'Main {currency} {balance - exposure}' and the exposure with 2 decimals", async () => {
    mockFetch(fakeServer());
    renderApp('/', signedIn({ ...user, openingBalance: 100, exposure: 10 }));
    expect((await screen.findByTestId('account-balance')).textContent).toBe('Main INR 90.00');
    expect(screen.getByTestId('account-exposure').textContent).toBe('Exposure (10.00)');
    expect(screen.getByText('Main INR 90.00')).toBeTruthy();
  });

  it('updates from the user details call (refresh button refetches)', async () => {
    let balance = 500.5;
    const fetch = mockFetch(
      fakeServer({
        'GET /api/auth/letest-user-details': () =>
          json({ status: true, data: { ...user, openingBalance: balance, exposure: 0.25 } }),
      }),
    );
    renderApp('/', signedIn());
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('Main INR 500.25'));
    balance = 1000;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('Main INR 999.75'));
    expect(calledPaths(fetch).filter((p) => p === 'GET /api/auth/letest-user-details').length).toBe(2);
  });

  it('exposure opens the Exposure Detail modal with its empty text', async () => {
    mockFetch(fakeServer());
    renderApp('/', signedIn());
    await userEvent.click(await screen.findByTestId('account-exposure'));
    const dialog = await screen.findByRole('dialog', { name: 'Exposure Detail' }); // its chunk loads on open
    for (const column of ['Sport Name', 'Event Name', 'Market Name', 'Trade']) {
      expect(within(dialog).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(within(dialog).getByText('No real time records found')).toBeTruthy();
  });

  it('My Account menu lists the account pages and logs out', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    mockFetch(fakeServer());
    const { store, router } = renderApp('/cricket', signedIn());
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('my-account-button'));
    const links = [
      'My Profile',
      'Account Statement',
      'Bet History',
      'Profit & Loss',
      'Password History',
      'Activity Log',
    ];
    for (const name of links) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activity Log' }).getAttribute('href')).toBe('/loginactivity');
    await ui.click(screen.getByTestId('logout-button'));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('header-login-button')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('logging out on /multimarket goes home without opening the sign-in flow', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    mockFetch(fakeServer());
    const { store, router } = renderApp('/multimarket', signedIn());
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('my-account-button'));
    await ui.click(screen.getByTestId('logout-button'));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('age-modal')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('a 401 on the session check ends the session with Session expired!', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    mockFetch(
      fakeServer({
        'GET /api/auth/letest-user-details': () =>
          json({ statusCode: 401, error: 'Unauthorized', message: 'Session expired' }, 401),
      }),
    );
    const { store } = renderApp('/', signedIn());
    expect(await screen.findByText('Session expired!')).toBeTruthy();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
