/** The settings feature's public entry (issue 13): other features and app/ import only this. */
export { toQuickStakes } from './quickStakes';
export { selectQuickStakes, stakesReducer } from './slice';
export { useQuickStakes } from './useQuickStakes';

/** The settings page's chunk. */
export const loadSettingsPage = () => import('./SettingsPage').then((m) => m.SettingsPage);
