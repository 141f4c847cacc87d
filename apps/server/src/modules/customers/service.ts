import type { CurrentOrderSummary, LockedSport, MinMax } from '@backlay/contracts';
import type { Db } from '../../db/index';
import { conflict, forbidden, invalid } from '../../domain-errors';
import {
  forgetMinMax,
  minMaxOf,
  setMinMax,
  setSportLocks,
  setUserLocks,
  sportLocksOf,
  type UserLocks,
  userLocksOf,
  userLocksOfUser,
} from '../limits/index';
import { canCreateRole, childCounts, recordAudit, scopedUserIds, userInScope } from '../operators/index';
import {
  accountsChanged,
  findUserByName,
  hashPassword,
  insertUser,
  passwordProblem,
  resetPassword,
  setExposureLimit,
  type UserRow,
} from '../users/index';
import { openAccount, statementRows } from '../wallet/index';
import { betHistoryPage, loginActivityPage } from '../account/index';
import { type ExchangeEngine, summaryOf } from '../exchange/index';

/**
 * The back office's customers and agents (issue 16 item 3; docs/backoffice.md "Customers and
 * agents"): the user tree, account creation, password reset, locks, exposure limit and the
 * brand's stake limits. Every account is looked up through the operator's scope
 * (modules/operators scope.ts: an Admin sees their brand, anyone else their chain; anything else
 * is 404 "Unknown user"), and every change writes its audit entry in its own transaction. Money
 * is minor units here; routes.ts converts at the edge.
 */

/** Who acts and from where: the audit entry's context (http/guards auditContext). */
export interface ActionContext {
  operator: UserRow;
  ip: string;
  at: Date;
}

/** One account of the tree: the row, its operator locks and how many accounts it created. */
export interface TreeAccount {
  user: UserRow;
  locks: UserLocks;
  childCount: number;
}

/** The most rows one tree call answers. */
export const TREE_LIMIT = 500;

const UNIQUE_VIOLATION = '23505';

/**
 * A wire amount (currency units) in minor units: finite, 0 to 1,000,000,000, at most 2 decimals
 * (docs/architecture.md Money). Errors: 400 naming `field`.
 */
export function unitsToMinor(value: number, field: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 1_000_000_000)
    throw invalid(`${field} must be a number from 0 to 1000000000`);
  const minor = Math.round(value * 100);
  if (Math.abs(value * 100 - minor) > 1e-6) throw invalid(`${field} must have at most 2 decimals`);
  return minor;
}

/** The tree rows of `users`, with their locks and child counts, in the order given. */
async function treeRows(db: Db, domainId: string, users: UserRow[]): Promise<TreeAccount[]> {
  const ids = users.map((u) => u.id);
  const [locks, counts] = await Promise.all([userLocksOf(db, ids), childCounts(db, domainId, ids)]);
  return users.map((user) => ({
    user,
    locks: locks.get(user.id) ?? { betting: false, casino: false },
    childCount: counts.get(user.id) ?? 0,
  }));
}

/**
 * The user tree (issue 16 item 3, `GET /api/admin/users`): with `search`, the accounts in the
 * operator's scope whose user name contains it (case-insensitive); else the accounts created
 * directly by `parentId` (an account in scope, or the operator), by default by the operator
 * (for an Admin also the brand's accounts without a creator). `role` keeps one role. At most
 * {@link TREE_LIMIT} rows, by user name. Errors: 404 "Unknown user" for a parent out of scope.
 */
export async function listAccounts(
  db: Db,
  operator: UserRow,
  q: { parentId?: string; search?: string; role?: string },
): Promise<TreeAccount[]> {
  let query = db.selectFrom('users').selectAll().where('domain_id', '=', operator.domain_id);
  if (q.search !== undefined) {
    const pattern = `%${q.search
      .trim()
      .toLowerCase()
      .replace(/[%_\\]/g, '\\$&')}%`;
    query = query
      .where('id', 'in', scopedUserIds(db, operator))
      .where((eb) => eb(eb.fn('lower', ['user_name']), 'like', pattern));
  } else if (q.parentId !== undefined && q.parentId !== operator.id) {
    const parent = await userInScope(db, operator, q.parentId);
    query = query.where('creator_id', '=', parent.id).where('id', '!=', operator.id);
  } else {
    query =
      operator.role === 'Admin'
        ? query
            .where((eb) => eb.or([eb('creator_id', '=', operator.id), eb('creator_id', 'is', null)]))
            .where('id', '!=', operator.id)
        : query.where('creator_id', '=', operator.id);
  }
  if (q.role !== undefined) query = query.where('role', '=', q.role);
  const users = await query.orderBy('user_name').limit(TREE_LIMIT).execute();
  return treeRows(db, operator.domain_id, users);
}

