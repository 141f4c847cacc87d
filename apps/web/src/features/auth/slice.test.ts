import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../shared/navigation';
import { loggedOut, sessionExpired } from '../../shared/sessionEvents';
import {
  brand,
  calledRequests,
  fakeServer,
  json,
  makeStore,
  mockFetch,
  signedIn,
  user,
} from '../../test/utils';
import { brandingApi } from '../branding';
import { authApi } from './api';
import { LOGOUT_RELOAD_MS, logout } from './logout';
import { initialAuthState, selectIsLoggedIn, sessionCleared, sessionStarted } from './slice';

describe('auth slice', () => {
  it('starts logged out', () => {
    expect(makeStore().getState().auth).toMatchObject(initialAuthState);
  });

  it('stores token and user on sessionStarted and drops them on sessionCleared', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok_1', user }));
    expect(store.getState().auth).toMatchObject({
      accessToken: 'tok_1',
      isLoggedIn: true,
      userDetails: user,
    });
    store.dispatch(sessionCleared());
    expect(store.getState().auth).toMatchObject(initialAuthState);
  });

  it('refreshes user details from the polled call while signed in', async () => {
    mockFetch(() => json({ status: true, data: { ...user, openingBalance: 250 } }));
    const store = makeStore(signedIn());
    await store.dispatch(authApi.endpoints.getUserDetails.initiate());
    expect(store.getState().auth.userDetails?.openingBalance).toBe(250);
  });

  it('ignores user details answers when logged out', async () => {
    mockFetch(() => json({ status: true, data: user }));
    const store = makeStore();
    await store.dispatch(authApi.endpoints.getUserDetails.initiate());
    expect(store.getState().auth.userDetails).toBeNull();
  });
});

describe('logout', () => {
  it('resets every slice but the brand on loggedOut', async () => {
    mockFetch(fakeServer());
    const store = makeStore(signedIn());
    await store.dispatch(brandingApi.endpoints.getDomainConfig.initiate('localhost'));
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(state.auth).toMatchObject(initialAuthState);
    expect(state.api.queries).toEqual({});
    expect(state.branding.config).toEqual(brand);
  });

  it('calls the server, clears storage, goes home and reloads after 500 ms', async () => {
    const fetch = mockFetch(fakeServer());
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    localStorage.setItem('persist:auth', '{"accessToken":"\\"tok_1\\""}');
    localStorage.setItem('persist:roots', '{}');
    const store = makeStore(signedIn());
    const started = Date.now();
    await store.dispatch(logout());

    const request = calledRequests(fetch).find((r) => r.url.endsWith('/api/auth/logout'));
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('User-Token')).toBe('tok_1');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(localStorage.getItem('persist:roots')).toBeNull();
    expect(window.location.hash).toBe('#/');
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGOUT_RELOAD_MS - 5);
  });

  it('session expiry logs out without calling the server', async () => {
    const fetch = mockFetch(fakeServer());
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const store = makeStore(signedIn());
    store.dispatch(sessionExpired());
    await vi.waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});
