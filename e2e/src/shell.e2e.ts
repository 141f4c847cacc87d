import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, urlOf } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Opens `hash` on `host` in a fresh context and waits for the brand to load. */
async function visit(host: string, hash = '/', mobile = false): Promise<Page> {
  const { page } = await openPage(browser, { mobile });
  await page.goto(urlOf(host, hash));
  return page;
}

/** Goes through the age modal to the login modal (mobile header: a single Login button). */
async function openLoginModal(page: Page): Promise<void> {
  await page.getByTestId('header-login-button').click();
  const age = page.getByTestId('age-modal');
  await age.getByText('Non-Gambling Territories').waitFor();
  await age.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('login-modal').waitFor();
}

describe('brands', () => {
  it.each([
    ['localhost', 'Backlay', 'tamannah', '#1e3a8a'],
    ['aura.localhost', 'Aura Exchange', 'aura', '#6d28d9'],
    ['square.localhost', 'Square Bet', 'tamannahSquare', '#065f46'],
  ])('%s renders with its own title, colours and layout', async (host, title, layout, primary) => {
    const { page } = await openPage(browser);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(urlOf(host));
    await page.waitForFunction((t) => document.title === t, title);
    // The title is in the served index.html; the layout and colours come when the site's script
    // applies the brand.
    await page.waitForFunction(() => document.documentElement.dataset.layout !== undefined);
    const root = await page.evaluate(() => ({
      layout: document.documentElement.dataset.layout,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      favicon: document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href'),
    }));
    expect(root.layout).toBe(layout);
    expect(root.primary.toLowerCase()).toBe(primary);
    // `?v=` (the brand's last edit) follows once an operator saved the brand (the back office spec does).
    expect(root.favicon).toMatch(new RegExp(`^/api/domain/assets/${host}/favicon\\.svg(\\?v=\\d+)?$`));
    const logo = page.locator(`img[src^="/api/domain/assets/${host}/logo.svg"]`).first();
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]); // no CSP violation or script error
    await page.context().close();
  });

  it('a suspended brand shows the not-found page', async () => {
    const page = await visit('suspended.localhost');
    await page.getByText('Looks Like you are lost!').waitFor();
    // The address follows the page (a navigation to #/notfound), not always in the same task.
    await expect.poll(() => page.url()).toContain('#/notfound');
    await page.context().close();
  });
});

describe('sign-in', () => {
  it('checks empty fields before any call', async () => {
    const page = await visit('localhost', '/', true);
    let signInCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/signin')) signInCalls++;
    });
    await openLoginModal(page);
    await page.getByTestId('login-submit').click();
    await page.getByText('Please enter username.').first().waitFor();
    await page.getByTestId('login-username').fill('player1');
    await page.getByTestId('login-submit').click();
    await page.getByText('Please enter password.').first().waitFor();
    expect(signInCalls).toBe(0);
    await page.context().close();
  });

  it('age modal, then demo login shows the account bar; logout returns home signed out', async () => {
    const page = await visit('localhost', '/inplay', true);
    await openLoginModal(page);
    await page.getByTestId('login-demo').click();
    await page.getByText('Login successfull!').first().waitFor();
    const bar = page.getByTestId('account-bar');
    await bar.waitFor();
    await expect.poll(() => bar.textContent()).toContain('Main INR 1,500,000.00');
    expect(await bar.textContent()).toContain('Exposure');

    await page.getByTestId('my-account-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('header-login-button').waitFor();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    expect(await page.getByTestId('account-bar').count()).toBe(0);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('userToken');
    await page.context().close();
  });

  it('a wrong password shows the server message', async () => {
    const page = await visit('localhost', '/', true);
    await openLoginModal(page);
    await page.getByTestId('login-username').fill('player1');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByText('Invalid Id or Password!').first().waitFor();
    expect(await page.getByTestId('account-bar').count()).toBe(0);
    await page.context().close();
  });

  it('desktop header inputs sign a customer in', async () => {
    const page = await visit('localhost');
    await page.getByTestId('header-username').fill('player1');
    await page.getByTestId('header-password').fill('Player@123');
    await page.getByTestId('header-login-button').click();
    await page.getByTestId('age-modal').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('account-bar').waitFor();
    // player1's balance depends on the specs that ran before (the account spec bets with it).
    await expect
      .poll(() => page.getByTestId('account-bar').textContent())
      .toMatch(/^Main INR [\d,]+\.\d\dExposure \([\d,]+\.\d\d\)$/);
    await page.context().close();
  });
});

