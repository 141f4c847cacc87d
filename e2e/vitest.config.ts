import { defineConfig } from 'vitest/config';

/**
 * End-to-end suite: a real server (built SPA, in-memory PGlite with the demo seed) and a real
 * Chromium driven by playwright-core. Run with `npm run e2e` (builds the SPA first).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    // The server's clock is steered by the specs (global-setup.ts, clock-control.ts): the betting
    // flow freezes it while betting and moves it on to the match's end, so nothing depends on the
    // time of day. Spec files run one at a time (they share the server and its clock).
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The page answers through polls and refetches: give expect.poll the time a busy CI runner needs.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
