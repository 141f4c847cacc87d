import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../scripts/vite-precompress';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The back office (issue 16): its own single-page app, served by the server at `/backoffice/`
 * (apps/server/src/app.ts `backofficeDistDir`), so every asset URL starts with that base.
 */
export default defineConfig({
  root: here,
  base: '/backoffice/',
  plugins: [react(), precompress(join(here, 'dist'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { treeshake: { manualPureFunctions: ['Type'] } },
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  test: {
    name: 'backoffice',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The whole suite shares two cores on CI: a test that waits on a real socket or timer can
    // take longer than the default 5 s there (a CI run timed out the stream client's first test).
    testTimeout: 30_000,
  },
});
