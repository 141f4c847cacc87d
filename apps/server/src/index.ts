/**
 * What other workspaces (end-to-end tests, benchmarks) may use of the server: the composition
 * root, the app and database for a bench that measures them alone, the clocks, the types of the
 * engines, and the few domain functions the benches time or the end-to-end tests check against.
 */
export { startPlatform, type Platform, type PlatformOptions } from './platform';
export { buildApp, type AppInstance, type BuildAppOptions } from './app';
export { openDatabase, type Db, type DatabaseHandle, type DatabaseTarget } from './db/index';
export { seedDemo, DEMO_BRANDS, DEMO_ACCOUNTS } from './seed/demo';
export { FakeClock, SteerableClock, systemClock, type Clock } from './clock';
export type { CasinoDealer } from './dealer/index';
export type { EventBus } from './realtime/bus';

// The sports feed's replays (e2e: the real result of a replayed match; bench: pricing cost).
export {
  type CricketReplay,
  type FeedEngine,
  loadReplays,
  replayStride,
  type SportFeed,
  sportFeeds,
  preMatchBrier,
} from './feed/index';

// Betting and the ledger (bench/bets.ts: settlement timing, bets inserted directly, the audit).
export { DEFAULT_BET_DELAY_MS, marketExposure, settleMarket } from './modules/betting/index';
export { DEFAULT_MIN_MAX } from '@backlay/contracts/constants';
export { auditLedger, postTransfers } from './modules/wallet/index';
