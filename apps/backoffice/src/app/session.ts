import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The operator's session (issue 16 item 1): the token of `POST /api/admin/auth/signin`, kept in
 * sessionStorage (one tab, gone when the tab closes), and the brand id sent back as header `d`.
 */
export interface SessionState {
  token: string | null;
  domainId: string | null;
  userName: string | null;
  /** Why the last session ended without a sign-out (shown on the sign-in page), else null. */
  endedBecause: string | null;
}

/** The sessionStorage key of the session. */
export const SESSION_KEY = 'backlay.backoffice.session';

const signedOutState: SessionState = { token: null, domainId: null, userName: null, endedBecause: null };

/** The session saved in this tab, or a signed-out one (a damaged entry is ignored). */
export function loadSession(storage: Storage | undefined = globalThis.sessionStorage): SessionState {
  try {
    const raw = storage?.getItem(SESSION_KEY);
    if (!raw) return signedOutState;
    const saved = JSON.parse(raw) as Partial<SessionState>;
    if (typeof saved.token !== 'string' || saved.token === '') return signedOutState;
    return {
      token: saved.token,
      domainId: typeof saved.domainId === 'string' ? saved.domainId : null,
      userName: typeof saved.userName === 'string' ? saved.userName : null,
      endedBecause: null,
    };
  } catch {
    return signedOutState;
  }
}

/** Writes the session to sessionStorage (or removes it when signed out). */
export function saveSession(
  state: SessionState,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    if (state.token) {
      storage?.setItem(
        SESSION_KEY,
        JSON.stringify({ token: state.token, domainId: state.domainId, userName: state.userName }),
      );
    } else storage?.removeItem(SESSION_KEY);
  } catch {
    // Storage full or disabled: the session lives in memory only.
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; domainId: string; userName: string }>) => ({
      ...action.payload,
      endedBecause: null,
    }),
    signedOut: () => signedOutState,
    /** The server refused the token (401): back to the sign-in page with the reason. */
    sessionExpired: (_state, action: PayloadAction<string>) => ({
      ...signedOutState,
      endedBecause: action.payload,
    }),
  },
});

export const { signedIn, signedOut, sessionExpired } = sessionSlice.actions;
