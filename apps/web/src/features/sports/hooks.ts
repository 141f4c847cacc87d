import type { EventRow } from '@backlay/contracts';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn, selectUser } from '../auth';
import { useGetLockedSportsQuery } from './api';
import { openEventActions, selectLockedSportIds } from './slice';

/** Locks are re-read every minute while a list is shown. */
const LOCK_POLL_MS = 60_000;

/**
 * Ids of the sports locked for the signed-in user (empty when signed out). Asks the server once
 * signed in; the answer is kept in the sportsLock slice (docs/rules/specification.md §3), which logout resets.
 */
export function useLockedSportIds(): ReadonlySet<number> {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUser)?._id;
  useGetLockedSportsQuery(userId ?? '', { skip: !loggedIn || !userId, pollingInterval: LOCK_POLL_MS });
  return useAppSelector(selectLockedSportIds);
}

/** The current time in ms, floored to the minute (shared/dates.ts). */
export { useNow } from '../../shared/dates';

/**
 * Opening a row (docs/rules/specification.md §4): stores the current markets (Match Odds and tie / toss / complete) and
 * the row (its odds) under its match URL. The row's link then goes to the full market page.
 */
export function useRememberEvent(): (row: EventRow) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (row: EventRow) => {
      for (const action of openEventActions(row)) dispatch(action);
    },
    [dispatch],
  );
}
