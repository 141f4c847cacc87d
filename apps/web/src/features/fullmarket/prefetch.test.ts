import { describe, expect, it } from 'vitest';
import { json, makeStore, mockFetch } from '../../test/utils';
import { fullMarketApi, prefetchFullMarket } from './api';

/** Prefetches for the route's ids on a fresh store; resolves with the paths asked for, once answered. */
async function askedFor(ids: { id1: string; id2: string; id3: string }) {
  const fetch = mockFetch(() => json({ status: true, data: [] }));
  const store = makeStore();
  prefetchFullMarket(store.dispatch, ids);
  await Promise.all(store.dispatch(fullMarketApi.util.getRunningQueriesThunk()));
  const paths = fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
  return { paths, store };
}

describe('a direct load of the full market page starts its first data before it renders (issue 18)', () => {
  it("asks for the sport's events and the match's Bookmaker and Fancy, under the page's own cache keys", async () => {
    const { paths, store } = await askedFor({ id1: '4', id2: '4001', id3: '40005272' });
    expect(paths.sort()).toEqual(
      [
        '/api/v2/get-matches-by-eventid/4',
        '/api/v2/fetch-bookmaker-odds/4/4001/40005272',
        '/api/v2/fetch-market-session/4/4001/40005272',
      ].sort(),
    );
    // The page builds its path as { sportId, competitionId, matchId } and finds the answers cached.
    const path = { sportId: 4, competitionId: '4001', matchId: '40005272' };
    const state = store.getState();
    expect(fullMarketApi.endpoints.fmEvents.select(4)(state).isSuccess).toBe(true);
    expect(fullMarketApi.endpoints.fmBookmaker.select(path)(state).isSuccess).toBe(true);
    expect(fullMarketApi.endpoints.fmSession.select(path)(state).isSuccess).toBe(true);
  });

  it('asks for nothing when the ids cannot name a match', async () => {
    for (const ids of [
      { id1: 'x', id2: '4001', id3: '1' },
      { id1: '4', id2: '', id3: '1' },
      { id1: '4', id2: '4001', id3: '1234567890123' },
    ])
      expect((await askedFor(ids)).paths).toEqual([]);
  });
});
