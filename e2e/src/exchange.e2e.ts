import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, DEMO_BALANCE, money, orderApi, signInDemo, type EventRowLite } from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import { serverClock } from './server-clock';

/**
 * The exchange's order book on the site (issue 14 "Done when"), two demo users on desktops (each
 * demo sign-in is its own sandbox account): A backs a runner of a pre-match Match Odds market a few
 * ticks above the best back price, inside the spread, so nothing in the book can take it; the slip's
 * toast says 'Unmatched' and the order rests under the open bets' Unmatched group. B lays the same
 * runner at that price, tapped on B's page where A's order shows as the best lay (the page shows the
 * brand's book, issue 14 item 2): the only resting back at or below it is A's (the house's backs
 * quote at the best lay and above), so it matches A's order in full. Both see the bet under Matched
 * (A after the 10 s poll of listCurrentOrders) and the header's exposure of the matched bet. Then A
 * rests another order (the header reserves its stake), cancels it with its Cancel button, and the
 * header's available balance comes back.
 *
 * The server's clock is frozen while betting (clock-control.ts) so the model's quotes, the house's
 * resting orders and the market's pre-match state hold still; a pre-match order waits only the
 * engine's short floor delay.
 */

/** A's stakes: the order B lays into, and the one A cancels. */
const FIRST_STAKE = 100;
const SECOND_STAKE = 200;
/** How many ladder ticks above the best back A asks for (fewer when the spread is narrower). */
const TICKS_ABOVE = 3;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
// Whatever happened, the rest of the suite gets a running clock back.
afterEach(() => serverClock.resume().then(() => undefined));

interface PriceSize {
  price: number;
  size: number;
}
interface RunnerBook {
  selectionId: string;
  runnerName?: string;
  status: string;
  ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] };
}
interface MarketLite {
  marketId: string;
  status: string;
  inplay: boolean;
  runners: RunnerBook[];
}
interface OrderLite {
  betId: string;
  marketId: string;
  selectionId: string;
  side: 'BACK' | 'LAY';
  status: string;
  persistenceType: string;
  priceSize: PriceSize;
  sizeMatched: number;
  sizeRemaining: number;
}

/** The brand's aggregated book of one runner: availableToLay lists the resting backs, lowest first. */
async function runnerBook(page: Page, marketId: string, selectionId: string): Promise<RunnerBook> {
  const [book] = await orderApi<MarketLite[]>(page, 'listMarketBook', { marketIds: [marketId] });
  const runner = book?.runners.find((r) => r.selectionId === selectionId);
  if (!book || !runner) throw new Error(`no book of ${marketId} runner ${selectionId}`);
  expect(book.status).toBe('OPEN');
  return runner;
}

/** The user's orders on the market (listCurrentOrders). */
const ordersOf = async (page: Page, marketId: string) =>
  (await orderApi<{ currentOrders: OrderLite[] }>(page, 'listCurrentOrders', { marketIds: [marketId] }))
    .currentOrders;

interface PreMatch {
  row: EventRowLite & { openDate: string };
  marketId: string;
  runner: RunnerBook;
}

/**
 * A pre-match cricket Match Odds market, open, starting at least 30 min of clock time from now,
 * whose first runner has a spread of at least two ticks (a price strictly between its best back
 * and best lay), with the clock frozen. Nothing of it is read from the page's DOM yet.
 */
async function findPreMatch(page: Page): Promise<PreMatch> {
  const { nowMs } = await serverClock.freeze();
  const rows = await apiGet<PreMatch['row'][]>(page, '/api/v2/get-matches-by-eventid/4');
  const upcoming = rows.filter((r) => !r.inPlay && Date.parse(r.openDate) > nowMs + 30 * 60_000).slice(0, 10);
  for (const row of upcoming) {
    const marketId = row.markets.find((x) => x.marketName === 'Match Odds')?.marketId;
    if (!marketId) continue;
    const [market] = await apiGet<MarketLite[]>(
      page,
      `/api/v2/fetch-market-odds/4/${row.competitionId}/${row.matchId}/${marketId}`,
    );
    const runner = market?.runners.find((r) => r.selectionId === '1');
    const back = runner?.ex.availableToBack[0]?.price;
    const lay = runner?.ex.availableToLay[0]?.price;
    if (
      market?.status === 'OPEN' &&
      !market.inplay &&
      market.runners.every((r) => r.status === 'ACTIVE') &&
      runner &&
      back &&
      lay &&
      lay >= back * 1.02
    )
      return { row, marketId, runner };
  }
  throw new Error('no open pre-match cricket Match Odds market with a spread of two ticks or more');
}

