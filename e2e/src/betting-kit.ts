import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { urlOf } from './browser';
import type { SettledBetLite } from './real-result';
import { serverClock } from './server-clock';

/**
 * Helpers of the betting end-to-end test: the provider API read from the page (same origin, with
 * the signed-in session), the in-play cricket matches, demo sign-in and placing a bet from a price
 * cell.
 */

/** Opening balance of a demo sandbox account, currency units (seed/demo.ts). */
export const DEMO_BALANCE = 1_500_000;
/** Money as the site shows it (2 decimals, thousands separators). */
export const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A P&L as the book shows it (fullmarket/format.ts formatPnl): '+12.50', '-3.00', '0.00'. */
export const pnlText = (minor: number) =>
  minor > 0 ? `+${money.format(minor / 100)}` : minor < 0 ? `-${money.format(-minor / 100)}` : '0.00';

export interface EventRowLite {
  matchId: string;
  competitionId: string;
  eventName: string;
  inPlay: boolean;
  markets: { marketId: string; marketName: string }[];
  bmOdds: { marketId: string }[];
}
interface ScoreLite {
  cricket?: { innings: number; overs: string };
}
export interface FancyLite {
  marketId: string;
  RunnerName: string;
  GameStatus: string;
  result?: unknown;
}
interface PriceSize {
  price: number;
  size: number;
}
interface ExchangeLite {
  status: string;
  runners: {
    selectionId: string;
    runnerName: string;
    status: string;
    ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] };
  }[];
}
/** A stored bet as bet/bet-details/list returns it (docs/rules/specification.md §3 Bet). */
export interface BetLite extends SettledBetLite {
  betId: string;
  marketId: string;
  selectionId: string;
  status: 'settled' | 'unsettled';
  profitLoss: number | null;
  remark: string;
}

/** GET an API path from the page's origin (signed in: with the stored session token). */
export async function apiGet<T>(page: Page, path: string, signedIn = false): Promise<T> {
  return page.evaluate(
    async ({ path, signedIn }) => {
      const headers: Record<string, string> = {};
      if (signedIn) {
        const raw = localStorage.getItem('persist:auth');
        const token = raw ? (JSON.parse(JSON.parse(raw).accessToken as string) as string | null) : null;
        if (token) headers['User-Token'] = token;
      }
      const res = await fetch(path, { headers });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    { path, signedIn },
  ) as Promise<T>;
}

/** The order API of the exchange (Betfair's shapes, docs/api/exchange-orders.md). */
const ORDERS = '/api/exchange/betting/rest/v1.0';

/** POSTs to the order API from the page's origin with the signed-in session's token. */
export function orderApi<T>(page: Page, operation: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, body }) => {
      const raw = localStorage.getItem('persist:auth');
      const token = raw ? (JSON.parse(JSON.parse(raw).accessToken as string) as string | null) : null;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'X-Authentication': token } : {}) },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
      return res.json();
    },
    { url: `${ORDERS}/${operation}`, body },
  ) as Promise<T>;
}

/** An in-play cricket match as the test sees it. */
export interface Candidate {
  row: EventRowLite;
  matchOddsId: string;
  /** Innings, 1-based. */
  innings: number;
  /** Known to be a T20: its first session ends at 6 overs (an ODI's at 10). */
  t20: boolean;
  sessions: FancyLite[];
  matchOdds: ExchangeLite | undefined;
}

/** The in-play cricket matches with their innings, Fancy rows and Match Odds book. */
export async function inPlayCricket(page: Page): Promise<Candidate[]> {
  const rows = await apiGet<EventRowLite[]>(page, '/api/v2/get-matches-by-eventid/4');
  const out: Candidate[] = [];
  for (const row of rows.filter((r) => r.inPlay)) {
    const score = await apiGet<ScoreLite>(page, `/api/v2/live-score/${row.matchId}`);
    const matchOddsId = row.markets.find((x) => x.marketName === 'Match Odds')?.marketId;
    if (!score.cricket || !matchOddsId) continue;
    const path = `4/${row.competitionId}/${row.matchId}`;
    const sessions = await apiGet<FancyLite[]>(page, `/api/v2/fetch-market-session/${path}`);
    const [matchOdds] = await apiGet<ExchangeLite[]>(
      page,
      `/api/v2/fetch-market-odds/${path}/${matchOddsId}`,
    );
    out.push({
      row,
      matchOddsId,
      innings: score.cricket.innings,
      t20: sessions.some((s) => /^6 over runs /.test(s.RunnerName)),
      sessions,
      matchOdds,
    });
  }
  return out;
}

