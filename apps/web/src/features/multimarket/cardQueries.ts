import { useEffect } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { httpStatus, serverMessage } from '../../shared/errors';
import { useStreamedPolling } from '../../shared/stream';
import { toast } from '../../shared/toast';
import { selectIsLoggedIn } from '../auth';
import type { MatchKey } from './api';
import { MULTIMARKET_LIVE_POLL_MS, MULTIMARKET_POLL_MS } from './groups';
import type { FollowedMarket } from './slice';

/** Toast of a failed price fetch (docs/rules/specification.md §8: market odds and fancy fetch failure -> toast). */
export const ODDS_ERROR_TEXT = 'Could not load the market odds.';
const ERROR_TOAST_ID = 'multimarket-odds-error';

/** True when a fetch failed with HTTP 404: the followed market is closed (docs/rules/specification.md §4 Multi Markets). */
export const is404 = (error: unknown) => httpStatus(error) === 404;

/** Toasts a failed fetch once while it keeps failing; a 404 is a closed market, not an error (docs/rules/specification.md §8). */
export function useFetchErrorToast(error: unknown): void {
  useEffect(() => {
    if (error && !is404(error)) {
      toast.error(serverMessage(error) ?? ODDS_ERROR_TEXT, { toastId: ERROR_TOAST_ID });
    }
  }, [error]);
}

/**
 * Poll options: every 2 s while signed in, nothing signed out (docs/rules/specification.md §6, §9);
 * every 10 s while the stream is live and brings the prices (issue 15 item 4), to notice a closed
 * market (404).
 */
export function usePolling() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const pollingInterval = useStreamedPolling(MULTIMARKET_POLL_MS, MULTIMARKET_LIVE_POLL_MS);
  return { skip: !loggedIn, pollingInterval } as const;
}

/** The match key (sport, competition, match ids) of a followed market's price fetch. */
export const keyOf = (m: FollowedMarket): MatchKey => ({
  sportId: m.sportId,
  competitionId: m.competitionId,
  matchId: m.matchId,
});
