import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, mockFetch, renderApp, renderWithStore, signedIn } from '../../../test/utils';
import { AccountStatementPage } from './AccountStatementPage';
import { LoginActivityPage } from './LoginActivityPage';
import { PasswordHistoryPage } from './PasswordHistoryPage';
import { paged, today } from './testData';

describe('list states', () => {
  it("shows 'Loading...' until the answer, then 'No Data Found!' for an empty page", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(
      fakeServer({ 'POST /api/transit/transactions/test/1/10': async () => (await gate, paged([])) }),
    );
    renderWithStore(<AccountStatementPage today={today} />, signedIn());
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('list-status').textContent).toBe('No Data Found!'));
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('shows statement rows with credit, debit and the balance after each', async () => {
    mockFetch(
      fakeServer({
        'POST /api/transit/transactions/test/1/10': () =>
          paged([
            {
              createdAt: '2026-03-15T09:00:00.000Z',
              type: 'withdraw',
              amount: 50,
              displayText: 'Cricket / India v Australia / Match Odds / India',
              openingBalancePayee: null,
              openingBalancePayer: 1000,
              payer: 'alice',
              remark: 'India v Australia / Match Odds',
              betId: 'b1',
            },
          ]),
      }),
    );
    renderWithStore(<AccountStatementPage today={today} />, signedIn());
    const row = await screen.findByTestId('list-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(['-', '50.00', '950.00']);
  });

  it("shows the server's message when the list fails", async () => {
    mockFetch(
      fakeServer({
        'POST /api/transit/transactions/test/1/10': () =>
          json({ statusCode: 400, error: 'Bad Request', message: 'body.from is not a valid date' }, 400),
      }),
    );
    renderWithStore(<AccountStatementPage today={today} />, signedIn());
    await waitFor(() =>
      expect(screen.getByTestId('list-status').textContent).toBe('body.from is not a valid date'),
    );
  });

  it('lists the password history', async () => {
    mockFetch(
      fakeServer({
        'GET /api/auth/password-update-history/1/10': () =>
          paged([{ updatedOf: 'alice', updatedBy: 'alice', createdAt: '2026-03-15T09:00:00.000Z' }]),
      }),
    );
    renderWithStore(<PasswordHistoryPage today={today} />, signedIn());
    const row = await screen.findByTestId('list-row');
    expect(within(row).getAllByText('alice')).toHaveLength(2);
  });

  it('lists the login activity with the DB-IP credit, and toasts a failure', async () => {
    mockFetch(
      fakeServer({
        'GET /api/auth/login-activity/u1/1/10': () =>
          paged([
            {
              loginTime: '2026-03-15T09:00:00.000Z',
              loginStatus: 'Success',
              deviceIp: '8.8.8.8',
              isp: 'Google LLC',
              city: 'Mountain View',
              state: 'California',
              country: 'United States',
            },
          ]),
      }),
    );
    const { unmount } = renderWithStore(<LoginActivityPage today={today} />, signedIn());
    expect(await screen.findByText('Mountain View')).toBeTruthy();
    const credit = screen.getByRole('link', { name: 'IP Geolocation by DB-IP' });
    expect(credit.getAttribute('href')).toBe('https://db-ip.com');
    unmount();

    mockFetch(
      fakeServer({
        'GET /api/auth/login-activity/u1/1/10': () =>
          json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, 500),
      }),
    );
    renderWithStore(<LoginActivityPage today={today} />, signedIn());
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('profit and loss drill-down', () => {
  const sport = {
    level: 'sport',
    sportsName: 'Cricket',
    eventId: 4,
    eventName: null,
    matchId: null,
    markettype: null,
    market: null,
    roundId: null,
    betId: null,
    profitloss: -25.5,
    bets: 3,
    selection: null,
    type: null,
    oddsReq: null,
    stake: null,
    placeTime: null,
    settledAt: '2026-03-15T09:00:00.000Z',
  };

  it('links each sport to its events and shows the total', async () => {
    const bodies: unknown[] = [];
    mockFetch(
      fakeServer({
        'POST /api/profit-loss/test/1/10': async (request) => {
          const body = (await request.json()) as { eventId?: number };
          bodies.push(body);
          return body.eventId === undefined
            ? json({ status: true, pageItems: [sport], currentPage: 1, totalPages: 1, total: -25.5 })
            : json({
                status: true,
                pageItems: [
                  { ...sport, level: 'event', eventName: 'India v Australia', matchId: '40000001' },
                ],
                currentPage: 1,
                totalPages: 1,
                total: -25.5,
              });
        },
      }),
    );
    const { router } = renderApp('/profitloss', signedIn());
    const link = await screen.findByRole('link', { name: 'Cricket' });
    expect(screen.getByTestId('pnl-total').textContent).toBe('-25.50');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profitloss/4'));
    expect(await screen.findByRole('link', { name: 'India v Australia' })).toHaveProperty(
      'href',
      expect.stringContaining('/profitloss/4/40000001'),
    );
    expect(bodies.at(-1)).toMatchObject({ eventId: 4 });
  });

  it("shows 'No Data Found!' for segments that name nothing, without a call", async () => {
    const fetch = mockFetch(fakeServer());
    renderApp('/profitloss/abc', signedIn());
    await waitFor(() => expect(screen.getByTestId('list-status').textContent).toBe('No Data Found!'));
    expect(
      fetch.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('profit-loss'),
      ),
    ).toBe(false);
  });

  it("an id the server does not know (404) reads 'No Data Found!'", async () => {
    mockFetch(
      fakeServer({
        'POST /api/profit-loss/test/1/10': () =>
          json({ statusCode: 404, error: 'Not Found', message: 'Unknown match: 9' }, 404),
      }),
    );
    renderApp('/profitloss/4/9/Casino', signedIn());
    await waitFor(() => expect(screen.getByTestId('list-status').textContent).toBe('No Data Found!'));
    expect(screen.getByTestId('pnl-breadcrumb').textContent).toContain('Casino');
  });
});
