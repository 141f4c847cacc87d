import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../shared/api';
import { browser, navigateTo } from '../../shared/navigation';
import { loggedOut } from '../../shared/sessionEvents';
import { authApi } from './api';
import type { AuthState } from './slice';

/** localStorage keys of the persisted store (docs/rules/specification.md §9: 'roots' and 'auth'). */
export const PERSIST_KEYS = ['persist:roots', 'persist:auth'] as const;
/** Page reload after logout (docs/rules/specification.md §9). */
export const LOGOUT_RELOAD_MS = 500;
/** Longest wait for the server's logout answer before ending the session locally anyway. */
const SERVER_LOGOUT_WAIT_MS = 2000;

/** Removes the persisted session from localStorage. */
export function clearStoredSession(): void {
  for (const key of PERSIST_KEYS) localStorage.removeItem(key);
}

/**
 * Logout (docs/rules/specification.md §4): tells the server (when `callServer` and signed in; best effort), goes home,
 * resets every slice, clears the stored session and reloads the page after 500 ms.
 */
export function logout({ callServer = true }: { callServer?: boolean } = {}): ThunkAction<
  Promise<void>,
  { auth: AuthState },
  unknown,
  UnknownAction
> {
  return async (dispatch, getState) => {
    if (callServer && getState().auth.accessToken) {
      const call = dispatch(authApi.endpoints.logout.initiate());
      const timeout = new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS));
      await Promise.race([call.unwrap().catch(() => undefined), timeout]);
    }
    // Home first, so logged-in-only pages never render logged out (and never open the login).
    await navigateTo('/', { replace: true });
    dispatch(api.util.resetApiState());
    dispatch(loggedOut());
    clearStoredSession();
    setTimeout(() => {
      clearStoredSession();
      browser.reload();
    }, LOGOUT_RELOAD_MS);
  };
}
