import type { RgStatus } from '@backlay/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/navigation';
import {
  brand,
  calledPaths,
  fakeServer,
  json,
  makeStore,
  mockFetch,
  renderApp,
  signedIn,
} from '../../test/utils';
import { RealityCheckModal } from './RealityCheck';
import { rgStatus, SERVER_NOW } from './testData';

const MIN = 60_000;
const state = () => ({ ...signedIn(), branding: { config: brand } });

/** A reality check every 15 minutes whose next check is `nextAtMs`, at the server's time `nowMs`. */
const checking = (nextAtMs: number, nowMs = SERVER_NOW, sessionNetResult = -250): RgStatus =>
  rgStatus({
    nowMs,
    realityCheckMinutes: 15,
    realityCheck: { minutes: 15, nextAtMs, sessionStartedAtMs: SERVER_NOW - 76 * MIN, sessionNetResult },
  });

function rgServer(first: RgStatus) {
  const current = { status: first };
  const acks: unknown[] = [];
  const fetch = mockFetch(
    fakeServer({
      'GET /api/rg/status': () => json({ status: true, data: current.status }),
      'POST /api/rg/reality-check/ack': async (request) => {
        const body = (await request.json()) as { action: string };
        acks.push(body);
        if (body.action === 'continue') current.status = checking(current.status.nowMs + 15 * MIN);
        return json({
          status: true,
          message: body.action === 'logout' ? 'Logged out' : 'Reality check acknowledged',
        });
      },
    }),
  );
  return { fetch, current, acks };
}

describe('reality check', () => {
  it('shows the time since sign-in and the session result when due by the server clock', async () => {
    rgServer(checking(SERVER_NOW - MIN));
    renderApp('/cricket', state());
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('reality-time').textContent).toBe('1 h 16 min');
    expect(within(dialog).getByTestId('reality-result').textContent).toBe('-250.00');
    // Continue has the focus; Escape does not dismiss it.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('is not shown before the check is due', async () => {
    const server = rgServer(checking(SERVER_NOW + 10 * MIN));
    renderApp('/cricket', state());
    await waitFor(() => expect(calledPaths(server.fetch)).toContain('GET /api/rg/status'));
    await screen.findByTestId('my-account-button');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not shown when the reality check is off', async () => {
    const server = rgServer(rgStatus());
    renderApp('/cricket', state());
    await waitFor(() => expect(calledPaths(server.fetch)).toContain('GET /api/rg/status'));
    await screen.findByTestId('my-account-button');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the server again when the check falls due by the server time (not the local clock)', async () => {
    // The next check is 1 s away on the server's clock, which runs in 2030: only its time can tell.
    const server = rgServer(checking(SERVER_NOW + 1000));
    renderApp('/cricket', state());
    await waitFor(() => expect(calledPaths(server.fetch)).toContain('GET /api/rg/status'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    server.current.status = checking(SERVER_NOW + 1000, SERVER_NOW + 2000);
    expect(await screen.findByRole('alertdialog', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('asks the server again on focus (its clock may have jumped ahead)', async () => {
    const server = rgServer(checking(SERVER_NOW + 16 * MIN));
    renderApp('/cricket', state());
    await waitFor(() => expect(calledPaths(server.fetch)).toContain('GET /api/rg/status'));
    server.current.status = checking(SERVER_NOW + 16 * MIN, SERVER_NOW + 17 * MIN);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('Continue answers the check and the modal closes until the next one', async () => {
    const server = rgServer(checking(SERVER_NOW - MIN));
    renderApp('/cricket', state());
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.acks).toEqual([{ action: 'continue' }]);
  });

  it('Log out answers the check and signs the site out', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const server = rgServer(checking(SERVER_NOW - MIN));
    const { store } = renderApp('/cricket', state());
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(server.acks).toEqual([{ action: 'logout' }]);
    expect(calledPaths(server.fetch)).not.toContain('POST /api/auth/logout');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('reality check modal: focus', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Opener
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Hide
        </button>
        {open ? <RealityCheckModal sinceSignInMs={30 * MIN} netResult={12.5} /> : null}
      </>
    );
  }

  it('traps Tab inside and gives the focus back when it closes', async () => {
    mockFetch(fakeServer());
    render(
      <Provider store={makeStore(state())}>
        <Harness />
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByTestId('reality-result').textContent).toBe('+12.50');
    const [logout, cont] = [
      within(dialog).getByRole('button', { name: 'Log out' }),
      within(dialog).getByRole('button', { name: 'Continue' }),
    ];
    expect(document.activeElement).toBe(cont);
    fireEvent.keyDown(cont, { key: 'Tab' });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(logout, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cont);
    // Closing (as after Continue) returns the focus to what had it.
    act(() => {
      screen.getByRole('button', { name: 'Hide' }).click();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