const fullMarketHash = (m: PreMatch) =>
  `/fullmarket/4/${m.row.competitionId}/${m.row.matchId}?eventName=${encodeURIComponent(m.row.eventName)}&inplay=false`;

/** The price a ladder cell shows (its accessible name, its text, holds it: 'Lay India at 1.99, 2.4k available'). */
async function cellPrice(cell: Locator): Promise<number | undefined> {
  const label = (await cell.textContent()) ?? '';
  const found = / at (\d+(?:\.\d+)?)(?:,|$)/.exec(label);
  return found ? Number(found[1]) : undefined;
}

/**
 * Waits until the page's best `side` price of runner 1 is `price` (the market's odds are polled
 * every 2 s): the slip refuses a bet whose tapped price changed before Place Bet ('Bet rate changed!').
 */
async function expectCell(page: Page, marketId: string, side: 'back' | 'lay', price: number, what: string) {
  const cell = page.getByTestId(`market-${marketId}`).getByTestId('runner-1').getByTestId(`${side}-price`);
  await expect.poll(() => cellPrice(cell), { message: what }).toBe(price);
}

/** The slip's odds now. */
const slipRate = async (slip: Locator) => Number(await slip.getByTestId('rate-input').inputValue());

/**
 * Taps the runner's back or lay price, moves the slip's odds with its stepper (`choose` clicks
 * Increase / Decrease and answers when done), enters the stake, optionally ticks "Keep in play",
 * places the bet and checks the toast says `toast`. Answers the odds the bet was placed at.
 */
async function placeAt(
  page: Page,
  marketId: string,
  side: 'back' | 'lay',
  stake: number,
  choose: (slip: Locator) => Promise<number>,
  toast: string,
  keepInPlay = false,
): Promise<number> {
  const runner = page.getByTestId(`market-${marketId}`).getByTestId('runner-1');
  await runner.getByTestId(`${side}-price`).click();
  const slip = page.getByTestId('bet-slip');
  await slip.waitFor();
  const price = await choose(slip);
  expect(await slipRate(slip)).toBe(price);
  await slip.getByTestId('stake-input').fill(String(stake));
  if (keepInPlay) await slip.getByTestId('keep-in-play').check();
  const answered = page
    .waitForResponse((r) => r.url().endsWith('/api/bet/save2') && r.request().method() === 'POST', {
      timeout: 20_000,
    })
    .then(async (r) => (r.ok() ? undefined : `server: HTTP ${r.status()} ${await r.text()}`));
  answered.catch(() => undefined); // awaited below unless the slip refused first
  // The slip's own checks (stake limits, 'Bet rate changed!') answer in the slip, without a call.
  const message = slip.getByTestId('slip-message');
  const refused = message
    .waitFor({ timeout: 20_000 })
    .then(async () => `slip: ${await message.textContent()}`)
    .catch(() => undefined);
  await slip.getByTestId('place-bet').click();
  const problem = await Promise.race([answered, refused.then((r) => r ?? answered)]);
  expect(problem, `the ${side} at ${price} was refused`).toBeUndefined();
  await page.getByText(toast).first().waitFor();
  await slip.waitFor({ state: 'detached' });
  return price;
}

/**
 * Clicks Increase odds up to TICKS_ABOVE times, staying strictly below `below` (the best lay):
 * the slip starts at the best back, so the price ends strictly inside the spread.
 */
const ticksInsideSpread = (below: number) => async (slip: Locator) => {
  const start = await slipRate(slip);
  for (let i = 0; i < TICKS_ABOVE; i++) {
    await slip.getByRole('button', { name: 'Increase odds' }).click();
    if ((await slipRate(slip)) >= below) {
      await slip.getByRole('button', { name: 'Decrease odds' }).click();
      break;
    }
  }
  const price = await slipRate(slip);
  expect(price, 'the spread has room for a price above the best back').toBeGreaterThan(start);
  return price;
};

