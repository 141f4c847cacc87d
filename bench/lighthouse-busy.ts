/**
 * The main-thread figure of issue 18 ("while a full market page receives a price change every
 * 250 ms for 10 s, the main thread is busy less than 20 % of the time"), measured in Debian's
 * Chromium driven by playwright-core: a phone viewport (390 x 844 CSS px, device scale 1, mobile,
 * touch: the e2e suite's phone), the CPU throttled 4x through CDP
 * `Emulation.setCPUThrottlingRate` (what Lighthouse's mobile preset simulates), the page opened
 * and left to settle, then `changes` price changes `everyMs` apart driven by the caller (from the
 * server's side: the feed's store and `market.updated`, bench/feed-change.ts).
 *
 * - Busy: the renderer main thread's task time over the window (CDP `Performance.getMetrics`
 *   TaskDuration, its delta) divided by the window's wall time (the metrics' Timestamp delta);
 *   the script, layout and style parts (ScriptDuration, LayoutDuration, RecalcStyleDuration).
 *   The same fraction over as long a window without changes, just before, is the page at rest.
 * - Long tasks (> 50 ms): counted and summed from a `PerformanceObserver('longtask')` installed
 *   before the page's own scripts, those starting inside the window.
 * - Proof that the prices changed: a MutationObserver on the market's block (text and nodes,
 *   not attributes, so the flash's class does not count) compares the text of every price cell
 *   after each batch of mutations: `updates` is the number of batches in which a price text
 *   changed (about one per change sent), `cellChanges` the number of cell texts that changed.
 */
import { chromium } from 'playwright-core';

/** What {@link measureBusy} needs; times in ms. */
/**
 * Debian's Chromium on this closed network (the guide's flags): no sandbox as root, no GPU, and no
 * background, component or sync connections, which the network refuses. Lighthouse's runs use them too.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BusyOptions {
  /** The full market page's URL. */
  url: string;
  /** CSS selector of the market's block on the page (its price cells are `button.price` in it). */
  marketSelector: string;
  /** Makes the market's displayed prices change once (called `changes` times). */
  change: () => void;
  changes: number;
  everyMs: number;
  /** Quiet time after the page showed its prices and the stream went live (default 3,000). */
  settleMs?: number;
  /** CPU slowdown (default 4, Lighthouse's mobile preset). */
  cpuSlowdown?: number;
  chromiumPath: string;
}

/** What {@link measureBusy} measured; seconds unless named otherwise. */
export interface BusyResult {
  /** Main thread task time / wall time over the window, 0..1. */
  busy: number;
  /** The same over a window as long without changes, just before it (the page at rest). */
  idle: number;
  elapsed: number;
  task: number;
  script: number;
  layout: number;
  style: number;
  longTasks: number;
  longTaskMs: number;
  /** Mutation batches in which some price cell's text changed. */
  updates: number;
  /** Price cell texts that changed, over every batch. */
  cellChanges: number;
  /** Price cells in the market's block. */
  cells: number;
  /** The stream indicator's state when the window started ('live', 'polling' or '?'). */
  stream: string;
  /** Changes actually sent (the caller's `change` calls). */
  sent: number;
  /** Errors thrown in the page during the window. */
  pageErrors: string[];
}

/** A page's node, as little of the DOM as the in-page code uses (bench compiles without the DOM library). */
interface PageNode {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
}
/** The counters the in-page observer keeps (performance.now() ms for `start`). */
interface PricesSeen {
  updates: number;
  cellChanges: number;
  cells: number;
  start: number;
  stop?: () => void;
}
/** The page's globals the in-page code uses. */
interface PageGlobals {
  document: { querySelector(selector: string): PageNode | null; body: PageNode };
  MutationObserver: new (callback: () => void) => {
    observe(node: PageNode, options: object): void;
    disconnect(): void;
  };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
  ) => { observe(options: object): void };
  __benchLongTasks?: [number, number][];
  __benchPrices?: PricesSeen;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `url` in a fresh Chromium (closed in any case), waits for the market's price cells and
 * the stream, settles, then runs the window and returns its figures. Throws when the market's
 * prices never appear.
 */
