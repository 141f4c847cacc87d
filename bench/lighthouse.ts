/**
 * Lighthouse mobile performance of the home route and a full market route (issue 5 "Done when"),
 * with Lighthouse from npm driving Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * Also prints the gzip size of the built SPA. Run: `npm run build && npm run bench -- lighthouse`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform, systemClock } from '@backlay/server';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const assets = readdirSync(`${dist}/assets`);
const gz = (ext: string) =>
  assets
    .filter((f) => f.endsWith(ext))
    .reduce((n, f) => n + gzipSync(readFileSync(`${dist}/assets/${f}`)).length, 0);
console.log(
  `SPA gzip: JS ${(gz('.js') / 1024).toFixed(1)} KiB, CSS ${(gz('.css') / 1024).toFixed(1)} KiB (${assets.length} files)`,
);

// As `npm start` runs it, on an in-memory database; engine and server errors on stderr (pino JSON).
const platform = await startPlatform({
  database: { kind: 'pglite', dataDir: 'memory' },
  seedDemo: true,
  clock: systemClock,
  feed: { speed: 1, tickEveryMs: 250 },
  app: { logger: { level: 'error' }, webDistDir: dist },
});
const { app } = platform;
const feed = platform.feed!;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const match = feed.matches(4).find((m) => m.phase === 'inplay') ?? feed.matches(4)[0]!;
const routes = {
  home: `http://localhost:${port}/#/`,
  fullmarket: `http://localhost:${port}/#/fullmarket/4/${match.description.competitionId}/${match.slot.matchId}`,
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (const [name, url] of Object.entries(routes)) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
    const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
    // The element Lighthouse took as the largest paint, to know what to make faster.
    const lcpItems = (
      lhr?.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items?.[0]?.items;
    const lcpElement = lcpItems?.[0]?.node?.snippet?.slice(0, 100) ?? '?';
    console.log(
      `${name.padEnd(11)} performance ${score}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}\n            LCP element ${lcpElement}`,
    );
  }
} finally {
  await chrome.kill();
  await platform.close();
}
