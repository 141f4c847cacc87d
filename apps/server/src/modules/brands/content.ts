import { randomUUID } from 'node:crypto';
import type { AdminBanner, AdminNotice, CreateBannerBody, UpdateBannerBody } from '@backlay/contracts';
import type { Db } from '../../db/index';
import { invalid, notFound } from '../../domain-errors';
import {
  type BannerRecord,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  findBanner,
  findNotice,
  listBanners,
  listNotices,
  type NoticeRecord,
  updateBanner,
  updateNotice,
} from '../account/index';
import {
  bannerAssetName,
  bannerImageUrl,
  brandAssetMeta,
  deleteBrandAsset,
  type ImageContentType,
  putBrandAsset,
} from '../domains/index';
import { recordAudit } from '../operators/index';
import { checkImage, type CheckedImage } from './images';
import { type BrandActor, brandOf } from './service';

/**
 * A brand's notices (news ticker) and banners (home carousel) in the back office (issue 16 item
 * 2; docs/backoffice.md "Brands"). They are content, not money: an Admin may delete them, and
 * every create, change and delete is audited with the value before (images by type and size).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BANNER_TYPES: readonly ImageContentType[] = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'];

const toNotice = (n: NoticeRecord): AdminNotice => ({
  id: n.id,
  notice: n.notice,
  createdBy: n.createdBy,
  createdAt: n.createdAt.toISOString(),
});

/** A notice's text: 1-500 characters once trimmed. Errors: 400. */
function checkNotice(raw: string): string {
  const notice = raw.trim();
  if (notice.length === 0 || notice.length > 500) throw invalid('notice must be 1-500 characters');
  return notice;
}

/** Notice `id` of `domainId`; 404 "Unknown notice: {id}" when the brand has none such. */
async function noticeOf(db: Db, domainId: string, id: string): Promise<NoticeRecord> {
  const found = UUID.test(id) ? await findNotice(db, domainId, id.toLowerCase()) : undefined;
  if (!found) throw notFound(`Unknown notice: ${id}`);
  return found;
}

/** The notices of brand `domainId`, newest first. Errors: 404 for a brand the Admin does not manage. */
export async function brandNotices(db: Db, who: BrandActor, domainId: string): Promise<AdminNotice[]> {
  const brand = await brandOf(db, who.actor, domainId);
  return (await listNotices(db, brand.id)).map(toNotice);
}

/**
 * Adds a notice by the Admin to brand `domainId`; every customer of the brand sees it in the
 * news ticker (docs/decisions.md). Audited `notice.create`. Errors: 400 for an empty or longer
 * than 500 text; 404 as `brandOf`.
 */
export async function addNotice(
  db: Db,
  who: BrandActor,
  domainId: string,
  text: string,
): Promise<AdminNotice> {
  const notice = checkNotice(text);
  return db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId);
    const id = await createNotice(trx, { domainId: brand.id, createdBy: who.actor.id, notice, at: who.at });
    await recordAudit(trx, {
      ...who,
      action: 'notice.create',
      target: `notice:${id}`,
      after: { brand: brand.domain, notice },
    });
    return toNotice((await findNotice(trx, brand.id, id))!);
  });
}

/** Changes the text of notice `id` of brand `domainId`. Audited `notice.update`. Errors: 400; 404 for another brand's. */
export async function editNotice(
  db: Db,
  who: BrandActor,
  domainId: string,
  id: string,
  text: string,
): Promise<AdminNotice> {
  const notice = checkNotice(text);
  return db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId);
    const before = await noticeOf(trx, brand.id, id);
    await updateNotice(trx, brand.id, before.id, notice);
    await recordAudit(trx, {
      ...who,
      action: 'notice.update',
      target: `notice:${before.id}`,
      before: { brand: brand.domain, notice: before.notice },
      after: { brand: brand.domain, notice },
    });
    return toNotice({ ...before, notice });
  });
}

