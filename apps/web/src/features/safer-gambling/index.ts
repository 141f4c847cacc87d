/** The safer-gambling feature's public entry (issue 17 item 6): other features and app/ import only this. */
export { RealityCheck } from './RealityCheck';

/** The Safer gambling page's chunk. */
export const loadSaferGamblingPage = () => import('./SaferGamblingPage').then((m) => m.SaferGamblingPage);
