import type { DomainConfig } from '@backlay/contracts';
import { createSlice } from '@reduxjs/toolkit';
import { brandingApi } from './api';

/** The current brand (docs/rules/specification.md §3 client state `domainConfig`). Survives logout: it is the tenant. */
export interface BrandingState {
  config: DomainConfig | null;
}

const initialState: BrandingState = { config: null };

const brandingSlice = createSlice({
  name: 'branding',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(brandingApi.endpoints.getDomainConfig.matchFulfilled, (state, action) => {
      state.config = action.payload;
    });
  },
});

export const brandingReducer = brandingSlice.reducer;

export const selectBrand = (state: { branding: BrandingState }) => state.branding.config;
