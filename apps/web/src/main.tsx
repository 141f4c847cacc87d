// The vendor chunk and the app's modules evaluate in three tasks (shared/yieldToMain.ts, then
// shared/yieldToMainAgain.ts between the store's modules and the rest).
import './shared/yieldToMain';
// Global tokens and the shared base rules first so component styles (imported by the modules
// below) override them.
import '@backlay/design-tokens/tokens.css';
import '@backlay/design-tokens/base.css';
import './shared/base.css';
import { makeStore, persistAppStore } from './app/store';
import './shared/yieldToMainAgain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { firstPage } from './app/router';
import { renderShellFirst } from './app/shell/shellFirst';
import { applyTheme, initialTheme } from './app/shell/theme';
import { primeBrand, readPreloadedBrand } from './features/branding';
import { nextTask } from './shared/nextTask';

/**
 * After the modules' evaluation the start-up runs as four tasks rather than one (issue 18,
 * docs/performance.md "Loading"): the route's match, the store, the first page's requests with the
 * rehydration, and the first render, so no single task blocks a phone's input for long. The page
 * chunk's download starts in the first task, its data's in the third (the first RTK Query dispatch
 * is the costliest step of the store's part: 40-70 ms under a 4x slowdown). The first render itself
 * is split: the shell, then the page a task later (app/shell/shellFirst.ts).
 */
async function start(): Promise<void> {
  // Not in the task that evaluated the modules: matching the route ranks every route (~25 ms
  // under a 4x slowdown).
  await nextTask();
  applyTheme(initialTheme());
  const page = firstPage();
  page.preload();
  await nextTask();
  const store = makeStore();
  // The brand written into index.html by the server: the first page renders without asking for it.
  primeBrand(store.dispatch, window.location.hostname, readPreloadedBrand());
  await nextTask();
  page.prefetch(store.dispatch);
  const persistor = persistAppStore(store);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  renderShellFirst();
  createRoot(container).render(
    <StrictMode>
      <Providers store={store} persistor={persistor} />
    </StrictMode>,
  );
}

void start();
