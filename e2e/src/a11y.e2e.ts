import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiGet, signInDemo, type EventRowLite } from './betting-kit';
import { launch, openPage, urlOf } from './browser';
import type { CasinoListItemLite } from './casino-kit';

/**
 * Accessibility (issue 18 item 4): axe-core, injected into the page, checks every route of the
 * customer site (apps/web/src/app/routes.tsx) signed out and signed in, at desktop (1366 x 900)
 * and phone (390 x 844) widths, the age and sign-in modals, the bet slip with a selection, the
 * other demo brands' colours, the main routes in the dark theme, and every page of the back office (signed out and as admin1),
 * against WCAG 2.0/2.1 A and AA and axe's best practices. A violation of impact serious or
 * critical fails the test; its message gives the rule, its help, the first targets and where.
 * One browser for the file and one context per width and session state, so it stays quick.
 */

/** The rule sets: WCAG 2.x A and AA plus axe's best practices (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#axe-core-tags). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Impacts that fail the check (axe's four levels: minor, moderate, serious, critical). */
const FAILING = new Set(['serious', 'critical']);

/** Loading states that mean the page is not showing its content yet. */
const LOADING = [
  '.page--loading',
  '[data-testid="events-loading"]',
  '[data-testid="casino-loading"]',
  '[data-testid="casino-intro"]',
  '.state--loading',
  '[role="status"][aria-busy="true"]',
].join(', ');

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  more: number;
  detail: string;
}

/** How long each axe run took (ms) and where: the slowest are printed at the end. */
const slowest: [number, string][] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  slowest.sort((a, b) => b[0] - a[0]);
  const total = slowest.reduce((sum, [ms]) => sum + ms, 0);
  console.log(
    `axe: ${slowest.length} checks, ${(total / 1000).toFixed(1)} s; slowest: ${slowest
      .slice(0, 5)
      .map(([ms, where]) => `${where} ${Math.round(ms)} ms`)
      .join('; ')}`,
  );
});

/**
 * Runs axe on the page as it is now; answers the serious and critical violations. axe is injected
 * once per document (a hash change keeps the document, a reload does not).
 */
async function audit(page: Page): Promise<Finding[]> {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      detail: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '',
    }));
  }, TAGS);
  return violations
    .filter((v) => FAILING.has(v.impact))
    .map((v) => ({ ...v, targets: v.targets.slice(0, 3), more: Math.max(0, v.targets.length - 3) }));
}

/**
 * Collects the findings of many checks; `report` groups a rule's findings at the same targets
 * over every place they were seen, so a shell problem reads once with its routes.
 */
class Findings {
  private readonly seen = new Map<string, { finding: Finding; where: string[] }>();

  /** Files a page that never showed its content (the check runs on what it shows). */
  notReady(where: string, error: unknown): void {
    const help = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    const finding = { rule: 'not-ready', impact: 'critical', help, targets: [], more: 0, detail: '' };
    this.seen.set(`not-ready ${where}`, { finding, where: [where] });
  }

  /** Runs axe on `page` and files what it finds under `where` (e.g. 'desktop signed in /inplay'). */
  async check(page: Page, where: string): Promise<void> {
    const started = performance.now();
    const found = await audit(page);
    slowest.push([performance.now() - started, where]);
    for (const f of found) {
      const key = `${f.rule} ${f.targets.join(',')}`;
      const entry = this.seen.get(key) ?? { finding: f, where: [] };
      entry.where.push(where);
      this.seen.set(key, entry);
    }
  }

  /** The findings as readable lines; empty when axe found nothing serious or critical. */
  report(): string {
    return [...this.seen.values()]
      .map(({ finding: f, where }) =>
        [
          `${f.rule} (${f.impact}): ${f.help}`,
          `  targets: ${f.targets.join(' | ')}${f.more ? ` (+${f.more} more)` : ''}`,
          `  first: ${f.detail.slice(0, 300)}`,
          `  at: ${where.slice(0, 6).join('; ')}${where.length > 6 ? ` (+${where.length - 6} more)` : ''}`,
        ].join('\n'),
      )
      .join('\n');
  }
}

/** Waits until the page shows content: a heading, and no loading state left. */
async function settled(page: Page, ready?: string): Promise<void> {
  if (ready) await page.locator(ready).first().waitFor();
  await page.waitForFunction(
    (loading) => document.querySelector('h1') !== null && document.querySelector(loading) === null,
    LOADING,
  );
}

