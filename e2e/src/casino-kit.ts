import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiGet } from './betting-kit';
import { urlOf } from './browser';

/**
 * Helpers of the casino end-to-end test (issue 7): the casino API read from the page (same
 * origin), waiting for a table's round phases through that API instead of sleeping, opening a
 * table from the lobby, betting through the slip, the P&L of a bet worked out from the round's
 * published result (docs/rules/casino.md §0.5, §1, §2), and the header balance. Money in currency
 * units unless a name ends in Minor.
 */

/** A casino lobby list item (docs/rules/specification.md §3 Casino list item). */
export interface CasinoListItemLite {
  id: string;
  name: string;
  eventId: string;
  casinoType: string;
  thumbUrl: string;
  tamannahSquareThumbUrl: string;
}

/** A t2 runner of a rate table (docs/rules/casino.md §0.1: gstatus "1" open, "0" suspended). */
export interface CasinoRunnerLite {
  sid: string;
  nat?: string;
  nation?: string;
  rate?: string;
  gstatus: string;
}

/** A table's live data (docs/rules/specification.md §3 Casino live data; the old t1/t2 shape, Decision 8). */
export interface CasinoDataLite {
  t1: ({ mid: string; autotime: string | number } & Record<string, unknown>)[];
  t2: CasinoRunnerLite[];
}

/** A finished round (POST sports/v1/casino/result; docs/rules/casino.md §0.5). */
export interface CasinoResultLite {
  mid: string;
  win: string;
  winnat: string;
  rdesc: string;
  /** Comma list of card codes ("KDD,10SS,..."), table order. */
  cards: string;
  /** Comma list of every winning sid. */
  sids: string;
}

/** A round's fairness proof (GET casino/verify/{roundId}; docs/rules/casino.md Decision 1). */
export interface CasinoVerifyLite {
  roundId: string;
  status: string;
  commit: string;
  serverSeed: string | null;
  cards: string[] | null;
  result: { cards: string[] } | null;
  matches: boolean | null;
}

/** Seconds of every betting window in this suite (global-setup.ts: short rounds). */
export const betSeconds = () => inject('casinoBetSeconds');

/**
 * POST JSON to an API path from the page's origin; resolves to the envelope's `data`, or null
 * when the server answers 404 (a casino result that is not published yet). Throws otherwise.
 */
export async function apiPostOrNull<T>(page: Page, path: string, body: unknown): Promise<T | null> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    { path, body },
  ) as Promise<T | null>;
}

/** The lobby list (GET casino/list). */
export const casinoList = (page: Page) => apiGet<CasinoListItemLite[]>(page, '/api/casino/list');

/** A table's live data (GET casino/data/{type}/{eventId}). */
export const casinoData = (page: Page, casinoType: string, eventId: string) =>
  apiGet<CasinoDataLite>(page, `/api/casino/data/${casinoType}/${eventId}`);

/**
 * The types of the list that the server deals (their live data answers), in list order: the
 * tables that can be played; every other entry is coming soon.
 */
export async function dealtTypes(page: Page, list: readonly CasinoListItemLite[]): Promise<string[]> {
  const dealt = await page.evaluate(
    (items) =>
      Promise.all(items.map(async (i) => (await fetch(`/api/casino/data/${i.casinoType}/${i.eventId}`)).ok)),
    list.map((i) => ({ casinoType: i.casinoType, eventId: i.eventId })),
  );
  return list.filter((_, k) => dealt[k]).map((i) => i.casinoType);
}

/** A round open for betting, as the API showed it. */
export interface OpenRound {
  mid: string;
  /** Seconds left when it was seen. */
  autotime: number;
  /** The runner's rate then, decimal odds. */
  rate: number;
}

/**
 * Waits, polling the table's live data every 200 ms, for a round whose runner `sid` is open
 * with at least `minSeconds` of betting left (so a bet placed now through the page lands well
 * inside the window). A round already too far on is let go and the next one awaited. Fails
 * after two whole rounds' time.
 */
