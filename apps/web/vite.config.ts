import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../scripts/vite-precompress';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The entry script and its preloads are deferred (modules) and never block the first paint: the
 * boot screen in index.html paints first. Chrome still fetches them at high priority, which makes
 * them look render-blocking; fetchpriority="low" states that they are not (the CSS goes first).
 */
function deferredScripts(): Plugin {
  return {
    name: 'backlay:deferred-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}
/**
 * Puts the entry's own stylesheet (index-*.css, which opens with the design tokens) first among the
 * page's stylesheets. Since features import each other through their index.ts (issue 13), the
 * bundler moves code shared by the entry and lazy routes into chunks of their own, whose CSS it
 * links before the entry's; the global tokens must come first so component styles override them.
 */
function entryStylesFirst(): Plugin {
  return {
    name: 'backlay:entry-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const entry = /<link rel="stylesheet"[^>]*href="[^"]*\/index-[^"]*\.css"[^>]*>\n?/.exec(html);
        const first = html.indexOf('<link rel="stylesheet"');
        if (!entry || first < 0 || entry.index === first) return html;
        const without = html.slice(0, entry.index) + html.slice(entry.index + entry[0].length);
        return without.slice(0, first) + entry[0] + without.slice(first);
      },
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [react(), deferredScripts(), entryStylesFirst(), precompress(join(here, 'dist'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { treeshake: { manualPureFunctions: ['Type'] } },
  },
  server: {
    // ws: the stream (GET /api/stream) is a WebSocket upgrade.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
