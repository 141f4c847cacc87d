import { BRAND_ELEMENT_ID as CONTRACTS_BRAND_ELEMENT_ID, SPORTS } from '@backlay/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RESPONSES_KEY as SITE_KEY } from './shared/firstResponses';
import {
  BRAND_ELEMENT_ID,
  brandIdOf,
  FIRST_RESPONSES_KEY,
  firstRequestPaths,
  oddsPathOf,
  SPORT_IDS,
  startFirstRequests,
  type FirstRequestsWindow,
} from './firstRequests';

const list = (sportId: number) => `/api/v2/get-matches-by-eventid/${sportId}`;
const FULL_MARKET = '#/fullmarket/4/4001/40005272?eventName=India%20v%20Australia';
const listBody = (joinedMarketIds: unknown) => ({
  status: true,
  data: [{ matchId: '1' }, { matchId: '40005272', joinedMarketIds }],
});

/** A window whose fetch answers `answer(path)` (a JSON body, or a failure). */
function windowAt(hash: string, answer: (path: string) => unknown = () => ({ status: true, data: [] })) {
  let nowMs = 0;
  const fetch = vi.fn(async (path: string) => {
    const body = answer(path);
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const win: FirstRequestsWindow = {
    fetch: fetch as unknown as Window['fetch'],
    document,
    location: { hash },
    performance: { now: () => (nowMs += 10) },
  };
  return { win, fetch };
}

describe("the first page's requests, started while the scripts load (issue 18)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps its copies of the sports, the brand element and the window key in step with the site', () => {
    expect(SPORT_IDS).toEqual(SPORTS.map((s) => s.id));
    expect(BRAND_ELEMENT_ID).toBe(CONTRACTS_BRAND_ELEMENT_ID);
    expect(FIRST_RESPONSES_KEY).toBe(SITE_KEY);
  });

  it("home: its sport's list (cricket unless ?sport= names another) and the brand's banners", () => {
    expect(firstRequestPaths('#/', 'dom 1')).toEqual([list(4), '/api/domain/banner/get/dom%201']);
    expect(firstRequestPaths('', undefined)).toEqual([list(4)]);
    expect(firstRequestPaths('#/?sport=2')).toEqual([list(2)]);
    expect(firstRequestPaths('#/?sport=99')).toEqual([list(4)]);
    expect(firstRequestPaths('#/?sport=abc')).toEqual([list(4)]);
  });

  it("in-play: every sport's list, whatever the case or a trailing slash", () => {
    expect(firstRequestPaths('#/inplay', 'dom_1')).toEqual([list(4), list(2), list(1)]);
    expect(firstRequestPaths('#/InPlay/')).toEqual([list(4), list(2), list(1)]);
  });

  it("a full market page: the sport's list, the match's Bookmaker and Fancy, the query ignored", () => {
    expect(firstRequestPaths('#/fullmarket/04/4001/40005272?eventName=India%20v%20Australia')).toEqual([
      list(4),
      '/api/v2/fetch-bookmaker-odds/4/4001/40005272',
      '/api/v2/fetch-market-session/4/4001/40005272',
    ]);
  });

  it('any other address, or ids the page would refuse, starts nothing', () => {
    for (const hash of [
      '#/casino',
      '#/play-casino-new/99011/teen20',
      '#/fullmarket/x/4001/1',
      '#/fullmarket/4/4001',
      '#/fullmarket/4/4001/1/extra',
      '#/fullmarket/4/4001/1234567890123',
      '#/accountstatement',
    ])
      expect(firstRequestPaths(hash, 'dom_1'), hash).toEqual([]);
  });

  it("a full market page's odds: the match's exchange markets from the list, else none", () => {
    expect(oddsPathOf(FULL_MARKET, listBody(['1.1', '1.2']))).toBe(
      '/api/v2/fetch-market-odds/4/4001/40005272/1.1,1.2',
    );
    expect(oddsPathOf(FULL_MARKET, listBody([]))).toBeUndefined();
    expect(oddsPathOf(FULL_MARKET, listBody([7]))).toBeUndefined();
    expect(
      oddsPathOf(FULL_MARKET, { status: true, data: [{ matchId: '1', joinedMarketIds: ['1.1'] }] }),
    ).toBeUndefined();
    expect(oddsPathOf(FULL_MARKET, { status: false })).toBeUndefined();
    expect(oddsPathOf(FULL_MARKET, null)).toBeUndefined();
    expect(oddsPathOf('#/inplay', listBody(['1.1']))).toBeUndefined();
  });

  it("reads the brand's id from the configuration the server wrote, and nothing from a broken one", () => {
    document.head.innerHTML = `<script type="application/json" id="${BRAND_ELEMENT_ID}">{"_id":"dom_9","title":"x"}</script>`;
    expect(brandIdOf(document)).toBe('dom_9');
    document.head.innerHTML = `<script type="application/json" id="${BRAND_ELEMENT_ID}">{"_id":</script>`;
    expect(brandIdOf(document)).toBeUndefined();
    document.head.innerHTML = `<script type="application/json" id="${BRAND_ELEMENT_ID}">{"_id":7}</script>`;
    expect(brandIdOf(document)).toBeUndefined();
    document.head.innerHTML = '';
    expect(brandIdOf(document)).toBeUndefined();
  });

  it('starts each request as a plain same-origin GET and leaves it under the window key', async () => {
    document.head.innerHTML = `<script type="application/json" id="${BRAND_ELEMENT_ID}">{"_id":"dom_9"}</script>`;
    const { win, fetch } = windowAt('#/?sport=1');
    const responses = startFirstRequests(win);
    expect(win[FIRST_RESPONSES_KEY]).toBe(responses);
    expect(fetch.mock.calls).toEqual([
      [list(1), { credentials: 'same-origin' }],
      ['/api/domain/banner/get/dom_9', { credentials: 'same-origin' }],
    ]);
    expect([...responses.keys()]).toEqual([list(1), '/api/domain/banner/get/dom_9']);
    expect(responses.get(list(1))!.startedAtMs).toBe(10);
    expect(await (await responses.get(list(1))!.response).json()).toEqual({ status: true, data: [] });
  });

  it("a full market page adds its odds once the list is in, and the list's answer stays readable", async () => {
    const { win } = windowAt(FULL_MARKET, (path) => (path === list(4) ? listBody(['1.1']) : {}));
    const responses = startFirstRequests(win);
    await vi.waitFor(() => expect(responses.has('/api/v2/fetch-market-odds/4/4001/40005272/1.1')).toBe(true));
    expect(await (await responses.get(list(4))!.response).json()).toEqual(listBody(['1.1']));
  });

  it('a failed list starts no odds and leaves its failure to the site', async () => {
    const { win, fetch } = windowAt(FULL_MARKET, () => new Error('offline'));
    const responses = startFirstRequests(win);
    await expect(responses.get(list(4))!.response).rejects.toThrow('offline');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('an address it does not know starts nothing', () => {
    const { win, fetch } = windowAt('#/casino');
    expect(startFirstRequests(win).size).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
