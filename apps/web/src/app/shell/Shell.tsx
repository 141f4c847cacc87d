import { Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useCurrentUser } from '../../features/auth';
import { RealityCheck } from '../../features/safer-gambling';
import { useQuickStakes } from '../../features/settings';
import { useAppSelector } from '../../shared/hooks';
import { useIsDesktop } from '../../shared/useMediaQuery';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageFallback } from './PageFallback';
import { useShellFirst } from './shellFirst';
import { SportsSidebar } from './SportsSidebar';
import { ThemeToggle } from './ThemeToggle';
import { TopNav } from './TopNav';
import './shell.css';

/**
 * Routes without header, footer and side bars (docs/rules/specification.md §2: /casino-video and /tv; also the score
 * widget /score/{sport}/{match}, which the full market page embeds as a frame).
 */
const BARE = new Set(['/casino-video', '/tv']);
const isBare = (pathname: string) => BARE.has(`/${pathname.split('/')[1]}`) || pathname.startsWith('/score/');
/** Routes without the theme toggle (docs/rules/specification.md §2), with their sub-routes. */
const NO_TOGGLE = new Set(['/casino-video', '/tv', '/score']);

/**
 * Page shell: header, desktop top nav + sports list, page, footer, mobile bottom nav, theme toggle.
 * Keeps the signed-in user's details polled and their quick stakes loaded on every page; while
 * signed in, the reality check (issue 17 item 3) watches the server's schedule on every page. On
 * the site's first render the page comes a task after the shell (`renderShellFirst`, issue 18).
 */
export function Shell() {
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  useCurrentUser();
  useQuickStakes();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const bare = isBare(pathname);
  const showPage = useShellFirst();
  return (
    <div className={`shell${bare ? ' shell--bare' : ''}`}>
      {bare ? null : <Header />}
      {bare || !desktop ? null : <TopNav />}
      <div className="shell__body">
        {bare || !desktop ? null : <SportsSidebar />}
        <main className="shell__main" id="main">
          {showPage ? <Outlet /> : <PageFallback />}
        </main>
      </div>
      {bare ? null : <Footer />}
      {bare || desktop ? null : <BottomNav />}
      {loggedIn ? <RealityCheck /> : null}
      {NO_TOGGLE.has(`/${pathname.split('/')[1]}`) ? null : <ThemeToggle />}
    </div>
  );
}
