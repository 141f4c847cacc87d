import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Quick stake (spec §3): id and integer stake value. */
export interface QuickStake {
  id: number;
  stakeValue: number;
}

/** Default quick stakes: the spec's eight chips (spec §9). */
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
});

export const { stakesLoaded } = stakes.actions;
export const stakesReducer = stakes.reducer;
