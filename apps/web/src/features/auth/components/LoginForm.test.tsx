import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brandingApi } from '../../branding';
import {
  brand,
  calledPaths,
  calledRequests,
  fakeServer,
  json,
  mockFetch,
  renderWithStore,
  user,
} from '../../../test/utils';
import { LoginForm } from './LoginForm';

const signInAnswer = (role = 'User') =>
  json({ status: true, message: 'ok', userToken: 'tok_9', user: { ...user, role: { name: role } } });

async function renderForm(server = fakeServer()) {
  const fetch = mockFetch(server);
  const onSuccess = vi.fn();
  const view = renderWithStore(<LoginForm onSuccess={onSuccess} />);
  await view.store.dispatch(brandingApi.endpoints.getDomainConfig.initiate('localhost'));
  fetch.mockClear();
  return { ...view, fetch, onSuccess, ui: userEvent.setup() };
}

describe('LoginForm', () => {
  it('requires a username and a password before any call', async () => {
    const { fetch, ui } = await renderForm();
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter username.')).toBeTruthy();
    expect(screen.getByText('Please enter password.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires a password when only the username is typed', async () => {
    const { fetch, ui } = await renderForm();
    await ui.type(screen.getByLabelText('Username'), 'alice');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Please enter username.')).toBeNull();
    expect(screen.getByText('Please enter password.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks up the IP, signs in a User and stores the session', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer({ 'POST /api/auth/signin': async () => (await gate, signInAnswer()) });
    const { fetch, ui, store, onSuccess } = await renderForm(server);
    await ui.type(screen.getByLabelText('Username'), 'alice');
    await ui.type(screen.getByLabelText('Password'), 'secret');
    await ui.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByText('Login successfull!');
    expect(onSuccess).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ accessToken: 'tok_9', isLoggedIn: true });
    expect(calledPaths(fetch)).toEqual(['GET /api/ip', 'POST /api/auth/signin']);
    const body = (await calledRequests(fetch)[1]!.json()) as Record<string, unknown>;
    expect(body).toEqual({
      userName: 'alice',
      password: 'secret',
      deviceIp: '10.0.0.1',
      ipInfo: { ip: '10.0.0.1' },
    });
  });

  it('refuses a role other than User', async () => {
    const { ui, store, onSuccess } = await renderForm(
      fakeServer({ 'POST /api/auth/signin': () => signInAnswer('Agent') }),
    );
    await ui.type(screen.getByLabelText('Username'), 'agent');
    await ui.type(screen.getByLabelText('Password'), 'secret');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Invalid Id or Password!');
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the server message, or Login Failed without one', async () => {
    const answers = [
      json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid Id or Password!' }, 401),
      new Response('', { status: 500 }),
    ];
    const { ui } = await renderForm(
      fakeServer({ 'POST /api/auth/signin': () => answers.shift() ?? json({}, 500) }),
    );
    await ui.type(screen.getByLabelText('Username'), 'alice');
    await ui.type(screen.getByLabelText('Password'), 'wrong');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Invalid Id or Password!');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Login Failed');
  });

  it('stops with Error logging in! when the IP lookup fails', async () => {
    const { fetch, ui } = await renderForm(fakeServer({ 'GET /api/ip': () => json({}, 503) }));
    await ui.type(screen.getByLabelText('Username'), 'alice');
    await ui.type(screen.getByLabelText('Password'), 'secret');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Error logging in!');
    expect(calledPaths(fetch)).toEqual(['GET /api/ip']);
  });

  it('demo login sends demo@ + brand title, the demo password and an empty IP', async () => {
    const { fetch, ui } = await renderForm(fakeServer({ 'POST /api/auth/signin': () => signInAnswer() }));
    await ui.click(screen.getByRole('button', { name: 'Login With Demo ID' }));
    await waitFor(() => expect(calledPaths(fetch)).toEqual(['POST /api/auth/signin']));
    const body = (await calledRequests(fetch)[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ userName: `demo@${brand.title}`, password: 'Demo@123', deviceIp: '' });
  });

  it('toggles the password visibility', async () => {
    const { ui } = await renderForm();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await ui.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });
});
