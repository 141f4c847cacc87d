import { defineConfig } from 'vitest/config';

/**
 * End-to-end suite: a real server (built SPA, in-memory PGlite with the demo seed) and a real
 * Chromium driven by playwright-core. Run with `npm run e2e` (builds the SPA first).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    // The betting flow waits for a replayed T20 on the wall-clock schedule, so whether a match is
    // in the right phase depends on the time of day: it runs on demand (`npm run e2e:betting`),
    // not in CI, until the e2e server gets a controllable clock.
    include: ['src/**/*.e2e.ts', ...(process.env.E2E_BETTING === '1' ? ['src/**/*.slow-e2e.ts'] : [])],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
