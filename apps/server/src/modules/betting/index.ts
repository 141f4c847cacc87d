export { type BetRowDb } from './bets';
export { type CasinoBet, casinoBetOf, casinoExposureMinor } from './casino-exposure';
export { betFingerprint, clientBetIdReused, replayOf } from './fingerprint';
export { auditExposure } from './hold-review';
export { type BetSettlement, type HeldBet, writeSettlement } from './holds';
export { exposureOf, toBetRow } from './queries';
export { type DecidedResult, recordResult } from './results';
export {
  acceptBet,
  BETTING_LOCKED_MESSAGE,
  CASINO_LOCKED_MESSAGE,
  DEFAULT_BET_DELAY_MS,
  marketExposure,
  type BettingDeps,
  findByClientId,
  rateChanged,
  SETTLEMENT_UNDER_REVIEW,
  type ExchangeBet,
  type ExchangeBetPlaced,
  type ExchangeBets,
  stakeMinorOf,
} from './service';
export {
  betsToSettle,
  lockMarket,
  outcomeLabel,
  settleMarket,
  startSettlement,
  transferOf,
} from './settlement';
export {
  marketExposuresCte,
  marketMetaOf,
  matchedBetsCte,
  matchedPositions,
  type MarketMeta,
  type MatchedBet,
} from './exchange-fills';
export { isOpen, liveMarket, type LiveMarket } from './market';
export { type Declaration, declareResult, type ResultOf } from './declare';
export { casinoBetTotals, type CasinoBetTotals, marketPositions, type MarketPosition } from './risk-reads';
