import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betsOf, DEMO_BALANCE, findMatch, money } from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import { betSeconds, casinoList, waitForOpenRound } from './casino-kit';
import { serverClock } from './server-clock';

/**
 * The site by keyboard alone (issue 18: "an end-to-end test completes sign-in, a bet and a casino
 * bet using the keyboard only"), on a desktop against the real server: a demo account signs in
 * from the header, opens an in-play cricket match from the home page's event list and backs a
 * Match Odds runner through the slip (stepping the odds with the arrows), then opens 20-20
 * Teenpatti from the casino lobby and backs Player A with a chip. Every step is a key press (Tab, Shift+Tab,
 * Enter, Space, typed text); `page.goto` only opens a page, as a typed address would, and
 * locators only assert (what has the focus, what the page and the API show).
 */

const DEMO_USER = 'demo@Backlay';
const DEMO_PASSWORD = 'Demo@123';
/** Most Tab presses allowed to reach one element (header, menus, sidebar and page before it). */
const MAX_TABS = 250;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
// Whatever happened, the rest of the suite gets a running clock back.
afterEach(() => serverClock.resume().then(() => undefined));

/** A short description of the focused element: tag, test id and name ("button#back-price 'Back India at 1.96'"). */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    // Inside a same-origin frame (the live score), name the frame's element too.
    while (el instanceof HTMLIFrameElement && el.contentDocument?.activeElement)
      el = el.contentDocument.activeElement;
    if (!el || el === document.body) return '(body)';
    const id = el.getAttribute('data-testid');
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${id ? `#${id}` : ''} '${name}'`;
  });

/** Whether `target` holds the focus, and shows it (the :focus-visible ring of a keyboard user). */
const focusOf = (target: Locator) =>
  target.evaluateAll((els) => {
    const el = els.find((e) => e === document.activeElement);
    return el ? { focused: true, visible: el.matches(':focus-visible') } : { focused: false, visible: false };
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses with
 * the list of elements the focus passed through. Checks the focus is visible on arrival; answers
 * the number of presses.
 */
async function tabTo(page: Page, target: Locator, { max = MAX_TABS, back = false } = {}): Promise<number> {
  const passed: string[] = [];
  for (let i = 0; ; i++) {
    const { focused, visible } = await focusOf(target);
    if (focused) {
      expect(visible, `the focus ring on ${passed.at(-1) ?? (await focusedText(page))}`).toBe(true);
      return i;
    }
    if (i >= max)
      throw new Error(
        `no focus on ${target} after ${max} ${back ? 'Shift+Tab' : 'Tab'}: ${passed.join(' > ')}`,
      );
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    passed.push(await focusedText(page));
  }
}

/**
 * Asserts `target` gets the focus with no key pressed, within 2 s: a focus that a component moves
 * in an effect lands after the frame that shows it.
 */
async function expectFocus(page: Page, target: Locator): Promise<void> {
  for (let waitedMs = 0; waitedMs < 2_000; waitedMs += 50) {
    if ((await focusOf(target)).focused) return;
    await page.waitForTimeout(50);
  }
  const { focused } = await focusOf(target);
  expect(focused, `focus is on ${await focusedText(page)}, not ${target}`).toBe(true);
}

/** The answer of the next bet placement (POST bet/save2), with its body when refused. */
const nextBetAnswer = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/api/bet/save2') && r.request().method() === 'POST', {
      timeout: 20_000,
    })
    .then(async (r) => ({ ok: r.ok(), body: await r.text() }));

/**
 * (a) Signs in from the desktop header: username, password, Enter, then the age check; a demo
 * account by default (its opening balance is checked).
 */
async function signInByKeyboard(page: Page, userName = DEMO_USER, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(urlOf('localhost', '/'));
  const user = page.getByTestId('header-username');
  await user.waitFor();
  await tabTo(page, user);
  await page.keyboard.type(userName);
  await page.keyboard.press('Tab');
  await expectFocus(page, page.getByTestId('header-password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  // The age check opens with the focus on Confirm, kept inside the dialog.
  const age = page.getByRole('dialog', { name: 'Non-Gambling Territories' });
  await age.waitFor();
  const confirm = age.getByTestId('age-confirm');
  await expectFocus(page, confirm);
  await page.keyboard.press('Tab');
  await expectFocus(page, age.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Shift+Tab');
  await expectFocus(page, confirm);
  await page.keyboard.press('Enter');
  await page.getByText('Login successfull!').first().waitFor();
  if (userName !== DEMO_USER) return void (await page.getByTestId('account-bar').waitFor());
  await expect
    .poll(() => page.getByTestId('account-bar').textContent(), { timeout: 15_000 })
    .toContain(`Main INR ${money.format(DEMO_BALANCE)}`);
}

describe('the site by keyboard alone (issue 18)', () => {
  it(
    'signs in from the header, backs a Match Odds runner and backs a casino player, with no click',
    async () => {
      const { context, page } = await openPage(browser);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));

      // (a) Sign-in.
      await signInByKeyboard(page);

      // (b) A back bet on the full market page of an in-play cricket match, clock frozen there.
      // A runner whose best back is well off the ladder's ends (the stepper goes one tick up and back).
      const steppable = (r: { status: string; ex: { availableToBack: { price: number }[] } }) => {
        const price = r.ex.availableToBack[0]?.price ?? 0;
        return r.status === 'ACTIVE' && price >= 1.1 && price <= 100;
      };
      const m = await findMatch(
        page,
        (x) => x.matchOdds?.status === 'OPEN' && x.matchOdds.runners.some(steppable),
      );
      const runner = m.matchOdds!.runners.find(steppable)!;
      // From the home page's event list (still open after the sign-in): Tab to the match, Enter.
      const eventRow = page.locator(`[data-testid="event-row"][data-match-id="${m.row.matchId}"]`);
      await eventRow.waitFor();
      const tabsToEvent = await tabTo(page, eventRow);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) =>
        url.hash.startsWith(`#/fullmarket/4/${m.row.competitionId}/${m.row.matchId}`),
      );
      const mo = page.getByTestId(`market-${m.matchOddsId}`);
      await mo.waitFor();
      const back = mo.getByTestId(`runner-${runner.selectionId}`).getByTestId('back-price');
      await expect.poll(() => back.isEnabled()).toBe(true);
      // A button named by its side, runner and price ('Back India at 1.96, ...').
      const escaped = runner.runnerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const namedBack = back.and(page.getByRole('button', { name: new RegExp(`^Back ${escaped} at `) }));
      expect(await namedBack.count()).toBe(1);
      const tabsToPrice = await tabTo(page, back);
      await page.keyboard.press('Enter');
      const slip = mo.getByTestId('bet-slip');
      await slip.waitFor();
      await expectFocus(page, slip);
      // Tab: Decrease odds (disabled, so passed, at the ladder's floor), the odds box, Increase odds, the stake.
      const odds = slip.getByTestId('rate-input');
      await tabTo(page, odds, { max: 2 });
      const tapped = await odds.inputValue();
      // One tick up and back down by the arrows: the bet goes at the tapped price.
      await page.keyboard.press('ArrowUp');
      expect(Number(await odds.inputValue())).toBeGreaterThan(Number(tapped));
      await page.keyboard.press('ArrowDown');
      expect(await odds.inputValue()).toBe(tapped);
      await tabTo(page, slip.getByTestId('stake-input'), { max: 2 });
      await page.keyboard.type('100');
      const answered = nextBetAnswer(page);
      await page.keyboard.press('Enter');
      const answer = await answered;
      expect(answer.ok, `the bet was refused: ${answer.body}`).toBe(true);
      await slip.waitFor({ state: 'detached' });
      // Accepted: the success toast, the bet stored, and the focus back on the price.
      await page
        .getByText(/^Bet placed successfully/)
        .first()
        .waitFor();
      const [placed] = await betsOf(page, m.row.matchId);
      expect(placed).toMatchObject({
        marketId: m.matchOddsId,
        selectionId: runner.selectionId,
        type: 'back',
        stake: 100,
        oddsReq: Number(tapped),
        status: 'unsettled',
      });
      await expectFocus(page, back);
      await serverClock.resume();

      // (c) A casino bet: the lobby card, a chip, Player A, Confirm.
      const item = (await casinoList(page)).find((i) => i.casinoType === 'teen20');
      expect(item).toBeDefined();
      await page.goto(urlOf('localhost', '/casino'));
      const card = page.locator(`[data-testid="casino-game"][data-name="${item!.name}"]`);
      await card.waitFor();
      const tabsToTable = await tabTo(page, card);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.hash === `#/play-casino-new/${item!.eventId}/${item!.casinoType}`);
      await page.getByTestId('casino-intro').waitFor({ state: 'detached' });
      const table = page.locator('[data-testid="casino-table"][data-casino-type="teen20"]');
      await table.waitFor();
      const chip = table.getByTestId('chips').getByRole('button').nth(2);
      // Its name is 'Chip 500' (1000 and above written as '1k', as on the chip).
      const chipText = ((await chip.getAttribute('aria-label')) ?? '').replace(/^Chip /, '');
      const stake = chipText.endsWith('k') ? Number(chipText.slice(0, -1)) * 1000 : Number(chipText);
      expect(stake).toBeGreaterThanOrEqual(100);
      const tabsToChip = await tabTo(page, chip);
      await page.keyboard.press('Space');
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      // A round with time to bet (Teenpatti takes no bet under 6 s), open on the page too.
      const round = await waitForOpenRound(page, item!.casinoType, item!.eventId, 1, 10);
      const playerA = table.getByTestId('back-1');
      await expect.poll(() => playerA.isEnabled()).toBe(true);
      // A button named with the runner and its rate.
      const named = table.getByRole('button', {
        name: `Back Player A at ${round.rate.toFixed(2)}`,
        exact: true,
      });
      expect(await named.getAttribute('data-testid')).toBe('back-1');
      await tabTo(page, playerA, { max: 20 });
      await page.keyboard.press('Enter');
      const casinoSlip = table.getByTestId('casino-slip');
      await casinoSlip.waitFor();
      await expectFocus(page, casinoSlip);
      await page.keyboard.press('Tab');
      await expectFocus(page, casinoSlip.getByTestId('slip-stake'));
      expect(await casinoSlip.getByTestId('slip-stake').inputValue()).toBe(String(stake));
      await tabTo(page, casinoSlip.getByTestId('slip-confirm'), { max: 2 });
      const casinoAnswered = nextBetAnswer(page);
      await page.keyboard.press('Enter');
      const casinoAnswer = await casinoAnswered;
      expect(casinoAnswer.ok, `the casino bet was refused: ${casinoAnswer.body}`).toBe(true);
      await casinoSlip.waitFor({ state: 'detached' });
      // Accepted: listed under My Bets and stored for this round.
      await expect.poll(() => table.getByTestId('match-bet').count()).toBe(1);
      const [casinoBet] = await betsOf(page, item!.eventId);
      expect(casinoBet).toMatchObject({
        roundId: round.mid,
        selectionId: '1',
        type: 'back',
        stake,
        oddsReq: round.rate,
        status: 'unsettled',
      });

      console.info(
        `keyboard e2e: Tab presses to the event row ${tabsToEvent}, to the back price ${tabsToPrice}, ` +
          `to the lobby card ${tabsToTable}, to the chip ${tabsToChip}`,
      );
      expect(problems).toEqual([]);
      await context.close();
    },
    60_000 + 2 * (betSeconds() + 15) * 1000,
  );
});

