import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json, mockFetch, renderApp, signedIn, user, type Handler } from '../../../test/utils';
import { PROMPTED_KEY } from './PasswordPrompt';

const EMPTY_HISTORY = () => json({ status: true, pageItems: [], currentPage: 1, totalPages: 0 });
const ONE_CHANGE = () =>
  json({
    status: true,
    pageItems: [{ updatedOf: 'alice', updatedBy: 'alice', createdAt: '2026-01-01T00:00:00.000Z' }],
    currentPage: 1,
    totalPages: 1,
  });

function server(history: Handler, update?: Handler, details = user) {
  const posted: unknown[] = [];
  const handler = fakeServer({
    'GET /api/auth/letest-user-details': () => json({ status: true, data: details }),
    'GET /api/auth/password-update-history/1/10': history,
    'POST /api/auth/update-password':
      update ??
      (async (request) => {
        posted.push(await request.json());
        return json({ status: true, message: 'Password Updated Successfully!' });
      }),
  });
  return { handler, posted };
}

const fill = (current: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByTestId('currentPassword'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('newPassword'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('confirmPassword'), { target: { value: confirm } });
};

describe('password prompt (docs/rules/specification.md §4)', () => {
  beforeEach(() => sessionStorage.removeItem(PROMPTED_KEY));

  it('opens the change-password modal with the info toast when the history is empty', async () => {
    const { handler } = server(EMPTY_HISTORY);
    mockFetch(handler);
    renderApp('/', signedIn());
    expect(await screen.findByText('Please change your password for security!')).toBeTruthy();
    expect(await screen.findByTestId('change-password-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('password-no'));
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
  });

  it('does not prompt the demo account, or a user who changed the password before', async () => {
    const demoUser = { ...user, isDemo: true };
    const fetch = mockFetch(server(EMPTY_HISTORY, undefined, demoUser).handler);
    const first = renderApp('/', signedIn(demoUser));
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(
      fetch.mock.calls.some(([i]) => String(i instanceof Request ? i.url : i).includes('password')),
    ).toBe(false);
    first.unmount();

    mockFetch(server(ONE_CHANGE).handler);
    renderApp('/', signedIn());
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
    expect(screen.queryByText('Please change your password for security!')).toBeNull();
  });
});

describe('change-password modal', () => {
  it('needs all three fields, then sends them and confirms the change', async () => {
    const { handler, posted } = server(ONE_CHANGE);
    mockFetch(handler);
    renderApp('/profile', signedIn());
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
    expect(screen.getByText('Alice')).toBeTruthy();
    expect(screen.getByText('INR 1,000.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('edit-password'));
    await screen.findByTestId('change-password-modal');
    fireEvent.click(screen.getByTestId('password-yes'));
    expect(await screen.findByText('Please fill in all three fields.')).toBeTruthy();
    expect(posted).toEqual([]);
    fill('Old-pass-1', 'Fresh-pass-9', 'Fresh-pass-9');
    fireEvent.click(screen.getByTestId('password-yes'));
    expect(await screen.findByText('Password Updated Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
    expect(posted).toEqual([
      { currentPassword: 'Old-pass-1', newPassword: 'Fresh-pass-9', confirmPassword: 'Fresh-pass-9' },
    ]);
  });

  it("shows the server's message and stays open when the change is refused", async () => {
    const { handler } = server(ONE_CHANGE, () =>
      json({ statusCode: 400, error: 'Bad Request', message: 'The current password is incorrect.' }, 400),
    );
    mockFetch(handler);
    renderApp('/profile', signedIn());
    fireEvent.click(await screen.findByTestId('edit-password'));
    await screen.findByTestId('change-password-modal');
    fill('wrong', 'Fresh-pass-9', 'Fresh-pass-9');
    fireEvent.click(screen.getByTestId('password-yes'));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
  });
});
