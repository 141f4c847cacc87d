import { NO_DATA_MESSAGE, PASSWORD_UPDATED_MESSAGE } from '@backlay/contracts/constants';

/** Texts of the account area (docs/rules/specification.md §8 Error catalogue, §4 Password prompt). */

/** Empty tables (docs/rules/specification.md §8). */
export const NO_DATA_TEXT = NO_DATA_MESSAGE;
/** Successful password change (docs/rules/specification.md §8). */
export const PASSWORD_UPDATED_TEXT = PASSWORD_UPDATED_MESSAGE;
/** The automatic prompt (docs/rules/specification.md §4, §8). */
export const PASSWORD_PROMPT_TEXT = 'Please change your password for security!';
/** A failed call without a server message. */
export const LIST_FAILED_TEXT = 'Could not load the list. Please try again.';
/** A refused password change without a server message. */
export const PASSWORD_FAILED_TEXT = 'Could not update the password. Please try again.';
/** The change-password form with an empty field (docs/rules/specification.md §5: all three fields required). */
export const PASSWORD_FIELDS_REQUIRED_TEXT = 'Please fill in all three fields.';
/** Dates in the wrong order. */
export const REVERSED_DATES_TEXT = 'The From date must not be after the To date.';
