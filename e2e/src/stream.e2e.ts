import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BALANCE,
  exposureText,
  findMatch,
  fullMarketHash,
  money,
  placeFromCell,
  signInDemo,
} from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import { betSeconds, casinoList, openTableFromLobby } from './casino-kit';
import { serverClock } from './server-clock';

/**
 * The site on the WebSocket stream (issue 15 item 4; docs/api/stream.md) against the real server,
 * its feed and its dealer: once the header says Live, the polled calls of the page are aborted
 * (`page.route`), so whatever still moves came through the socket. On the full market page a
 * price changes (and flashes) when the server's clock moves the match on; on a casino table the
 * round being dealt appears in the Recent Result strip and the next round starts; a bet moves the
 * header's exposure and balance with the user details call blocked. While live the page does not
 * poll the odds or the table at all.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
// Whatever happened, the rest of the suite gets a running clock back.
afterEach(() => serverClock.resume().then(() => undefined));

/** Aborts the page's calls to URLs matching `pattern` once `block()` was called; counts them from then. */
async function blockAfterwards(page: Page, pattern: string) {
  const state = { blocked: false, abortedCalls: 0 };
  await page.route(pattern, (route) => {
    if (!state.blocked) return route.continue();
    state.abortedCalls++;
    return route.abort();
  });
  return {
    block: () => {
      state.blocked = true;
    },
    abortedCalls: () => state.abortedCalls,
  };
}

/** Waits for the header's indicator to say Live, with its accessible name. */
async function expectLive(page: Page) {
  const indicator = page.getByTestId('stream-status');
  await expect.poll(() => indicator.getAttribute('data-status'), { timeout: 15_000 }).toBe('live');
  expect(await indicator.textContent()).toBe('Live');
  expect(await indicator.getAttribute('role')).toBe('status');
  expect(await indicator.getAttribute('aria-label')).toMatch(/^Live: /);
}

describe('the stream on the site', () => {
  it('moves a price on the full market page through the socket, with the odds poll blocked', async () => {
    const { context, page } = await openPage(browser);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await signInDemo(page, false);
    await expectLive(page);
    // In its first innings, so the minutes of clock time below cannot reach the match's end.
    const m = await findMatch(page, (x) => x.innings === 1 && x.matchOdds?.status === 'OPEN'); // freezes the clock
    const odds = await blockAfterwards(page, '**/api/v2/fetch-market-odds/**');
    await page.goto(urlOf('localhost', fullMarketHash(m)));
    const mo = page.getByTestId(`market-${m.matchOddsId}`);
    await mo.getByTestId('runner-1').getByTestId('back-price').waitFor();
    await expectLive(page);
    odds.block();

    const ladder = () =>
      mo.locator('button.price').evaluateAll((cells) => cells.map((c) => c.textContent).join('|'));
    const before = await ladder();
    // Move the match on until the Match Odds ladder changes on the page (the clock is frozen
    // otherwise, so nothing else moves it).
    let changed = false;
    for (let step = 0; step < 20 && !changed; step++) {
      await serverClock.advance(5_000);
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline && !(changed = (await ladder()) !== before))
        await new Promise((r) => setTimeout(r, 100));
    }
    expect(changed, 'the Match Odds ladder changed on the page').toBe(true);
    // The price flash fires on a streamed change too.
    await mo.locator('[data-flashing="true"]').first().waitFor({ timeout: 2_000 });
    expect(odds.abortedCalls(), 'the odds are not polled while live').toBe(0);

    // A bet moves the header's exposure and balance through the account topic: the user details
    // (which the placement would refetch) are blocked too.
    const user = await blockAfterwards(page, '**/api/auth/letest-user-details');
    user.block();
    // The change can be a suspension (a wicket suspends Match Odds for 20 s and shows no prices,
    // docs/rules/sports.md "Suspensions"): the match moves on until runner 1 has a back price.
    const back = mo.getByTestId('runner-1').getByTestId('back-price');
    for (let step = 0; step < 12 && !(await back.isEnabled()); step++) {
      await serverClock.advance(5_000);
      await back.waitFor({ state: 'attached' });
      await new Promise((r) => setTimeout(r, 500));
    }
    await placeFromCell(page, back, 100);
    await expect.poll(() => exposureText(page)).toBe(`Exposure (${money.format(100)})`);
    expect(await page.getByTestId('account-balance').textContent()).toBe(
      `Main INR ${money.format(DEMO_BALANCE - 100)}`,
    );
    expect(sockets.filter((u) => u.endsWith('/api/stream'))).toHaveLength(1);
    await expectLive(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a casino round's result arriving through the socket, with the table's polls blocked", async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await signInDemo(page, true);
    const item = (await casinoList(page)).find((i) => i.casinoType === 'lucky7');
    if (!item) throw new Error('lucky7 is not in the casino list');
    const data = await blockAfterwards(page, '**/api/casino/data/**');
    const results = await blockAfterwards(page, '**/api/casino/results/**');
    await openTableFromLobby(page, item);
    await expectLive(page);
    data.block();
    results.block();

    // The round being dealt now (between rounds the id is '-': wait for the next one).
    const roundId = page.getByTestId('round-id');
    await expect
      .poll(() => roundId.textContent(), { timeout: (betSeconds() + 20) * 1000 })
      .toMatch(/^RID: (?!-$)\S+$/);
    const mid = ((await roundId.textContent()) ?? '').replace(/^RID: /, '');
    // Its result reaches the Recent Result strip, and the next round starts, all through the socket.
    await page
      .locator(`[data-testid="recent-result"][aria-label^="Round ${mid}:"]`)
      .waitFor({ timeout: (betSeconds() + 30) * 1000 });
    await expect
      .poll(() => roundId.textContent(), { timeout: 20_000 })
      .toMatch(new RegExp(`^RID: (?!-$)(?!${mid}$)\\S+$`));
    expect(data.abortedCalls() + results.abortedCalls(), 'the table is not polled while live').toBe(0);
    await expectLive(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
