/** The multi market feature's public entry (issue 13): other features and app/ import only this. */
export { FollowStar } from './FollowStar';
export { fullMarketPath } from './fullMarketPath';
export { multimarketReducer } from './slice';

/** The multi market page's chunk. */
export const loadMultiMarketPage = () => import('./MultiMarketPage').then((m) => m.MultiMarketPage);
