import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  calledPaths,
  fakeServer,
  json,
  mockFetch,
  renderApp,
  signedIn,
  type Handler,
} from '../../test/utils';
import { SETTINGS_SAVE_DELAY_MS } from './quickStakes';
import { STAKES_FAILED_TEXT } from './SettingsPage';

const SAVED = [150, 250, 350, 450, 550, 650, 750, 850];

/** Bodies the fake server received on POST /api/settings/stakes. */
let posted: unknown[] = [];

function stakesServer(initial: number[] = SAVED, post?: Handler) {
  let stored = initial;
  posted = [];
  return fakeServer({
    'GET /api/settings/stakes': () => json({ status: true, data: { stakes: stored, updatedAt: null } }),
    'POST /api/settings/stakes':
      post ??
      (async (request) => {
        const body = (await request.json()) as { stakes: number[] };
        posted.push(body);
        stored = body.stakes;
        return json({
          status: true,
          message: 'Stakes updated successfully!',
          data: { stakes: stored, updatedAt: '2026-01-01T00:00:00.000Z' },
        });
      }),
  });
}

const boxes = () => screen.getAllByTestId('stake-box') as HTMLInputElement[];
const boxValues = () => boxes().map((b) => b.value);

async function openSettings(server: Handler = stakesServer()) {
  const fetch = mockFetch(server);
  const view = renderApp('/settings', signedIn());
  expect(await screen.findByRole('heading', { name: 'Stake', level: 1 })).toBeTruthy();
  await waitFor(() => expect(boxValues()).toEqual(SAVED.map(String)));
  return { ...view, fetch };
}

describe('/settings quick stakes', () => {
  it("shows 'Stake' with eight boxes filled from the user's stakes on the server", async () => {
    const { store } = await openSettings();
    expect(boxes()).toHaveLength(8);
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 8 }, (_, i) => `Quick stake ${i + 1}`),
    );
    expect(store.getState().stakes.stakes.map((s) => s.stakeValue)).toEqual(SAVED);
    expect(screen.getByTestId('save-stakes').textContent).toBe('Save');
  });

  it('shows the default chips before anything is saved', async () => {
    mockFetch(stakesServer([100, 200, 500, 1000, 2000, 5000, 10000, 20000]));
    renderApp('/settings', signedIn());
    await waitFor(() =>
      expect(boxValues()).toEqual(['100', '200', '500', '1000', '2000', '5000', '10000', '20000']),
    );
  });

  it('Save parses the boxes, waits 2 s in a saving state, then stores them on the server and in the slice', async () => {
    const { fetch, store } = await openSettings();
    const typed = ['100', 'abc', '-50', '250.9', '0', '1,500', '', '99999999999'];
    typed.forEach((value, i) => fireEvent.change(boxes()[i]!, { target: { value } }));
    expect(boxValues()).toEqual(typed);
    fetch.mockClear();

    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('save-stakes'));
    const expected = [100, 0, 0, 250, 0, 1500, 0, 10_000_000];
    expect(boxValues()).toEqual(expected.map(String));
    const button = screen.getByTestId('save-stakes') as HTMLButtonElement;
    expect(button.textContent).toBe('Saving...');
    expect(button.disabled).toBe(true);
    expect(boxes().every((b) => b.disabled)).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DELAY_MS - 1));
    expect(calledPaths(fetch)).not.toContain('POST /api/settings/stakes');
    expect(button.textContent).toBe('Saving...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(calledPaths(fetch)).toContain('POST /api/settings/stakes'));
    await waitFor(() => expect(posted).toEqual([{ stakes: expected }]));
    expect(await screen.findByText('Stakes updated successfully!')).toBeTruthy();
    await waitFor(() => expect(store.getState().stakes.stakes.map((s) => s.stakeValue)).toEqual(expected));
    expect(store.getState().stakes.stakes.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await waitFor(() => expect(screen.getByTestId('save-stakes').textContent).toBe('Save'));
    expect(boxValues()).toEqual(expected.map(String));
  });

  it('a failed save shows the error toast and keeps the old stakes in the slice', async () => {
    const { store } = await openSettings(
      stakesServer(SAVED, () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'body.stakes must be <= 10000000' }, 400),
      ),
    );
    fireEvent.change(boxes()[0]!, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('save-stakes'));
    expect(await screen.findByText('body.stakes must be <= 10000000', {}, { timeout: 4000 })).toBeTruthy();
    expect(store.getState().stakes.stakes.map((s) => s.stakeValue)).toEqual(SAVED);
    expect(screen.getByTestId('save-stakes').textContent).toBe('Save');
  });

  it('a network failure shows the generic failure toast', async () => {
    await openSettings(stakesServer(SAVED, () => Promise.reject(new TypeError('offline'))));
    fireEvent.click(screen.getByTestId('save-stakes'));
    expect(await screen.findByText(STAKES_FAILED_TEXT, {}, { timeout: 4000 })).toBeTruthy();
  });
});