/** Opens `hash` on `host` and waits for its content. */
async function open(page: Page, hash: string, ready?: string, host = 'localhost'): Promise<void> {
  await page.goto(urlOf(host, hash));
  await settled(page, ready);
}

/** Opens `hash` on `host`, waits for its content (filing it when it never comes) and runs axe. */
async function visit(
  findings: Findings,
  page: Page,
  where: string,
  hash: string,
  ready?: string,
  host = 'localhost',
) {
  await page.goto(urlOf(host, hash));
  try {
    await settled(page, ready);
  } catch (error) {
    findings.notReady(where, error);
  }
  await findings.check(page, where);
}

/** Concrete ids for the parameterised routes: an in-play (or any) cricket match and a casino table. */
interface Ids {
  match: EventRowLite;
  /** Every cricket match with a Match Odds market, in-play first. */
  matches: EventRowLite[];
  table: CasinoListItemLite;
  game: { eventId: number; legueId: string; matchId: string };
}

/** Reads the ids from the API as the page's origin answers now (matches start and end as the feed plays). */
async function findIds(page: Page): Promise<Ids> {
  const rows = await apiGet<EventRowLite[]>(page, '/api/v2/get-matches-by-eventid/4');
  const withOdds = rows.filter((r) => r.markets.some((m) => m.marketName === 'Match Odds'));
  const matches = [...withOdds.filter((r) => r.inPlay), ...withOdds.filter((r) => !r.inPlay)];
  const match = matches[0];
  const tables = await apiGet<CasinoListItemLite[]>(page, '/api/casino/list');
  const games = await apiGet<{ eventId: number; legueId: string; matchId: string; name: string }[]>(
    page,
    '/api/sports/casino/games',
  );
  const game = games.find((g) => /lucky 7/i.test(g.name)) ?? games[0];
  const table = tables.find((t) => t.casinoType === game?.matchId) ?? tables[0];
  if (!match || !table || !game) throw new Error('no cricket match or casino table to visit');
  return { match, matches, table, game };
}

