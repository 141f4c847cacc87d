import { DEFAULT_REPORT_TIME_ZONE, type ReportGroup } from '@backlay/contracts';
import { CASINO_TABLE_NAMES, CASINO_SPORT } from '@backlay/contracts/constants';
import type { Db } from '../../db/index';
import { sportFeeds } from '../../feed/index';
import { settledBetAggregates, type BetAggregate } from './queries';
import { reportRange } from './range';

/**
 * The back office's reports (issue 16 item 6; docs/backoffice.md "Reports"): turnover, gross
 * gaming revenue and customer P&L of the settled bets of the operator's brand, by day, sport,
 * competition, market type, casino table or brand.
 */

/** The figures of a group, integer minor units: ggrMinor = -pnlMinor (the house wins what customers lose). */
export interface ReportFiguresMinor {
  bets: number;
  turnoverMinor: number;
  ggrMinor: number;
  pnlMinor: number;
}

/** One row of a report: the group's key and display label, and its figures. */
export interface ReportRowMinor extends ReportFiguresMinor {
  key: string;
  label: string;
}

/** A report as built: the range applied (days in `timeZone`), its rows in order and their totals. */
export interface Report {
  from: string;
  to: string;
  timeZone: string;
  groupBy: ReportGroup;
  rows: ReportRowMinor[];
  totals: ReportFiguresMinor;
}

/** What a report is asked for: the query's days (YYYY-MM-DD, both inclusive) and grouping (default day). */
export interface ReportRequest {
  from?: string;
  to?: string;
  groupBy?: ReportGroup;
}

/**
 * The time zone a brand's report days are counted in: brands name none yet, so every brand's
 * is {@link DEFAULT_REPORT_TIME_ZONE} (Asia/Kolkata; docs/backoffice.md "Reports").
 */
export function reportTimeZone(_domainId: string): string {
  return DEFAULT_REPORT_TIME_ZONE;
}

/**
 * The brands a report of brand `domainId`'s Admin covers, with their host names: the Admin's own
 * brand and the brands it created (`domains.parent_domain_id`, migration 017; issue 16 items 2 and 6).
 */
export async function reportBrands(db: Db, domainId: string): Promise<{ id: string; domain: string }[]> {
  return db
    .selectFrom('domains')
    .select(['id', 'domain'])
    .where((eb) => eb.or([eb('id', '=', domainId), eb('parent_domain_id', '=', domainId)]))
    .execute();
}

let competitionNameCache: Map<string, string> | undefined;

/**
 * Competition id -> name of every shipped replay (the feed's stable ids, feed/types.ts
 * competitionIds): a bet stores only the id. Read once.
 */
export function competitionNames(): ReadonlyMap<string, string> {
  if (!competitionNameCache) {
    const names = new Map<string, string>();
    for (const feed of sportFeeds())
      for (const replay of feed.replays) {
        const { competitionId, competitionName } = feed.describe(replay);
        names.set(competitionId, competitionName);
      }
    competitionNameCache = names;
  }
  return competitionNameCache;
}

/** The display label of group `key` of grouping `groupBy` (`carried`: the name the bets carry, if any). */
function labelOf(groupBy: ReportGroup, key: string, carried: string | null): string {
  switch (groupBy) {
    case 'competition':
      return key === 'casino' ? CASINO_SPORT.name : (competitionNames().get(key) ?? key);
    case 'casinoTable':
      return Object.hasOwn(CASINO_TABLE_NAMES, key)
        ? CASINO_TABLE_NAMES[key as keyof typeof CASINO_TABLE_NAMES]
        : (carried ?? key);
    default:
      return carried ?? key;
  }
}

const figuresOf = (a: Pick<BetAggregate, 'bets' | 'turnoverMinor' | 'pnlMinor'>): ReportFiguresMinor => ({
  bets: a.bets,
  turnoverMinor: a.turnoverMinor,
  // `0 - x`, not `-x`: no -0 on the wire.
  ggrMinor: 0 - a.pnlMinor,
  pnlMinor: a.pnlMinor,
});

/**
 * The report of brand `domainId` (its Admin's; the route checks the role) for `request` at app
 * time `nowMs`: over the SETTLED bets (sports, exchange fills and casino alike) whose settlement
 * time falls in the range's days, bets settled void left out. Rows: `day` every day of the range
 * in order (days without bets at 0); `brand` every brand covered (at 0 when quiet); the others
 * the groups with bets, largest turnover first (then by key). Totals are the rows' sums (for
 * `casinoTable`, of casino bets only). Money in integer minor units.
 * Errors (400): an impossible or reversed range, or one longer than 366 days (range.ts).
 * Source: issue 16 item 6; docs/backoffice.md "Reports".
 */
export async function buildReport(
  db: Db,
  domainId: string,
  request: ReportRequest,
  nowMs: number,
): Promise<Report> {
  const timeZone = reportTimeZone(domainId);
  const groupBy = request.groupBy ?? 'day';
  const range = reportRange(request, nowMs, timeZone);
  const brands = await reportBrands(db, domainId);
  const found = await settledBetAggregates(db, {
    domainIds: groupBy === 'brand' ? brands.map((b) => b.id) : [domainId],
    startUtc: range.startUtc,
    endUtc: range.endUtc,
    groupBy,
    timeZone,
  });
  const byKey = new Map(found.map((a) => [a.key, a]));
  const empty = (key: string, label: string): BetAggregate => ({
    key,
    label,
    bets: 0,
    turnoverMinor: 0,
    pnlMinor: 0,
  });
  let groups: BetAggregate[];
  if (groupBy === 'day') groups = range.days.map((day) => byKey.get(day) ?? empty(day, day));
  else if (groupBy === 'brand')
    groups = brands
      .map((b) => ({ ...(byKey.get(b.id) ?? empty(b.id, b.domain)), label: b.domain }))
      .sort((a, b) => b.turnoverMinor - a.turnoverMinor || a.label.localeCompare(b.label));
  else
    groups = [...found].sort(
      (a, b) => b.turnoverMinor - a.turnoverMinor || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  const rows = groups.map((g) => ({ key: g.key, label: labelOf(groupBy, g.key, g.label), ...figuresOf(g) }));
  const totals = figuresOf(
    rows.reduce(
      (sum, r) => ({
        bets: sum.bets + r.bets,
        turnoverMinor: sum.turnoverMinor + r.turnoverMinor,
        pnlMinor: sum.pnlMinor + r.pnlMinor,
      }),
      { bets: 0, turnoverMinor: 0, pnlMinor: 0 },
    ),
  );
  return { from: range.from, to: range.to, timeZone, groupBy, rows, totals };
}
