/**
 * The first page's requests, started while the site's scripts download (issue 18, docs/performance.md
 * "The first requests", ADR 0020). Run by `firstRequestsEntry.ts`, a second entry of the build with
 * its own small script in index.html (vite.config.ts `firstRequestsScript`): it runs as soon as it
 * arrives, before the ~85 KB of the site's scripts have loaded, and `fetch`es what the first page
 * will ask for at start-up. The answers wait in `window[FIRST_RESPONSES_KEY]`; the site's fetch
 * (shared/firstResponses.ts `fetchWithFirstResponses`) takes each one once instead of asking again.
 * On a phone the lists, and a full market page's odds, then arrive with the scripts instead of one
 * or two round trips after them.
 *
 * The addresses are those of the first page's `prefetch` (app/routes.tsx, features/sports
 * `prefetchFirstLists`, features/fullmarket `prefetchFullMarket`), the home page's banners and the
 * full market page's odds; app/router.test.ts and features/fullmarket tests check that the site
 * asks for the same. This module imports nothing: a shared module would tie its chunk to the site's
 * and make it wait for them. Everything it fetches is the same for every visitor of the brand (no
 * user or session in the address or the answer; the brand is the page's host, ADR 0003), so it
 * sends no session headers. An address it does not know starts nothing: the page loads as before.
 */

/** The element the server writes the brand into (`BRAND_ELEMENT_ID` of @backlay/contracts). */
export const BRAND_ELEMENT_ID = 'brand-config';

/** The sports' ids in the site's order (`SPORTS` of @backlay/contracts): cricket, tennis, soccer. */
export const SPORT_IDS = [4, 2, 1] as const;

/** The window property the started requests wait under (shared/firstResponses.ts reads it). */
export const FIRST_RESPONSES_KEY = '__backlayFirstResponses';

/** A request started early: its answer and when it started (`performance.now()`, ms). */
export interface FirstResponse {
  response: Promise<Response>;
  startedAtMs: number;
}

/** The started requests by API path (with query), each taken at most once. */
export type FirstResponses = Map<string, FirstResponse>;

const sportList = (sportId: number) => `/api/v2/get-matches-by-eventid/${sportId}`;

/** A full market page with ids the page accepts (features/fullmarket `validMatchIds`). */
const FULL_MARKET = /^\/fullmarket\/(\d{1,3})\/(\d{1,12})\/(\d{1,12})$/;

/** The router's path of `hash` (no `#`, no query, no trailing slash, lower case: the router ignores case) and its query. */
function routeOf(hash: string): { path: string; query: string } {
  const [rawPath = '', query = ''] = hash.replace(/^#/, '').split('?');
  return { path: rawPath.replace(/\/+$/, '').toLowerCase(), query };
}

/** The match of a full market address: the ids of its API paths (`sport/competition/match`). */
function fullMarketOf(hash: string): { sportId: number; matchPath: string; matchId: string } | undefined {
  const match = FULL_MARKET.exec(routeOf(hash).path);
  if (!match) return undefined;
  const [, sport, competitionId, matchId] = match as unknown as [string, string, string, string];
  return { sportId: Number(sport), matchPath: `${Number(sport)}/${competitionId}/${matchId}`, matchId };
}

/**
 * The API paths the page at `hash` (the address's `#...`, as the hash router reads it) asks for
 * before its first render, plus the home page's banners when `brandId` (the brand's `_id`) is
 * known. Home (`#/`, `?sport=` picks the list, else cricket): its sport's list and the banners;
 * in-play: every sport's list; a full market page: the sport's list, its Bookmaker and its Fancy.
 * Any other address: none. Pure.
 */
export function firstRequestPaths(hash: string, brandId?: string): string[] {
  const { path, query } = routeOf(hash);
  if (path === '') {
    const wanted = Number(new URLSearchParams(query).get('sport'));
    const sportId = SPORT_IDS.find((id) => id === wanted) ?? SPORT_IDS[0];
    const banners = brandId ? [`/api/domain/banner/get/${encodeURIComponent(brandId)}`] : [];
    return [sportList(sportId), ...banners];
  }
  if (path === '/inplay') return SPORT_IDS.map(sportList);
  const fullMarket = fullMarketOf(hash);
  if (!fullMarket) return [];
  return [
    sportList(fullMarket.sportId),
    `/api/v2/fetch-bookmaker-odds/${fullMarket.matchPath}`,
    `/api/v2/fetch-market-session/${fullMarket.matchPath}`,
  ];
}

/**
 * The odds request of the full market page at `hash`, once its sport's list (`listBody`, the
 * answer's JSON `{status, data: EventRow[]}`) is in: the match's exchange markets
 * (`joinedMarketIds`), as features/fullmarket/FullMarketPage.tsx asks for them. Undefined when the
 * address is not a full market page, or the list has no such match or no exchange market. Pure.
 */
export function oddsPathOf(hash: string, listBody: unknown): string | undefined {
  const fullMarket = fullMarketOf(hash);
  const rows = (listBody as { data?: unknown } | null)?.data;
  if (!fullMarket || !Array.isArray(rows)) return undefined;
  const row = rows.find((r: { matchId?: unknown }) => r?.matchId === fullMarket.matchId) as
    { joinedMarketIds?: unknown } | undefined;
  const ids = row?.joinedMarketIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string')) return undefined;
  return `/api/v2/fetch-market-odds/${fullMarket.matchPath}/${ids.join(',')}`;
}

/** The brand's `_id` from the configuration the server wrote into the page, if any. */
export function brandIdOf(doc: Document): string | undefined {
  try {
    const config = JSON.parse(doc.getElementById(BRAND_ELEMENT_ID)?.textContent ?? 'null') as {
      _id?: unknown;
    } | null;
    return typeof config?._id === 'string' ? config._id : undefined;
  } catch {
    return undefined;
  }
}

/** What `startFirstRequests` needs of the page's window. */
export type FirstRequestsWindow = Pick<Window, 'fetch' | 'document'> & {
  location: Pick<Location, 'hash'>;
  performance: Pick<Performance, 'now'>;
  [FIRST_RESPONSES_KEY]?: FirstResponses;
};

/**
 * Starts the first page's requests (`firstRequestPaths`; for a full market page, the odds once the
 * list is in: `oddsPathOf`) and leaves them in `win[FIRST_RESPONSES_KEY]`. Same-origin GETs with
 * no session header. A failed request is left for the site, which then asks again; nothing here
 * throws or rejects unheard.
 */
export function startFirstRequests(win: FirstRequestsWindow): FirstResponses {
  const responses: FirstResponses = new Map();
  win[FIRST_RESPONSES_KEY] = responses;
  const start = (path: string) => {
    const response = win.fetch(path, { credentials: 'same-origin' });
    response.catch(() => undefined);
    responses.set(path, { response, startedAtMs: win.performance.now() });
    return response;
  };
  const hash = win.location.hash;
  const [first, ...others] = firstRequestPaths(hash, brandIdOf(win.document));
  if (!first) return responses;
  const list = start(first);
  others.forEach(start);
  if (fullMarketOf(hash)) {
    // Cloned before the site reads it: this callback was registered first.
    void list
      .then((answer) => (answer.ok ? answer.clone().json() : undefined))
      .then((body) => {
        const odds = oddsPathOf(hash, body);
        if (odds) start(odds);
      })
      .catch(() => undefined);
  }
  return responses;
}
