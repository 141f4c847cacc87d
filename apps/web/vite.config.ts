import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../scripts/vite-precompress';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The production build runs on Preact's compatibility layer instead of react-dom (ADR 0019,
 * docs/performance.md): react-dom alone is 63 KB of the home route's gzipped JavaScript, Preact
 * with its compat layer about 5 KB, which is what brings the home route under issue 18's 110 KB.
 * The source, its types, the unit tests and `npm run dev` stay on React; the end-to-end suite
 * runs on this build. WEB_RUNTIME=react builds with react-dom, to compare.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * react-router publishes its production build (dev warnings compiled out) only as a file, not
 * through its package exports, which always give the development one; the production build of the
 * site takes that file (docs/performance.md).
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

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
 * The build's second entry, src/firstRequestsEntry.ts (issue 18, src/firstRequests.ts, ADR 0020):
 * its own chunk, loaded by a module script in index.html ahead of the site's entry. It imports
 * nothing the site loads, so it runs as soon as its ~1 KB arrive and starts the first page's
 * requests while the site's scripts still download. Low priority like the others
 * (deferredScripts): it never holds the first paint.
 */
function firstRequestsScript(): Plugin {
  const entry = join(here, 'src/firstRequestsEntry.ts');
  let base = '/';
  return {
    name: 'backlay:first-requests-script',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, name: 'first-requests' });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const own = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === entry,
        );
        if (!own) throw new Error(`the build has no chunk for ${entry}`);
        const script = `<script type="module" fetchpriority="low" crossorigin src="${base}${own.fileName}"></script>`;
        const entryScript = '<script type="module"';
        if (!html.includes(entryScript)) throw new Error('index.html has no module script to go before');
        return html.replace(entryScript, () => `${script}\n    ${entryScript}`);
      },
    },
  };
}

/**
 * The modules of the first load in two cached chunks instead of the eight the bundler made from
 * what the entry shares with the lazy pages (issue 18, docs/performance.md: fewer requests before
 * the first paint): every module the entry reaches through static imports goes to "vendor" (from
 * node_modules) or "app"; the lazy pages and what only they use keep their own chunks.
 */
function firstLoadChunks(entry: string, chunk: 'vendor' | 'app') {
  let reachable: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!reachable) {
      reachable = new Set([entry]);
      for (const seen of reachable) {
        for (const next of ctx.getModuleInfo(seen)?.importedIds ?? []) reachable.add(next);
      }
    }
    if (id === entry || !reachable.has(id)) return null;
    const vendor = /[\\/]node_modules[\\/]/.test(id);
    return vendor === (chunk === 'vendor') ? chunk : null;
  };
}

export default defineConfig(({ command }) => ({
  root: here,
  resolve: {
    alias:
      command !== 'build'
        ? []
        : [reactRouterProduction, ...(process.env.WEB_RUNTIME !== 'react' ? preactAliases : [])],
  },
  plugins: [react(), deferredScripts(), firstRequestsScript(), precompress(join(here, 'dist'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['Type'] },
      output: {
        codeSplitting: {
          groups: [
            { name: firstLoadChunks(join(here, 'src/main.tsx'), 'vendor'), priority: 2 },
            { name: firstLoadChunks(join(here, 'src/main.tsx'), 'app'), priority: 1 },
          ],
        },
      },
      // react-router reads React.useOptimistic when it exists and falls back without it (Preact).
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
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
    // The whole suite shares two cores on CI: a test that waits on a real socket or timer can
    // take longer than the default 5 s there (a CI run timed out the stream client's first test).
    testTimeout: 30_000,
  },
}));
