import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EventRow, LockedSport } from '@backlay/contracts';
import { sportsApi } from './api';
import { currentMarketsOf, matchPathOf } from './events';

/** Client slices of docs/rules/specification.md §3 owned by the sports lists (currentFullMarket(New), sportsLock). */
export interface CurrentFullMarketState {
  /** Markets stored when a row is clicked: Match Odds and markets named tie / toss / complete. */
  currentMarkets: { marketId: string; marketName: string }[];
}
export interface CurrentFullMarketNewState {
  /** Keyed by matchUrl: replaced on the same key, else appended (docs/rules/specification.md §3). */
  currentMatchUrl: { matchUrl: string; row: EventRow }[];
}
export interface SportsLockState {
  lockedSports: LockedSport[];
}

const currentFullMarket = createSlice({
  name: 'currentFullMarket',
  initialState: { currentMarkets: [] } as CurrentFullMarketState,
  reducers: {
    currentMarketsSet: (state, action: PayloadAction<CurrentFullMarketState['currentMarkets']>) => ({
      ...state,
      currentMarkets: action.payload,
    }),
  },
});
const currentFullMarketNew = createSlice({
  name: 'currentFullMarketNew',
  initialState: { currentMatchUrl: [] } as CurrentFullMarketNewState,
  reducers: {
    matchUrlStored: (state, action: PayloadAction<{ matchUrl: string; row: EventRow }>) => {
      const i = state.currentMatchUrl.findIndex((m) => m.matchUrl === action.payload.matchUrl);
      if (i >= 0) state.currentMatchUrl[i] = action.payload;
      else state.currentMatchUrl.push(action.payload);
    },
  },
});
const sportsLock = createSlice({
  name: 'sportsLock',
  initialState: { lockedSports: [] } as SportsLockState,
  reducers: {
    lockedSportsLoaded: (state, action: PayloadAction<LockedSport[]>) => ({
      ...state,
      lockedSports: action.payload,
    }),
  },
  extraReducers: (builder) => {
    // The signed-in user's locks (docs/rules/specification.md §7 POST /sports/fetch/event/lock) land here.
    builder.addMatcher(sportsApi.endpoints.getLockedSports.matchFulfilled, (state, action) => ({
      ...state,
      lockedSports: action.payload,
    }));
  },
});

export const { currentMarketsSet } = currentFullMarket.actions;
export const { matchUrlStored } = currentFullMarketNew.actions;
export const { lockedSportsLoaded } = sportsLock.actions;
export const sportsReducers = {
  currentFullMarket: currentFullMarket.reducer,
  currentFullMarketNew: currentFullMarketNew.reducer,
  sportsLock: sportsLock.reducer,
};

interface WithSports {
  currentFullMarket: CurrentFullMarketState;
  currentFullMarketNew: CurrentFullMarketNewState;
  sportsLock: SportsLockState;
}

/** Ids of the sports locked for the user (hidden everywhere, docs/rules/specification.md §6). */
export const selectLockedSportIds = createSelector(
  (state: WithSports) => state.sportsLock.lockedSports,
  (locked) => new Set(locked.filter((l) => l.lock).map((l) => l.eventId)) as ReadonlySet<number>,
);
export const selectCurrentMarkets = (state: WithSports) => state.currentFullMarket.currentMarkets;
/** The row stored when the match `matchUrl` ('/fullmarket/{sport}/{competition}/{match}') was opened. */
export const selectStoredMatch = (state: WithSports, matchUrl: string): EventRow | undefined =>
  state.currentFullMarketNew.currentMatchUrl.find((m) => m.matchUrl === matchUrl)?.row;

/** The actions of opening `row` (docs/rules/specification.md §4 Event lists): its current markets and its row by URL. */
export function openEventActions(row: EventRow) {
  const matchUrl = row.matchUrl?.trim() || matchPathOf(row);
  return [currentMarketsSet(currentMarketsOf(row)), matchUrlStored({ matchUrl, row })];
}
