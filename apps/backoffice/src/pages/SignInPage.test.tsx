import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../app/session';
import { makeStore } from '../app/store';
import { json, mockFetch } from '../test/utils';
import { SignInPage } from './SignInPage';

const signedOut = { token: null, domainId: null, userName: null, endedBecause: null };

function renderSignIn() {
  const store = makeStore(signedOut);
  render(
    <Provider store={store}>
      <SignInPage />
    </Provider>,
  );
  return store;
}

describe('SignInPage', () => {
  it("shows the API's message when the server refuses the credentials, and stays signed out", async () => {
    const fetch = mockFetch(() => json({ status: false, message: 'Invalid Id or Password!' }, 401));
    const store = renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User name'), 'admin1');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid Id or Password!');
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/admin/auth/signin');
    expect(await request.json()).toEqual({ userName: 'admin1', password: 'wrong' });
    expect(store.getState().session.token).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('says what is missing without calling the server', async () => {
    const fetch = mockFetch(() => json({}));
    renderSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Enter your user name and password.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the token in sessionStorage after a sign-in', async () => {
    mockFetch(() =>
      json({
        status: true,
        message: 'ok',
        userToken: 'tok_9',
        operator: {
          _id: 'op1',
          userName: 'admin1',
          name: 'Admin',
          role: { name: 'Admin' },
          domainId: 'dom_1',
        },
      }),
    );
    const store = renderSignIn();
    fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'admin1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('tok_9'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual({
      token: 'tok_9',
      domainId: 'dom_1',
      userName: 'admin1',
    });
  });
});
