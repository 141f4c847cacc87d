import type { Db } from '../../db/index';
import { findUserByName } from '../users/index';
import type { DomainRow } from '../domains/index';
import { accountDb } from './tables';
import { insertBanner, insertNotice } from './notices';

/**
 * Demo notices and banners (issue 8: "some seeded demo notices/banners"): three banners per
 * brand, drawn as SVG in the brand's colours, and notices by the demo agent, the creator of
 * player1 on `localhost` (so player1's news ticker shows them, docs/rules/specification.md §4 Notices).
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Headline and sub-line of each demo banner. */
const BANNER_LINES = (title: string): [string, string][] => [
  [`Welcome to ${title}`, 'Back and lay on cricket, tennis and soccer'],
  ['In-Play Exchange', 'Match Odds, Bookmaker and Fancy markets live'],
  ['Live Casino', 'Teenpatti, Dragon Tiger, Lucky 7 and more'],
];

/**
 * A 1200 x 300 banner as an SVG `data:` URL (the CSP allows data: images): a gradient from the
 * brand's primary to secondary colour, darkened behind a white headline and sub-line.
 */
export function bannerDataUrl(domain: DomainRow, headline: string, subline: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="${escapeXml(headline)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${domain.primary_color}"/><stop offset="1" stop-color="${domain.secondary_color}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<rect width="1200" height="300" fill="url(#shade)"/>
<text x="80" y="150" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(headline)}</text>
<text x="80" y="215" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="32" fill="#ffffff" opacity="0.9">${escapeXml(subline)}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The demo notices of `localhost`, newest last. */
export const DEMO_NOTICES = [
  'Welcome to Backlay! Bets are accepted on cricket, tennis and soccer, in play and before the start.',
  'Fancy markets are suspended 60 minutes before the match starts.',
  'Any query about a settled market must be raised within 7 days.',
];

/**
 * Seeds the demo banners of each brand of `brandIds` that has none, and the demo notices of
 * `localhost` (by agent1) when it is one of them and has none. The demo seed passes the brands it
 * has just created, so a brand made in the back office, or banners and notices an operator
 * deleted, are never seeded again at the next start (issue 16 item 2). Returns the rows created.
 */
export async function seedAccountDemo(db: Db, brandIds: readonly string[]): Promise<number> {
  let created = 0;
  if (brandIds.length === 0) return 0;
  const brands = await db.selectFrom('domains').selectAll().where('id', 'in', brandIds).execute();
  for (const brand of brands) {
    const has = await accountDb(db)
      .selectFrom('banners')
      .select('id')
      .where('domain_id', '=', brand.id)
      .limit(1)
      .executeTakeFirst();
    if (has) continue;
    for (const [i, [headline, subline]] of BANNER_LINES(brand.title).entries()) {
      await insertBanner(db, {
        domainId: brand.id,
        banner: bannerDataUrl(brand, headline, subline),
        sortOrder: i,
      });
      created++;
    }
  }
  const home = brands.find((b) => b.domain === 'localhost');
  const agent = home && (await findUserByName(db, home.id, 'agent1'));
  if (home && agent) {
    const has = await accountDb(db)
      .selectFrom('notices')
      .select('id')
      .where('domain_id', '=', home.id)
      .limit(1)
      .executeTakeFirst();
    if (!has) {
      const start = Date.UTC(2026, 0, 1);
      for (const [i, notice] of DEMO_NOTICES.entries()) {
        await insertNotice(db, {
          domainId: home.id,
          createdBy: agent.id,
          notice,
          createdAt: new Date(start + i * 60_000),
        });
        created++;
      }
    }
  }
  return created;
}