/** One account in the operator's scope, with locks and child count. Errors: 404 "Unknown user". */
export async function accountOf(db: Db, operator: UserRow, userId: string): Promise<TreeAccount> {
  const user = await userInScope(db, operator, userId);
  return (await treeRows(db, operator.domain_id, [user]))[0]!;
}

/**
 * An account's details (`GET /api/admin/users/{userId}`): the tree row, its lock of every sport
 * (modules/limits sportLocksOf) and the brand's stake limits. Errors: 404 "Unknown user".
 */
export async function accountDetails(
  db: Db,
  operator: UserRow,
  userId: string,
): Promise<TreeAccount & { sportLocks: LockedSport[]; stakeLimits: MinMax }> {
  const account = await accountOf(db, operator, userId);
  const [sportLocks, stakeLimits] = await Promise.all([
    sportLocksOf(db, account.user.id),
    minMaxOf(db, operator.domain_id),
  ]);
  return { ...account, sportLocks, stakeLimits };
}

/**
 * An account the operator may change: in their scope (else 404 "Unknown user") and of a role
 * strictly below theirs (else 403 "You cannot manage a {role} account"; an Admin does not manage
 * another Admin).
 */
export async function manageableAccount(db: Db, operator: UserRow, userId: string): Promise<UserRow> {
  const user = await userInScope(db, operator, userId);
  if (!canCreateRole(operator.role, user.role))
    throw forbidden(`You cannot manage a ${user.role} account`, 'role_required');
  return user;
}

/** What {@link createAccount} needs, amounts in minor units. */
export interface NewAccount {
  userName: string;
  name: string;
  password: string;
  role: string;
  exposureLimitMinor: number;
  openingBalanceMinor: number;
}

/**
 * Creates an account below the operator (issue 16 item 3, `POST /api/admin/users`): of a role
 * strictly below the operator's (403 "You cannot create a {role} account" otherwise), created by
 * the operator (its WhiteLabel, Watcher and SuperWatcher columns inherited, the operator's own
 * role's column set to the operator), in the operator's currency, with the password through the
 * one password policy (400 with its message). In one transaction: the row, the opening balance
 * as the ledger's opening transfer (customers only: 400 "Only a customer account has an opening
 * balance" otherwise) and the audit entry 'customer.create' (no password in it). Errors: 409
 * "User name already taken" (unique per brand, ignoring case).
 */
export async function createAccount(db: Db, ctx: ActionContext, a: NewAccount): Promise<TreeAccount> {
  const { operator } = ctx;
  if (!canCreateRole(operator.role, a.role))
    throw forbidden(`You cannot create a ${a.role} account`, 'role_required');
  if (a.openingBalanceMinor > 0 && a.role !== 'User')
    throw invalid('Only a customer account has an opening balance');
  const problem = await passwordProblem(a.password);
  if (problem) throw invalid(problem);
  const userName = a.userName.trim();
  const taken = () => conflict('User name already taken', 'user_name_taken');
  if (await findUserByName(db, operator.domain_id, userName)) throw taken();
  const passwordHash = await hashPassword(a.password);
  const chainOf = (role: string, column: 'white_label_id' | 'watcher_id' | 'super_watcher_id') =>
    operator.role === role ? operator.id : operator[column];
  try {
    const user = await db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, {
        domain_id: operator.domain_id,
        user_name: userName,
        name: a.name.trim(),
        password_hash: passwordHash,
        role: a.role,
        creator_id: operator.id,
        white_label_id: chainOf('WhiteLabel', 'white_label_id'),
        watcher_id: chainOf('Watcher', 'watcher_id'),
        super_watcher_id: chainOf('SuperWatcher', 'super_watcher_id'),
        currency: operator.currency,
        balance_minor: 0,
        exposure_limit_minor: a.exposureLimitMinor,
      });
      await openAccount(trx, {
        domainId: operator.domain_id,
        userId: row.id,
        amountMinor: a.openingBalanceMinor,
        now: ctx.at,
      });
      await recordAudit(trx, {
        actor: operator,
        ip: ctx.ip,
        at: ctx.at,
        action: 'customer.create',
        target: `user:${row.user_name}`,
        after: {
          userName: row.user_name,
          name: row.name,
          role: row.role,
          exposureLimit: a.exposureLimitMinor / 100,
          openingBalance: a.openingBalanceMinor / 100,
        },
      });
      return trx.selectFrom('users').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    });
    return { user, locks: { betting: false, casino: false }, childCount: 0 };
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw taken();
    throw err;
  }
}

