/**
 * The first page's requests, started while the site's scripts download (issue 18, docs/performance.md
 * "The first requests"). Run by `firstRequestsEntry.ts`, a second entry of the build with its own
 * small script in index.html (vite.config.ts `firstRequestsScript`): it runs as soon as it arrives,
 * before the ~85 KB of the site's scripts have loaded, and adds a `<link rel="preload" as="fetch">` for each request the
 * first page will make at start-up. The site's own `fetch` of the same address then takes the
 * preloaded answer (Chromium matches a preload by address, mode and credentials mode; the request
 * headers the site adds do not stop the match), so on a phone the lists arrive with the scripts
 * instead of one round trip after them.
 *
 * The addresses are those of the first page's `prefetch` (app/routes.tsx, features/sports
 * `prefetchFirstLists`, features/fullmarket `prefetchFullMarket`) and of the home page's banners;
 * app/router.test.ts checks that both ask for the same. It imports nothing: a shared module would
 * tie this script to the site's chunks and make it wait for them. Everything it preloads is the
 * same for every visitor (no user or session in the address or the answer). An address it does not
 * know gets no preload: the page then loads as before.
 */

/** The element the server writes the brand into (`BRAND_ELEMENT_ID` of @backlay/contracts). */
export const BRAND_ELEMENT_ID = 'brand-config';

/** The sports' ids in the site's order (`SPORTS` of @backlay/contracts): cricket, tennis, soccer. */
export const SPORT_IDS = [4, 2, 1] as const;

const sportList = (sportId: number) => `/api/v2/get-matches-by-eventid/${sportId}`;

/**
 * The API paths the page at `hash` (the address's `#...`, as the hash router reads it) asks for
 * before its first render, plus the home page's banners when `brandId` (the brand's `_id`) is
 * known. Home (`#/`, `?sport=` picks the list, else cricket): its sport's list and the banners;
 * in-play: every sport's list; a full market page: the sport's list, its Bookmaker and its Fancy.
 * Any other address: none. Pure.
 */
export function firstRequestPaths(hash: string, brandId?: string): string[] {
  const [rawPath = '', query = ''] = hash.replace(/^#/, '').split('?');
  const path = rawPath.replace(/\/+$/, '').toLowerCase();
  if (path === '') {
    const wanted = Number(new URLSearchParams(query).get('sport'));
    const sportId = SPORT_IDS.find((id) => id === wanted) ?? SPORT_IDS[0];
    const banners = brandId ? [`/api/domain/banner/get/${encodeURIComponent(brandId)}`] : [];
    return [sportList(sportId), ...banners];
  }
  if (path === '/inplay') return SPORT_IDS.map(sportList);
  const match = /^\/fullmarket\/(\d{1,3})\/(\d{1,12})\/(\d{1,12})$/.exec(path);
  if (match) {
    const [, sport, competitionId, matchId] = match;
    const matchPath = `${Number(sport)}/${competitionId}/${matchId}`;
    return [
      sportList(Number(sport)),
      `/api/v2/fetch-bookmaker-odds/${matchPath}`,
      `/api/v2/fetch-market-session/${matchPath}`,
    ];
  }
  return [];
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

/**
 * One `<link rel="preload" as="fetch" crossorigin="anonymous">` per path of `firstRequestPaths` for
 * the page's address, not yet in the page (same origin; `crossorigin` gives the mode and credentials
 * mode of the site's `fetch`, without which the preload is not reused).
 */
export function firstRequestLinks(doc: Document, hash: string): HTMLLinkElement[] {
  return firstRequestPaths(hash, brandIdOf(doc)).map((path) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = path;
    return link;
  });
}

/** Adds `firstRequestLinks` to `doc`'s head: the browser starts the requests. */
export function preloadFirstRequests(doc: Document, hash: string): void {
  doc.head.append(...firstRequestLinks(doc, hash));
}
