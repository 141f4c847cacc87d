/** The OpenAPI-driven fuzz suite (issue 12), shared by fuzz.test.ts and `npm run bench -- fuzz`. */
export { failureGroups, formatFailures, formatReport } from './report';
export { fuzzSeed } from './rng';
export { runFuzz, type FuzzOptions, type FuzzResult } from './run';
export { startFuzzTarget, type FuzzTarget } from './target';
