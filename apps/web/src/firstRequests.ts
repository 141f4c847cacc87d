/**
 * The first page's requests, started while the site's scripts download (issue 18, docs/performance.md
 * "The first requests"). Run by `firstRequestsEntry.ts`, a second entry of the build with its own
 * small script in index.html (vite.config.ts `firstRequestsScript`): it runs as soon as it arrives,
 * before the ~85 KB of the site's scripts have loaded, and adds a `<link rel="preload" as="fetch">`
 * for each request the first page will make at start-up, and for a lazy page (full market, casino)
 * a preload of each of its files. The site's own `fetch` of the same address then takes the
 * preloaded answer (Chromium matches a preload by address, mode and credentials mode; the request
 * headers the site adds do not stop the match), so on a phone the lists and the page's chunk
 * arrive with the scripts instead of one round trip or two after them.
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

/**
 * The element the build writes the lazy pages' files into (vite.config.ts `firstRequestsScript`):
 * JSON `{ [page]: string[] }`, each page's script chunks and stylesheets, as addresses.
 */
export const PAGE_ASSETS_ELEMENT_ID = 'first-page-assets';

/** The lazy pages whose files the first-requests script fetches early (app/routes.tsx). */
export type LazyPage = 'fullmarket' | 'casino';
/** Each lazy page's files, as the build lists them. */
export type PageAssets = Partial<Record<LazyPage, string[]>>;

const sportList = (sportId: number) => `/api/v2/get-matches-by-eventid/${sportId}`;

/** The router's path of `hash` (no `#`, no query, no trailing slash, lower case: the router ignores case) and its query. */
function routeOf(hash: string): { path: string; query: string } {
  const [rawPath = '', query = ''] = hash.replace(/^#/, '').split('?');
  return { path: rawPath.replace(/\/+$/, '').toLowerCase(), query };
}

/** A full market page with ids the page accepts (features/fullmarket `validMatchIds`). */
const FULL_MARKET = /^\/fullmarket\/(\d{1,3})\/(\d{1,12})\/(\d{1,12})$/;
/** The casino screens of app/routes.tsx `casinoPage`, all one chunk (features/casino/CasinoRoute). */
const CASINO = [
  /^\/(casino|new-casino|casino-new|test)$/,
  /^\/(casino|new-casino)(\/[^/]+){3}$/,
  /^\/play-casino-new\/[^/]+\/[^/]+$/,
  /^\/casino-video(\/[^/]+)?$/,
];

/** The lazy page the address at `hash` opens on, if its files are fetched early. Pure. */
export function lazyPageOf(hash: string): LazyPage | undefined {
  const { path } = routeOf(hash);
  if (FULL_MARKET.test(path)) return 'fullmarket';
  return CASINO.some((route) => route.test(path)) ? 'casino' : undefined;
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
  const match = FULL_MARKET.exec(path);
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

/** The JSON written into the page under `id`, or undefined when absent or broken. */
function jsonOf(doc: Document, id: string): unknown {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** The lazy pages' files the build wrote into the page (only string lists are kept). */
export function pageAssetsOf(doc: Document): PageAssets {
  const written = jsonOf(doc, PAGE_ASSETS_ELEMENT_ID);
  if (typeof written !== 'object' || written === null) return {};
  return Object.fromEntries(
    Object.entries(written).filter(
      ([, files]) => Array.isArray(files) && files.every((f) => typeof f === 'string'),
    ),
  );
}

/** The brand's `_id` from the configuration the server wrote into the page, if any. */
export function brandIdOf(doc: Document): string | undefined {
  const config = jsonOf(doc, BRAND_ELEMENT_ID) as { _id?: unknown } | undefined;
  return typeof config?._id === 'string' ? config._id : undefined;
}

/**
 * A `<link>` of `doc` for `href`. A page's files go at low priority, like the site's own scripts
 * (vite.config.ts `deferredScripts`): a script or stylesheet at high priority counts as
 * render-blocking, which these are not.
 */
function linkOf(doc: Document, rel: string, href: string, as: string, low = false): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = rel;
  if (as !== 'script') link.as = as;
  link.crossOrigin = 'anonymous';
  if (low) link.setAttribute('fetchpriority', 'low');
  link.href = href;
  return link;
}

/**
 * The links that start the first page's requests, not yet in the page: one
 * `<link rel="preload" as="fetch">` per path of `firstRequestPaths`, and for a lazy page its
 * files (`pageAssetsOf`): `rel="modulepreload"` for a script chunk, `rel="preload" as="style"` for
 * a stylesheet. Same origin, `crossorigin="anonymous"`: the mode and credentials mode of the
 * site's own `fetch` and of the bundler's chunk loader, without which a preload is not reused.
 */
export function firstRequestLinks(doc: Document, hash: string): HTMLLinkElement[] {
  const page = lazyPageOf(hash);
  const files = (page && pageAssetsOf(doc)[page]) || [];
  return [
    ...firstRequestPaths(hash, brandIdOf(doc)).map((path) => linkOf(doc, 'preload', path, 'fetch')),
    ...files.map((file) =>
      file.endsWith('.css')
        ? linkOf(doc, 'preload', file, 'style', true)
        : linkOf(doc, 'modulepreload', file, 'script', true),
    ),
  ];
}

/** Adds `firstRequestLinks` to `doc`'s head: the browser starts the requests. */
export function preloadFirstRequests(doc: Document, hash: string): void {
  doc.head.append(...firstRequestLinks(doc, hash));
}
