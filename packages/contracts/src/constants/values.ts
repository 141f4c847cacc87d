/**
 * Other fixed values of the provider API that the web app uses at run time, here so that it never
 * loads the schema code for them. The wire schemas build on the same constants.
 */

/** Page sizes of every account list (docs/rules/specification.md §9), and the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/**
 * The largest Bookmaker rate (percentage odds: 99900 = decimal 1000, the top of the exchange
 * ladder; docs/rules/exchange.md Prices and the tick ladder). The feed never offers more (packages/exchange bookmakerRate /
 * bookmakerLayRate), so every rate on offer can be bet; exchange odds stay capped at 1000 by the
 * server's ladder check.
 */
export const MAX_BOOKMAKER_RATE = 99_900;

/** Market types of a bet (docs/rules/specification.md §3 Bet placement payload). */
export const BET_MARKET_TYPES = ['Match Odds', 'Bookmaker', 'FANCY', 'Casino'] as const;
export type BetMarketType = (typeof BET_MARKET_TYPES)[number];

/** Number of quick stakes a user keeps (docs/rules/specification.md §9: "There are 8 quick stakes"). */
export const QUICK_STAKE_COUNT = 8;
/** Largest quick stake accepted, currency units (docs/rules/specification.md §5 Quick stakes). */
export const QUICK_STAKE_MAX = 10_000_000;
/** Quick stakes of a user who never saved any: the default chips (docs/rules/specification.md §9). */
export const DEFAULT_QUICK_STAKES: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 20000];

/** Fixed password of demo sign-in; the user name is `demo@` + brand title (docs/rules/specification.md §2 Login With Demo ID). */
export const DEMO_PASSWORD = 'Demo@123';
/** Prefix of the demo user name (docs/rules/specification.md §2 Login With Demo ID: 'demo@' plus the site title). */
export const DEMO_USER_PREFIX = 'demo@';

/**
 * Id of the `<script type="application/json">` element in which the server writes the host's brand
 * into the site's index.html (issue 18; apps/server modules/domains/index-page.ts, read by the
 * site's features/branding/preloaded.ts).
 */
export const BRAND_ELEMENT_ID = 'brand-config';
