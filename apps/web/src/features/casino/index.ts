/** The casino's public entry (issue 13): app/ routes to it through this. */
export type { CasinoView } from './views';

/** Every casino screen, from one chunk. */
export const loadCasinoRoute = () => import('./CasinoRoute').then((m) => m.CasinoRoute);
