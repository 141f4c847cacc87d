// The vendor chunk and the app's modules evaluate in five tasks (shared/yieldToMain.ts, then
// shared/yieldToMainAfterApi.ts and shared/yieldToMainInStore.ts inside the store's modules and
// shared/yieldToMainAgain.ts between them and the rest).
import './shared/yieldToMain';
// Before any slice exists: the production build does not deep-freeze the store's state.
import './shared/immerFreeze';
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
 * After the modules' evaluation the start-up runs as six tasks rather than one (issue 18,
 * docs/performance.md "Loading"): the theme, the route's match, the store, the first page's
 * requests, the rehydration, and the first render, so no single task blocks a phone's input for
 * long. The page chunk's download starts in the second task, its data's in the fourth (the first
 * RTK Query dispatch is the costliest step of the store's part: 40-70 ms under a 4x slowdown). The
 * first render itself is split: the header, then the page, then the rest of the shell, a task
 * apart (app/shell/shellFirst.ts).
 */
async function start(): Promise<void> {
  // Not in the task that evaluated the modules. The theme's read is the page's first touch of
  // localStorage (~30 ms under a 4x slowdown on a slow host), matching the route ranks every route
  // the first time (~25-55 ms): two tasks.
  await nextTask();
  applyTheme(initialTheme());
  await nextTask();
  const page = firstPage();
  page.preload();
  await nextTask();
  const store = makeStore();
  // The brand written into index.html by the server: the first page renders without asking for it.
  primeBrand(store.dispatch, window.location.hostname, readPreloadedBrand());
  await nextTask();
  page.prefetch(store.dispatch);
  await nextTask();
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
