import { SPORTS } from '@backlay/contracts/constants';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadAccountPages } from '../features/account';
import { loadCasinoRoute, type CasinoView } from '../features/casino';
import {
  loadFullMarketPage,
  loadFullMarketPrefetch,
  loadScorePage,
  loadTvPage,
} from '../features/fullmarket';
import { loadMultiMarketPage } from '../features/multimarket';
import { loadSaferGamblingPage } from '../features/safer-gambling';
import { loadSettingsPage } from '../features/settings';
import { HomePage, InPlayPage, prefetchFirstLists, SportPage } from '../features/sports';
import { lazyPart } from '../shared/lazyPart';
import { NotFoundPage } from '../shared/NotFoundPage';
import { LoginGate, RequireLogin } from './pages/guards';
import { RootLayout } from './RootLayout';
import { PageFailed } from './shell/PageError';
import { PageFallback } from './shell/PageFallback';
import type { AppDispatch } from './store';

/**
 * What the first page can start early (router.tsx, main.tsx): its chunk (`preload`, alongside the
 * brand) and its data (`prefetch`, as soon as the store exists; issue 18).
 */
export interface PageHandle {
  preload?: () => Promise<unknown>;
  prefetch?: (
    dispatch: AppDispatch,
    search: URLSearchParams,
    params: Readonly<Record<string, string | undefined>>,
  ) => void;
}

/**
 * A page loaded on first visit (its own chunk), so the shell and home stay small. `handle` goes
 * on its route so the first page's chunk (and, with `prefetch`, its data) can be requested before
 * the page renders. While the chunk loads the page's block shows {@link PageFallback}; a chunk
 * that does not load shows {@link PageFailed} with Reload, and the next visit tries again.
 */
function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  prefetch?: PageHandle['prefetch'],
) {
  const handle: PageHandle = { preload: load, prefetch };
  return { Page: lazyPart(load, <PageFallback />, PageFailed), handle };
}

const account = lazyPage(() => import('./pages/AccountPage').then((m) => m.AccountPage));
/** The account pages of issue 8, all from one chunk (features/account/pages). */
const accountPages = {
  profile: lazyPage(() => loadAccountPages().then((m) => m.ProfilePage)),
  statement: lazyPage(() => loadAccountPages().then((m) => m.AccountStatementPage)),
  betHistory: lazyPage(() => loadAccountPages().then((m) => m.BetHistoryPage)),
  passwordHistory: lazyPage(() => loadAccountPages().then((m) => m.PasswordHistoryPage)),
  loginActivity: lazyPage(() => loadAccountPages().then((m) => m.LoginActivityPage)),
  profitLoss: lazyPage(() => loadAccountPages().then((m) => m.ProfitLossPage)),
};
const placeholder = lazyPage(() => import('./pages/PlaceholderPage').then((m) => m.PlaceholderPage));
/** The full market page; its event list and Bookmaker and Fancy books start once its chunk is in. */
const fullMarket = lazyPage(loadFullMarketPage, (dispatch, _search, { id1 = '', id2 = '', id3 = '' }) => {
  void loadFullMarketPrefetch().then((prefetch) => prefetch(dispatch, { id1, id2, id3 }));
});
const score = lazyPage(loadScorePage);
const tv = lazyPage(loadTvPage);
const multiMarket = lazyPage(loadMultiMarketPage);
const settings = lazyPage(loadSettingsPage);
/** The Safer gambling page of issue 17 item 6. */
const saferGambling = lazyPage(loadSaferGamblingPage);
/** Every casino screen comes from one chunk (features/casino/CasinoRoute). */
const casino = lazyPage(loadCasinoRoute);

const page = (path: string, title: string): RouteObject => ({
  path,
  element: <placeholder.Page title={title} />,
  handle: placeholder.handle,
});
const casinoPage = (path: string, view: CasinoView): RouteObject => ({
  path,
  element: <casino.Page view={view} />,
  handle: casino.handle,
});
/** A signed-in only page (docs/rules/specification.md §2: the account lists send a signed-out visitor home). */
const privatePage = (path: string, { Page, handle }: ReturnType<typeof lazyPage<object>>): RouteObject => ({
  path,
  element: (
    <RequireLogin>
      <Page />
    </RequireLogin>
  ),
  handle,
});

/** Every route of docs/rules/specification.md §2 (hash router). Placeholders are filled by later issues. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: <HomePage />,
        handle: {
          prefetch: (dispatch, search) => prefetchFirstLists(dispatch, 'home', search),
        } satisfies PageHandle,
      },
      {
        path: 'inplay',
        element: <InPlayPage />,
        handle: {
          prefetch: (dispatch, search) => prefetchFirstLists(dispatch, 'inplay', search),
        } satisfies PageHandle,
      },
      { path: 'sports', element: <SportPage title="Sports" /> },
      ...SPORTS.map((s) => ({ path: s.path.slice(1), element: <SportPage sportId={s.id} title={s.name} /> })),
      casinoPage('casino', 'lobby'),
      casinoPage('new-casino', 'lobby'),
      casinoPage('casino/:id1/:id2/:id3', 'game'),
      casinoPage('new-casino/:id1/:id2/:id3', 'newGame'),
      casinoPage('casino-new', 'serverLobby'),
      casinoPage('play-casino-new/:eventId/:casinoType', 'play'),
      casinoPage('test', 'test'),
      {
        path: 'fullmarket/:id1/:id2/:id3',
        element: <fullMarket.Page />,
        handle: fullMarket.handle,
      },
      casinoPage('casino-video/:casinoType?', 'video'),
      page('tv', 'TV'),
      { path: 'tv/:sportId/:matchId', element: <tv.Page />, handle: tv.handle },
      page('score', 'Score'),
      { path: 'score/:sportId/:matchId', element: <score.Page />, handle: score.handle },
      {
        path: 'multimarket',
        element: <LoginGate>{<multiMarket.Page />}</LoginGate>,
        handle: multiMarket.handle,
      },
      {
        path: 'account',
        element: <LoginGate>{<account.Page />}</LoginGate>,
        handle: account.handle,
      },
      {
        path: 'settings',
        element: <RequireLogin>{<settings.Page />}</RequireLogin>,
        handle: settings.handle,
      },
      privatePage('profile', accountPages.profile),
      privatePage('accountstatement', accountPages.statement),
      privatePage('betshistory', accountPages.betHistory),
      privatePage('passwordhistory', accountPages.passwordHistory),
      privatePage('loginactivity', accountPages.loginActivity),
      privatePage('profitloss/:eventId?/:matchId?/:markettype?', accountPages.profitLoss),
      {
        // Signed out (the footer's Responsible Gambling link): home with the sign-in flow open.
        path: 'safer-gambling',
        element: <LoginGate>{<saferGambling.Page />}</LoginGate>,
        handle: saferGambling.handle,
      },
      { path: 'notfound', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
