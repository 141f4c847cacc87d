import { describe, expect, it } from 'vitest';
import { json, makeStore, mockFetch } from '../../test/utils';
import { sportsApi } from './api';
import { prefetchFirstLists } from './prefetch';

/** Prefetches for `page` on a fresh store; resolves with the list paths asked for, once answered. */
async function listsAskedFor(page: 'home' | 'inplay', search = '') {
  const fetch = mockFetch(() => json({ status: true, data: [] }));
  const store = makeStore();
  prefetchFirstLists(store.dispatch, page, new URLSearchParams(search));
  await expect.poll(() => fetch.mock.calls.length).toBeGreaterThan(0);
  await Promise.all(store.dispatch(sportsApi.util.getRunningQueriesThunk()));
  const paths = fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
  return { paths, store };
}

describe('the first page starts its event lists with the store (issue 18)', () => {
  it('in-play: every sport', async () => {
    const { paths } = await listsAskedFor('inplay');
    expect(paths.sort()).toEqual(
      [
        '/api/v2/get-matches-by-eventid/1',
        '/api/v2/get-matches-by-eventid/2',
        '/api/v2/get-matches-by-eventid/4',
      ].sort(),
    );
  });

  it("home: the first sport, or the one of ?sport=, and the page's query then finds it cached", async () => {
    expect((await listsAskedFor('home')).paths).toEqual(['/api/v2/get-matches-by-eventid/4']);
    const { paths, store } = await listsAskedFor('home', 'sport=2');
    expect(paths).toEqual(['/api/v2/get-matches-by-eventid/2']);
    expect(sportsApi.endpoints.getSportMatches.select(2)(store.getState()).data).toEqual([]);
  });
});
