// The shared design tokens and base rules first, then the console's own styles.
import '@backlay/design-tokens/tokens.css';
import '@backlay/design-tokens/base.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
