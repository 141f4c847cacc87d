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
 * Answers past that age are dropped on any call, so the map empties and the site's every later
 * request (`fetchWithFirstResponses`) finds nothing to look up.
 */
export function takeFirstResponse(
  path: string,
  win: WithFirstResponses = window,
): Promise<Response> | undefined {
  const responses = win[FIRST_RESPONSES_KEY];
  if (!responses) return undefined;
  const nowMs = win.performance.now();
  for (const [key, { startedAtMs }] of responses)
    if (nowMs - startedAtMs > FIRST_RESPONSE_MAX_AGE_MS) responses.delete(key);
  const started = responses.get(path);
  responses.delete(path);
  return started?.response;
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
  // Nothing left to take (the usual case after the first page): no parsing on the hot path.
  const waiting = (window as WithFirstResponses)[FIRST_RESPONSES_KEY]?.size;
  if (waiting && input instanceof Request && input.method === 'GET') {
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
