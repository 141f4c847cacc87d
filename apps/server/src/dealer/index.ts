/** The casino dealer (docs/architecture.md dealer/): table loops, live state, rounds and their settlement. */
export { CasinoDealer, type DealerOptions } from './dealer';
export { LiveTable, type LiveRound, type RoundPhase, TABLE_MIN, TABLE_MAX } from './live';
export { cardsOf, resultOf, roundById, roundCounts, roundLockKey } from './rounds';
export { CASINO_ALIASES, COMING_SOON, EZUGI, tableIdsOf, type TableIds } from './tables';
