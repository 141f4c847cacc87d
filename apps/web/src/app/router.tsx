import { useEffect } from 'react';
import { HashRouter, matchRoutes, useNavigate, useRoutes } from 'react-router-dom';
import { registerNavigate } from '../shared/navigation';
import { routes, type PageHandle } from './routes';
import type { AppDispatch } from './store';

/**
 * The app's hash router (docs/rules/specification.md §2) in react-router's declarative mode: the
 * site uses no loaders, actions or fetchers, and leaving out the data router takes about 20 KB of
 * gzipped JavaScript off every page (docs/performance.md). Its navigate is shared with non-React
 * code (shared/navigation.ts).
 */
export function AppRouter() {
  return (
    <HashRouter>
      <NavigateRegistrar />
      <AppRoutes />
    </HashRouter>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

/** Hands the router's navigate to shared/navigation.ts for the base query, listeners and logout. */
function NavigateRegistrar() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

/**
 * What the page the address opens on can start before its first render (app/routes.tsx
 * `PageHandle`): its routes are matched once, then `preload()` fetches its chunk (alongside the
 * brand) and `prefetch(dispatch)` its data once the store exists (with the address's query and
 * the route's params).
 */
export function firstPage(hash = window.location.hash) {
  const [path = '/', query = ''] = (hash.replace(/^#/, '') || '/').split('?');
  const matches = matchRoutes(routes, path) ?? [];
  const handles = matches.map((m) => m.route.handle as PageHandle | undefined);
  const search = new URLSearchParams(query);
  const params = matches.at(-1)?.params ?? {};
  return {
    preload: () => handles.forEach((handle) => void handle?.preload?.()),
    prefetch: (dispatch: AppDispatch) =>
      handles.forEach((handle) => handle?.prefetch?.(dispatch, search, params)),
  };
}
