/** The account feature's public entry (issue 13): other features and app/ import only this. */
export { HomeHighlights } from './components/HomeHighlights';

/** The account pages of issue 8, all from one chunk (loaded on the first visit to any of them). */
export const loadAccountPages = () => import('./pages');
