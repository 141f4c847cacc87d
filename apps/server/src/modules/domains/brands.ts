import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { DomainRow } from './repo';

/**
 * The writes of the back office's brands section (issue 16 item 2; docs/backoffice.md "Brands")
 * on the tables modules/domains owns: `domains`, `domain_aliases` and `brand_assets`. The rules
 * (who may, what is valid, the audit) are modules/brands'; these functions only read and write.
 */

/** The image types a brand may upload, and the file extension each is served under. */
export const IMAGE_EXTENSIONS = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ImageContentType = keyof typeof IMAGE_EXTENSIONS;

/** The path of a brand file under the asset route; `key` is the host or the domain id. */
export const assetPath = (key: string, file: string, versionMs?: number): string =>
  `/api/domain/assets/${key}/${file}${versionMs === undefined ? '' : `?v=${versionMs}`}`;

/** The asset name of a banner's image (`brand_assets.name`). */
export const bannerAssetName = (bannerId: string): string => `banner-${bannerId}`;

/**
 * The URL of a banner's uploaded image: by domain id (it survives a change of host), with the
 * upload time as a version so browsers fetch a replaced image.
 */
export const bannerImageUrl = (
  domainId: string,
  bannerId: string,
  contentType: ImageContentType,
  versionMs: number,
): string => assetPath(domainId, `${bannerAssetName(bannerId)}.${IMAGE_EXTENSIONS[contentType]}`, versionMs);

/** The brands an Admin of brand `domainId` manages: that brand and the brands it created, oldest first. */
export function domainsManagedBy(db: Db, domainId: string): Promise<DomainRow[]> {
  return db
    .selectFrom('domains')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', domainId), eb('parent_domain_id', '=', domainId)]))
    .orderBy('created_at')
    .orderBy('domain')
    .execute();
}

/**
 * Brand `id` if an Admin of brand `adminDomainId` manages it (it is that brand or one it created),
 * else undefined. `id` must be a uuid; `forUpdate` locks the row (in a transaction).
 */
export function managedDomain(
  db: Db,
  adminDomainId: string,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<DomainRow | undefined> {
  let q = db
    .selectFrom('domains')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('id', '=', adminDomainId), eb('parent_domain_id', '=', adminDomainId)]));
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The aliases (extra host names) of each of `domainIds`, sorted; brands without any are absent. */
export async function aliasesOf(db: Db, domainIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (domainIds.length === 0) return out;
  const rows = await db
    .selectFrom('domain_aliases')
    .select(['domain_id', 'host'])
    .where('domain_id', 'in', domainIds)
    .orderBy('host')
    .execute();
  for (const r of rows) out.set(r.domain_id, [...(out.get(r.domain_id) ?? []), r.host]);
  return out;
}

/**
 * Serialises the writes of host names (main hosts and aliases live in two tables, so no one
 * unique index covers both): a transaction-scoped advisory lock. Call it in the transaction
 * before {@link hostOwner} and the write.
 */
