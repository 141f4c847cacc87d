import { defineConfig } from 'vitest/config';

/**
 * End-to-end suite: a real server (built SPA, in-memory PGlite with the demo seed) and a real
 * Chromium driven by playwright-core. Run with `npm run e2e` (builds the SPA first).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
