/**
 * The specification's user-facing texts that more than one place writes or checks (the server's
 * answers and the web app's toasts and empty states), spelt exactly as the specification spells
 * them (docs/rules/specification.md §8 Error catalogue; its misspellings are kept on purpose).
 */

/**
 * The price moved: the slip refuses to send (docs/rules/specification.md §5 Bet rate changed) and
 * the server answers 409 when the book moved, suspended or settled during the bet delay.
 */
export const RATE_CHANGED_MESSAGE = 'Bet rate changed!';

/** The answer of an accepted bet (docs/architecture.md Bet acceptance, step 5). */
export const BET_PLACED_MESSAGE = 'Bet placed successfully';

/** A bet (or debit) the available balance cannot cover: 400 (docs/rules/exchange.md Acceptance). */
export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance';

/** A bet that would take the user past the exposure limit: 400 (docs/rules/exchange.md Acceptance). */
export const EXPOSURE_LIMIT_MESSAGE = 'Exposure limit exceeded';

/**
 * A stake below the minimum, or above the maximum, of its market kind or casino table
 * (docs/rules/specification.md §5 Stake limits, §5 Casino stake; docs/rules/exchange.md Stake
 * limits). Defined where the stake check returns them (packages/exchange limits.ts).
 */
export { MIN_STAKE_MESSAGE, MAX_STAKE_MESSAGE } from '@backlay/exchange';

/** A successful sign-in (docs/rules/specification.md §8; the specification's spelling). */
export const LOGIN_SUCCESS_MESSAGE = 'Login successfull!';

/** Every refused sign-in, whatever the reason (docs/rules/specification.md §6, §8). */
export const INVALID_LOGIN_MESSAGE = 'Invalid Id or Password!';

/** An Unauthorized (401) answer, and the web app's toast for it (docs/rules/specification.md §4 Session expiry, §8). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired!';

/** Answer of a successful password change (docs/rules/specification.md §8). */
export const PASSWORD_UPDATED_MESSAGE = 'Password Updated Successfully!';

/** The quick stakes were saved (docs/rules/specification.md §4 Settings save). */
export const STAKES_UPDATED_MESSAGE = 'Stakes updated successfully!';

/** An empty table or list (docs/rules/specification.md §8 "Empty tables"). */
export const NO_DATA_MESSAGE = 'No Data Found!';

/**
 * The answer of an accepted exchange order on `POST /api/bet/save2` (issue 14 item 6): the
 * specification's 'Bet placed successfully' followed by what the book did with it.
 */
export const BET_MATCHED_MESSAGE = 'Bet placed successfully: Matched';
export const BET_PARTIALLY_MATCHED_MESSAGE = 'Bet placed successfully: Partially matched';
export const BET_UNMATCHED_MESSAGE = 'Bet placed successfully: Unmatched';
