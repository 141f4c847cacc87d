/**
 * Pure sports pricing models (no I/O): cricket (WASP dynamic programme), tennis (Markov chain),
 * soccer (Dixon-Coles), and the seeded RNG they share. Source: docs/rules/sports.md.
 */
export * from './rng';
export * from './cricket/index';
export * from './tennis/index';
export * from './soccer/index';
