import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes a .br and a .gz beside every built asset over 1 KB, which the server sends
 * pre-compressed (@fastify/static `preCompressed`), as the customer site's build does.
 */
function precompress(): Plugin {
  return {
    name: 'backlay:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? join(here, 'dist');
      for (const file of Object.keys(bundle).filter((f) => /\.(js|css|html|svg)$/.test(f))) {
        const source = readFileSync(join(dir, file));
        if (source.length < 1024) continue;
        writeFileSync(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(join(dir, `${file}.br`), brotliCompressSync(source));
      }
    },
  };
}

/**
 * The back office (issue 16): its own single-page app, served by the server at `/backoffice/`
 * (apps/server/src/app.ts `backofficeDistDir`), so every asset URL starts with that base.
 */
export default defineConfig({
  root: here,
  base: '/backoffice/',
  plugins: [react(), precompress()],
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
  },
});
