import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findMatch, fullMarketHash, signInDemo } from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import { serverClock } from './server-clock';

/**
 * Player protection on the site (issue 17 "Done when"): a customer sets a day loss limit on the
 * Safer gambling page, a bet whose worst case passes it is refused with the server's 'Loss limit
 * reached' on the slip; a 15-minute reality check, with the SERVER's clock moved 16 minutes on,
 * brings up the reality-check modal, and Continue closes it. Each test signs in a fresh demo
 * account (seed/demo.ts), so the limits never reach another spec.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
// Whatever happened, the rest of the suite gets a running clock back.
afterEach(() => serverClock.resume().then(() => undefined));

/** Opens the Safer gambling page through the account menu. */
async function openSaferGambling(page: Page) {
  await page.getByTestId('my-account-button').click();
  await page.getByRole('link', { name: 'Safer gambling' }).click();
  await page.getByRole('heading', { name: 'Safer gambling' }).waitFor();
  await page.getByTestId('rg-time-zone').waitFor();
}

/**
 * Taps a price, enters the stake and presses Place Bet, expecting the server to REFUSE the bet
 * (betting-kit's placeFromCell expects it accepted): resolves to the answer's HTTP status and message.
 */
async function refusedFromCell(page: Page, cell: Locator, stake: number) {
  await cell.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('stake-input').fill(String(stake));
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/bet/save2') && r.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await slip.getByTestId('place-bet').click();
  const response = await answer;
  const body = (await response.json()) as { message?: string };
  return { status: response.status(), message: body.message ?? '' };
}

describe('safer gambling', () => {
  it('a day loss limit set on the page refuses a bet whose worst case passes it', async () => {
    const { context, page } = await openPage(browser);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await signInDemo(page, false);
    await openSaferGambling(page);

    await page.getByLabel('Loss limit, day: amount').fill('100');
    await page.getByRole('button', { name: 'Set Loss limit, day' }).click();
    await page.getByText('Limit saved').first().waitFor();
    const bar = page.getByRole('progressbar', { name: 'Loss limit, day' });
    await expect.poll(() => bar.getAttribute('aria-valuemax')).toBe('100');
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');

    // A back of 200 on Match Odds: its worst case (the stake) passes the limit of 100.
    const m = await findMatch(page, (x) => x.matchOdds?.status === 'OPEN'); // freezes the clock
    await page.goto(urlOf('localhost', fullMarketHash(m)));
    const back = page
      .getByTestId(`market-${m.matchOddsId}`)
      .getByTestId('runner-1')
      .getByTestId('back-price');
    await back.waitFor();
    const refusal = await refusedFromCell(page, back, 200);
    expect(refusal).toEqual({ status: 403, message: 'Loss limit reached' });
    await page.getByText('Loss limit reached').first().waitFor();
    // Refused, nothing changed: the slip stays open and the usage is still 0.
    expect(await page.getByTestId('bet-slip').isVisible()).toBe(true);
    await page.goto(urlOf('localhost', '/safer-gambling'));
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('0');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("a 15-minute reality check comes up when the server's clock passes it", async () => {
    const { context, page } = await openPage(browser);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await signInDemo(page, false);
    await openSaferGambling(page);

    await page.getByLabel('Reality check interval').selectOption({ label: 'Every 15 minutes' });
    await page.getByRole('button', { name: 'Save reality check' }).click();
    await page.getByText('Reality check saved').first().waitFor();
    const modal = page.getByRole('alertdialog', { name: 'Reality check' });
    expect(await modal.count()).toBe(0);

    // 16 minutes on the server's clock (in big steps: the feed need not play every ball here).
    await serverClock.freeze();
    await serverClock.advance(16 * 60_000, 60_000);
    // The page asks the server again on focus (and every 30 s): the check is due by its clock.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await modal.waitFor({ timeout: 40_000 });
    expect(await modal.getByTestId('reality-time').textContent()).toMatch(/^(1[6-9]|2\d) min$/);
    expect(await modal.getByTestId('reality-result').textContent()).toBe('0.00');
    // Escape does not dismiss it; Continue answers it and it closes until the next one.
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