/** Clicks Decrease odds until the slip shows `target` (the lay starts at the best lay, above it). */
const downTo = (target: number) => async (slip: Locator) => {
  for (let i = 0; i < 40 && (await slipRate(slip)) > target; i++)
    await slip.getByRole('button', { name: 'Decrease odds' }).click();
  return slipRate(slip);
};

/** The header figures: 'Main INR {balance - exposure}' and 'Exposure ({exposure})', as they come. */
async function expectHeader(page: Page, exposure: number, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => page.getByTestId('account-exposure').textContent(), { timeout })
    .toBe(`Exposure (${money.format(exposure)})`);
  await expect
    .poll(() => page.getByTestId('account-balance').textContent(), { timeout })
    .toBe(`Main INR ${money.format(DEMO_BALANCE - exposure)}`);
}

/** The desktop open bets panel's groups of the match. */
const panelOf = (page: Page) => {
  const panel = page.getByTestId('open-bets-panel');
  return {
    matched: panel.getByTestId('open-bet'),
    unmatchedGroup: panel.getByTestId('unmatched-orders'),
    unmatched: panel.getByTestId('unmatched-order'),
  };
};

/** Field text of an open bet or unmatched order (data-field). */
const field = (item: Locator, name: string) => item.locator(`[data-field="${name}"]`).textContent();

