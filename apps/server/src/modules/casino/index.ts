export { type CasinoBetDeps, placeCasinoBet } from './bets';
export { verifyRound } from './views';
