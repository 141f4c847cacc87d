import { afterEach, describe, expect, it } from 'vitest';
import type { FirstResponses } from '../firstRequests';
import { json, mockFetch } from '../test/utils';
import {
  FIRST_RESPONSE_MAX_AGE_MS,
  FIRST_RESPONSES_KEY,
  fetchWithFirstResponses,
  takeFirstResponse,
} from './firstResponses';

const LIST = '/api/v2/get-matches-by-eventid/4';
const early = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
type Global = typeof window & { [FIRST_RESPONSES_KEY]?: FirstResponses };

/** Leaves `entries` where the first-requests script would, started at `startedAtMs`. */
function started(entries: Record<string, Promise<Response>>, startedAtMs = performance.now()) {
  const responses: FirstResponses = new Map(
    Object.entries(entries).map(([path, response]) => [path, { response, startedAtMs }]),
  );
  (window as Global)[FIRST_RESPONSES_KEY] = responses;
  return responses;
}

describe("the site takes the first-requests script's answers (issue 18)", () => {
  afterEach(() => {
    delete (window as Global)[FIRST_RESPONSES_KEY];
  });

  it('hands out each answer once, by path and query', async () => {
    const answer = early({ n: 1 });
    started({ [LIST]: answer, '/api/x?a=1': early({}) });
    expect(takeFirstResponse('/api/x')).toBeUndefined();
    expect(takeFirstResponse(LIST)).toBe(answer);
    expect(takeFirstResponse(LIST)).toBeUndefined();
    expect(takeFirstResponse('/api/x?a=1')).toBeDefined();
  });

  it('drops an answer older than the limit', () => {
    const responses = started({ [LIST]: early({}) }, performance.now() - FIRST_RESPONSE_MAX_AGE_MS - 1);
    expect(takeFirstResponse(LIST)).toBeUndefined();
    expect(responses.size).toBe(0);
  });

  it("a GET of the site's origin takes the early answer and asks the network nothing", async () => {
    const fetch = mockFetch(() => json({ from: 'network' }));
    started({ [LIST]: early({ from: 'early' }) });
    const first = await fetchWithFirstResponses(new Request(new URL(LIST, window.location.origin)));
    expect(await first.json()).toEqual({ from: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    const second = await fetchWithFirstResponses(new Request(new URL(LIST, window.location.origin)));
    expect(await second.json()).toEqual({ from: 'network' });
  });

  it('asks again when the early request failed, and never hands a POST or another origin the early answer', async () => {
    const fetch = mockFetch(() => json({ from: 'network' }));
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => undefined);
    started({ [LIST]: failed });
    const retried = await fetchWithFirstResponses(new Request(new URL(LIST, window.location.origin)));
    expect(await retried.json()).toEqual({ from: 'network' });

    const responses = started({ [LIST]: early({ from: 'early' }) });
    const post = new Request(new URL(LIST, window.location.origin), { method: 'POST', body: '{}' });
    expect(await (await fetchWithFirstResponses(post)).json()).toEqual({ from: 'network' });
    await fetchWithFirstResponses(new Request(`https://elsewhere.test${LIST}`));
    expect(responses.has(LIST)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
