import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { RgLimitsTable } from '../../db/schema';
import { forbidden, invalid } from '../../domain-errors';
import { recordAudit, userInScope } from '../operators/index';
import { accountsChanged, revokeSession, revokeUserSessions, type UserRow } from '../users/index';
import { addMonths, DEFAULT_TIME_ZONE, PERIODS, zonedDate } from './periods';
import { periodUsage, pnlSince } from './usage';

/** 403 when a bet's worst case would take the period's realised net loss past a loss limit (issue 17 item 2). */
export const LOSS_LIMIT_MESSAGE = 'Loss limit reached';
/** 403 when a bet's stake would take the period's stakes past a stake limit (issue 17 item 2). */
export const STAKE_LIMIT_MESSAGE = 'Stake limit reached';
/** 401 for a request on a session past the customer's session time limit (issue 17 item 2). */
export const SESSION_LIMIT_MESSAGE = 'Session time limit reached';
/** A raise or removal of a limit waits this long before it can be confirmed (UKGC RTS 12: 24 hours). */
export const COOLING_OFF_MS = 24 * 3600_000;

/** What changes a customer's protections: the customer, or an operator (the back office). */
export type RgActor = { kind: 'customer' } | { kind: 'operator'; operator: UserRow; ip: string };

type LimitKind = RgLimitsTable['kind'];
type LimitPeriod = RgLimitsTable['period'];
type LimitRow = { kind: LimitKind; period: LimitPeriod } & Pick<
  RgLimitsTable,
  'amount' | 'pending' | 'pending_amount'
> & { pending_effective_at: Date | null };

async function recordEvent(
  db: Db,
  user: Pick<UserRow, 'id' | 'domain_id'>,
  nowMs: number,
  actor: string,
  action: string,
  detail: unknown,
): Promise<void> {
  await db
    .insertInto('rg_events')
    .values({
      user_id: user.id,
      domain_id: user.domain_id,
      at: new Date(nowMs),
      actor,
      action,
      detail: JSON.stringify(detail),
    })
    .execute();
}

const limitRows = (db: Db, userId: string) =>
  db
    .selectFrom('rg_limits')
    .select(['kind', 'period', 'amount', 'pending', 'pending_amount', 'pending_effective_at'])
    .where('user_id', '=', userId)
    .execute() as Promise<LimitRow[]>;

/** The settings row's fields (defaults when the customer never set anything). */
async function settingsOf(db: Db, userId: string) {
  const row = await db.selectFrom('rg_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    realityMinutes: row?.reality_check_minutes ?? 0,
    realityTokenHash: row?.reality_token_hash ?? null,
    realityNextAt: row?.reality_next_at ? new Date(row.reality_next_at).getTime() : null,
    timeoutUntil: row?.timeout_until ? new Date(row.timeout_until).getTime() : null,
    excludedUntil: row?.excluded_until ? new Date(row.excluded_until).getTime() : null,
  };
}

/** Creates the customer's settings row if missing and locks it (serialises a customer's changes). */
async function lockSettings(trx: Db, userId: string, nowMs: number): Promise<void> {
  await sql`insert into rg_settings (user_id, updated_at) values (${userId}, ${new Date(nowMs)})
    on conflict (user_id) do nothing`.execute(trx);
  await sql`select 1 from rg_settings where user_id = ${userId} for update`.execute(trx);
}

/**
 * Sets, lowers, raises or removes one limit of `user` (issue 17 item 1; UKGC RTS 12): `amount` in
 * minor units (loss, stake) or minutes (session), null to remove. A first limit or a lower one (or
 * the same) applies at once and drops any pending change; a higher one or a removal waits
 * {@link COOLING_OFF_MS} as a pending change (a repeat of the same pending change keeps its time),
 * which then needs {@link confirmLimits}. Recorded in `rg_events`; the exchange engine re-reads
 * the account. Answers whether it applied at once.
 */
