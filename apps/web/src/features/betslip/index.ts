/** The bet slip's public entry (issue 13): the slip, its parts and rules for the market pages and the casino. */
export { placeSlipBet, useSlipPlaceBetMutation } from './api';
export { BetSlip } from './BetSlip';
export { chipLabel, placeBlockedReason, stakeLimitMessage } from './rules';
export {
  newClientBetId,
  type BetKind,
  type BetSelection,
  type LiveQuote,
  type MatchInfo,
  type Side,
} from './selection';
export { SlipActions, SlipPreview, StakeInput, useSlipFocus } from './SlipParts';
export { useOnline } from './useOnline';
