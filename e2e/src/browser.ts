import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (installed by .ci/run); override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags this machine needs; *.localhost maps to loopback. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  });
}

/** Base URL of the brand served on `host` (e.g. aura.localhost). */
export const urlOf = (host = 'localhost', hash = '/') => `http://${host}:${inject('port')}/#${hash}`;

/** A fresh context (own storage) and page; desktop by default, `mobile` for a 390 x 844 phone. */
export async function openPage(
  browser: Browser,
  { mobile = false, colorScheme = 'light' as 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    isMobile: mobile,
    hasTouch: mobile,
    colorScheme,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}
