/**
 * Pure table games (docs/rules/casino.md): cards and shoes, the provably fair random stream, one
 * module per game, bet settlement and the Monte Carlo harness. No I/O.
 */
import { CASINO_BETTING_SECONDS } from '@backlay/contracts/constants';

export * from './cards';
export * from './rng';
export * from './types';
export * from './settle';
export * from './prices';
export * from './round';
export * from './simulate';
export { GAMES } from './games/index';

/** Betting window of a round in ms: autotime counts 25 -> 0 (docs/rules/specification.md §9, docs/rules/casino.md §0.6). */
export const CASINO_ROUND_LENGTH_MS = CASINO_BETTING_SECONDS * 1000;
