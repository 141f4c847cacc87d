import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betsOf, findMatch, fullMarketHash, placeFromCell, type BetLite } from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import { serverClock } from './server-clock';

/**
 * The account area (issue 8) against the real server: player1 signs in, is prompted to change
 * the password (docs/rules/specification.md §4: no password history yet), changes it and finds the change in password
 * history; places a Match Odds bet on an in-play cricket match and plays the steered clock on
 * until it settles; then finds it in bet history, the account statement and the profit and loss
 * drill-down; login activity lists the sign-in with its geolocation credit. At the end the
 * password is changed back over the API, so other specs can sign in as player1.
 */

const USER = 'player1';
const PASSWORD = 'Player@123';
const NEW_PASSWORD = 'Lantern-Harbour-42';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
afterEach(() => serverClock.resume().then(() => undefined));

/** POSTs JSON from the page's origin with the stored session token; answers status and body. */
function apiPost(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const raw = localStorage.getItem('persist:auth');
      const token = raw ? (JSON.parse(JSON.parse(raw).accessToken as string) as string | null) : null;
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'User-Token': token } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { message?: string } };
    },
    { path, body },
  );
}

/** Signs player1 in from the desktop header; the age modal comes first (docs/rules/specification.md §2). */
async function signIn(page: Page): Promise<void> {
  await page.goto(urlOf('localhost', '/'));
  await page.getByTestId('header-username').fill(USER);
  await page.getByTestId('header-password').fill(PASSWORD);
  await page.getByTestId('header-login-button').click();
  await page.getByTestId('age-confirm').click();
  await page.getByTestId('account-bar').waitFor();
}

/** Opens an account page and waits for its list to leave the loading state. */
async function openList(page: Page, hash: string): Promise<void> {
  await page.goto(urlOf('localhost', hash));
  await page.locator('[data-testid="list-row"], :text("No Data Found!")').first().waitFor();
}

/** Places a small Match Odds back bet on an in-play cricket match and plays on until it settles. */
async function placeAndSettle(page: Page): Promise<{ bet: BetLite; eventName: string }> {
  const m = await findMatch(page, (x) => {
    const runner = x.matchOdds?.runners[0];
    return (
      x.innings === 2 &&
      x.matchOdds?.status === 'OPEN' &&
      runner?.status === 'ACTIVE' &&
      !!runner.ex.availableToBack[0]
    );
  });
  await page.goto(urlOf('localhost', fullMarketHash(m)));
  const runner = page.getByTestId(`market-${m.matchOddsId}`).getByTestId('runner-1');
  await placeFromCell(page, runner.getByTestId('back-price'), 100);
  for (let minute = 0; minute < 20; minute++) {
    const [bet] = await betsOf(page, m.row.matchId);
    if (bet?.status === 'settled') return { bet, eventName: m.row.eventName };
    await serverClock.advance(60_000);
  }
  throw new Error('the bet did not settle within 20 minutes of clock time');
}

describe('account area (player1)', () => {
  it('changes the password when prompted, then finds a settled bet in every account list', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page);

    // The automatic prompt (docs/rules/specification.md §4) and the change itself (docs/rules/specification.md §8 messages).
    await page.getByText('Please change your password for security!').first().waitFor();
    const modal = page.getByTestId('change-password-modal');
    await modal.getByTestId('currentPassword').fill(PASSWORD);
    await modal.getByTestId('newPassword').fill(NEW_PASSWORD);
    await modal.getByTestId('confirmPassword').fill(NEW_PASSWORD);
    await modal.getByTestId('password-yes').click();
    await page.getByText('Password Updated Successfully!').first().waitFor();
    await modal.waitFor({ state: 'detached' });

    try {
      await openList(page, '/passwordhistory');
      const history = await page.getByTestId('list-row').allTextContents();
      expect(history).toHaveLength(1);
      expect(history[0]).toContain(USER);

      const { bet, eventName } = await placeAndSettle(page);

      await openList(page, '/betshistory');
      expect(await page.getByTestId('bet-status').inputValue()).toBe('settled');
      expect((await page.getByTestId('list-row').allTextContents()).join('\n')).toContain(eventName);

      await openList(page, '/accountstatement');
      await page.getByTestId('statement-filter').selectOption('betRecords');
      await expect
        .poll(async () => (await page.getByTestId('list-row').allTextContents()).join('\n'))
        .toContain(eventName);

      // Profit and loss: sport -> event -> market type -> the bet, with the total.
      await openList(page, '/profitloss');
      const drill = page.getByTestId('profit-loss');
      for (const name of ['Cricket', eventName, 'Match Odds']) {
        await drill.getByRole('link', { name }).first().click();
        await page.getByTestId('pnl-breadcrumb').getByText(name).waitFor();
      }
      await page.getByTestId('pnl-total').waitFor();
      const total = Number((await page.getByTestId('pnl-total').textContent())?.replace(/[^\d.-]/g, ''));
      expect(total).toBeCloseTo(bet.profitLoss ?? Number.NaN, 2);

      await openList(page, '/loginactivity');
      const activity = (await page.getByTestId('list-row').allTextContents()).join('\n');
      expect(activity).toContain('Success');
      expect(activity).toContain('Local network');
      await page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).waitFor();
    } finally {
      // Back to the seeded password, for the specs that sign in as player1.
      const restored = await apiPost(page, '/api/auth/update-password', {
        currentPassword: NEW_PASSWORD,
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(restored.status, restored.body.message).toBe(200);
      await context.close();
    }
  }, 180_000);
});
