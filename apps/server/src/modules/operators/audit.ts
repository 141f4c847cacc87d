import type { Db } from '../../db/index';
import type { UserRow } from '../users/index';

/** One operator action (issue 16 item 7): who, what, to what, before and after, remark, from where, when. */
export interface AuditEntry {
  actor: Pick<UserRow, 'id' | 'user_name' | 'role' | 'domain_id'>;
  /** `area.verb`, e.g. `wallet.credit`, `customer.create`, `brand.update`, `market.suspend`. */
  action: string;
  /** e.g. `user:player1`, `brand:localhost`, `market:1.234`, `casino:teen20`. */
  target: string;
  before?: unknown;
  after?: unknown;
  remark?: string;
  /** The caller's address (the request's IP, after the proxy rule). */
  ip: string;
  at: Date;
}

/**
 * Appends `entry` to `operator_audit` (append-only: migration 015's trigger refuses UPDATE and
 * DELETE). Call it in the transaction of the change it records, so that neither exists without
 * the other. Returns the entry's id.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<string> {
  const row = await db
    .insertInto('operator_audit')
    .values({
      domain_id: entry.actor.domain_id,
      actor_id: entry.actor.id,
      actor_name: entry.actor.user_name,
      actor_role: entry.actor.role,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      remark: entry.remark ?? '',
      ip: entry.ip,
      at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Filters of {@link searchAudit}: actor user name, action (exact, or a prefix ending in `.`), time range, page size. */
export interface AuditFilters {
  actor?: string;
  action?: string;
  fromMs?: number;
  toMs?: number;
  /** 1-500, default 100. */
  limit?: number;
  /** Entries with an id below this one (the next page of a newest-first list). */
  beforeId?: string;
}

/** An entry as read back (both drivers parse jsonb), the time a Date. */
export interface AuditRecord {
  id: string;
  actorName: string;
  actorRole: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  remark: string;
  ip: string;
  at: Date;
}

/**
 * The audit entries of brand `domainId`, newest first (issue 16 item 7: filters actor, action,
 * from, to, limit). `from` is inclusive, `to` exclusive (epoch ms).
 */
export async function searchAudit(db: Db, domainId: string, f: AuditFilters): Promise<AuditRecord[]> {
  let q = db.selectFrom('operator_audit').selectAll().where('domain_id', '=', domainId);
  if (f.actor) q = q.where('actor_name', '=', f.actor);
  if (f.action)
    q = f.action.endsWith('.')
      ? q.where('action', 'like', `${f.action.replace(/[%_\\]/g, '\\$&')}%`)
      : q.where('action', '=', f.action);
  if (f.fromMs !== undefined) q = q.where('at', '>=', new Date(f.fromMs));
  if (f.toMs !== undefined) q = q.where('at', '<', new Date(f.toMs));
  if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(f.limit ?? 100, 1), 500))
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    actorName: r.actor_name,
    actorRole: r.actor_role,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    remark: r.remark,
    ip: r.ip,
    at: new Date(r.at),
  }));
}
