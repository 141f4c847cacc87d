import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { EXECUTABLE_ORDERS, OPEN_BETS_POLL_MS, useOpenBetsCurrentOrdersQuery } from './api';

/**
 * The signed-in user's unmatched orders (`listCurrentOrders`, EXECUTABLE), polled every
 * OPEN_BETS_POLL_MS while signed in and a view of them is mounted (the full market page, the open
 * bets panel or modal); signed out nothing is called. Every caller shares one cache entry and one poll.
 */
export function useUnmatchedOrders() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useOpenBetsCurrentOrdersQuery(EXECUTABLE_ORDERS, {
    skip: !loggedIn,
    pollingInterval: loggedIn ? OPEN_BETS_POLL_MS : 0,
  });
}