/**
 * Resets account `userId`'s password (issue 16 item 3, `POST /api/admin/users/{userId}/password`)
 * through the one password policy (modules/users resetPassword: the policy, the hash, a password
 * history row by the operator and the revocation of every session of the account), with the audit
 * entry 'customer.password' (never the password) in that transaction. Errors: 404 "Unknown
 * user", 403 for an account not below the operator, 400 with the policy's message.
 */
export async function resetAccountPassword(
  db: Db,
  ctx: ActionContext,
  userId: string,
  password: string,
): Promise<UserRow> {
  const user = await manageableAccount(db, ctx.operator, userId);
  await resetPassword(db, user, password, { updatedBy: ctx.operator.user_name, now: ctx.at }, (trx) =>
    recordAudit(trx, {
      actor: ctx.operator,
      ip: ctx.ip,
      at: ctx.at,
      action: 'customer.password',
      target: `user:${user.user_name}`,
    }).then(() => undefined),
  );
  return user;
}

/** An account's locks: betting, casino and every sport. */
export interface AllLocks extends UserLocks {
  sports: LockedSport[];
}

/**
 * Sets account `userId`'s locks (issue 16 item 3, `PUT /api/admin/users/{userId}/locks`; the
 * specification's sport lock): `betting` and `casino` (modules/limits user_locks; a field left
 * out keeps its value) and each listed sport (user_sport_locks), with the audit entry
 * 'customer.locks' (before and after) in the same transaction. Bet acceptance refuses a locked
 * account's bets from then on (the exchange engine's account table is told after the commit).
 * Errors: 400 "Nothing to change" for an empty change, "Unknown sport: {id}"; 404 "Unknown user";
 * 403 for an account not below the operator.
 */
export async function setAccountLocks(
  db: Db,
  ctx: ActionContext,
  userId: string,
  change: { betting?: boolean; casino?: boolean; sports?: LockedSport[] },
): Promise<AllLocks> {
  if (change.betting === undefined && change.casino === undefined && !change.sports?.length)
    throw invalid('Nothing to change: send betting, casino or sports');
  const user = await manageableAccount(db, ctx.operator, userId);
  const after = await db.transaction().execute(async (trx) => {
    const locksOf = async (): Promise<AllLocks> => ({
      ...(await userLocksOfUser(trx, user.id)),
      sports: await sportLocksOf(trx, user.id),
    });
    const before = await locksOf();
    if (change.betting !== undefined || change.casino !== undefined)
      await setUserLocks(trx, user.id, { betting: change.betting, casino: change.casino }, ctx.at);
    if (change.sports?.length) await setSportLocks(trx, user.id, change.sports);
    const now = await locksOf();
    const locked = (l: AllLocks) => ({
      betting: l.betting,
      casino: l.casino,
      lockedSports: l.sports.filter((s) => s.lock).map((s) => s.eventId),
    });
    await recordAudit(trx, {
      actor: ctx.operator,
      ip: ctx.ip,
      at: ctx.at,
      action: 'customer.locks',
      target: `user:${user.user_name}`,
      before: locked(before),
      after: locked(now),
    });
    return now;
  });
  accountsChanged([user.id]);
  return after;
}

/**
 * Sets account `userId`'s exposure limit (issue 16 item 3, `PUT
 * /api/admin/users/{userId}/exposure-limit`; minor units, 0: no limit) through modules/users,
 * with the audit entry 'customer.exposureLimit' (before and after, currency units) in the same
 * transaction. Errors: 404 "Unknown user"; 403 for an account not below the operator.
 */
