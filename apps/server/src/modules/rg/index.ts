export {
  ackRealityCheck,
  assertBetWithinLimits,
  blockAccount,
  confirmLimits,
  COOLING_OFF_MS,
  headroomOf,
  liftSelfExclusion,
  LOSS_LIMIT_MESSAGE,
  protectionOf,
  recentEvents,
  SESSION_LIMIT_MESSAGE,
  sessionTimeUp,
  setLimit,
  setRealityCheck,
  signInRefusal,
  STAKE_LIMIT_MESSAGE,
  statusOf,
} from './service';
export { addMonths, DEFAULT_TIME_ZONE, periodOf, zonedDate, type Period } from './periods';
export { periodUsage, type PeriodUsage } from './usage';
