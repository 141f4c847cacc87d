import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, mockFetch, renderApp, signedIn } from '../../../test/utils';

const empty = () => json({ status: true, pageItems: [], currentPage: 1, totalPages: 0, total: 0 });
/** Every account list answers an empty page. */
const EMPTY_LISTS = {
  'POST /api/transit/transactions/test/1/10': empty,
  'POST /api/bet/history/test/1/10': empty,
  'GET /api/auth/password-update-history/1/10': empty,
  'GET /api/auth/login-activity/u1/1/10': empty,
  'POST /api/profit-loss/test/1/10': empty,
};

describe('account routes', () => {
  it('/account signed out goes home and opens the sign-in flow', async () => {
    mockFetch(fakeServer());
    const { router } = renderApp('/account');
    expect(await screen.findByTestId('age-modal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/account signed in lists the account menu and Logout', async () => {
    mockFetch(fakeServer());
    const { router } = renderApp('/account', signedIn());
    const page = await screen.findByTestId('account-page');
    const links = within(page)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'My Profile',
      'Account Statement',
      'Bet History',
      'Profit & Loss',
      'Password History',
      'Activity Log',
      'Safer gambling',
    ]);
    expect(within(page).getByRole('button', { name: 'Logout' })).toBeTruthy();
    fireEvent.click(within(page).getByRole('link', { name: 'Bet History' }));
    expect(await screen.findByRole('heading', { name: 'Bet History' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/betshistory');
  });

  it.each([
    '/profile',
    '/accountstatement',
    '/betshistory',
    '/passwordhistory',
    '/loginactivity',
    '/profitloss/4',
  ])('%s signed out goes home', async (path) => {
    mockFetch(fakeServer());
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/accountstatement', 'Account Statement'],
    ['/betshistory', 'Bet History'],
    ['/passwordhistory', 'Password History'],
    ['/loginactivity', 'Activity Log'],
    ['/profitloss', 'Profit & Loss'],
  ])("%s signed in renders '%s' with the selector and 'No Data Found!' when empty", async (path, title) => {
    mockFetch(fakeServer(EMPTY_LISTS));
    renderApp(path, signedIn());
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect(screen.getByTestId('data-source')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('list-status').textContent).toBe('No Data Found!'));
  });
});
