import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library's auto-cleanup is wired here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  const root = document.documentElement;
  root.removeAttribute('style');
  delete root.dataset.layout;
  delete root.dataset.theme;
  (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({
    width: 1024,
    height: 768,
  });
});
