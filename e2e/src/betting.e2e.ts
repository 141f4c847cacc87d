import type { Browser, Locator, Page } from 'playwright-core';
import { FANCY_CATEGORIES } from '@backlay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  betsOf,
  DEMO_BALANCE,
  expectAccount,
  exposureText,
  findMatch,
  fullMarketHash,
  money,
  orderApi,
  placeFromCell,
  pnlText,
  signInDemo,
  type BetLite,
  type Candidate,
} from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import {
  exposureMinor,
  fancyBetPnlMinor,
  minor,
  realPnlMinor,
  replayOfMatch,
  runnerBetPnlMinor,
  type SettledBetLite,
} from './real-result';
import { serverClock } from './server-clock';

/**
 * Betting on the full market page against the real server, its live feed (FEED_SPEED 30) and
 * settlement, on a phone (390 x 844) and a desktop at once, each a demo account: a Fancy bet, a
 * back and a lay on Match Odds, exposure in the header and the book under the runners, the open
 * bets listed, cash out; then the match plays to its end and the balance moves by the P&L of the
 * real result (read from the replay data, docs/rules/exchange.md table).
 *
 * The server's clock is steered (clock-control.ts): frozen while betting, so prices and book
 * versions hold still through every bet delay (the server re-checks them after it), then moved
 * forward in feed-tick steps until the match ends and settles. Nothing waits on the wall clock's
 * schedule, so the test is as quick as the bet delays and the browser allow.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
// Whatever happened, the rest of the suite gets a running clock back.
afterEach(() => serverClock.resume().then(() => undefined));

/** An open Fancy row (no status overlay: not Ball Running, suspended or closed). */
const openFancyRow = (page: Page) =>
  page.locator('[data-testid="fancy-row"]:not(:has([data-testid="fancy-status"]))').first();

describe('full market page (signed out)', () => {
  it('shows the markets with prices, the slip with Place Bet disabled, and asks to log in for live feeds', async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(urlOf('localhost', '/'));
    const m = await findMatch(
      page,
      (x) => x.matchOdds?.status === 'OPEN' && x.sessions.some((s) => s.GameStatus === ''),
    );
    await page.goto(urlOf('localhost', fullMarketHash(m)));
    const mo = page.getByTestId(`market-${m.matchOddsId}`);
    await mo.waitFor();
    expect(await mo.getByRole('heading').first().textContent()).toBe('Match Odds');
    expect(await mo.getByTestId('matched-total').textContent()).toMatch(/^Matched €\d+\.\d\dM$/);
    const back = mo.getByTestId('runner-1').getByTestId('back-price');
    expect(await back.textContent()).toMatch(/^Back .+ at \d+(\.\d+)?, [\d.]+[kM]? available$/);
    await back.click();
    const slip = mo.getByTestId('bet-slip');
    await slip.getByTestId('stake-input').fill('100');
    expect(await slip.getByTestId('place-bet').isDisabled()).toBe(true);

    await page.getByTestId('fancy-section').waitFor();
    expect(await page.getByTestId('fancy-filter-runs').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('fancy-row').count()).toBeGreaterThan(0);

    await page.getByTestId('game-info-tabs').getByRole('tab', { name: 'Live Score' }).click();
    await page.getByText('Please Login to view the live feed').waitFor();
    await page.getByTestId('fullmarket-tabs').getByRole('button', { name: 'Bookmaker' }).click();
    expect(await mo.count()).toBe(0);
    expect(await page.getByTestId(`market-${m.row.bmOdds[0]!.marketId}`).count()).toBe(1);
    await context.close();
  });

  it('a direct load needs one script and one stylesheet beyond the first-load chunks; the slip comes on a tap', async () => {
    const { context, page } = await openPage(browser, { mobile: true });
    await page.goto(urlOf('localhost', '/'));
    const m = await findMatch(page, (x) => x.matchOdds?.status === 'OPEN');
    await page.close();
    // A fresh page, loaded at the full market's address (issue 18, docs/performance.md "The full
    // market's chunk"): what its first paint waits for.
    const direct = await context.newPage();
    const assets: string[] = [];
    direct.on('request', (r) => {
      const file = /\/assets\/([\w-]+?)-[\w-]{8}\.(js|css)$/.exec(new URL(r.url()).pathname);
      if (file) assets.push(`${file[1]}.${file[2]}`);
    });
    await direct.goto(urlOf('localhost', fullMarketHash(m)));
    const mo = direct.getByTestId(`market-${m.matchOddsId}`);
    await mo.getByTestId('runner-1').getByTestId('back-price').waitFor();
    expect(assets.filter((a) => !/^(first-requests|index|vendor|app)\./.test(a)).sort()).toEqual([
      'FullMarketPage.css',
      'FullMarketPage.js',
    ]);
    await mo.getByTestId('runner-1').getByTestId('back-price').click();
    await mo.getByTestId('bet-slip').getByTestId('stake-input').waitFor();
    expect(assets).toContain('betslip.js');
    await context.close();
  });
});

