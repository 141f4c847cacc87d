import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TradeRow } from '@backlay/contracts';
import { openBetsApi } from './api';

/** Client slices of spec §3 for open bets and exposure: bet {liveBets[]}, exposure {exposure}. */
const bet = createSlice({
  name: 'bet',
  initialState: { liveBets: [] as TradeRow[] },
  reducers: {
    liveBetsLoaded: (state, action: PayloadAction<TradeRow[]>) => ({ ...state, liveBets: action.payload }),
  },
  extraReducers: (builder) => {
    // Every trade-list answer (open bets modal, panel, exposure detail) refreshes the live bets.
    builder.addMatcher(openBetsApi.endpoints.openBetsTradeList.matchFulfilled, (state, action) => ({
      ...state,
      liveBets: action.payload,
    }));
  },
});
const exposure = createSlice({
  name: 'exposure',
  initialState: { exposure: 0 },
  reducers: {
    exposureLoaded: (state, action: PayloadAction<number>) => ({ ...state, exposure: action.payload }),
  },
});

export const { liveBetsLoaded } = bet.actions;
export const { exposureLoaded } = exposure.actions;
export const openBetsReducers = { bet: bet.reducer, exposure: exposure.reducer };
