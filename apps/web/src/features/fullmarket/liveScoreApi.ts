import type { LiveScore } from '@backlay/contracts';
import { api } from '../../shared/api';

/**
 * The live score of a match (docs/rules/specification.md §7 `GET v2/live-score/{matchId}`), for
 * the score and TV pages only: apart from the full market page's endpoints (api.ts), so that the
 * full market page's chunk needs no module it shares with them (issue 18, docs/performance.md).
 */
export const liveScoreApi = api.injectEndpoints({
  endpoints: (build) => ({
    fmLiveScore: build.query<LiveScore, string>({
      query: (matchId) => `v2/live-score/${encodeURIComponent(matchId)}`,
      transformResponse: (response: { data: LiveScore }) => response.data,
    }),
  }),
});

export const { useFmLiveScoreQuery } = liveScoreApi;

/** The score widget's poll while signed in, in ms (docs/rules/specification.md §7, §9: every 2 s). */
export const LIVE_SCORE_POLL_MS = 2000;
