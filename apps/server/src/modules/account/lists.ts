import type {
  AccountStatementRow,
  BetHistoryRequest,
  BetRow,
  LoginActivityRow,
  PagedList,
  PageParams,
  PasswordHistoryRow,
  StatementRequest,
} from '@backlay/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { notFound } from '../../domain-errors';
import { toBetRow } from '../betting/index';
import { statementRows } from '../wallet/index';
import { geoLookup, type GeoLookup } from './geo';
import { offsetOf, paged, type DateRange } from './paging';

/**
 * The account lists of one signed-in user (issue 8 item 1; docs/rules/specification.md §7 account calls): statement,
 * bet history, password history, login activity. Every query is keyed by the caller's own user
 * id; an id of anyone else in the request is answered 404 (docs/architecture.md: another user's data is
 * 404), never filtered to an empty page.
 */

/** 404 unless `claimed` (an id sent by the client) is absent or the caller's own `userId`. */
export function requireOwnUserId(userId: string, claimed: string | undefined): void {
  if (claimed !== undefined && claimed.trim().toLowerCase() !== userId.toLowerCase())
    throw notFound(`Unknown user: ${claimed}`);
}

/**
 * Account statement (docs/rules/specification.md §3 Account statement row, Statement request): the user's ledger
 * entries between `range` bounds (creation time), newest first; `request.filter` 'upline' keeps
 * the operator's transfers, 'betRecords' bet and casino settlements, 'all' (default) everything.
 * Errors: 404 when `request.userId` is another user's.
 */
export async function statementPage(
  db: Db,
  userId: string,
  request: StatementRequest,
  range: DateRange,
  page: PageParams,
): Promise<PagedList<AccountStatementRow>> {
  requireOwnUserId(userId, request.userId);
  const { rows, totalPages } = await statementRows(db, userId, {
    ...range,
    ...page,
    filter: request.filter ?? 'all',
  });
  return { status: true, pageItems: rows, currentPage: page.page, totalPages };
}

/** Sport filters meaning "every sport". */
const ALL_SPORTS = new Set(['', 'all']);

/**
 * Bet history (docs/rules/specification.md §4 Bet status, §7 bet/history): the user's bets of `request.status`, placed
 * within `range`, newest first. `sportsName` '' or 'All' keeps every sport, 'Casino' the casino
 * bets (market type Casino), any other name the bets of that sport (case-insensitive).
 */
export async function betHistoryPage(
  db: Db,
  userId: string,
  request: BetHistoryRequest,
  range: DateRange,
  page: PageParams,
): Promise<PagedList<BetRow>> {
  let base = db.selectFrom('bets').where('user_id', '=', userId).where('status', '=', request.status);
  const sport = (request.sportsName ?? '').trim().toLowerCase();
  if (sport === 'casino') base = base.where('market_type', '=', 'Casino');
  else if (!ALL_SPORTS.has(sport))
    base = base.where(sql<string>`lower(sports_name)`, '=', sport).where('market_type', '<>', 'Casino');
  if (range.from) base = base.where('placed_at', '>=', range.from);
  if (range.to) base = base.where('placed_at', '<=', range.to);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();
  return paged(rows.map(toBetRow), page, Number(n));
}

/**
 * Password history (docs/rules/specification.md §3 Password history row): the user's password changes within `range`,
 * newest first.
 */
export async function passwordHistoryPage(
  db: Db,
  userId: string,
  range: DateRange,
  page: PageParams,
): Promise<PagedList<PasswordHistoryRow>> {
  let base = db.selectFrom('password_history').where('user_id', '=', userId);
  if (range.from) base = base.where('created_at', '>=', range.from);
  if (range.to) base = base.where('created_at', '<=', range.to);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['updated_of', 'updated_by', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();
  return paged(
    rows.map((r) => ({
      updatedOf: r.updated_of,
      updatedBy: r.updated_by,
      createdAt: r.created_at.toISOString(),
    })),
    page,
    Number(n),
  );
}

/**
 * Login activity (docs/rules/specification.md §3 Login activity row): the user's sign-in attempts (successful and
 * failed) within `range`, newest first. isp, city, state and country come from the offline
 * look-up of the address the request came from (issue 8 item 2; falls back to what the client
 * reported at sign-in when the look-up knows nothing); deviceIp is the address the client
 * reported, or the request's. Errors: 404 when `claimedUserId` is another user's.
 */
export async function loginActivityPage(
  db: Db,
  userId: string,
  claimedUserId: string,
  range: DateRange,
  page: PageParams,
  geo: GeoLookup = geoLookup,
): Promise<PagedList<LoginActivityRow>> {
  requireOwnUserId(userId, claimedUserId);
  let base = db.selectFrom('login_activity').where('user_id', '=', userId);
  if (range.from) base = base.where('login_time', '>=', range.from);
  if (range.to) base = base.where('login_time', '<=', range.to);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('login_time', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();
  const items = await Promise.all(
    rows.map(async (r): Promise<LoginActivityRow> => {
      const found = await geo.lookup(r.ip);
      const known = found.isp || found.city || found.country;
      return {
        loginTime: r.login_time.toISOString(),
        loginStatus: r.success ? 'Success' : 'Failed',
        deviceIp: r.device_ip || r.ip,
        ...(known ? found : { isp: r.isp, city: r.city, state: r.state, country: r.country }),
      };
    }),
  );
  return paged(items, page, Number(n));
}