/** One bettor's part: which runner they back and lay, with which stakes, and the Fancy side. */
interface Bettor {
  page: Page;
  mobile: boolean;
  runner: '1' | '2';
  backStake: number;
  layStake: number;
  fancySide: 'back' | 'lay';
}

const runnerNames = (m: Candidate) => m.matchOdds!.runners.map((r) => r.runnerName);
const unsettled = (bets: BetLite[]) => bets.filter((b) => b.status === 'unsettled');

/**
 * The user's unmatched remainders on the Match Odds market (listCurrentOrders, Betfair's shapes), as
 * bets of their remaining size for {@link exposureMinor}.
 */
async function unmatchedOf(page: Page, m: Candidate): Promise<(SettledBetLite & { marketId: string })[]> {
  const { currentOrders } = await orderApi<{
    currentOrders: {
      selectionId: string;
      side: 'BACK' | 'LAY';
      status: string;
      priceSize: { price: number };
      sizeRemaining: number;
    }[];
  }>(page, 'listCurrentOrders', { marketIds: [m.matchOddsId] });
  return currentOrders
    .filter((o) => o.status === 'EXECUTABLE' && o.sizeRemaining > 0)
    .map((o) => ({
      marketId: m.matchOddsId,
      markettype: 'Match Odds',
      market: 'Match Odds',
      selection: m.matchOdds!.runners.find((r) => r.selectionId === o.selectionId)!.runnerName,
      type: o.side === 'BACK' ? ('back' as const) : ('lay' as const),
      oddsReq: o.priceSize.price,
      price: null,
      size: null,
      stake: o.sizeRemaining,
    }));
}

/**
 * Checks the book under the Match Odds runners and the header's exposure and balance against
 * the user's open bets (docs/rules/exchange.md P&L and Exposure). Returns the runners' P&L in minor units.
 */
async function expectBookAndExposure(b: Bettor, m: Candidate, mo: Locator): Promise<number[]> {
  const open = unsettled(await betsOf(b.page, m.row.matchId));
  const moBets = open.filter((x) => x.marketId === m.matchOddsId);
  const book = runnerNames(m).map((name) => moBets.reduce((s, x) => s + runnerBetPnlMinor(x, name), 0));
  for (const [i, runner] of m.matchOdds!.runners.entries()) {
    await expect
      .poll(() => mo.getByTestId(`runner-${runner.selectionId}`).getByTestId('runner-pnl').textContent())
      .toBe(pnlText(book[i]!));
  }
  // A bet bigger than the size at its price rests its remainder unmatched, which adds to the exposure.
  const exposure = exposureMinor(open, runnerNames(m), await unmatchedOf(b.page, m));
  await expect.poll(() => exposureText(b.page)).toBe(`Exposure (${money.format(exposure / 100)})`);
  await expect
    .poll(() => b.page.getByTestId('account-balance').textContent())
    .toBe(`Main INR ${money.format(DEMO_BALANCE - exposure / 100)}`);
  return book;
}

/**
 * Checks the open bets view lists the match's open bets and unmatched orders as the API has them, at
 * least `atLeast` bets (phone: modal accordion; desktop: side panel). A bet matched in parts is one
 * row a fill, and an unmatched remainder has its own row under 'Unmatched'.
 */