export async function setLimit(
  db: Db,
  user: UserRow,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  nowMs: number,
): Promise<{ immediate: boolean }> {
  if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0))
    throw invalid('The limit must be more than 0');
  const result = await db.transaction().execute(async (trx) => {
    await lockSettings(trx, user.id, nowMs);
    const row = (await limitRows(trx, user.id)).find((r) => r.kind === kind && r.period === period);
    const current = row?.amount ?? null;
    const immediate = current === null || (amount !== null && amount <= current);
    const now = new Date(nowMs);
    const samePending = row?.pending && row.pending_amount === amount && row.pending_effective_at;
    const values = immediate
      ? { amount, pending: false, pending_amount: null, pending_effective_at: null }
      : {
          amount: current,
          pending: true,
          pending_amount: amount,
          pending_effective_at: samePending ? row.pending_effective_at : new Date(nowMs + COOLING_OFF_MS),
        };
    await trx
      .insertInto('rg_limits')
      .values({ user_id: user.id, kind, period, ...values, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind', 'period']).doUpdateSet({ ...values, updated_at: now }),
      )
      .execute();
    await recordEvent(trx, user, nowMs, 'customer', immediate ? 'limit.set' : 'limit.request', {
      kind,
      period,
      before: current,
      after: amount,
      ...(immediate ? {} : { effectiveAt: new Date(values.pending_effective_at!).toISOString() }),
    });
    return { immediate };
  });
  if (result.immediate) accountsChanged([user.id]);
  return result;
}

/**
 * Confirms the customer's pending raises and removals whose 24 hours are over (issue 17 item 1;
 * UKGC RTS 12), all of them or the one of `kind` (and `period`); each becomes the limit in force.
 * 400 'No limit change is ready to confirm' when none is (nothing pending, or not yet due).
 */
export async function confirmLimits(
  db: Db,
  user: UserRow,
  nowMs: number,
  filter: { kind?: LimitKind; period?: LimitPeriod } = {},
): Promise<number> {
  const n = await db.transaction().execute(async (trx) => {
    await lockSettings(trx, user.id, nowMs);
    const due = (await limitRows(trx, user.id)).filter(
      (r) =>
        r.pending &&
        r.pending_effective_at !== null &&
        new Date(r.pending_effective_at).getTime() <= nowMs &&
        (filter.kind === undefined || filter.kind === r.kind) &&
        (filter.period === undefined || filter.kind === 'session' || filter.period === r.period),
    );
    if (due.length === 0) throw invalid('No limit change is ready to confirm');
    for (const r of due) {
      await trx
        .updateTable('rg_limits')
        .set({
          amount: r.pending_amount,
          pending: false,
          pending_amount: null,
          pending_effective_at: null,
          updated_at: new Date(nowMs),
        })
        .where('user_id', '=', user.id)
        .where('kind', '=', r.kind)
        .where('period', '=', r.period)
        .execute();
      await recordEvent(trx, user, nowMs, 'customer', 'limit.confirm', {
        kind: r.kind,
        period: r.period,
        before: r.amount,
        after: r.pending_amount,
      });
    }
    return due.length;
  });
  accountsChanged([user.id]);
  return n;
}

/**
 * Sets the reality-check interval (issue 17 item 3): 0 (off), 15, 30 or 60 minutes; the next
 * check of this session (`tokenHash`) is one interval from now. Recorded in `rg_events`.
 */
export async function setRealityCheck(
  db: Db,
  user: UserRow,
  tokenHash: string,
  minutes: number,
  nowMs: number,
): Promise<void> {
  if (![0, 15, 30, 60].includes(minutes)) throw invalid('minutes must be 0, 15, 30 or 60');
  await db.transaction().execute(async (trx) => {
    await lockSettings(trx, user.id, nowMs);
    const before = (await settingsOf(trx, user.id)).realityMinutes;
    await trx
      .updateTable('rg_settings')
      .set({
        reality_check_minutes: minutes,
        reality_token_hash: minutes ? tokenHash : null,
        reality_next_at: minutes ? new Date(nowMs + minutes * 60_000) : null,
        updated_at: new Date(nowMs),
      })
      .where('user_id', '=', user.id)
      .execute();
    await recordEvent(trx, user, nowMs, 'customer', 'realityCheck.set', { before, after: minutes });
  });
}

/**
 * The customer's answer to a reality check (issue 17 item 3): 'continue' moves this session's
 * next check one interval from now; 'logout' revokes the session (the caller forgets it in its
 * cache). 400 when the reality check is off.
 */
