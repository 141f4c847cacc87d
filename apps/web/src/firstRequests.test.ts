import { BRAND_ELEMENT_ID as CONTRACTS_BRAND_ELEMENT_ID, SPORTS } from '@backlay/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BRAND_ELEMENT_ID,
  brandIdOf,
  firstRequestLinks,
  firstRequestPaths,
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
});