describe('shell', () => {
  it('an unknown route shows the not-found page with Go Back', async () => {
    const page = await visit('localhost', '/no/such/page');
    await page.getByText('Looks Like you are lost!').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await page.context().close();
  });

  it("a page whose chunk does not load says so in the page's place; the next visit loads it", async () => {
    const page = await visit('localhost');
    await page.getByTestId('top-nav').waitFor();
    // The casino lobby's chunk is gone (a new release, or the network dropped): its requests fail.
    await page.route('**/assets/CasinoRoute-*.js', (route) => route.abort());
    await page.evaluate(() => (window.location.hash = '#/casino'));
    const failed = page.getByRole('alert').filter({ hasText: 'This page did not load.' });
    await failed.waitFor();
    expect(await page.getByTestId('top-nav').isVisible()).toBe(true);
    // Home, then the casino again with the chunk back: the lobby shows.
    await page.unroute('**/assets/CasinoRoute-*.js');
    await failed.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await page.evaluate(() => (window.location.hash = '#/casino'));
    await page.getByTestId('casino-lobby').waitFor();
    expect(await failed.count()).toBe(0);
    await page.context().close();
  });

  it('the mobile viewport shows the bottom nav and no desktop top nav', async () => {
    const page = await visit('localhost', '/', true);
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    for (const label of ['Home', 'In-Play', 'Sports', 'Multi Market', 'Account']) {
      expect(await nav.getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByTestId('top-nav').isVisible()).toBe(false);
    await page.context().close();
  });

  it('the desktop viewport shows the top nav and the footer rules modal', async () => {
    const page = await visit('localhost');
    const nav = page.getByTestId('top-nav');
    await nav.waitFor();
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
    expect(await page.getByTestId('footer-about').textContent()).toContain(
      'Cricket data from Cricsheet (cricsheet.org)',
    );
    await page.getByTestId('footer-rules').click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/7 days/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe("the first page's requests (issue 18, apps/web/src/firstRequests.ts)", () => {
  /**
   * Loads `hash` directly, waits for `ready`, then 4 s more (the lists poll every 10 s). Returns,
   * per API path, the requests the browser made: the first-requests script's (no `d` header: the
   * site's own fetch sends one) or the site's, and the page's errors (an unheard rejection
   * included). Each path asked for once, by the script, means the site took the script's answer.
   */
  async function firstRequests(hash: string, ready: string) {
    const { page } = await openPage(browser, { mobile: true });
    const asked = new Map<string, string[]>();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!/^\/api\/(v2|domain\/banner)\//.test(path)) return;
      asked.set(path, [...(asked.get(path) ?? []), r.headers()['d'] === undefined ? 'early' : 'site']);
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(urlOf('localhost', hash));
    await page.locator(ready).first().waitFor();
    await page.waitForTimeout(4_000);
    await page.context().close();
    return { asked: Object.fromEntries(asked), problems };
  }

  it('a direct load of in-play asks for each list once, early, and shows them', async () => {
    const { asked, problems } = await firstRequests('/inplay', '[data-testid="event-row"]');
    for (const sport of [4, 2, 1])
      expect(asked[`/api/v2/get-matches-by-eventid/${sport}`]).toEqual(['early']);
    expect(problems).toEqual([]);
  });

  it("home asks for its list and the brand's banners early, once each", async () => {
    const { asked, problems } = await firstRequests('/', '[data-testid="event-row"]');
    expect(asked['/api/v2/get-matches-by-eventid/4']).toEqual(['early']);
    const banners = Object.entries(asked).filter(([path]) => path.startsWith('/api/domain/banner/get/'));
    expect(banners.map(([, how]) => how)).toEqual([['early']]);
    expect(problems).toEqual([]);
  });

  it("a full market page asks early for the match's list, Bookmaker, Fancy and, once the list is in, its odds", async () => {
    const list = (await (await fetch(urlOf().replace(/#.*$/, 'api/v2/get-matches-by-eventid/4'))).json()) as {
      data: { competitionId: string; matchId: string; joinedMarketIds: string[] }[];
    };
    const row = list.data.find((r) => r.joinedMarketIds.length > 0)!;
    const path = `4/${row.competitionId}/${row.matchId}`;
    const { asked, problems } = await firstRequests(`/fullmarket/${path}`, '.fm-page__event');
    expect(asked).toMatchObject({
      '/api/v2/get-matches-by-eventid/4': ['early'],
      [`/api/v2/fetch-bookmaker-odds/${path}`]: ['early'],
      [`/api/v2/fetch-market-session/${path}`]: ['early'],
      [`/api/v2/fetch-market-odds/${path}/${row.joinedMarketIds.join(',')}`]: ['early'],
    });
    expect(problems).toEqual([]);
  });
});