/** Deletes notice `id` of brand `domainId`. Audited `notice.delete` with the notice before. Errors: 404. */
export async function removeNotice(db: Db, who: BrandActor, domainId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId);
    const before = await noticeOf(trx, brand.id, id);
    await deleteNotice(trx, brand.id, before.id);
    await recordAudit(trx, {
      ...who,
      action: 'notice.delete',
      target: `notice:${before.id}`,
      before: {
        brand: brand.domain,
        notice: before.notice,
        createdBy: before.createdBy,
        createdAt: before.createdAt.toISOString(),
      },
    });
  });
}

const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

/** An ISO 8601 time (1970-9999), null, or undefined (not sent). Errors: 400 naming `field`. */
function timeOf(raw: string | null | undefined, field: string): Date | null | undefined {
  if (raw === undefined || raw === null) return raw;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || !Number.isFinite(ms) || ms < 0 || ms > LATEST_MS)
    throw invalid(`${field} must be an ISO 8601 time from 1970 to 9999, or null`);
  return new Date(ms);
}

/** 400 unless the window is open at one end or ends after it starts. */
function checkWindow(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw invalid('endsAt must be after startsAt');
}

/** The image of a banner as the audit and the list show it: type and size, never the bytes. */
async function bannerImage(
  db: Db,
  domainId: string,
  b: BannerRecord,
): Promise<{ contentType: string | null; sizeBytes: number | null }> {
  const meta = await brandAssetMeta(db, domainId, bannerAssetName(b.id));
  if (meta) return meta;
  // A banner given as a URL (the demo seed's data: URLs): the type a data: URL names, its length.
  const data = /^data:([^;,]+)/.exec(b.banner);
  return data
    ? { contentType: data[1]!, sizeBytes: b.banner.length }
    : { contentType: null, sizeBytes: null };
}

async function toBanner(db: Db, domainId: string, b: BannerRecord, now: Date): Promise<AdminBanner> {
  const t = now.getTime();
  return {
    id: b.id,
    url: b.banner,
    sortOrder: b.sortOrder,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    ...(await bannerImage(db, domainId, b)),
    live: (b.startsAt === null || b.startsAt.getTime() <= t) && (b.endsAt === null || b.endsAt.getTime() > t),
    createdAt: b.createdAt.toISOString(),
  };
}

/** The audited fields of a banner (the image by type and size; a data: URL is not copied). */
async function bannerSnapshot(db: Db, domainId: string, b: BannerRecord) {
  return {
    sortOrder: b.sortOrder,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    ...(await bannerImage(db, domainId, b)),
    ...(b.banner.startsWith('data:') ? {} : { url: b.banner }),
  };
}

/** Banner `id` of `domainId`; 404 "Unknown banner: {id}" when the brand has none such. */
async function bannerOf(db: Db, domainId: string, id: string): Promise<BannerRecord> {
  const found = UUID.test(id) ? await findBanner(db, domainId, id.toLowerCase()) : undefined;
  if (!found) throw notFound(`Unknown banner: ${id}`);
  return found;
}

/**
 * Every banner of brand `domainId` in display order, scheduled or not, with `live` true for those
 * the customer site shows at `who.at`. Errors: 404 for a brand the Admin does not manage.
 */
export async function brandBanners(db: Db, who: BrandActor, domainId: string): Promise<AdminBanner[]> {
  const brand = await brandOf(db, who.actor, domainId);
  const rows = await listBanners(db, brand.id);
  return Promise.all(rows.map((b) => toBanner(db, brand.id, b, who.at)));
}

/**
 * Adds a banner to brand `domainId`: the uploaded image (SVG, PNG, JPEG or WebP, at most 200 KB,
 * checked as a logo is) served at `/api/domain/assets/{domainId}/banner-{id}.{ext}`, at position
 * `sortOrder` (default: after the last), shown from `startsAt` until `endsAt` (null or absent:
 * open). Audited `banner.create`. Errors: 400 for a refused image or a bad window; 404.
 */
