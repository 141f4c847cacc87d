/** The sports lists' public entry (issue 13): other features and app/ import only this. */
export { HomePage } from './HomePage';
export { useLockedSportIds } from './hooks';
export { InPlayPage } from './InPlayPage';
export { sportsReducers } from './slice';
export { SportPage } from './SportPage';
export { prefetchFirstLists } from './prefetch';
