import type { UserDetails } from '@backlay/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountMoneyStreamed } from './actions';
import { authApi } from './api';

/** Session (docs/rules/specification.md §3): persisted under the 'auth' key. */
export interface AuthState {
  accessToken: string | null;
  isLoggedIn: boolean;
  userDetails: UserDetails | null;
}

export const initialAuthState: AuthState = { accessToken: null, isLoggedIn: false, userDetails: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Successful sign-in of a User (docs/rules/specification.md §4 Login). */
    sessionStarted(_state, action: PayloadAction<{ token: string; user: UserDetails }>) {
      return { accessToken: action.payload.token, isLoggedIn: true, userDetails: action.payload.user };
    },
    /** Refused sign-in (role not User): drop any session. */
    sessionCleared() {
      return initialAuthState;
    },
  },
  extraReducers: (builder) => {
    // Polled user details refresh balance and exposure (docs/rules/specification.md §4 Polling).
    // The stream's account topic moves them between polls (issue 15 item 4).
    builder.addCase(accountMoneyStreamed, (state, action) => {
      if (!state.isLoggedIn || !state.userDetails) return;
      state.userDetails.openingBalance = action.payload.balance;
      state.userDetails.exposure = action.payload.exposure;
    });
    builder.addMatcher(authApi.endpoints.getUserDetails.matchFulfilled, (state, action) => {
      if (state.isLoggedIn) state.userDetails = action.payload.data;
    });
  },
});

export const { sessionStarted, sessionCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}
export const selectIsLoggedIn = (state: WithAuth) => state.auth.isLoggedIn;
export const selectUser = (state: WithAuth) => state.auth.userDetails;
export const selectToken = (state: WithAuth) => state.auth.accessToken;