export async function ackRealityCheck(
  db: Db,
  user: UserRow,
  tokenHash: string,
  action: 'continue' | 'logout',
  nowMs: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSettings(trx, user.id, nowMs);
    const { realityMinutes } = await settingsOf(trx, user.id);
    if (realityMinutes === 0) throw invalid('The reality check is off');
    if (action === 'logout') await revokeSession(trx, tokenHash, new Date(nowMs));
    else
      await trx
        .updateTable('rg_settings')
        .set({
          reality_token_hash: tokenHash,
          reality_next_at: new Date(nowMs + realityMinutes * 60_000),
          updated_at: new Date(nowMs),
        })
        .where('user_id', '=', user.id)
        .execute();
    await recordEvent(trx, user, nowMs, 'customer', 'realityCheck.ack', { action });
  });
}

/**
 * A time-out of `days` (1, 7, 30 or 42) or a self-exclusion of `months` (6, 12, 24 or 60 calendar
 * months in the brand's time zone) chosen by the customer (issue 17 item 4; UKGC RTS 14): the end
 * is never moved earlier (a shorter choice while one runs keeps the later end); every session of
 * the customer is revoked in the same transaction (the caller forgets them in its node's cache).
 * Nothing placed is voided. Recorded in `rg_events`. Returns the end, epoch ms.
 */
export async function blockAccount(
  db: Db,
  user: UserRow,
  what: { timeoutDays: number } | { exclusionMonths: number },
  nowMs: number,
): Promise<number> {
  const timeout = 'timeoutDays' in what;
  if (timeout && ![1, 7, 30, 42].includes(what.timeoutDays)) throw invalid('days must be 1, 7, 30 or 42');
  if (!timeout && ![6, 12, 24, 60].includes(what.exclusionMonths))
    throw invalid('months must be 6, 12, 24 or 60');
  const asked = timeout
    ? nowMs + what.timeoutDays * 24 * 3600_000
    : addMonths(nowMs, what.exclusionMonths, DEFAULT_TIME_ZONE);
  return db.transaction().execute(async (trx) => {
    await lockSettings(trx, user.id, nowMs);
    const s = await settingsOf(trx, user.id);
    const before = timeout ? s.timeoutUntil : s.excludedUntil;
    const until = Math.max(asked, before ?? 0);
    await trx
      .updateTable('rg_settings')
      .set({
        ...(timeout ? { timeout_until: new Date(until) } : { excluded_until: new Date(until) }),
        updated_at: new Date(nowMs),
      })
      .where('user_id', '=', user.id)
      .execute();
    const revoked = await revokeUserSessions(trx, user.id, new Date(nowMs));
    await recordEvent(trx, user, nowMs, 'customer', timeout ? 'timeout' : 'selfExclusion', {
      ...what,
      until: new Date(until).toISOString(),
      sessionsEnded: revoked,
    });
    return until;
  });
}

/**
 * The refusal of a customer's sign-in while a self-exclusion or a time-out runs (issue 17 item
 * 4), the end as YYYY-MM-DD in the brand's time zone: 'This account is self-excluded until
 * {date}.' (first) or 'Your account is in a time-out until {date}.'; undefined when neither runs.
 */
export async function signInRefusal(db: Db, userId: string, nowMs: number): Promise<string | undefined> {
  const s = await settingsOf(db, userId);
  if (s.excludedUntil !== null && s.excludedUntil > nowMs)
    return `This account is self-excluded until ${zonedDate(s.excludedUntil)}.`;
  if (s.timeoutUntil !== null && s.timeoutUntil > nowMs)
    return `Your account is in a time-out until ${zonedDate(s.timeoutUntil)}.`;
  return undefined;
}

/**
 * An Admin lifts a customer's running self-exclusion early (issue 17 item 4: only an Admin, with a
 * remark, audited). The caller checked the Admin role; the customer must be in the operator's
 * scope (404 'Unknown user'). 400 'This account is not self-excluded' (a time-out cannot be lifted
 * by anyone). One audit entry `rg.selfExclusionLift` and one `rg_events` row, in the transaction.
 */
