import { Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useCurrentUser } from '../../features/auth';
import { RealityCheck } from '../../features/safer-gambling';
import { useQuickStakes } from '../../features/settings';
import { useAppSelector } from '../../shared/hooks';
import { useIsDesktop } from '../../shared/useMediaQuery';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageError';
import { PageFallback } from './PageFallback';
import { SHELL_STAGE, useShellStage } from './shellFirst';
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
 * Keeps the signed-in user's details polled and their quick stakes loaded on every page. Renders
 * nothing: their answers (a poll every few seconds, the stream's state) re-render this alone, not
 * the shell around the page (issue 18 "Render less").
 */
function SessionQueries() {
  useCurrentUser();
  useQuickStakes();
  return null;
}

/**
 * Page shell: header, desktop top nav + sports list, page, footer, mobile bottom nav, theme toggle.
 * Keeps the signed-in user's details polled and their quick stakes loaded on every page; while
 * signed in, the reality check (issue 17 item 3) watches the server's schedule on every page. The
 * site's first render comes in stages, the header, then the page, then the rest, a task apart
 * (`renderShellFirst`, issue 18).
 */
export function Shell() {
  const { pathname } = useLocation();
  const desktop = useIsDesktop();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const bare = isBare(pathname);
  const stage = useShellStage();
  const all = stage >= SHELL_STAGE.all;
  return (
    <div className={`shell${bare ? ' shell--bare' : ''}`}>
      <SessionQueries />
      {bare ? null : <Header />}
      {bare || !desktop ? null : <TopNav />}
      <div className="shell__body">
        {bare || !desktop ? null : <SportsSidebar />}
        <main className="shell__main" id="main">
          {stage >= SHELL_STAGE.page ? (
            <PageErrorBoundary>
              <Outlet />
            </PageErrorBoundary>
          ) : (
            <PageFallback />
          )}
        </main>
      </div>
      {bare || !all ? null : <Footer />}
      {bare || desktop || !all ? null : <BottomNav />}
      {loggedIn && all ? <RealityCheck /> : null}
      {NO_TOGGLE.has(`/${pathname.split('/')[1]}`) || !all ? null : <ThemeToggle />}
    </div>
  );
}
