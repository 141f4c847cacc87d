import { describe, expect, it } from 'vitest';
import { firstRequestPaths } from '../firstRequests';
import { json, makeStore, mockFetch } from '../test/utils';
import { firstPage } from './router';

/** What the first page of `hash` asks for from a fresh store before any render (`count` requests). */
async function prefetched(hash: string, count: number) {
  const fetch = mockFetch(() => json({ status: true, data: [] }));
  firstPage(hash).prefetch(makeStore().dispatch);
  await expect.poll(() => fetch.mock.calls.length).toBe(count);
  return fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname).sort();
}

describe("the first page's prefetch (issue 18)", () => {
  it("hands the route's params to the page: a full market address starts that match's data", async () => {
    expect(await prefetched('#/fullmarket/4/4001/40005272?eventName=x', 3)).toEqual(
      [
        '/api/v2/fetch-bookmaker-odds/4/4001/40005272',
        '/api/v2/fetch-market-session/4/4001/40005272',
        '/api/v2/get-matches-by-eventid/4',
      ].sort(),
    );
  });

  it("home starts its sport's list with the query's sport", async () => {
    expect(await prefetched('#/?sport=2', 1)).toEqual(['/api/v2/get-matches-by-eventid/2']);
  });

  it('asks for what the first-requests script preloads, so the preloads are used (firstRequests.ts)', async () => {
    for (const hash of ['#/', '#/?sport=1', '#/inplay', '#/fullmarket/4/4001/40005272?eventName=x']) {
      const preloaded = firstRequestPaths(hash);
      expect(await prefetched(hash, preloaded.length), hash).toEqual([...preloaded].sort());
    }
  });

  it('starts nothing on an address the script preloads nothing for', async () => {
    for (const hash of ['#/casino', '#/play-casino-new/99011/teen20', '#/fullmarket/x/4001/1']) {
      expect(firstRequestPaths(hash), hash).toEqual([]);
      const fetch = mockFetch(() => json({ status: true, data: [] }));
      firstPage(hash).prefetch(makeStore().dispatch);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetch, hash).not.toHaveBeenCalled();
    }
  });
});