async function expectOpenBets(b: Bettor, m: Candidate, atLeast: number): Promise<void> {
  expect(unsettled(await betsOf(b.page, m.row.matchId)).length).toBeGreaterThanOrEqual(atLeast);
  /** The API's open bets and unmatched orders of the match, read afresh. */
  const apiRows = async () => {
    const bets = unsettled(await betsOf(b.page, m.row.matchId));
    const orders = await unmatchedOf(b.page, m);
    return { count: bets.length + orders.length, bets, orders };
  };
  // Each look reads the API again: a CI run found the view one row short of a count read once
  // (5 against 4, at the first check), which fits a resting remainder matched in part after the
  // read. The view must come to show what the API has; the failure message says what differed.
  // A matched bet is an 'open-bet' row; a resting remainder is an 'unmatched-order' row under
  // 'Unmatched' (the API's orders above).
  const rowsIn = (within: Locator) =>
    within.locator('[data-testid="open-bet"], [data-testid="unmatched-order"]');
  const agrees = async (rows: Locator) => {
    const api = await apiRows();
    const shown = await rows.allTextContents();
    return shown.length === api.count ? 'same' : JSON.stringify({ shown, api });
  };
  if (b.mobile) {
    await b.page.getByTestId('bets-button').click();
    const modal = b.page.getByTestId('open-bets-modal');
    const region = modal.getByRole('region', { name: m.row.eventName });
    await expect.poll(() => agrees(rowsIn(region)), { timeout: 20_000 }).toBe('same');
    await region.getByText('Back (Bet For)').first().waitFor();
    await region.getByText('Lay (Bet against)').first().waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  } else {
    const panel = b.page.getByTestId('open-bets-panel');
    await panel.getByRole('combobox', { name: 'Select market' }).selectOption('');
    await expect.poll(() => agrees(rowsIn(panel)), { timeout: 20_000 }).toBe('same');
    await panel.getByText('Back (Bet For)').first().waitFor();
    await panel.getByText('Lay (Bet against)').first().waitFor();
  }
}