export async function measureBusy(o: BusyOptions): Promise<BusyResult> {
  const browser = await chromium.launch({
    executablePath: o.chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // tsx (esbuild, keepNames) wraps named functions in `__name(...)`: the page needs the helper
    // for the functions below, which playwright sends as their source text.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.addInitScript(() => {
      const w = globalThis as unknown as PageGlobals;
      w.__benchLongTasks = [];
      new w.PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__benchLongTasks!.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.cpuSlowdown ?? 4 });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });

    await page.goto(o.url);
    await page
      .locator(`${o.marketSelector} button.price`)
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 })
      .catch((err: Error) => {
        throw new Error(`${o.url} showed no price cell of ${o.marketSelector} within 60 s: ${err.message}`);
      });
    const indicator = page.getByTestId('stream-status');
    const live = async () => (await indicator.getAttribute('data-status').catch(() => null)) === 'live';
    for (let waited = 0; waited < 15_000 && !(await live()); waited += 250) await sleep(250);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await sleep(o.settleMs ?? 3_000);
    const stream = (await indicator.getAttribute('data-status').catch(() => null)) ?? '?';

    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((m) => [m.name, m.value])) as Record<string, number>;
    };
    // The same window without changes first: what the page and the machine cost at rest.
    const idleBefore = await metrics();
    await sleep(o.changes * o.everyMs);
    const idleAfter = await metrics();
    const idleDelta = (name: string) => (idleAfter[name] ?? 0) - (idleBefore[name] ?? 0);
    const idle = idleDelta('TaskDuration') / idleDelta('Timestamp');

    await page.evaluate((selector) => {
      const w = globalThis as unknown as PageGlobals;
      const root = w.document.querySelector(selector) ?? w.document.body;
      const cells = () => Array.from(root.querySelectorAll('button.price'), (c) => c.textContent ?? '');
      let last = cells();
      const state: PricesSeen = {
        updates: 0,
        cellChanges: 0,
        cells: last.length,
        start: performance.now(),
      };
      const observer = new w.MutationObserver(() => {
        const now = cells();
        let changed = 0;
        for (let i = 0; i < Math.max(now.length, last.length); i++) if (now[i] !== last[i]) changed++;
        if (changed > 0) {
          state.updates++;
          state.cellChanges += changed;
        }
        last = now;
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true });
      state.stop = () => observer.disconnect();
      w.__benchPrices = state;
    }, o.marketSelector);

    const before = await metrics();
    const startMs = performance.now();
    let sent = 0;
    for (let k = 0; k < o.changes; k++) {
      const wait = startMs + k * o.everyMs - performance.now();
      if (wait > 0) await sleep(wait);
      o.change();
      sent++;
    }
    const endWait = startMs + o.changes * o.everyMs - performance.now();
    if (endWait > 0) await sleep(endWait);
    const after = await metrics();
    const page2 = await page.evaluate(() => {
      const w = globalThis as unknown as PageGlobals;
      const p = w.__benchPrices!;
      p.stop?.();
      const end = performance.now();
      const tasks = (w.__benchLongTasks ?? []).filter(([start]) => start >= p.start && start < end);
      return {
        updates: p.updates,
        cellChanges: p.cellChanges,
        cells: p.cells,
        longTasks: tasks.length,
        longTaskMs: tasks.reduce((n, [, d]) => n + d, 0),
      };
    });
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    const elapsed = delta('Timestamp');
    return {
      busy: elapsed > 0 ? delta('TaskDuration') / elapsed : NaN,
      idle,
      elapsed,
      task: delta('TaskDuration'),
      script: delta('ScriptDuration'),
      layout: delta('LayoutDuration'),
      style: delta('RecalcStyleDuration'),
      stream,
      sent,
      pageErrors,
      ...page2,
    };
  } finally {
    await browser.close();
  }
}
