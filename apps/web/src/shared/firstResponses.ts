import type { FirstResponses } from '../firstRequests';

/**
 * The window property the first-requests script leaves its started requests under
 * (`FIRST_RESPONSES_KEY` of src/firstRequests.ts, which the site must not import: that module is
 * the build's second entry and would then wait for the site's chunks).
 */
export const FIRST_RESPONSES_KEY = '__backlayFirstResponses';

/**
 * How old (ms since it started) an early answer may be and still be taken. A phone that takes
 * longer to load the site's scripts asks afresh: the lists and odds change, and the site polls
 * the lists every 10 s.
 */
export const FIRST_RESPONSE_MAX_AGE_MS = 5_000;

type WithFirstResponses = Pick<Window, 'performance'> & { [FIRST_RESPONSES_KEY]?: FirstResponses };

/**
 * The answer the first-requests script started for `path` (API path with query), if any and no
 * older than `FIRST_RESPONSE_MAX_AGE_MS`; each is handed out once (a later call asks the network).
 */
export function takeFirstResponse(
  path: string,
  win: WithFirstResponses = window,
): Promise<Response> | undefined {
  const responses = win[FIRST_RESPONSES_KEY];
  const started = responses?.get(path);
  if (!started) return undefined;
  responses!.delete(path);
  return win.performance.now() - started.startedAtMs <= FIRST_RESPONSE_MAX_AGE_MS
    ? started.response
    : undefined;
}

/**
 * The `fetchFn` of the site's base queries (shared/baseQuery.ts, features/sports/api.ts): a
 * same-origin GET the first-requests script already started (src/firstRequests.ts, issue 18) takes
 * that answer instead of asking again; if that request failed, it asks again. Anything else is a
 * plain `fetch`. Same shapes and errors as `fetch`.
 */
export async function fetchWithFirstResponses(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  if (input instanceof Request && input.method === 'GET') {
    const url = new URL(input.url);
    const early =
      url.origin === window.location.origin ? takeFirstResponse(url.pathname + url.search) : undefined;
    if (early) {
      try {
        return await early;
      } catch {
        // The early request failed (offline at the time, say): ask again.
      }
    }
  }
  return fetch(input, init);
}