/** Opens the bet slip: a back click on the first open price of the first match that has one. */
async function openSlip(page: Page): Promise<void> {
  for (const match of (await findIds(page)).matches) {
    await open(page, fullMarketHash(match), '[data-testid="matched-total"]');
    const price = page.locator(OPEN_BACK).first();
    if (
      !(await price.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await price.click();
    await page.getByTestId('stake-input').first().waitFor();
    return;
  }
  throw new Error('no cricket match with an open back price');
}

/** A route to visit: its hash and, where the page needs it, what shows its real content. */
type Visit = [hash: string, ready?: string];

/** The full market page of a cricket match (docs/rules/specification.md §2 route). */
const fullMarketHash = (m: EventRowLite) =>
  `/fullmarket/4/${m.competitionId}/${m.matchId}?eventName=${encodeURIComponent(m.eventName)}&inplay=${m.inPlay}`;

/** A price that takes a click: the best back price of an open runner. */
const OPEN_BACK = '[data-testid="back-price"]:not([disabled]):not([aria-disabled="true"])';

/** The customer site's routes open to everyone (routes.tsx), with concrete ids. */
function publicRoutes(ids: Ids): Visit[] {
  const m = ids.match;
  return [
    ['/', '[data-testid="event-row"]'],
    ['/inplay', '[data-testid="event-row"], [data-testid="events-empty"]'],
    ['/sports', '[data-testid="all-sports"]'],
    ['/cricket', '[data-testid="competitions"]'],
    ['/tennis', '[data-testid="competitions"], [data-testid="events-empty"]'],
    ['/soccer', '[data-testid="competitions"], [data-testid="events-empty"]'],
    [fullMarketHash(m), '[data-testid="matched-total"]'],
    [`/score/4/${m.matchId}`],
    [`/tv/4/${m.matchId}`],
    ['/score'],
    ['/tv'],
    ['/casino', '[data-testid="casino-game"]'],
    ['/new-casino', '[data-testid="casino-game"]'],
    ['/casino-new', '[data-testid="casino-game"]'],
    [`/play-casino-new/${ids.table.eventId}/${ids.table.casinoType}`, '[data-testid="casino-table"]'],
    [
      `/casino/${ids.game.eventId}/${ids.game.legueId}/${ids.game.matchId}`,
      '[data-testid="casino-game-screen"]',
    ],
    [
      `/new-casino/${ids.game.eventId}/${ids.game.legueId}/${ids.game.matchId}`,
      '[data-testid="casino-game-screen"]',
    ],
    ['/test', '[data-testid="casino-test"]'],
    ['/casino-video'],
    [`/casino-video/${ids.table.casinoType}`, '[data-testid="casino-video"]'],
    ['/notfound'],
    ['/no/such/page'],
  ];
}

/** Routes that need a session (RequireLogin or LoginGate in routes.tsx). */
const PRIVATE_ROUTES: Visit[] = [
  ['/multimarket', '[data-testid="multimarket-empty"], [data-testid="multimarket-market"]'],
  ['/account'],
  ['/settings', '[data-testid="stake-box"]'],
  ['/profile', '[data-testid="profile"]'],
  ['/accountstatement', '[data-testid="list-row"], :text("No Data Found!")'],
  ['/betshistory', '[data-testid="list-row"], :text("No Data Found!")'],
  ['/passwordhistory', '[data-testid="list-row"], :text("No Data Found!")'],
  ['/loginactivity', '[data-testid="list-row"], :text("No Data Found!")'],
  ['/profitloss', '[data-testid="list-row"], :text("No Data Found!")'],
  ['/safer-gambling', '[data-testid="safer-gambling"]'],
];

const WIDTHS = [
  ['desktop', false],
  ['phone', true],
] as const;

describe.each(WIDTHS)('the customer site at %s width', (width, mobile) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { mobile }));
    await page.goto(urlOf('localhost', '/'));
  });
  afterAll(() => context?.close());

  it(
    'signed out: every public route, the age modal and the sign-in modal',
    { timeout: 240_000 },
    async () => {
      const findings = new Findings();
      const ids = await findIds(page);
      for (const [hash, ready] of publicRoutes(ids)) {
        await visit(findings, page, `${width} signed out #${hash}`, hash, ready);
      }
      // The sign-in flow: the age modal, then the sign-in modal (a phone's header button; on a
      // desktop, a session-only route, whose gate opens it).
      if (mobile) {
        await open(page, '/', '[data-testid="event-row"]');
        await page.getByTestId('header-login-button').click();
      } else {
        await page.goto(urlOf('localhost', '/multimarket'));
      }
      await page.getByTestId('age-modal').getByRole('button', { name: 'Confirm' }).waitFor();
      await findings.check(page, `${width} signed out, age modal`);
      await page.getByTestId('age-modal').getByRole('button', { name: 'Confirm' }).click();
      await page.getByTestId('login-modal').waitFor();
      await findings.check(page, `${width} signed out, sign-in modal`);
      expect(findings.report(), 'serious or critical axe violations').toBe('');
    },
  );

  it(
    'signed in: every route, the bet slip with a selection and the open bets',
    { timeout: 300_000 },
    async () => {
      const session = await openPage(browser, { mobile });
      const p = session.page;
      try {
        await signInDemo(p, mobile);
        const findings = new Findings();
        const ids = await findIds(p);
        for (const [hash, ready] of [...publicRoutes(ids), ...PRIVATE_ROUTES]) {
          await visit(findings, p, `${width} signed in #${hash}`, hash, ready);
        }
        // The bet slip with a selection: a back click on an open price of a full market.
        await openSlip(p);
        await findings.check(p, `${width} signed in, bet slip`);
        if (mobile) {
          await p.getByTestId('bets-button').click();
          await p.getByTestId('open-bets-modal').waitFor();
          await findings.check(p, `${width} signed in, open bets`);
        }
        expect(findings.report(), 'serious or critical axe violations').toBe('');
      } finally {
        await session.context.close();
      }
    },
  );
});

describe('the other demo brands', () => {
  it('aura and square: home and in-play in their own colours', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser);
    const findings = new Findings();
    try {
      for (const host of ['aura.localhost', 'square.localhost']) {
        await visit(findings, page, `${host} #/`, '/', '[data-testid="event-row"]', host);
        const inPlay = '[data-testid="event-row"], [data-testid="events-empty"]';
        await visit(findings, page, `${host} #/inplay`, '/inplay', inPlay, host);
      }
      expect(findings.report(), 'serious or critical axe violations').toBe('');
    } finally {
      await context.close();
    }
  });
});

