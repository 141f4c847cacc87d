/** The safer-gambling feature's public entry (issue 17 item 6): other features and app/ import only this. */
import { lazyPart } from '../../shared/lazyPart';

/**
 * The reality check (RealityCheck.tsx), loaded in its own chunk when the shell first shows it: only
 * a signed-in user has one, so a first load does without it (issue 18, shared/lazyPart.tsx).
 */
export const RealityCheck = lazyPart(() => import('./RealityCheck').then((m) => m.RealityCheck));

/** The Safer gambling page's chunk. */
export const loadSaferGamblingPage = () => import('./SaferGamblingPage').then((m) => m.SaferGamblingPage);
