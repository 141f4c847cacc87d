import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { settingsApi } from './api';
import { toQuickStakes, type QuickStake } from './quickStakes';

/** Default quick stakes: the spec's eight chips (docs/rules/specification.md §9). */
export const DEFAULT_STAKES: QuickStake[] = [100, 200, 500, 1000, 2000, 5000, 10000, 20000].map(
  (stakeValue, i) => ({
    id: i + 1,
    stakeValue,
  }),
);

const stakes = createSlice({
  name: 'stakes',
  initialState: { stakes: DEFAULT_STAKES },
  reducers: {
    stakesLoaded: (state, action: PayloadAction<QuickStake[]>) => ({ ...state, stakes: action.payload }),
  },
  extraReducers: (builder) => {
    // The server's copy wins whenever it is read or saved (issue 5 item 7: stakes follow the user).
    builder.addMatcher(settingsApi.endpoints.getQuickStakes.matchFulfilled, (state, action) => {
      state.stakes = toQuickStakes(action.payload.stakes);
    });
    builder.addMatcher(settingsApi.endpoints.saveQuickStakes.matchFulfilled, (state, action) => {
      state.stakes = toQuickStakes(action.payload.data.stakes);
    });
  },
});

export const { stakesLoaded } = stakes.actions;
export const stakesReducer = stakes.reducer;

/** The quick stakes in box order (docs/rules/specification.md §9 chips: the saved ones, else the defaults). */
export const selectQuickStakes = (state: { stakes: { stakes: QuickStake[] } }) => state.stakes.stakes;
