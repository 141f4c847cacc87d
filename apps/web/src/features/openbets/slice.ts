import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TradeRow } from '@backlay/contracts';
import { openBetsApi } from './api';

/** Client slice of docs/rules/specification.md §3 for open bets: bet {liveBets[]} (the exposure comes with the user). */
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

export const { liveBetsLoaded } = bet.actions;
export const openBetsReducers = { bet: bet.reducer };