/**
 * The first in-play cricket match that `fits`, with the server clock frozen: while none does, the
 * clock moves forward `stepMs` (the feed playing on) and the matches are read again.
 */
export async function findMatch(
  page: Page,
  fits: (m: Candidate) => boolean,
  { stepMs = 15_000, maxSteps = 60 } = {},
): Promise<Candidate> {
  await serverClock.freeze();
  for (let step = 0; step <= maxSteps; step++) {
    const found = (await inPlayCricket(page)).find(fits);
    if (found) return found;
    await serverClock.advance(stepMs);
  }
  throw new Error(
    `no fitting cricket match in play within ${(stepMs * maxSteps) / 60_000} min of clock time`,
  );
}

/** The full market page of a candidate (docs/rules/specification.md §2 route). */
export const fullMarketHash = (m: Candidate) =>
  `/fullmarket/4/${m.row.competitionId}/${m.row.matchId}?eventName=${encodeURIComponent(m.row.eventName)}&inplay=true`;

/** Demo sign-in (docs/rules/specification.md §2 Login With Demo ID); phones use the header button, desktops the login gate. */
export async function signInDemo(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.goto(urlOf('localhost', '/'));
    await page.getByTestId('header-login-button').click();
  } else {
    await page.goto(urlOf('localhost', '/multimarket'));
  }
  await page.getByTestId('age-modal').getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('login-modal').waitFor();
  await page.getByTestId('login-demo').click();
  await page.getByText('Login successfull!').first().waitFor();
  await expect
    .poll(() => page.getByTestId('account-bar').textContent(), { timeout: 15_000 })
    .toContain(`Main INR ${money.format(DEMO_BALANCE)}`);
}

/** The header's exposure text, e.g. 'Exposure (100.00)'. */
export const exposureText = (page: Page) => page.getByTestId('account-exposure').textContent();

/** The user's bets on the match (the bet list the page reloads after every bet). */
export const betsOf = (page: Page, matchId: string) =>
  apiGet<BetLite[]>(page, `/api/bet/bet-details/list/${matchId}`, true);

/**
 * Taps a price, enters the stake and presses Place Bet; checks the slip shows its pending state
 * through the bet delay and resolves when the server accepted the bet and the slip closed. Fails
 * with the slip's or the server's message when the bet is refused: with the clock frozen nothing
 * may move between the tap and the acceptance.
 */
export async function placeFromCell(page: Page, cell: Locator, stake: number): Promise<void> {
  await cell.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('stake-input').fill(String(stake));
  const answered = page
    .waitForResponse((r) => r.url().endsWith('/api/bet/save2') && r.request().method() === 'POST', {
      timeout: 20_000,
    })
    .then(async (r) => (r.ok() ? undefined : `server: ${await r.text()}`));
  const message = slip.getByTestId('slip-message');
  const refused = message
    .waitFor({ timeout: 20_000 })
    .then(async () => `slip: ${await message.textContent()}`)
    .catch(() => undefined);
  await slip.getByTestId('place-bet').click();
  await Promise.race([slip.getByTestId('slip-pending').waitFor(), refused]);
  const problem = await Promise.race([answered, refused.then((r) => r ?? answered)]);
  expect(problem, 'the bet was refused').toBeUndefined();
  await slip.waitFor({ state: 'detached' });
}

/**
 * The header figures (docs/rules/specification.md §2 account bar: 'Main INR {balance - exposure}' and
 * 'Exposure ({exposure})'), pressing its refresh button until they are as expected.
 */
export async function expectAccount(page: Page, balance: number, exposure: number): Promise<void> {
  const expected = `Main INR ${money.format(balance - exposure)}Exposure (${money.format(exposure)})`;
  await expect
    .poll(
      async () => {
        await page.getByTestId('account-refresh').click();
        return page.getByTestId('account-bar').textContent();
      },
      { interval: 500 },
    )
    .toBe(expected);
}
