import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { SessionState } from '../app/session';
import { makeStore } from '../app/store';

/** Test doubles for the network only: a JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces global fetch; the handler gets a Request whatever fetch was called with. */
export function mockFetch(handler: (request: Request) => Response | Promise<Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)),
  );
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export const signedInSession: SessionState = {
  token: 'tok_1',
  domainId: 'dom_1',
  userName: 'admin1',
  endedBecause: null,
};

/** Renders `ui` with the app's store (signed in unless told) and a memory router. */
export function renderWithStore(ui: ReactNode, session: SessionState = signedInSession) {
  const store = makeStore(session);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return {
    store,
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    ),
  };
}
