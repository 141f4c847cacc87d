import { BRAND_ELEMENT_ID as CONTRACTS_BRAND_ELEMENT_ID, SPORTS } from '@backlay/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BRAND_ELEMENT_ID,
  brandIdOf,
  firstRequestLinks,
  firstRequestPaths,
  lazyPageOf,
  PAGE_ASSETS_ELEMENT_ID,
  pageAssetsOf,
  SPORT_IDS,
} from './firstRequests';

const list = (sportId: number) => `/api/v2/get-matches-by-eventid/${sportId}`;

describe("the first page's requests, preloaded while the scripts load (issue 18)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps its copies of the sports and the brand element in step with @backlay/contracts', () => {
    expect(SPORT_IDS).toEqual(SPORTS.map((s) => s.id));
    expect(BRAND_ELEMENT_ID).toBe(CONTRACTS_BRAND_ELEMENT_ID);
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

  it('any other address, or ids the page would refuse, preloads nothing', () => {
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

  it('makes one same-origin fetch preload per request, in the mode the site fetches in', () => {
    document.head.innerHTML = `<script type="application/json" id="${BRAND_ELEMENT_ID}">{"_id":"dom_9"}</script>`;
    // Not added to the page here: happy-dom would fetch them.
    const links = firstRequestLinks(document, '#/?sport=1');
    expect(
      links.map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('crossorigin'), l.getAttribute('href')]),
    ).toEqual([
      ['preload', 'fetch', 'anonymous', list(1)],
      ['preload', 'fetch', 'anonymous', '/api/domain/banner/get/dom_9'],
    ]);
  });

  it('knows the lazy pages the router would open, and no other address', () => {
    expect(lazyPageOf('#/fullmarket/4/4001/40005272?eventName=x')).toBe('fullmarket');
    for (const hash of [
      '#/casino',
      '#/new-casino',
      '#/casino-new',
      '#/casino/1/2/3',
      '#/new-casino/a/b/c',
      '#/play-casino-new/99011/teen20',
      '#/casino-video',
      '#/casino-video/teen20',
      '#/Casino/',
    ])
      expect(lazyPageOf(hash), hash).toBe('casino');
    for (const hash of [
      '#/',
      '#/inplay',
      '#/casino/1/2',
      '#/play-casino-new/1',
      '#/fullmarket/x/1/2',
      '#/casinox',
    ])
      expect(lazyPageOf(hash), hash).toBeUndefined();
  });

  it("adds a lazy page's files as the build listed them: scripts as module preloads, stylesheets as style preloads", () => {
    const assets = {
      fullmarket: ['/assets/FullMarketPage-1.js', '/assets/FullMarketPage-2.css'],
      casino: ['/assets/C.js'],
    };
    document.head.innerHTML = `<script type="application/json" id="${PAGE_ASSETS_ELEMENT_ID}">${JSON.stringify(assets)}</script>`;
    const links = firstRequestLinks(document, '#/fullmarket/4/4001/1');
    expect(
      links.map((l) => [
        l.rel,
        l.getAttribute('as'),
        l.getAttribute('fetchpriority'),
        l.getAttribute('href'),
      ]),
    ).toEqual([
      ['preload', 'fetch', null, list(4)],
      ['preload', 'fetch', null, '/api/v2/fetch-bookmaker-odds/4/4001/1'],
      ['preload', 'fetch', null, '/api/v2/fetch-market-session/4/4001/1'],
      ['modulepreload', null, 'low', '/assets/FullMarketPage-1.js'],
      ['preload', 'style', 'low', '/assets/FullMarketPage-2.css'],
    ]);
    expect(links.every((l) => l.getAttribute('crossorigin') === 'anonymous')).toBe(true);
    expect(firstRequestLinks(document, '#/casino').map((l) => l.getAttribute('href'))).toEqual([
      '/assets/C.js',
    ]);
  });

  it('takes only lists of addresses from the written files, and nothing from a broken list', () => {
    const write = (text: string) => {
      document.head.innerHTML = `<script type="application/json" id="${PAGE_ASSETS_ELEMENT_ID}">${text}</script>`;
    };
    write('{"casino":["/a.js"],"fullmarket":[1]}');
    expect(pageAssetsOf(document)).toEqual({ casino: ['/a.js'] });
    write('{"casino":');
    expect(pageAssetsOf(document)).toEqual({});
    write('"text"');
    expect(pageAssetsOf(document)).toEqual({});
    document.head.innerHTML = '';
    expect(pageAssetsOf(document)).toEqual({});
  });
});
