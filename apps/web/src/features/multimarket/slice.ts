import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A followed market (spec §2 /multimarket): enough to fetch it again. */
export interface FollowedMarket {
  marketId: string;
  matchId: string;
  sportId: number;
  competitionId: string;
  marketName: string;
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
  },
});

export const { followToggled } = multimarket.actions;
export const multimarketReducer = multimarket.reducer;
