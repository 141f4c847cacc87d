import { useAppSelector } from '../../shared/hooks';
import { useGetUserDetailsQuery } from './api';
import { selectIsLoggedIn } from './slice';

/** Balance and exposure refresh every 10 s while signed in (docs/rules/specification.md §4, §9). */
export const USER_POLL_MS = 10_000;

/**
 * Subscribes to the current user's details while signed in, polling every 10 s. The first answer
 * is also the session check: a 401 ends the session (base query).
 */
export function useCurrentUser() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useGetUserDetailsQuery(undefined, { skip: !loggedIn, pollingInterval: USER_POLL_MS });
}
