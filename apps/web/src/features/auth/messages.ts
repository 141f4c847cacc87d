import { INVALID_LOGIN_MESSAGE, LOGIN_SUCCESS_MESSAGE } from '@backlay/contracts/constants';

/** Sign-in messages, byte-exact from docs/rules/specification.md §8. */
export const LOGIN_SUCCESS = LOGIN_SUCCESS_MESSAGE;
export const LOGIN_FAILED = 'Login Failed';
export const IP_LOOKUP_FAILED = 'Error logging in!';
export const ROLE_REFUSED = INVALID_LOGIN_MESSAGE;
/** The only role allowed to sign in on this site (docs/rules/specification.md §6). */
export const CUSTOMER_ROLE = 'User';
