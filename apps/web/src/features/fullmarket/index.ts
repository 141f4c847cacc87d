/** The full market's public entry (issue 13): app/ routes to its pages (each its own chunk). */

/** The full market page's chunk. */
export const loadFullMarketPage = () => import('./FullMarketPage').then((m) => m.FullMarketPage);
/** The full market page's prefetch of its first data (in the page's chunk; see FullMarketPage.tsx). */
export const loadFullMarketPrefetch = () => import('./FullMarketPage').then((m) => m.prefetchFullMarket);
/** The score page's chunk. */
export const loadScorePage = () => import('./ScorePage').then((m) => m.ScorePage);
/** The TV page's chunk. */
export const loadTvPage = () => import('./TvPage').then((m) => m.TvPage);
/**
 * Re-exported so that the module sits in the first-load chunk: the three pages above show it, and
 * a module only lazy pages shared would be one more chunk before the full market's largest paint.
 */
export { LIVE_FEED_LOGIN } from './liveFeed';
