import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A followed market (docs/rules/specification.md §2 /multimarket): enough to fetch it again. */
export interface FollowedMarket {
  marketId: string;
  matchId: string;
  sportId: number;
  competitionId: string;
  marketName: string;
  /** The match's name when the page that followed it knew it (the list looks it up otherwise). */
  eventName?: string;
}

const multimarket = createSlice({
  name: 'multimarket',
  initialState: { followed: [] as FollowedMarket[] },
  reducers: {
    followToggled: (state, action: PayloadAction<FollowedMarket>) => {
      const i = state.followed.findIndex((m) => m.marketId === action.payload.marketId);
      if (i >= 0) state.followed.splice(i, 1);
      else state.followed.push(action.payload);
    },
    /** Unfollow by id (a no-op when not followed). */
    unfollowed: (state, action: PayloadAction<string>) => {
      state.followed = state.followed.filter((m) => m.marketId !== action.payload);
    },
  },
});

export const { followToggled, unfollowed } = multimarket.actions;
export const multimarketReducer = multimarket.reducer;

/** The part of the state the multi market selectors read. */
export interface WithMultimarket {
  multimarket: { followed: FollowedMarket[] };
}
/** Followed markets in the order they were followed. */
export const selectFollowed = (state: WithMultimarket) => state.multimarket.followed;
/** Whether `marketId` is followed. */
export const selectIsFollowed = (state: WithMultimarket, marketId: string) =>
  state.multimarket.followed.some((m) => m.marketId === marketId);
