import type { DomainConfig, UserDetails } from '@backlay/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { registerNavigate } from '../shared/navigation';
import { routes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { Toasts } from '../shared/toast';

/** The app's own store (every slice), for tests of the features that need a whole store. */
export { makeStore };
/** The preloaded state of a test's store. */
export type TestState = Partial<RootState>;

/** Test doubles for the network only (docs/architecture.md: never a mock of our own storage). */

export const brand = {
  _id: 'dom_1',
  domain: 'localhost',
  title: 'Backlay',
  favIconUrl: '/favicon.png',
  logoUrl: '/logo.png',
  primaryColor: '#123456',
  secondaryColor: '#ffcc00',
  backgroundColor: '#f0f0f0',
  layout: 'aura',
  status: 'active',
  casinoImageKey: 'default',
} satisfies DomainConfig;

export const user: UserDetails = {
  _id: 'u1',
  userName: 'alice',
  name: 'Alice',
  role: { name: 'User' },
  rolePermissions: [],
  currency: 'INR',
  openingBalance: 100,
  exposure: 10,
  exposureLimit: 1000,
  mobile: '',
  isDemo: false,
  domainId: 'dom_1',
  Creater: null,
  WhiteLabel: null,
  Watcher: null,
  SuperWatcher: null,
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type Handler = (request: Request) => Response | Promise<Response>;

/** Replaces global fetch; the handler gets a Request whatever fetch was called with. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  globalThis.fetch = fn as typeof fetch;
  return fn;
}

/** The requests a mocked fetch received, as Request objects. */
export function calledRequests(fetch: ReturnType<typeof mockFetch>): Request[] {
  return fetch.mock.calls.map(([input, init]) =>
    input instanceof Request ? input : new Request(input, init),
  );
}

/** 'METHOD /path' of each request a mocked fetch received. */
export function calledPaths(fetch: ReturnType<typeof mockFetch>): string[] {
  return calledRequests(fetch).map((r) => `${r.method} ${new URL(r.url).pathname}`);
}

/** Default server: brand for any host, the test user, IP lookup; everything else 404. */
export function fakeServer(overrides: Record<string, Handler> = {}): Handler {
  return (request) => {
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    const custom = overrides[key];
    if (custom) return custom(request);
    if (path.startsWith('/api/domain/host/')) return json(brand);
    if (key === 'GET /api/ip') return json({ ip: '10.0.0.1' });
    if (key === 'GET /api/auth/letest-user-details') return json({ status: true, data: user });
    if (key === 'POST /api/auth/logout') return json({ status: true, message: 'Logged out' });
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  };
}

export const signedIn = (details: UserDetails = user): Partial<RootState> => ({
  auth: { accessToken: 'tok_1', isLoggedIn: true, userDetails: details } as RootState['auth'],
});

/** Renders the whole app at `path` with a memory router and a fresh store. */
export function renderApp(path: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigate((to, options) => router.navigate(to, options));
  return renderRouter(store, router);
}

/** Renders `router` inside `store`'s provider with the toasts; returns the view, store and router. */
export function renderRouter(
  store: ReturnType<typeof makeStore>,
  router: ReturnType<typeof createMemoryRouter>,
) {
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toasts />
    </Provider>,
  );
  return { ...view, store, router };
}

/** Renders a component with a fresh store (no router). */
export function renderWithStore(ui: ReactNode, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const view = render(
    <Provider store={store}>
      {ui}
      <Toasts />
    </Provider>,
  );
  return { ...view, store };
}

/** Sets the viewport width (happy-dom evaluates media queries against it). */
export function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}