/** The bettor's flow on the open full market page of `m`, with the server clock frozen. */
async function bet(b: Bettor, m: Candidate): Promise<void> {
  const { page } = b;
  const mo = page.getByTestId(`market-${m.matchOddsId}`);

  // Fancy: Yes or No on the first open row (its exposure joins the header's).
  const fancyId = await openFancyRow(page).getAttribute('data-market-id');
  const fancyRow = page.locator(`[data-testid="fancy-row"][data-market-id="${fancyId}"]`);
  await placeFromCell(page, fancyRow.getByTestId(`fancy-${b.fancySide}`), 100);
  await expect.poll(() => exposureText(page)).not.toBe('Exposure (0.00)');
  // Its Book: the run ladder's P&L just below the line and at it.
  const fancyBet = (await betsOf(page, m.row.matchId)).find((x) => x.marketId === fancyId);
  expect(fancyBet).toBeDefined();
  await fancyRow.getByTestId('fancy-book').click();
  const bookModal = page.getByTestId('fancy-book-modal');
  await bookModal.getByTestId('fancy-book-row').first().waitFor();
  const ladder = await bookModal.getByTestId('fancy-book-row').allTextContents();
  for (const runs of [fancyBet!.price! - 1, fancyBet!.price!])
    expect(ladder.some((row) => row.endsWith(pnlText(fancyBetPnlMinor(fancyBet!, runs))))).toBe(true);
  await bookModal.getByRole('button', { name: 'Close' }).click();

  // Match Odds: back, then lay the same runner; the book and the header follow.
  const runner = mo.getByTestId(`runner-${b.runner}`);
  await placeFromCell(page, runner.getByTestId('back-price'), b.backStake);
  await placeFromCell(page, runner.getByTestId('lay-price'), b.layStake);
  await expectBookAndExposure(b, m, mo);
  await expectOpenBets(b, m, 3);

  // Cash out: the first click shows the locked P&L, the second places the hedge.
  const cashOut = mo.getByTestId('cash-out');
  await expect.poll(() => cashOut.isEnabled()).toBe(true);
  await cashOut.click();
  expect(await cashOut.getAttribute('data-state')).toBe('confirm');
  const locked = /^Cash out ([+-]?[\d,]+\.\d\d)$/.exec((await cashOut.textContent()) ?? '')?.[1];
  expect(locked).toBeDefined();
  await cashOut.click();
  await expect.poll(() => cashOut.getAttribute('data-state')).toBe('pending');
  await expect
    .poll(async () => (await betsOf(page, m.row.matchId)).some((x) => x.remark === 'Cash out'), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect.poll(() => cashOut.isDisabled()).toBe(true);
  const book = await expectBookAndExposure(b, m, mo);
  // The hedge locks in what the button promised: the worst runner now shows that P&L.
  expect(pnlText(Math.min(...book))).toBe(locked);
  await expectOpenBets(b, m, 4);
}

/**
 * Issue 19: an in-play T20 offers every Fancy category; each filter shows only its own rows, so the
 * ten filters together show exactly the rows of 'All'. Leaves the default (Run) chosen.
 */
async function expectFancyCategories(page: Page): Promise<void> {
  const section = page.getByTestId('fancy-section');
  const rows = () => section.getByTestId('fancy-row').count();
  const choose = async (category: string) => {
    const button = section.getByTestId(`fancy-filter-${category}`);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  };
  await choose('all');
  const all = await rows();
  let sum = 0;
  for (const category of FANCY_CATEGORIES) {
    await choose(category);
    const shown = await rows();
    expect({ category, shown: shown > 0 }).toEqual({ category, shown: true });
    sum += shown;
  }
  expect(sum).toBe(all);
  await choose('runs');
}

/** Moves the clock on (the match plays on) until every bet of both bettors is settled. */
async function playToSettlement(pages: Page[], matchId: string): Promise<BetLite[][]> {
  for (let minute = 0; minute < 20; minute++) {
    const all = await Promise.all(pages.map((p) => betsOf(p, matchId)));
    if (all.every((bets) => bets.length > 0 && unsettled(bets).length === 0)) return all;
    await serverClock.advance(60_000);
  }
  throw new Error('the match did not settle within 20 minutes of clock time');
}

/** Checks each settled bet's P&L and the header balance against the real result. */
async function expectPaidByRealResult(page: Page, m: Candidate, bets: BetLite[]): Promise<void> {
  const replay = replayOfMatch(m.row.matchId);
  // The event name: the sides, then the real city and year (docs/rules/sports.md "Event names").
  const year = replay.originalDate.slice(0, 4);
  expect(m.row.eventName).toBe(`${replay.teams[0]} v ${replay.teams[1]}, ${replay.city} ${year}`);
  const pnls = bets.map((b) => realPnlMinor(replay, b));
  expect(bets.map((b) => minor(b.profitLoss ?? Number.NaN))).toEqual(pnls);
  const balance = DEMO_BALANCE + pnls.reduce((s, p) => s + p, 0) / 100;
  // The header refetches the user on its refresh button (and every 10 s).
  await expectAccount(page, balance, 0);
}

describe('betting in play (signed in, phone and desktop)', () => {
  it('backs, lays, bets a fancy, sees exposure, book and open bets, cashes out, and is paid by the real result', async () => {
    expect(inject('feedSpeed')).toBeGreaterThanOrEqual(10);
    const started = performance.now();
    const phone = await openPage(browser, { mobile: true });
    const desk = await openPage(browser);
    await Promise.all([signInDemo(phone.page, true), signInDemo(desk.page, false)]);

    // A first-innings T20 with Match Odds open on both runners and a Fancy row open; frozen there.
    const m = await findMatch(phone.page, (x) => {
      const runners = x.matchOdds?.runners ?? [];
      return (
        x.t20 &&
        x.innings === 1 &&
        x.matchOdds?.status === 'OPEN' &&
        runners.length === 2 &&
        runners.every((r) => r.status === 'ACTIVE' && r.ex.availableToBack[0] && r.ex.availableToLay[0]) &&
        x.sessions.some((s) => s.GameStatus === '' && !s.result)
      );
    });
    await Promise.all(
      [phone.page, desk.page].map(async (page) => {
        await page.goto(urlOf('localhost', fullMarketHash(m)));
        await page.getByTestId(`market-${m.matchOddsId}`).waitFor();
        await openFancyRow(page).waitFor();
      }),
    );
    await expectFancyCategories(desk.page);
    // Signed in, the live score frame shows our score widget.
    const tabs = phone.page.getByTestId('game-info-tabs');
    await tabs.getByRole('tab', { name: 'Live Score' }).click();
    await phone.page.frameLocator('iframe[title="Live score"]').getByTestId('score-summary').waitFor();
    await tabs.getByRole('tab', { name: 'Game Details' }).click();

    const bettors: Bettor[] = [
      { page: phone.page, mobile: true, runner: '1', backStake: 1000, layStake: 500, fancySide: 'back' },
      { page: desk.page, mobile: false, runner: '2', backStake: 500, layStake: 300, fancySide: 'lay' },
    ];
    // One after the other: they share the market's book, and one's orders move the prices (and the
    // cash-out figure) the other is looking at.
    for (const b of bettors) await bet(b, m);
    const betting = performance.now();

    const settled = await playToSettlement([phone.page, desk.page], m.row.matchId);
    await Promise.all(bettors.map((b, i) => expectPaidByRealResult(b.page, m, settled[i]!)));
    console.info(
      `betting e2e on ${m.row.eventName} (${m.row.matchId}): bets placed in ${Math.round(betting - started)} ms, ` +
        `settled and checked in ${Math.round(performance.now() - betting)} ms`,
    );
    await Promise.all([phone.context.close(), desk.context.close()]);
  }, 180_000);
});
