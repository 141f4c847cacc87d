export { type CasinoBetDeps, placeCasinoBet } from './bets';