describe('the dark theme', () => {
  it('signed in on a phone: the main routes, the bet slip', { timeout: 180_000 }, async () => {
    const { context, page } = await openPage(browser, { mobile: true, colorScheme: 'dark' });
    const findings = new Findings();
    try {
      await signInDemo(page, true);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const ids = await findIds(page);
      const routes = [...publicRoutes(ids), ...PRIVATE_ROUTES].filter(([hash]) =>
        /^\/(inplay|cricket|fullmarket|casino$|play-casino-new|accountstatement|settings|safer-gambling|profile)/.test(
          hash,
        ),
      );
      for (const [hash, ready] of [['/', '[data-testid="event-row"]'] as Visit, ...routes]) {
        await visit(findings, page, `dark phone signed in #${hash}`, hash, ready);
      }
      await openSlip(page);
      await findings.check(page, 'dark phone signed in, bet slip');
      expect(findings.report(), 'serious or critical axe violations').toBe('');
    } finally {
      await context.close();
    }
  });
});

const backOffice = (hash = '/') => `http://localhost:${inject('port')}/backoffice/#${hash}`;

/** The back office's pages (apps/backoffice/src/app/routes.tsx) with what shows their content. */
const BACK_OFFICE_ROUTES: Visit[] = [
  ['/customers', 'table, .state--empty'],
  ['/customers/new', 'form'],
  ['/limits', 'form, table'],
  ['/brands', 'table'],
  ['/brands/new', 'form'],
  ['/markets', 'table, .state--empty'],
  ['/casino', 'table, .state--empty'],
  ['/reports', 'table, .state--empty'],
  ['/audit', 'table, .state--empty'],
  ['/no/such/page', '.state--empty'],
];

describe('the back office', () => {
  it('its sign-in page and every page as admin1', { timeout: 240_000 }, async () => {
    const findings = new Findings();
    for (const [width, mobile] of WIDTHS) {
      const { context, page } = await openPage(browser, { mobile });
      try {
        await page.goto(backOffice('/'));
        await page.getByLabel('User name').waitFor();
        await findings.check(page, `${width} back office sign-in`);
        await page.getByLabel('User name').fill('admin1');
        await page.getByLabel('Password').fill('Admin@123');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        // The markets page lists every market in one table (about 15 s of axe per run): its
        // markup is the same at both widths, so the phone skips it.
        const visits: Visit[] = BACK_OFFICE_ROUTES.filter(([hash]) => !(mobile && hash === '/markets'));
        // A brand's page and a customer's page, by the links of their lists.
        await page.goto(backOffice('/brands'));
        const brand = await page.getByRole('link', { name: 'Edit Backlay' }).getAttribute('href');
        visits.push([brand!.replace(/^#/, ''), 'form']);
        await page.goto(backOffice('/customers'));
        const customer = await page
          .locator('main a[href^="#/customers/"]:not([href="#/customers/new"])')
          .first()
          .getAttribute('href');
        visits.push([customer!.replace(/^#/, ''), 'main h2']);
        for (const [hash, ready] of visits) {
          const where = `${width} back office #${hash}`;
          await page.goto(backOffice(hash));
          try {
            if (ready) await page.locator(ready).first().waitFor();
            await page.waitForFunction((loading) => document.querySelector(loading) === null, LOADING);
          } catch (error) {
            findings.notReady(where, error);
          }
          await findings.check(page, where);
        }
      } finally {
        await context.close();
      }
    }
    expect(findings.report(), 'serious or critical axe violations').toBe('');
  });

  it("raises no contrast warning on the seed brands' own colours (issue 18 item 5)", async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(backOffice('/'));
      await page.getByLabel('User name').fill('admin1');
      await page.getByLabel('Password').fill('Admin@123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      // Aura's seed colours: backoffice.e2e.ts repaints its primary, so Aura counts only while unchanged.
      const seeds: [string, string | null][] = [
        ['Backlay', null],
        ['Aura Exchange', '#6d28d9'],
        ['Square Bet', null],
        ['Closed Site', null],
      ];
      const warned: string[] = [];
      for (const [title, seedPrimary] of seeds) {
        await page.goto(backOffice('/brands'));
        await page.getByRole('link', { name: `Edit ${title}` }).click();
        const primary = page.getByLabel('Primary colour');
        await primary.waitFor();
        if (seedPrimary && (await primary.inputValue()) !== seedPrimary) continue;
        const text = (await page.getByTestId('contrast-warnings').textContent()) ?? '';
        if (text) warned.push(`${title}: ${text}`);
      }
      expect(warned).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
