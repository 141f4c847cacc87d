import type { Db } from '../../db/index';
import { accountDb } from './tables';

/**
 * The back office's writes of a brand's notices (news ticker) and banners (home carousel) (issue
 * 16 item 2; docs/backoffice.md "Brands"): the `notices` and `banners` tables modules/account
 * owns. The rules (who may, what is valid, the audit) are modules/brands'.
 */

/** A notice as the back office lists it; `createdBy` is the author's user name. */
export interface NoticeRecord {
  id: string;
  notice: string;
  createdById: string;
  createdBy: string;
  createdAt: Date;
}

const noticeRows = (db: Db, domainId: string) =>
  accountDb(db)
    .selectFrom('notices')
    .innerJoin('users', 'users.id', 'notices.created_by')
    .select(['notices.id', 'notices.notice', 'notices.created_by', 'notices.created_at', 'users.user_name'])
    .where('notices.domain_id', '=', domainId);

const toNotice = (r: {
  id: string;
  notice: string;
  created_by: string;
  created_at: Date;
  user_name: string;
}): NoticeRecord => ({
  id: r.id,
  notice: r.notice,
  createdById: r.created_by,
  createdBy: r.user_name,
  createdAt: new Date(r.created_at),
});

/** Every notice of brand `domainId`, newest first (at most 500). */
export async function listNotices(db: Db, domainId: string): Promise<NoticeRecord[]> {
  const rows = await noticeRows(db, domainId)
    .orderBy('notices.created_at', 'desc')
    .orderBy('notices.id', 'desc')
    .limit(500)
    .execute();
  return rows.map(toNotice);
}

/** Notice `id` of brand `domainId` (id a uuid), or undefined (also for another brand's). */
export async function findNotice(db: Db, domainId: string, id: string): Promise<NoticeRecord | undefined> {
  const row = await noticeRows(db, domainId).where('notices.id', '=', id).executeTakeFirst();
  return row && toNotice(row);
}

/** Adds notice `notice` (1-500 characters) by `createdBy` to brand `domainId` at `at`; returns its id. */
export async function createNotice(
  trx: Db,
  n: { domainId: string; createdBy: string; notice: string; at: Date },
): Promise<string> {
  const row = await accountDb(trx)
    .insertInto('notices')
    .values({ domain_id: n.domainId, created_by: n.createdBy, notice: n.notice, created_at: n.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the text of notice `id` of brand `domainId` (the author and time are kept). */
export async function updateNotice(trx: Db, domainId: string, id: string, notice: string): Promise<void> {
  await accountDb(trx)
    .updateTable('notices')
    .set({ notice })
    .where('domain_id', '=', domainId)
    .where('id', '=', id)
    .execute();
}

/** Removes notice `id` of brand `domainId`. */
export async function deleteNotice(trx: Db, domainId: string, id: string): Promise<void> {
  await accountDb(trx).deleteFrom('notices').where('domain_id', '=', domainId).where('id', '=', id).execute();
}

/** A banner as the back office lists it: its image URL, position and schedule window. */
export interface BannerRecord {
  id: string;
  banner: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
}

const bannerRows = (db: Db, domainId: string) =>
  accountDb(db)
    .selectFrom('banners')
    .select(['id', 'banner', 'sort_order', 'starts_at', 'ends_at', 'created_at'])
    .where('domain_id', '=', domainId);

const date = (d: Date | string | null) => (d === null ? null : new Date(d));

const toBanner = (r: {
  id: string;
  banner: string;
  sort_order: number;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
}): BannerRecord => ({
  id: r.id,
  banner: r.banner,
  sortOrder: r.sort_order,
  startsAt: date(r.starts_at),
  endsAt: date(r.ends_at),
  createdAt: new Date(r.created_at),
});

/** Every banner of brand `domainId`, scheduled or not, in display order (at most 200). */
export async function listBanners(db: Db, domainId: string): Promise<BannerRecord[]> {
  const rows = await bannerRows(db, domainId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map(toBanner);
}

/** Banner `id` of brand `domainId` (id a uuid), or undefined (also for another brand's). */
export async function findBanner(db: Db, domainId: string, id: string): Promise<BannerRecord | undefined> {
  const row = await bannerRows(db, domainId).where('id', '=', id).executeTakeFirst();
  return row && toBanner(row);
}

/** The fields of a banner the back office sets. */
export interface BannerFields {
  banner: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Adds banner `id` (chosen by the caller: its image URL names it) to brand `domainId`. */
export async function createBanner(
  trx: Db,
  b: BannerFields & { id: string; domainId: string; at: Date },
): Promise<void> {
  await accountDb(trx)
    .insertInto('banners')
    .values({
      id: b.id,
      domain_id: b.domainId,
      banner: b.banner,
      sort_order: b.sortOrder,
      starts_at: b.startsAt,
      ends_at: b.endsAt,
      created_at: b.at,
    })
    .execute();
}

/** Writes `fields` to banner `id` of brand `domainId`. */
export async function updateBanner(
  trx: Db,
  domainId: string,
  id: string,
  fields: BannerFields,
): Promise<void> {
  await accountDb(trx)
    .updateTable('banners')
    .set({
      banner: fields.banner,
      sort_order: fields.sortOrder,
      starts_at: fields.startsAt,
      ends_at: fields.endsAt,
    })
    .where('domain_id', '=', domainId)
    .where('id', '=', id)
    .execute();
}

/** Removes banner `id` of brand `domainId`. */
export async function deleteBanner(trx: Db, domainId: string, id: string): Promise<void> {
  await accountDb(trx).deleteFrom('banners').where('domain_id', '=', domainId).where('id', '=', id).execute();
}
