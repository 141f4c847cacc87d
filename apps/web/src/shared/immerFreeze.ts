import { setAutoFreeze } from 'immer';

/**
 * Immer (inside Redux Toolkit's reducers and RTK Query's cache) deep-freezes every state it
 * produces, so that a mutation of the store's state throws. That walk costs on every answer that
 * enters the store: the home list alone is ~1,000 objects, and the first load puts several such
 * answers in during its longest tasks (issue 18, docs/performance.md "Loading"). The production
 * build turns the freezing off; development and the tests keep it, so a mutation of state still
 * fails there. Imported by main.tsx before any module that creates a slice (a slice freezes its
 * initial state when it is created).
 */
if (import.meta.env.PROD) setAutoFreeze(false);
