import type { RouteObject } from 'react-router-dom';
import { AccountPage } from './pages/AccountPage';
import { LoginGate, RequireLogin } from './pages/guards';
import { FullMarketPage } from '../features/fullmarket/FullMarketPage';
import { ScorePage } from '../features/fullmarket/ScorePage';
import { TvPage } from '../features/fullmarket/TvPage';
import { MultiMarketPage } from '../features/multimarket/MultiMarketPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { HomePage } from '../features/sports/HomePage';
import { InPlayPage } from '../features/sports/InPlayPage';
import { SportPage } from '../features/sports/SportPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { RootLayout } from './RootLayout';

const page = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});
const privatePage = (path: string, title: string): RouteObject => ({
  path,
  element: (
    <RequireLogin>
      <PlaceholderPage title={title} />
    </RequireLogin>
  ),
});

/** Every route of spec §2 (hash router). Placeholders are filled by later issues. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'inplay', element: <InPlayPage /> },
      { path: 'sports', element: <SportPage title="Sports" /> },
      { path: 'cricket', element: <SportPage sportId={4} title="Cricket" /> },
      { path: 'tennis', element: <SportPage sportId={2} title="Tennis" /> },
      { path: 'soccer', element: <SportPage sportId={1} title="Soccer" /> },
      page('casino', 'Casino'),
      page('new-casino', 'Casino'),
      page('casino/:id1/:id2/:id3', 'Casino Game'),
      page('new-casino/:id1/:id2/:id3', 'Casino Table'),
      page('casino-new', 'Live Casino'),
      page('play-casino-new/:eventId/:casinoType', 'Casino Table'),
      page('test', 'Casino Test Tables'),
      { path: 'fullmarket/:id1/:id2/:id3', element: <FullMarketPage /> },
      page('casino-video', 'Casino Video'),
      page('tv', 'TV'),
      { path: 'tv/:sportId/:matchId', element: <TvPage /> },
      page('score', 'Score'),
      { path: 'score/:sportId/:matchId', element: <ScorePage /> },
      {
        path: 'multimarket',
        element: (
          <LoginGate>
            <MultiMarketPage />
          </LoginGate>
        ),
      },
      {
        path: 'account',
        element: (
          <LoginGate>
            <AccountPage />
          </LoginGate>
        ),
      },
      {
        path: 'settings',
        element: (
          <RequireLogin>
            <SettingsPage />
          </RequireLogin>
        ),
      },
      privatePage('profile', 'My Profile'),
      privatePage('accountstatement', 'Account Statement'),
      privatePage('betshistory', 'Bet History'),
      privatePage('passwordhistory', 'Password History'),
      privatePage('loginactivity', 'Activity Log'),
      privatePage('profitloss/:eventId?/:matchId?/:markettype?', 'Profit & Loss'),
      { path: 'notfound', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
