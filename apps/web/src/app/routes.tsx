import type { RouteObject } from 'react-router-dom';
import { AccountPage } from './pages/AccountPage';
import { LoginGate, RequireLogin } from './pages/guards';
import { MultiMarketPage } from './pages/MultiMarketPage';
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
      { index: true, element: <PlaceholderPage title="Home" /> },
      page('inplay', 'In Play'),
      page('sports', 'Sports'),
      page('cricket', 'Cricket'),
      page('tennis', 'Tennis'),
      page('soccer', 'Soccer'),
      page('casino', 'Casino'),
      page('new-casino', 'Casino'),
      page('casino/:id1/:id2/:id3', 'Casino Game'),
      page('new-casino/:id1/:id2/:id3', 'Casino Table'),
      page('casino-new', 'Live Casino'),
      page('play-casino-new/:eventId/:casinoType', 'Casino Table'),
      page('test', 'Casino Test Tables'),
      page('fullmarket/:id1/:id2/:id3', 'Full Market'),
      page('casino-video', 'Casino Video'),
      page('tv', 'TV'),
      page('score', 'Score'),
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
      privatePage('settings', 'Stake'),
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