/** Running animations that never end (a spinner, the ticker, a pulse): their target and name. */
const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => {
        const target = (a.effect as KeyframeEffect).target;
        return `${target?.className ?? '?'} ${(a as CSSAnimation).animationName ?? ''}`;
      }),
  );

describe('prefers-reduced-motion (issue 18)', () => {
  it('keeps toasts, stops the news ticker and every endless animation; without it the ticker scrolls', async () => {
    const { context, page } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // player1, whose creator has news (the seed's notices); the sign-in waits for its toast, which
    // once vanished at once under reduced motion.
    await signInByKeyboard(page, 'player1', 'Player@123');
    const track = page.getByTestId('news-ticker').locator('.acc-ticker__track');
    await track.waitFor();
    const spinner = () =>
      page.evaluate(() => {
        // A loading spinner as the slip and the lobby draw it, to read its computed animation.
        const el = document.createElement('span');
        el.className = 'spinner';
        document.body.append(el);
        const { animationIterationCount, animationDuration } = getComputedStyle(el);
        el.remove();
        return { animationIterationCount, animationDuration };
      });
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await spinner()).toEqual({ animationIterationCount: '1', animationDuration: '1e-05s' });
    expect(await endlessAnimations(page)).toEqual([]);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('acc-ticker');
    expect((await spinner()).animationIterationCount).toBe('infinite');
    expect(await endlessAnimations(page)).toContain('acc-ticker__track acc-ticker');
    await context.close();
  });
});
