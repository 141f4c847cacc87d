import {
  combineReducers,
  configureStore,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
// The RTK Query api first, in a task of its own: the break after it ends that task.
import { api } from '../shared/api';
import '../shared/yieldToMainAfterApi';
import { authReducer, type AuthState } from '../features/auth';
// Ends the task here: the other features' modules evaluate in the next one.
import '../shared/yieldToMainInStore';
import { brandingReducer } from '../features/branding';
import { multimarketReducer } from '../features/multimarket';
import { openBetsReducers } from '../features/openbets';
import { stakesReducer } from '../features/settings';
import { sportsReducers } from '../features/sports';
import { webStorage as storage } from '../shared/webStorage';
import { listeners } from './listeners';
import { loggedOut } from '../shared/sessionEvents';

/** Session slice persisted under 'auth' (docs/rules/specification.md §9): token, flag and user details only. */
const authPersistConfig = {
  key: 'auth',
  storage,
  whitelist: ['accessToken', 'isLoggedIn', 'userDetails'],
};

/**
 * Root persisted under 'roots' (docs/rules/specification.md §9): the quick stakes and followed markets (auth has its
 * own key; the api cache and the brand are always fetched fresh).
 */
const rootPersistConfig = { key: 'roots', storage, whitelist: ['stakes', 'multimarket'] as string[] };

const combined = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: persistReducer<AuthState>(authPersistConfig, authReducer),
  branding: brandingReducer,
  ...sportsReducers,
  ...openBetsReducers,
  stakes: stakesReducer,
  multimarket: multimarketReducer,
});

export type RootState = ReturnType<typeof combined>;
type PreloadedState = Partial<RootState>;

/** On logout every slice reverts (docs/rules/specification.md §4) except the brand, which is the tenant, not the session. */
const rootReducer: Reducer<RootState, UnknownAction, PreloadedState> = (state, action) =>
  combined(loggedOut.match(action) ? { branding: state?.branding } : state, action);

/** A fresh store (the app makes one; tests make their own). */
export function makeStore(preloadedState?: PreloadedState) {
  return configureStore({
    reducer: persistReducer(rootPersistConfig, rootReducer) as unknown as typeof rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** Starts redux-persist on a store (rehydration from localStorage). */
export function persistAppStore(store: AppStore) {
  return persistStore(store);
}
