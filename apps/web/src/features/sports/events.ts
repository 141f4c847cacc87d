import type { EventRow } from '@backlay/contracts';
import { localDayKey, nextLocalDay } from '../../shared/dates';

/** Rules of the event lists (docs/rules/specification.md §4 Event lists), kept pure so they are tested without a DOM. */

/** The three sports with markets (docs/rules/specification.md §3 Sport), from the constants entry (no schema code). */
export { SPORTS, sportById, type Sport } from '@backlay/contracts/constants';

/** True when the first Match Odds summary (or the row) says the match is in play (docs/rules/specification.md §3). */
export function isInPlay(row: EventRow): boolean {
  return row.inPlay || (row.matchOdds[0]?.inplay ?? false);
}

/**
 * Whether a row is listed: rows whose market name contains 'winner', is blank, or whose market is
 * declared are skipped, and so is every row of a sport locked for the user (docs/rules/specification.md §4, §6).
 */
export function isListed(row: EventRow, lockedSportIds: ReadonlySet<number> = new Set()): boolean {
  const name = (row.marketName ?? '').trim();
  if (name === '' || name.toLowerCase().includes('winner')) return false;
  if (row.declared) return false;
  return !lockedSportIds.has(row.eventId);
}

export const listedRows = (rows: readonly EventRow[], locked?: ReadonlySet<number>): EventRow[] =>
  rows.filter((row) => isListed(row, locked));

export type DayBucket = 'inplay' | 'today' | 'tomorrow' | 'later';

/**
 * In play first; otherwise today or tomorrow by the local date of openDate. A start already past
 * that is not (yet) in play still counts as today.
 */
export function dayBucket(row: EventRow, now: Date): DayBucket {
  if (isInPlay(row)) return 'inplay';
  const open = new Date(row.openDate);
  if (Number.isNaN(open.getTime())) return 'later';
  const key = localDayKey(open);
  if (key <= localDayKey(now)) return 'today';
  if (key === localDayKey(nextLocalDay(now))) return 'tomorrow';
  return 'later';
}

export interface EventSplit {
  inplay: EventRow[];
  today: EventRow[];
  tomorrow: EventRow[];
  all: EventRow[];
}

/** Listed rows split into in-play, today and tomorrow (docs/rules/specification.md §4), keeping the server's order. */
export function splitEvents(rows: readonly EventRow[], now: Date, locked?: ReadonlySet<number>): EventSplit {
  const split: EventSplit = { inplay: [], today: [], tomorrow: [], all: [] };
  for (const row of listedRows(rows, locked)) {
    split.all.push(row);
    const bucket = dayBucket(row, now);
    if (bucket !== 'later') split[bucket].push(row);
  }
  return split;
}

const KEPT_MARKET = /tie|toss|complete/i;

/** Markets kept when a row is opened: Match Odds and markets named tie, toss or complete (docs/rules/specification.md §4). */
export function currentMarketsOf(row: EventRow): { marketId: string; marketName: string }[] {
  return row.markets
    .filter((m) => m.marketName.trim().toLowerCase() === 'match odds' || KEPT_MARKET.test(m.marketName))
    .map(({ marketId, marketName }) => ({ marketId, marketName }));
}

/** Path of the match page without its query. */
export const matchPathOf = (row: EventRow): string =>
  `/fullmarket/${row.eventId}/${row.competitionId}/${row.matchId}`;

/** `/fullmarket/{sportId}/{competitionId}/{matchId}?gameTime={openDate}&eventName={eventName}&inplay={inPlay}`. */
export function fullMarketUrl(row: EventRow): string {
  const q = (v: string) => encodeURIComponent(v);
  return `${matchPathOf(row)}?gameTime=${q(row.openDate)}&eventName=${q(row.eventName)}&inplay=${isInPlay(row)}`;
}

export interface OddsCell {
  back: number;
  lay: number;
  runnerName: string;
}

/**
 * The 1 X 2 columns of a row from its Match Odds summary: the two sides in order, the draw in the
 * middle (blank for two-runner markets). Prices of 0 mean nothing on offer.
 */
export function oddsColumns(row: EventRow): [OddsCell | null, OddsCell | null, OddsCell | null] {
  const runners = row.matchOdds[0]?.runners ?? [];
  const draw = runners.find((r) => /draw/i.test(r.runnerName)) ?? null;
  const sides = runners.filter((r) => r !== draw);
  const cell = (r: (typeof runners)[number] | null | undefined): OddsCell | null =>
    r ? { back: r.back, lay: r.lay, runnerName: r.runnerName } : null;
  return [cell(sides[0]), cell(draw), cell(sides[1])];
}

/** Decimal odds as shown in the cells: up to 2 decimals, '-' when nothing is on offer. */
export function formatPrice(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return '-';
  return String(Math.round(price * 100) / 100);
}

/** Open date in local time: 'Today 14:30', 'Tomorrow 09:05' or 'Sat 18 Jan 14:30' (shared/dates.ts). */
export { formatOpenDate, localDayKey } from '../../shared/dates';

/** Distinct non-blank data credits of the rows, in order of first appearance. */
export function attributionsOf(rows: readonly EventRow[]): string[] {
  return [...new Set(rows.map((r) => r.attribution?.trim() ?? '').filter((a) => a !== ''))];
}

/** Rows grouped by competition, groups in order of their first row. */
export function groupByCompetition(
  rows: readonly EventRow[],
): { competitionId: string; competitionName: string; rows: EventRow[] }[] {
  const groups = new Map<string, { competitionId: string; competitionName: string; rows: EventRow[] }>();
  for (const row of rows) {
    let group = groups.get(row.competitionId);
    if (!group) {
      group = { competitionId: row.competitionId, competitionName: row.competitionName, rows: [] };
      groups.set(row.competitionId, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

/**
 * The groups as far as their first `limit` rows reach, in order, each with the rows of it shown:
 * the groups wholly or partly within the limit, the last one's rows cut at it (`Infinity`: every
 * group with all its rows). A group with no rows (a sport whose list failed) counts as one row.
 * Used to build a long list a few rows a task (issue 18; shared/stagedReveal.ts): rows are only
 * ever appended below the ones shown.
 */
export function firstRowsOfGroups<G extends { rows: readonly EventRow[] }>(
  groups: readonly G[],
  limit: number,
): { group: G; rows: readonly EventRow[] }[] {
  const shown: { group: G; rows: readonly EventRow[] }[] = [];
  let before = 0;
  for (const group of groups) {
    if (before >= limit) break;
    const room = limit - before;
    shown.push({ group, rows: group.rows.length > room ? group.rows.slice(0, room) : group.rows });
    before += Math.max(1, group.rows.length);
  }
  return shown;
}