export async function setAccountExposureLimit(
  db: Db,
  ctx: ActionContext,
  userId: string,
  limitMinor: number,
): Promise<UserRow> {
  const user = await manageableAccount(db, ctx.operator, userId);
  await db.transaction().execute(async (trx) => {
    const beforeMinor = await setExposureLimit(trx, user.id, limitMinor);
    await recordAudit(trx, {
      actor: ctx.operator,
      ip: ctx.ip,
      at: ctx.at,
      action: 'customer.exposureLimit',
      target: `user:${user.user_name}`,
      before: { exposureLimit: beforeMinor / 100 },
      after: { exposureLimit: limitMinor / 100 },
    });
  });
  accountsChanged([user.id]);
  return user;
}

/**
 * Sets the operator's brand's stake limits (issue 16 item 3, `PUT /api/admin/limits`; Admin, the
 * route checks) through modules/limits (validated there: 400), with the audit entry
 * 'limits.update' on `brand:{domain}` in the same transaction. Returns the limits after.
 */
export async function setBrandLimits(
  db: Db,
  ctx: ActionContext,
  domain: string,
  limits: MinMax,
): Promise<MinMax> {
  const after = await db.transaction().execute(async (trx) => {
    const change = await setMinMax(trx, ctx.operator.domain_id, limits);
    await recordAudit(trx, {
      actor: ctx.operator,
      ip: ctx.ip,
      at: ctx.at,
      action: 'limits.update',
      target: `brand:${domain}`,
      before: change.before,
      after: change.after,
    });
    return change.after;
  });
  // Again after the commit: a bet that read the limits meanwhile may have cached the old ones.
  forgetMinMax(ctx.operator.domain_id);
  return after;
}

/** A page of one account's list: 1-based `page`, `pageSize` rows. */
export interface Page {
  page: number;
  pageSize: number;
}

/** One page of an account's list, as the account lists answer it (docs/rules/specification.md §3 Paged list). */
export interface PageOf<T> {
  status: boolean;
  pageItems: T[];
  currentPage: number;
  totalPages: number;
}

/**
 * Account `userId`'s statement (`GET /api/admin/users/{userId}/statement`): its ledger rows,
 * newest first, through modules/wallet statementRows. Errors: 404 "Unknown user".
 */
export async function accountStatement(db: Db, operator: UserRow, userId: string, page: Page) {
  const user = await userInScope(db, operator, userId);
  const { rows, totalPages } = await statementRows(db, user.id, page);
  return { status: true, pageItems: rows, currentPage: page.page, totalPages };
}

/**
 * Account `userId`'s bets of `status` (`GET /api/admin/users/{userId}/bets`), newest first,
 * through modules/account's bet history. Errors: 404 "Unknown user".
 */
export async function accountBets(
  db: Db,
  operator: UserRow,
  userId: string,
  status: 'unsettled' | 'settled',
  page: Page,
) {
  const user = await userInScope(db, operator, userId);
  return betHistoryPage(db, user.id, { status }, {}, page);
}

/**
 * Account `userId`'s sign-in attempts (`GET /api/admin/users/{userId}/login-activity`), newest
 * first, through modules/account's login activity. Errors: 404 "Unknown user".
 */
export async function accountLoginActivity(db: Db, operator: UserRow, userId: string, page: Page) {
  const user = await userInScope(db, operator, userId);
  return loginActivityPage(db, user.id, user.id, {}, page);
}

/**
 * Account `userId`'s exchange orders (`GET /api/admin/users/{userId}/orders`): those on the
 * brand's books the engine holds (every unsettled market's), newest first, as Betfair's current
 * order summary; an empty list without an exchange engine. Errors: 404 "Unknown user".
 */
export async function accountOrders(
  db: Db,
  engine: ExchangeEngine | undefined,
  operator: UserRow,
  userId: string,
  page: Page,
): Promise<PageOf<CurrentOrderSummary>> {
  const user = await userInScope(db, operator, userId);
  const orders = engine ? await engine.orders(operator.domain_id, user.id) : [];
  const start = (page.page - 1) * page.pageSize;
  return {
    status: true,
    pageItems: orders.slice(start, start + page.pageSize).map(summaryOf),
    currentPage: page.page,
    totalPages: Math.ceil(orders.length / page.pageSize),
  };
}
