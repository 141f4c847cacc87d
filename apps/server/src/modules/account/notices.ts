import type { Banner, Notice } from '@backlay/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../domain-errors';
import type { UserRow } from '../users/index';
import type { DomainRow } from '../domains/index';
import { accountDb } from './tables';

/**
 * The brand's notices (news ticker) and banners (home carousel): docs/rules/specification.md §3 Notice and Banner, §4
 * Notices, §7 domain/notice/get and domain/banner/get; issue 8 item 1.
 */

/** 404 unless `domainId` (from the path) names the brand the request was made on. */
export function requireOwnDomain(tenant: DomainRow, domainId: string): void {
  if (domainId.trim().toLowerCase() !== tenant.id.toLowerCase())
    throw notFound(`Unknown domain: ${domainId}`);
}

/**
 * The ids whose notices `user` sees (docs/rules/specification.md §4 Notices): its creator, white-label, watcher and
 * super-watcher, where set.
 */
export function noticeAuthors(user: UserRow): string[] {
  return [user.creator_id, user.white_label_id, user.watcher_id, user.super_watcher_id].filter(
    (id): id is string => id !== null,
  );
}

/**
 * The notices of `user`'s brand written by one of its {@link noticeAuthors} or by an Admin (the
 * brand's news ticker, written in the back office: issue 16 item 2, docs/decisions.md), newest
 * first (at most 50).
 */
export async function noticesFor(db: Db, user: UserRow): Promise<Notice[]> {
  const authors = noticeAuthors(user);
  const rows = await accountDb(db)
    .selectFrom('notices')
    .select(['notice', 'created_by'])
    .where('domain_id', '=', user.domain_id)
    .where((eb) =>
      eb.or([
        ...(authors.length > 0 ? [eb('created_by', 'in', authors)] : []),
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'notices.created_by')
            .where('users.role', '=', 'Admin'),
        ),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ notice: r.notice, createdBy: r.created_by }));
}

/**
 * The banners of brand `domainId` shown at `now`, in display order (at most 20): those whose
 * schedule window (issue 16 item 2: `starts_at` inclusive, `ends_at` exclusive, null open) holds
 * `now`.
 */
export async function bannersOf(db: Db, domainId: string, now: Date): Promise<Banner[]> {
  const rows = await accountDb(db)
    .selectFrom('banners')
    .select('banner')
    .where('domain_id', '=', domainId)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((r) => ({ banner: r.banner }));
}

/** Adds a notice by operator `createdBy` to brand `domainId` (seed, tests, operator tools). */
export async function insertNotice(
  db: Db,
  n: { domainId: string; createdBy: string; notice: string; createdAt?: Date },
): Promise<void> {
  await accountDb(db)
    .insertInto('notices')
    .values({
      domain_id: n.domainId,
      created_by: n.createdBy,
      notice: n.notice,
      ...(n.createdAt ? { created_at: n.createdAt } : {}),
    })
    .execute();
}

/** Adds a banner (an image URL) to brand `domainId` at position `sortOrder`. */
export async function insertBanner(
  db: Db,
  b: { domainId: string; banner: string; sortOrder: number },
): Promise<void> {
  await accountDb(db)
    .insertInto('banners')
    .values({ domain_id: b.domainId, banner: b.banner, sort_order: b.sortOrder })
    .execute();
}