export async function liftSelfExclusion(
  db: Db,
  ctx: { operator: UserRow; ip: string; at: Date },
  userId: string,
  remark: string,
): Promise<void> {
  const text = remark.trim();
  if (!text) throw invalid('A remark is required');
  const nowMs = ctx.at.getTime();
  await db.transaction().execute(async (trx) => {
    const user = await userInScope(trx, ctx.operator, userId);
    if (user.role !== 'User') throw invalid('This account is not self-excluded');
    await lockSettings(trx, user.id, nowMs);
    const s = await settingsOf(trx, user.id);
    if (s.excludedUntil === null || s.excludedUntil <= nowMs)
      throw invalid('This account is not self-excluded');
    await trx
      .updateTable('rg_settings')
      .set({ excluded_until: null, updated_at: ctx.at })
      .where('user_id', '=', user.id)
      .execute();
    const before = { selfExcludedUntil: new Date(s.excludedUntil).toISOString() };
    await recordEvent(trx, user, nowMs, ctx.operator.user_name, 'selfExclusion.lift', {
      ...before,
      remark: text,
    });
    await recordAudit(trx, {
      actor: ctx.operator,
      action: 'rg.selfExclusionLift',
      target: `user:${user.user_name}`,
      before,
      after: { selfExcludedUntil: null },
      remark: text,
      ip: ctx.ip,
      at: ctx.at,
    });
  });
}

/** A limit's pending change as the wire shows it (amount in the row's units). */
function pendingOf(r: LimitRow | undefined, nowMs: number) {
  if (!r?.pending || !r.pending_effective_at) return null;
  const effectiveAtMs = new Date(r.pending_effective_at).getTime();
  return { amount: r.pending_amount, effectiveAtMs, ready: effectiveAtMs <= nowMs };
}

/**
 * A customer's protections with the usage of each period (issue 17 item 5 "GET status"; the back
 * office's view, item 7): money limits in minor units here (the routes convert).
 */
export async function protectionOf(db: Db, userId: string, nowMs: number) {
  const [rows, settings, usage] = await Promise.all([
    limitRows(db, userId),
    settingsOf(db, userId),
    periodUsage(db, userId, nowMs),
  ]);
  const limits = (['loss', 'stake'] as const).flatMap((kind) =>
    PERIODS.map((period) => {
      const r = rows.find((x) => x.kind === kind && x.period === period);
      const u = usage.find((x) => x.period === period)!;
      const used = kind === 'loss' ? u.lossMinor : u.stakeMinor;
      const amount = r?.amount ?? null;
      return {
        kind,
        period,
        amount,
        used,
        remaining: amount === null ? null : Math.max(0, amount - used),
        periodStartMs: u.startMs,
        periodEndMs: u.endMs,
        pending: pendingOf(r, nowMs),
      };
    }),
  );
  const session = rows.find((x) => x.kind === 'session');
  return {
    timeZone: DEFAULT_TIME_ZONE,
    limits,
    sessionLimit: { minutes: session?.amount ?? null, pending: pendingOf(session, nowMs) },
    realityCheckMinutes: settings.realityMinutes,
    timeoutUntilMs:
      settings.timeoutUntil !== null && settings.timeoutUntil > nowMs ? settings.timeoutUntil : null,
    selfExcludedUntilMs:
      settings.excludedUntil !== null && settings.excludedUntil > nowMs ? settings.excludedUntil : null,
    settings,
  };
}

/**
 * The signed-in customer's status (issue 17 items 3 and 5): {@link protectionOf} and this session
 * (`tokenHash`): its start, the end its time limit sets, the reality check's next time (this
 * session's stored one, else one interval after sign-in; null when off) and the session's net
 * result (settled P&L since sign-in, minor units).
 */
export async function statusOf(db: Db, userId: string, tokenHash: string, nowMs: number) {
  const [protection, session] = await Promise.all([
    protectionOf(db, userId, nowMs),
    db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirst(),
  ]);
  const startedAtMs = session ? new Date(session.created_at).getTime() : nowMs;
  const { settings, ...rest } = protection;
  const minutes = settings.realityMinutes;
  const nextAtMs =
    minutes === 0
      ? null
      : settings.realityTokenHash === tokenHash && settings.realityNextAt !== null
        ? settings.realityNextAt
        : startedAtMs + minutes * 60_000;
  const limitMinutes = rest.sessionLimit.minutes;
  return {
    ...rest,
    session: { startedAtMs, endsAtMs: limitMinutes === null ? null : startedAtMs + limitMinutes * 60_000 },
    realityCheck: {
      minutes,
      nextAtMs,
      sessionStartedAtMs: startedAtMs,
      sessionNetResultMinor: await pnlSince(db, userId, startedAtMs),
    },
  };
}