describe('exchange order book (two demo users, desktop)', () => {
  it('rests a back above the best price as unmatched, is laid into by a second user, then cancels a resting order and gets the balance back', async () => {
    const started = performance.now();
    const a = await openPage(browser);
    const b = await openPage(browser);
    await Promise.all([signInDemo(a.page, false), signInDemo(b.page, false)]);

    const m = await findPreMatch(a.page);
    const selection = m.runner.runnerName!;
    await Promise.all(
      [a.page, b.page].map(async (page) => {
        await page.goto(urlOf('localhost', fullMarketHash(m)));
        await page
          .getByTestId(`market-${m.marketId}`)
          .getByTestId('runner-1')
          .getByTestId('back-price')
          .waitFor();
        await page.getByTestId('open-bets-panel').waitFor();
      }),
    );

    // 1. A backs a few ticks above the best back, inside the spread (re-read right before): it rests.
    const before = await runnerBook(a.page, m.marketId, '1');
    const bestBack = before.ex.availableToBack[0]!.price;
    const bestLay = before.ex.availableToLay[0]!.price;
    await expectCell(a.page, m.marketId, 'back', bestBack, 'the page shows the best back of the book');
    const price = await placeAt(
      a.page,
      m.marketId,
      'back',
      FIRST_STAKE,
      ticksInsideSpread(bestLay),
      'Bet placed successfully: Unmatched',
      true,
    );
    expect(price).toBeGreaterThan(bestBack);
    expect(price).toBeLessThan(bestLay);
    const [first] = await ordersOf(a.page, m.marketId);
    expect(first).toMatchObject({
      side: 'BACK',
      status: 'EXECUTABLE',
      persistenceType: 'PERSIST',
      priceSize: { price, size: FIRST_STAKE },
      sizeMatched: 0,
      sizeRemaining: FIRST_STAKE,
    });
    // Under Unmatched, with nothing matched; the header reserves the back's stake.
    const pa = panelOf(a.page);
    await expect.poll(() => pa.unmatched.count()).toBe(1);
    expect(await pa.unmatchedGroup.getByRole('heading', { name: 'Unmatched' }).count()).toBe(1);
    expect(await field(pa.unmatched, 'selection')).toBe(selection);
    expect(await field(pa.unmatched, 'odds')).toBe(String(price));
    expect(await field(pa.unmatched, 'remaining')).toBe(money.format(FIRST_STAKE));
    expect(await pa.matched.count()).toBe(0);
    await expectHeader(a.page, FIRST_STAKE);
    // The book: A's order is now the best (lowest) resting back, the house's backs above it.
    const resting = await runnerBook(b.page, m.marketId, '1');
    expect(resting.ex.availableToLay[0]).toEqual({ price, size: FIRST_STAKE });
    expect(resting.ex.availableToLay[1]!.price).toBeGreaterThanOrEqual(bestLay);

    // 2. B lays the runner at A's price: the only back at or below it is A's, so it matches in full.
    // B's page shows the brand's book (issue 14 item 2): A's resting back is the best lay price.
    await expectCell(b.page, m.marketId, 'lay', price, "the page's best lay is A's resting back");
    const layPrice = await placeAt(
      b.page,
      m.marketId,
      'lay',
      FIRST_STAKE,
      downTo(price),
      'Bet placed successfully: Matched',
    );
    expect(layPrice).toBe(price);
    const [laid] = await ordersOf(b.page, m.marketId);
    expect(laid).toMatchObject({
      side: 'LAY',
      status: 'EXECUTION_COMPLETE',
      priceSize: { price, size: FIRST_STAKE },
      sizeMatched: FIRST_STAKE,
      sizeRemaining: 0,
    });
    const layLiability = Math.round(FIRST_STAKE * (price - 1) * 100) / 100;
    const pb = panelOf(b.page);
    await expect.poll(() => pb.matched.count()).toBe(1);
    expect(await pb.matched.textContent()).toContain('Lay (Bet against)');
    expect(await field(pb.matched, 'odds')).toBe(String(price));
    expect(await field(pb.matched, 'stake')).toBe(money.format(FIRST_STAKE));
    expect(await pb.unmatched.count()).toBe(0);
    await expectHeader(b.page, layLiability);

    // 3. A sees it matched without doing anything (the 10 s poll of the open orders).
    await expect.poll(() => pa.unmatched.count(), { timeout: 25_000 }).toBe(0);
    await expect.poll(() => pa.matched.count(), { timeout: 15_000 }).toBe(1);
    expect(await pa.matched.textContent()).toContain('Back (Bet For)');
    expect(await field(pa.matched, 'odds')).toBe(String(price));
    expect(await field(pa.matched, 'stake')).toBe(money.format(FIRST_STAKE));
    expect((await ordersOf(a.page, m.marketId))[0]).toMatchObject({
      betId: first!.betId,
      status: 'EXECUTION_COMPLETE',
      sizeMatched: FIRST_STAKE,
      sizeRemaining: 0,
    });
    await expectHeader(a.page, FIRST_STAKE);

    // 4. A rests another back (above the best price again), then cancels it: the balance comes back.
    const again = await runnerBook(a.page, m.marketId, '1');
    await expectCell(
      a.page,
      m.marketId,
      'back',
      again.ex.availableToBack[0]!.price,
      'the best back of the book',
    );
    const secondPrice = await placeAt(
      a.page,
      m.marketId,
      'back',
      SECOND_STAKE,
      ticksInsideSpread(again.ex.availableToLay[0]!.price),
      'Bet placed successfully: Unmatched',
    );
    expect(secondPrice).toBeGreaterThan(again.ex.availableToBack[0]!.price);
    await expect.poll(() => pa.unmatched.count()).toBe(1);
    expect(await field(pa.unmatched, 'remaining')).toBe(money.format(SECOND_STAKE));
    // Both backs on the same runner: the worst case (it loses) is both stakes.
    await expectHeader(a.page, FIRST_STAKE + SECOND_STAKE);
    await pa.unmatched.getByRole('button', { name: /^Cancel / }).click();
    await a.page
      .getByText(`Unmatched bet cancelled: ${money.format(SECOND_STAKE)} returned`)
      .first()
      .waitFor();
    await expect.poll(() => pa.unmatched.count()).toBe(0);
    expect(await pa.matched.count()).toBe(1);
    await expectHeader(a.page, FIRST_STAKE);
    const orders = await ordersOf(a.page, m.marketId);
    expect(orders.find((o) => o.priceSize.size === SECOND_STAKE)).toMatchObject({
      status: 'EXECUTION_COMPLETE',
      sizeMatched: 0,
      sizeRemaining: 0,
    });

    console.info(
      `exchange e2e on ${m.row.eventName} (${m.marketId}, ${selection}): best back ${bestBack}, best lay ${bestLay}; ` +
        `A backed ${FIRST_STAKE} at ${price} (unmatched), B laid it at ${layPrice} (matched); ` +
        `A rested ${SECOND_STAKE} at ${secondPrice} and cancelled it; ${Math.round(performance.now() - started)} ms`,
    );
    await Promise.all([a.context.close(), b.context.close()]);
  }, 120_000);
});