export async function addBanner(
  db: Db,
  who: BrandActor,
  domainId: string,
  body: CreateBannerBody,
): Promise<AdminBanner> {
  const image = checkImage(body.contentType, body.dataBase64, BANNER_TYPES);
  const startsAt = timeOf(body.startsAt, 'startsAt') ?? null;
  const endsAt = timeOf(body.endsAt, 'endsAt') ?? null;
  checkWindow(startsAt, endsAt);
  return db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId, { forUpdate: true });
    const existing = await listBanners(trx, brand.id);
    const sortOrder = body.sortOrder ?? Math.max(-1, ...existing.map((b) => b.sortOrder)) + 1;
    const id = randomUUID();
    await storeBannerImage(trx, brand.id, id, image, who.at);
    await createBanner(trx, {
      id,
      domainId: brand.id,
      banner: bannerImageUrl(brand.id, id, image.contentType, who.at.getTime()),
      sortOrder,
      startsAt,
      endsAt,
      at: who.at,
    });
    const created = (await findBanner(trx, brand.id, id))!;
    await recordAudit(trx, {
      ...who,
      action: 'banner.create',
      target: `banner:${id}`,
      after: { brand: brand.domain, ...(await bannerSnapshot(trx, brand.id, created)) },
    });
    return toBanner(trx, brand.id, created, who.at);
  });
}

function storeBannerImage(trx: Db, domainId: string, bannerId: string, image: CheckedImage, at: Date) {
  return putBrandAsset(trx, {
    domainId,
    name: bannerAssetName(bannerId),
    contentType: image.contentType,
    bytes: image.bytes,
    at,
  });
}

/**
 * Changes the sent fields of banner `id` of brand `domainId`: a new image (`contentType` and
 * `dataBase64` together), `sortOrder`, `startsAt` / `endsAt` (null clears one). Audited
 * `banner.update` with the banner before and after. Errors: 400; 404 for another brand's.
 */
export async function editBanner(
  db: Db,
  who: BrandActor,
  domainId: string,
  id: string,
  body: UpdateBannerBody,
): Promise<AdminBanner> {
  if ((body.contentType === undefined) !== (body.dataBase64 === undefined))
    throw invalid('A new image needs both contentType and dataBase64');
  const image =
    body.contentType !== undefined && body.dataBase64 !== undefined
      ? checkImage(body.contentType, body.dataBase64, BANNER_TYPES)
      : undefined;
  const startsAt = timeOf(body.startsAt, 'startsAt');
  const endsAt = timeOf(body.endsAt, 'endsAt');
  return db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId, { forUpdate: true });
    const before = await bannerOf(trx, brand.id, id);
    const beforeAudit = await bannerSnapshot(trx, brand.id, before);
    const fields = {
      banner: image
        ? bannerImageUrl(brand.id, before.id, image.contentType, who.at.getTime())
        : before.banner,
      sortOrder: body.sortOrder ?? before.sortOrder,
      startsAt: startsAt === undefined ? before.startsAt : startsAt,
      endsAt: endsAt === undefined ? before.endsAt : endsAt,
    };
    checkWindow(fields.startsAt, fields.endsAt);
    if (image) await storeBannerImage(trx, brand.id, before.id, image, who.at);
    await updateBanner(trx, brand.id, before.id, fields);
    const after = (await findBanner(trx, brand.id, before.id))!;
    await recordAudit(trx, {
      ...who,
      action: 'banner.update',
      target: `banner:${before.id}`,
      before: { brand: brand.domain, ...beforeAudit },
      after: { brand: brand.domain, ...(await bannerSnapshot(trx, brand.id, after)) },
    });
    return toBanner(trx, brand.id, after, who.at);
  });
}

/** Deletes banner `id` of brand `domainId` and its image. Audited `banner.delete` with the banner before. Errors: 404. */
export async function removeBanner(db: Db, who: BrandActor, domainId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId, { forUpdate: true });
    const before = await bannerOf(trx, brand.id, id);
    const beforeAudit = await bannerSnapshot(trx, brand.id, before);
    await deleteBanner(trx, brand.id, before.id);
    await deleteBrandAsset(trx, brand.id, bannerAssetName(before.id));
    await recordAudit(trx, {
      ...who,
      action: 'banner.delete',
      target: `banner:${before.id}`,
      before: { brand: brand.domain, ...beforeAudit },
    });
  });
}
