// Global tokens and the shared base rules first so component styles (imported by the modules
// below) override them.
import '@backlay/design-tokens/tokens.css';
import '@backlay/design-tokens/base.css';
import './shared/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { makeStore, persistAppStore } from './app/store';
import { applyTheme, initialTheme } from './app/shell/theme';

applyTheme(initialTheme());

const store = makeStore();
const persistor = persistAppStore(store);
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Providers store={store} persistor={persistor} router={router} />
  </StrictMode>,
);
