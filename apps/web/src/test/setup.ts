import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { disableStream } from '../shared/stream';

// Vitest runs without globals, so Testing Library's auto-cleanup is wired here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Unit tests never reach a real server: outside a test's own stub, fetch fails at once (a request
 * still starting after its test ended must not go to localhost).
 */
const offline: typeof fetch = () => Promise.reject(new TypeError('Network is off in unit tests'));
globalThis.fetch = offline;
// Nor the stream: the pages poll as before (shared/stream.test.ts runs the client on its own server).
disableStream();

afterEach(() => {
  cleanup();
  globalThis.fetch = offline;
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
