import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library's auto-cleanup is wired here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Unit tests never reach a real server: outside a test's own stub, fetch fails at once. */
const offline: typeof fetch = () => Promise.reject(new TypeError('Network is off in unit tests'));
globalThis.fetch = offline;

afterEach(() => {
  cleanup();
  globalThis.fetch = offline;
  sessionStorage.clear();
  vi.restoreAllMocks();
});
