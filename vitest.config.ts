import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over the workspace: pure packages, the server (integration tests on a real
 * PGlite, or PostgreSQL when DATABASE_URL is set), the web app and the back office (happy-dom). End-to-end specs
 * have their own config in e2e/.
 */
export default defineConfig({
  test: {
    projects: [
      // Property and Monte Carlo tests take seconds; a loaded CI runner more than the default 5 s.
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          // *.pg-test.ts need a PostgreSQL server (e.g. the SIGKILL crash test): collected only
          // when DATABASE_URL names one, so the embedded run neither runs nor skips them.
          include: [
            'apps/server/src/**/*.test.ts',
            ...(process.env.DATABASE_URL ? ['apps/server/src/**/*.pg-test.ts'] : []),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      // The benchmarks' own pure helpers (the benchmarks themselves run with `npm run bench`).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      'apps/web',
      'apps/backoffice',
    ],
  },
});
