/**
 * Pure table games (cards, seeded shuffle, one module per game). Filled by the casino-engine
 * issue; this package exists so the workspace shape of DESIGN.md is in place.
 */
export const CASINO_ROUND_LENGTH_MS = 25_000;
