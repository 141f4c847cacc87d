import { useAppSelector } from '../../shared/hooks';
import { useStreamedPolling } from '../../shared/stream';
import { useGetUserDetailsQuery } from './api';
import { selectIsLoggedIn } from './slice';

/** Balance and exposure refresh every 10 s while signed in (docs/rules/specification.md §4, §9). */
export const USER_POLL_MS = 10_000;
/** The same while the stream is live and brings them (issue 15 item 4): only the session check remains. */
export const USER_LIVE_POLL_MS = 60_000;

/**
 * Subscribes to the current user's details while signed in, polling every 10 s (every 60 s while
 * the stream is live: it brings the balance and exposure). The first answer is also the session
 * check: a 401 ends the session (base query).
 */
export function useCurrentUser() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pollingInterval = useStreamedPolling(USER_POLL_MS, USER_LIVE_POLL_MS);
  return useGetUserDetailsQuery(undefined, { skip: !loggedIn, pollingInterval });
}