/** The customer's latest `limit` protection changes, newest first (the back office's history). */
export async function recentEvents(db: Db, userId: string, limit = 100) {
  const rows = await db
    .selectFrom('rg_events')
    .select(['at', 'actor', 'action', 'detail'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    action: r.action,
    detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as unknown) : r.detail,
  }));
}

/**
 * The check of bet acceptance (issue 17 item 2), in the bet's transaction after the account row
 * is locked: for each period with a limit in force, 403 {@link LOSS_LIMIT_MESSAGE} when the bet
 * raises the account's worst case and the period's realised net loss plus the account's worst
 * case with the bet (`exposureAfterMinor`: every open bet's, so that open bets cannot together
 * pass the limit) would pass the loss limit; 403 {@link STAKE_LIMIT_MESSAGE} when the period's
 * stakes plus `stakeMinor` would pass the stake limit (a cash out, `cashOut`, is never refused by
 * it: it only lowers the risk). docs/player-protection.md "Enforcement".
 */
export async function assertBetWithinLimits(
  trx: Db,
  bet: {
    userId: string;
    nowMs: number;
    stakeMinor: number;
    exposureBeforeMinor: number;
    exposureAfterMinor: number;
    cashOut: boolean;
  },
): Promise<void> {
  const room = await headroomOf(trx, bet.userId, bet.nowMs);
  if (!bet.cashOut && room.stakeRoomMinor !== null && bet.stakeMinor > room.stakeRoomMinor)
    throw forbidden(STAKE_LIMIT_MESSAGE);
  if (
    bet.exposureAfterMinor > bet.exposureBeforeMinor &&
    room.lossRoomMinor !== null &&
    bet.exposureAfterMinor > room.lossRoomMinor
  )
    throw forbidden(LOSS_LIMIT_MESSAGE);
}

/**
 * What the customer may still risk and stake now (minor units; null: no such limit): `lossRoomMinor`
 * the least, over the loss limits in force, of the limit less the period's realised net loss (the
 * account's total worst case must stay within it); `stakeRoomMinor` the least of the stake limit
 * less the period's stakes; `untilMs` when a period with a limit ends (the figures change then).
 * The exchange engine keeps them in its account table (docs/decisions.md "Player protection in
 * the exchange engine").
 */
export async function headroomOf(
  db: Db,
  userId: string,
  nowMs: number,
): Promise<{ lossRoomMinor: number | null; stakeRoomMinor: number | null; untilMs: number }> {
  const rows = (await limitRows(db, userId)).filter((r) => r.kind !== 'session' && r.amount !== null);
  if (rows.length === 0) return { lossRoomMinor: null, stakeRoomMinor: null, untilMs: Infinity };
  const usage = await periodUsage(db, userId, nowMs);
  let lossRoomMinor: number | null = null;
  let stakeRoomMinor: number | null = null;
  let untilMs = Infinity;
  for (const r of rows) {
    const u = usage.find((x) => x.period === r.period)!;
    untilMs = Math.min(untilMs, u.endMs);
    if (r.kind === 'loss') {
      const room = r.amount! - u.lossMinor;
      lossRoomMinor = lossRoomMinor === null ? room : Math.min(lossRoomMinor, room);
    } else {
      const room = r.amount! - u.stakeMinor;
      stakeRoomMinor = stakeRoomMinor === null ? room : Math.min(stakeRoomMinor, room);
    }
  }
  return { lossRoomMinor, stakeRoomMinor, untilMs };
}

/** Whether a session that started at `startedAtMs` is past the session limit `minutes` at `nowMs`. */
export const sessionTimeUp = (startedAtMs: number, minutes: number | null, nowMs: number) =>
  minutes !== null && minutes > 0 && startedAtMs + minutes * 60_000 <= nowMs;