export async function lockBrandHosts(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('backlay:brand-hosts'))`.execute(trx);
}

/** The id of the brand `host` is in use by (main host or alias), or undefined. */
export async function hostOwner(db: Db, host: string): Promise<string | undefined> {
  const main = await db.selectFrom('domains').select('id').where('domain', '=', host).executeTakeFirst();
  if (main) return main.id;
  const alias = await db
    .selectFrom('domain_aliases')
    .select('domain_id')
    .where('host', '=', host)
    .executeTakeFirst();
  return alias?.domain_id;
}

/** Replaces the aliases of brand `domainId` with `hosts` (lower-case, checked by the caller). */
export async function replaceAliases(trx: Db, domainId: string, hosts: readonly string[]): Promise<void> {
  await trx.deleteFrom('domain_aliases').where('domain_id', '=', domainId).execute();
  if (hosts.length > 0)
    await trx
      .insertInto('domain_aliases')
      .values(hosts.map((host) => ({ host, domain_id: domainId })))
      .execute();
}

/** The fields of a brand the back office edits (`domains` columns; colours #rrggbb). */
export interface DomainPatch {
  domain?: string;
  title?: string;
  layout?: string;
  primaryColor?: string;
  secondaryColor?: string;
  backgroundColor?: string;
  casinoImageKey?: string;
  status?: string;
}

/**
 * Writes the sent fields of `patch` to brand `domainId`, then points its logo and favicon URLs at
 * the (maybe new) host with `versionMs` as the version query, so that browsers fetch the images
 * again (the generated ones carry the colours and title). Returns the row after.
 */
export async function updateDomain(
  trx: Db,
  domainId: string,
  patch: DomainPatch,
  versionMs: number,
): Promise<DomainRow> {
  const set = {
    ...(patch.domain !== undefined && { domain: patch.domain }),
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.layout !== undefined && { layout: patch.layout }),
    ...(patch.primaryColor !== undefined && { primary_color: patch.primaryColor }),
    ...(patch.secondaryColor !== undefined && { secondary_color: patch.secondaryColor }),
    ...(patch.backgroundColor !== undefined && { background_color: patch.backgroundColor }),
    ...(patch.casinoImageKey !== undefined && { casino_image_key: patch.casinoImageKey }),
    ...(patch.status !== undefined && { status: patch.status }),
  };
  if (Object.keys(set).length > 0)
    await trx.updateTable('domains').set(set).where('id', '=', domainId).execute();
  return refreshBrandUrls(trx, domainId, versionMs);
}

/**
 * Sets brand `domainId`'s `logo_url` (the uploaded logo's type, else the generated SVG) and
 * `fav_icon_url` on its current host, versioned by `versionMs`. Returns the row after.
 */
export async function refreshBrandUrls(trx: Db, domainId: string, versionMs: number): Promise<DomainRow> {
  const row = await trx
    .selectFrom('domains')
    .select(['domain', 'logo_url'])
    .where('id', '=', domainId)
    .executeTakeFirstOrThrow();
  const logo = await brandAssetMeta(trx, domainId, 'logo');
  const ext = logo ? IMAGE_EXTENSIONS[logo.contentType] : 'svg';
  // Two changes in one millisecond still get two versions.
  const version = Math.max(versionMs, Number(/[?&]v=(\d+)/.exec(row.logo_url)?.[1] ?? -1) + 1);
  return trx
    .updateTable('domains')
    .set({
      logo_url: assetPath(row.domain, `logo.${ext}`, version),
      fav_icon_url: assetPath(row.domain, 'favicon.svg', version),
    })
    .where('id', '=', domainId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An uploaded image of a brand: `logo` or `banner-{id}`. */
export interface BrandAsset {
  contentType: ImageContentType;
  bytes: Uint8Array;
  updatedAt: Date;
}

/** Stores (or replaces) the image `name` of brand `domainId`. */
export async function putBrandAsset(
  trx: Db,
  a: { domainId: string; name: string; contentType: ImageContentType; bytes: Uint8Array; at: Date },
): Promise<void> {
  await trx
    .insertInto('brand_assets')
    .values({
      domain_id: a.domainId,
      name: a.name,
      content_type: a.contentType,
      bytes: a.bytes,
      updated_at: a.at,
    })
    .onConflict((oc) =>
      oc.columns(['domain_id', 'name']).doUpdateSet({
        content_type: a.contentType,
        bytes: a.bytes,
        updated_at: a.at,
      }),
    )
    .execute();
}

/** The image `name` of brand `domainId` with its bytes, or undefined. */
export async function findBrandAsset(
  db: Db,
  domainId: string,
  name: string,
): Promise<BrandAsset | undefined> {
  const row = await db
    .selectFrom('brand_assets')
    .select(['content_type', 'bytes', 'updated_at'])
    .where('domain_id', '=', domainId)
    .where('name', '=', name)
    .executeTakeFirst();
  return (
    row && {
      contentType: row.content_type as ImageContentType,
      bytes: row.bytes,
      updatedAt: new Date(row.updated_at),
    }
  );
}

/** The type and size in bytes of image `name` of brand `domainId` (no bytes read), or undefined. */
export async function brandAssetMeta(
  db: Db,
  domainId: string,
  name: string,
): Promise<{ contentType: ImageContentType; sizeBytes: number } | undefined> {
  const row = await db
    .selectFrom('brand_assets')
    .select(['content_type', sql<number>`octet_length(bytes)::int`.as('size')])
    .where('domain_id', '=', domainId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { contentType: row.content_type as ImageContentType, sizeBytes: Number(row.size) };
}

/** Removes the image `name` of brand `domainId` (nothing when absent). */
export async function deleteBrandAsset(trx: Db, domainId: string, name: string): Promise<void> {
  await trx.deleteFrom('brand_assets').where('domain_id', '=', domainId).where('name', '=', name).execute();
}
