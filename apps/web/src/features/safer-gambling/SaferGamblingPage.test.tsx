import type { RgLimitBody, RgStatus } from '@backlay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/navigation';
import { brand, calledPaths, fakeServer, json, mockFetch, renderApp, signedIn } from '../../test/utils';
import { rgStatus, SERVER_NOW } from './testData';

const HOUR = 3_600_000;
const state = () => ({ ...signedIn(), branding: { config: brand } });

/** A fake server whose rg status is `status` (changed by the handlers), recording the bodies sent. */
function rgServer(status: RgStatus, handlers: Record<string, (body: unknown) => Response> = {}) {
  const sent: { key: string; body: unknown }[] = [];
  const current = { status };
  const answerStatus = () => json({ status: true, data: current.status });
  const overrides = Object.fromEntries(
    Object.entries(handlers).map(([key, handle]) => [
      key,
      async (request: Request) => {
        const body: unknown = await request.json();
        sent.push({ key, body });
        return handle(body);
      },
    ]),
  );
  const fetch = mockFetch(fakeServer({ 'GET /api/rg/status': answerStatus, ...overrides }));
  return { fetch, sent, current };
}

const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('Safer gambling page', () => {
  it('shows each limit with its usage as a progress bar, the time zone and a pending raise', async () => {
    rgServer(
      rgStatus({}, [
        { kind: 'loss', period: 'day', amount: 100, used: 40, remaining: 60 },
        {
          kind: 'stake',
          period: 'week',
          amount: 1000,
          used: 1000,
          remaining: 0,
          pending: { amount: 5000, effectiveAtMs: SERVER_NOW + 5 * HOUR + 30 * 60_000, ready: false },
        },
      ]),
    );
    renderApp('/safer-gambling', state());
    expect(await screen.findByRole('heading', { name: 'Safer gambling' })).toBeTruthy();
    const loss = await waitFor(() => bar('Loss limit, day'));
    expect(loss.getAttribute('aria-valuenow')).toBe('40');
    expect(loss.getAttribute('aria-valuemin')).toBe('0');
    expect(loss.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('40.00 of 100.00 used; 60.00 left')).toBeTruthy();
    expect(bar('Stake limit, week').getAttribute('aria-valuenow')).toBe('1000');
    // Only the limits that are set have a bar.
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getByTestId('rg-time-zone').textContent).toContain('Asia/Kolkata');
    const pending = within(screen.getByTestId('rg-limit-stake-week')).getByTestId('rg-pending');
    expect(pending.textContent).toContain('raise to 5,000.00');
    expect(pending.textContent).toContain('You can confirm it in 5 h 30 min');
    expect(within(pending).queryByRole('button', { name: /Confirm/ })).toBeNull();
  });

  it('lowering a limit sends it and shows the server message', async () => {
    const server = rgServer(rgStatus({}, [{ kind: 'loss', period: 'day', amount: 100, remaining: 100 }]), {
      'PUT /api/rg/limits': (body) => {
        const { amount } = body as RgLimitBody;
        server.current.status = rgStatus({}, [{ kind: 'loss', period: 'day', amount, remaining: amount }]);
        return json({ status: true, message: 'Limit saved', data: server.current.status });
      },
    });
    renderApp('/safer-gambling', state());
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Loss limit, day: new amount'), '50');
    await ui.click(screen.getByRole('button', { name: 'Save Loss limit, day' }));
    expect(await screen.findByText('Limit saved')).toBeTruthy();
    expect(server.sent).toEqual([
      { key: 'PUT /api/rg/limits', body: { kind: 'loss', period: 'day', amount: 50 } },
    ]);
    await waitFor(() => expect(bar('Loss limit, day').getAttribute('aria-valuemax')).toBe('50'));
  });

  it('a bad amount is refused on the page and nothing is sent', async () => {
    const server = rgServer(rgStatus(), { 'PUT /api/rg/limits': () => json({}) });
    renderApp('/safer-gambling', state());
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Stake limit, month: amount'), '12.345');
    await ui.click(screen.getByRole('button', { name: 'Set Stake limit, month' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount with at most 2 decimals');
    expect(server.sent).toEqual([]);
  });

  it('raising a limit shows it pending for 24 hours; once due, Confirm confirms it', async () => {
    const effectiveAtMs = SERVER_NOW + 24 * HOUR;
    const raised = (ready: boolean, nowMs = SERVER_NOW) =>
      rgStatus({ nowMs }, [
        {
          kind: 'loss',
          period: 'week',
          amount: 100,
          remaining: 100,
          pending: { amount: 300, effectiveAtMs, ready },
        },
      ]);
    const server = rgServer(rgStatus({}, [{ kind: 'loss', period: 'week', amount: 100, remaining: 100 }]), {
      'PUT /api/rg/limits': () => {
        server.current.status = raised(false);
        return json({
          status: true,
          message: 'The change takes effect after 24 hours and your confirmation',
          data: server.current.status,
        });
      },
      'POST /api/rg/limits/confirm': () => {
        server.current.status = rgStatus({}, [{ kind: 'loss', period: 'week', amount: 300, remaining: 300 }]);
        return json({ status: true, message: 'Limit change confirmed', data: server.current.status });
      },
    });
    const { store } = renderApp('/safer-gambling', state());
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Loss limit, week: new amount'), '300');
    await ui.click(screen.getByRole('button', { name: 'Save Loss limit, week' }));
    expect(
      await screen.findByText('The change takes effect after 24 hours and your confirmation'),
    ).toBeTruthy();
    const card = screen.getByTestId('rg-limit-loss-week');
    const pending = await within(card).findByTestId('rg-pending');
    expect(pending.textContent).toContain('raise to 300.00');
    expect(pending.textContent).toContain('You can confirm it in 24 h');
    // The old limit stays in force meanwhile.
    expect(bar('Loss limit, week').getAttribute('aria-valuemax')).toBe('100');
    expect(within(card).queryByRole('button', { name: 'Confirm Loss limit, week' })).toBeNull();

    // A day later (by the server's clock) the status says it may be confirmed.
    server.current.status = raised(true, effectiveAtMs + 1);
    const { rgApi } = await import('./api');
    store.dispatch(rgApi.util.invalidateTags(['Rg']));
    await ui.click(await within(card).findByRole('button', { name: 'Confirm Loss limit, week' }));
    expect(await screen.findByText('Limit change confirmed')).toBeTruthy();
    expect(server.sent.at(-1)).toEqual({
      key: 'POST /api/rg/limits/confirm',
      body: { kind: 'loss', period: 'week' },
    });
    await waitFor(() => expect(bar('Loss limit, week').getAttribute('aria-valuemax')).toBe('300'));
    expect(within(card).queryByTestId('rg-pending')).toBeNull();
  });

  it('shows the load error with a retry', async () => {
    mockFetch(fakeServer({ 'GET /api/rg/status': () => json({ message: 'Service unavailable' }, 503) }));
    renderApp('/safer-gambling', state());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is reached from the account menu and the footer', async () => {
    rgServer(rgStatus());
    const { router } = renderApp('/cricket', state());
    const ui = userEvent.setup();
    await ui.click(await screen.findByTestId('my-account-button'));
    const link = screen.getByRole('link', { name: 'Safer gambling' });
    expect(link.getAttribute('href')).toBe('/safer-gambling');
    const footer = screen.getByTestId('footer-responsible-gambling');
    expect(footer.textContent).toBe('Responsible Gambling');
    await ui.click(footer);
    expect(await screen.findByRole('heading', { name: 'Safer gambling' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/safer-gambling');
  });
});

describe('Safer gambling page: time-out and self-exclusion', () => {
  it('a time-out asks first (cannot be undone early, signed out); Cancel sends nothing', async () => {
    const server = rgServer(rgStatus(), { 'POST /api/rg/timeout': () => json({}) });
    renderApp('/safer-gambling', state());
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Time-out length'), '1 week');
    await ui.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out?' });
    expect(dialog.textContent).toContain('for 1 week');
    expect(dialog.textContent).toContain('It cannot be undone early');
    expect(dialog.textContent).toContain('You will be signed out at once');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it('confirmed, the time-out is sent, its message shown and the site signs out', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const server = rgServer(rgStatus(), {
      'POST /api/rg/timeout': () =>
        json({ status: true, message: 'Time-out until 2030-01-22T06:30:00.000Z' }),
    });
    const { store, router, fetch } = { ...renderApp('/safer-gambling', state()), fetch: server.fetch };
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Time-out length'), '1 week');
    await ui.click(screen.getByRole('button', { name: 'Take a time-out' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, time out for 1 week' }));
    expect(await screen.findByText('Time-out until 2030-01-22T06:30:00.000Z')).toBeTruthy();
    expect(server.sent).toEqual([{ key: 'POST /api/rg/timeout', body: { days: 7 } }]);
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    // The server already ended the session: no separate logout call.
    expect(calledPaths(fetch)).not.toContain('POST /api/auth/logout');
  });

  it('a self-exclusion asks first and sends the months chosen', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const server = rgServer(rgStatus(), {
      'POST /api/rg/self-exclusion': () => json({ status: true, message: 'Self-excluded until 2031-01-15' }),
    });
    const { store } = renderApp('/safer-gambling', state());
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Self-exclusion length'), '1 year');
    await ui.click(screen.getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog', { name: 'Self-exclude?' });
    expect(dialog.textContent).toContain('It cannot be undone early');
    expect(dialog.textContent).toContain('You will be signed out at once');
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, self-exclude for 1 year' }));
    expect(await screen.findByText('Self-excluded until 2031-01-15')).toBeTruthy();
    expect(server.sent).toEqual([{ key: 'POST /api/rg/self-exclusion', body: { months: 12 } }]);
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
  });

  it('a refused time-out shows the server message and stays signed in', async () => {
    const server = rgServer(rgStatus(), {
      'POST /api/rg/timeout': () => json({ message: 'Not allowed now' }, 400),
    });
    const { store } = renderApp('/safer-gambling', state());
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Take a time-out' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, time out for 24 hours' }));
    expect(await screen.findByText('Not allowed now')).toBeTruthy();
    expect(server.sent).toEqual([{ key: 'POST /api/rg/timeout', body: { days: 1 } }]);
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
