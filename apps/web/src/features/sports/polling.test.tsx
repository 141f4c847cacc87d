import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, fakeServer, json, mockFetch, renderApp, signedIn, user } from '../../test/utils';
import { sessionStarted } from '../auth';
import { LIST_POLL_MS } from './api';
import { makeRow } from './testData';

/**
 * The event lists poll only while signed in (docs/rules/specification.md §1, §6: "Live feeds, price
 * polling and personal exposure figures need a login"; issue 19 item 6). Signed out, the list and
 * its prices come from the first load.
 */

const LIST = 'GET /api/v2/get-matches-by-eventid/4';
const COMPETITIONS = 'GET /api/v2/get-legues/4';

/** A server whose cricket list moves its Home back price on every answer (1.85, 1.86, ...). */
function movingServer() {
  let answers = 0;
  const row = () => {
    const back = Math.round((1.85 + answers++ * 0.01) * 100) / 100;
    const base = makeRow({ matchId: '401', eventName: 'Mumbai v Chennai', inPlay: true });
    const [market] = base.matchOdds;
    return {
      ...base,
      matchOdds: [{ ...market!, runners: market!.runners.map((r, i) => (i === 0 ? { ...r, back } : r)) }],
    };
  };
  return fakeServer({
    [LIST]: () => json({ status: true, data: [row()] }),
    'GET /api/v2/get-matches-by-eventid/2': () => json({ status: true, data: [] }),
    'GET /api/v2/get-matches-by-eventid/1': () => json({ status: true, data: [] }),
    [COMPETITIONS]: () =>
      json({
        status: true,
        data: [{ competitionId: '4001', competitionName: 'Indian Premier League', matchCount: 1 }],
      }),
  });
}

const count = (fetch: ReturnType<typeof mockFetch>, key: string) =>
  calledPaths(fetch).filter((p) => p === key).length;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const homeBack = async () =>
  (await screen.findByTestId('event-row')).querySelector('.ev-price--back')?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('event list polling', () => {
  it('signed out: home fetches the list once and shows its prices; no poll after 35 s', async () => {
    const fetch = mockFetch(movingServer());
    renderApp('/');
    expect(await homeBack()).toBe('1.85');
    await wait(3.5 * LIST_POLL_MS);
    expect(count(fetch, LIST)).toBe(1);
    expect(await homeBack()).toBe('1.85');
  });

  it('signed in: home polls the list every 10 s and the prices move', async () => {
    const fetch = mockFetch(movingServer());
    renderApp('/', signedIn());
    expect(await homeBack()).toBe('1.85');
    await wait(3.5 * LIST_POLL_MS);
    expect(count(fetch, LIST)).toBe(4);
    expect(await homeBack()).toBe('1.88');
  });

  it('signing in on the page starts the polling', async () => {
    const fetch = mockFetch(movingServer());
    const view = renderApp('/');
    expect(await homeBack()).toBe('1.85');
    await wait(1.5 * LIST_POLL_MS);
    expect(count(fetch, LIST)).toBe(1);
    act(() => {
      view.store.dispatch(sessionStarted({ token: 'tok_1', user }));
    });
    await wait(2 * LIST_POLL_MS);
    expect(count(fetch, LIST)).toBeGreaterThanOrEqual(2);
  });

  it('signed out: /inplay fetches each sport once; /cricket fetches its competitions once', async () => {
    const fetch = mockFetch(movingServer());
    const inplay = renderApp('/inplay');
    expect(within(await screen.findByTestId('event-row')).getByText('Mumbai v Chennai')).toBeTruthy();
    await wait(3.5 * LIST_POLL_MS);
    expect(count(fetch, LIST)).toBe(1);
    expect(count(fetch, 'GET /api/v2/get-matches-by-eventid/2')).toBe(1);
    inplay.unmount();

    renderApp('/cricket');
    await screen.findByTestId('competitions');
    await wait(2 * 60_000);
    expect(count(fetch, COMPETITIONS)).toBe(1);
  });
});
