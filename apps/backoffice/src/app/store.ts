import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { loadSession, saveSession, sessionSlice, type SessionState } from './session';

/**
 * The back office's store: the session (saved to sessionStorage on every change) and the RTK
 * Query cache, which a sign-out or an expired session empties.
 */
export function makeStore(session: SessionState = loadSession()) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, [api.reducerPath]: api.reducer },
    preloadedState: { session },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let last = store.getState().session;
  store.subscribe(() => {
    const now = store.getState().session;
    if (now === last) return;
    const tokenChanged = now.token !== last.token;
    last = now;
    saveSession(now);
    if (tokenChanged && !now.token) store.dispatch(api.util.resetApiState());
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
