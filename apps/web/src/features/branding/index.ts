/** The branding feature's public entry (issue 13): other features and app/ import only this. */
export { brandingApi } from './api';
export { BrandGate } from './components/BrandGate';
export { brandingReducer, selectBrand } from './slice';
export { primeBrand, readPreloadedBrand } from './preloaded';
