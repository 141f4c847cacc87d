import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import { ReloadButton } from '../../shared/lazyPart';

/**
 * What stands in a page's place when it cannot be shown: its chunk did not load (no network, or a
 * chunk gone after a new release; app/routes.tsx lazyPage) or it failed while rendering. The
 * header, menus and footer stay; the customer can reload or go home. Nothing of their money is
 * touched by a page's failure: every bet and balance lives on the server.
 */
export function PageFailed({
  title = 'This page did not load.',
  advice = 'Check your connection and try again.',
}: {
  title?: string;
  advice?: string;
}) {
  return (
    <section className="page page--failed" role="alert">
      <h1 className="page-failed__title">{title}</h1>
      <p>{advice} Your bets and balance are safe.</p>
      <p className="page-failed__actions">
        <ReloadButton className="btn" />
        <Link className="btn btn--ghost" to="/">
          Go to home
        </Link>
      </p>
    </section>
  );
}

/**
 * Keeps a page's rendering error inside the page's own block (Shell's main): without it React
 * unmounts the whole app and the customer sees a blank screen. A move to another address clears
 * it. The error goes to the console for whoever reads the browser's log.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={<PageFailed title="Something went wrong on this page." advice="Reload it to try again." />}
      onError={(error) => console.error('page failed', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
