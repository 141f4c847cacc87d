import { createAction } from '@reduxjs/toolkit';

/**
 * Session-wide actions shared by the api layer, the store and the features (kept apart to avoid
 * import cycles).
 */

/** Logout: the root reducer resets every slice (docs/rules/specification.md §4 Logout). */
export const loggedOut = createAction('session/loggedOut');

/** A signed-in call answered 401 (docs/rules/specification.md §4 Session expiry); the listener logs out. */
export const sessionExpired = createAction('session/expired');