export async function waitForOpenRound(
  page: Page,
  casinoType: string,
  eventId: string,
  sid: number,
  minSeconds: number,
): Promise<OpenRound> {
  let found: OpenRound | undefined;
  await expect
    .poll(
      async () => {
        const data = await casinoData(page, casinoType, eventId);
        const t1 = data.t1[0];
        const runner = data.t2.find((r) => Number(r.sid) === sid);
        const autotime = Number(t1?.autotime);
        const rate = Number(runner?.rate);
        if (t1 && t1.mid !== '0' && runner?.gstatus === '1' && autotime >= minSeconds && rate > 1)
          found = { mid: t1.mid, autotime, rate };
        return found !== undefined;
      },
      { timeout: 2 * (betSeconds() + 15) * 1000, interval: 200 },
    )
    .toBe(true);
  return found!;
}

/**
 * Waits until round `mid` is published (POST sports/v1/casino/result answers 200): its betting
 * window, dealing and settlement are over. Returns the result.
 */
export async function waitForResult(page: Page, mid: string): Promise<CasinoResultLite> {
  let result: CasinoResultLite | null = null;
  await expect
    .poll(
      async () => {
        result = await apiPostOrNull<CasinoResultLite>(page, '/api/sports/v1/casino/result', {
          roundId: mid,
        });
        return result !== null;
      },
      { timeout: (betSeconds() + 20) * 1000, interval: 250 },
    )
    .toBe(true);
  return result!;
}

/** A comma list of a result as a list ("" -> []). */
export const listOf = (text: string): string[] => (text === '' ? [] : text.split(','));

/** The rank of a card code (docs/rules/casino.md §0.3): A = 1, 2..10, J = 11, Q = 12, K = 13. */
export function rankOfCode(code: string): number {
  const rank = code.slice(0, -2);
  const named: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
  const value = named[rank] ?? Number(rank);
  if (!(value >= 1 && value <= 13)) throw new RangeError(`not a card code: ${code}`);
  return value;
}

/**
 * P&L in minor units of a back bet of `stake` at `rate` on a teen20 Player (sid 1 = A, 3 = B),
 * from the published result (docs/rules/casino.md §1, Decision 2): the player's sid among the
 * winning sids pays stake x (rate - 1); a tie (win "0") pushes (0); otherwise -stake.
 */
export function teen20PlayerPnlMinor(
  result: CasinoResultLite,
  sid: 1 | 3,
  stake: number,
  rate: number,
): number {
  const stakeMinor = Math.round(stake * 100);
  if (result.win === '0') return 0;
  if (listOf(result.sids).map(Number).includes(sid))
    return (stakeMinor * (Math.round(rate * 100) - 100)) / 100;
  return -stakeMinor;
}

/**
 * P&L in minor units of a back bet of `stake` at `rate` on Lucky 7 LOW Card (sid 1) or HIGH
 * Card (sid 2), from the round's one card (docs/rules/casino.md §2): A-6 is Low, 8-K High, a 7 gives
 * half the stake back (-stake / 2); a win pays stake x (rate - 1), a loss -stake.
 */
export function lucky7LowHighPnlMinor(card: string, sid: 1 | 2, stake: number, rate: number): number {
  const stakeMinor = Math.round(stake * 100);
  const rank = rankOfCode(card);
  if (rank === 7) return -stakeMinor / 2;
  const wins = sid === 1 ? rank < 7 : rank > 7;
  return wins ? (stakeMinor * (Math.round(rate * 100) - 100)) / 100 : -stakeMinor;
}

/** Lowercase hex SHA-256 of a text (the commitment of a server seed, Decision 1). */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Opens the lobby on `host` (/casino), taps the card named `name` and waits for its table
 * (/play-casino-new/{eventId}/{casinoType}, after its intro).
 */
export async function openTableFromLobby(
  page: Page,
  item: Pick<CasinoListItemLite, 'name' | 'eventId' | 'casinoType'>,
  host = 'localhost',
): Promise<void> {
  await page.goto(urlOf(host, '/casino'));
  const card = page.locator(`[data-testid="casino-game"][data-name="${item.name}"]`);
  await card.click();
  await page.waitForURL((url) => url.hash === `#/play-casino-new/${item.eventId}/${item.casinoType}`);
  await page.getByTestId('casino-intro').waitFor({ state: 'detached' });
  await page.locator(`[data-testid="casino-table"][data-casino-type="${item.casinoType}"]`).waitFor();
}
