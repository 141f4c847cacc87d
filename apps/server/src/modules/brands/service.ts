import type { AdminBrand, CreateBrandBody, UpdateBrandBody } from '@backlay/contracts';
import type { Db } from '../../db/index';
import { conflict, invalid, notFound } from '../../domain-errors';
import {
  aliasesOf,
  brandAssetMeta,
  type DomainPatch,
  type DomainRow,
  domainsManagedBy,
  hostOwner,
  insertDomain,
  lockBrandHosts,
  managedDomain,
  putBrandAsset,
  refreshBrandUrls,
  replaceAliases,
  updateDomain,
} from '../domains/index';
import { type AuditEntry, recordAudit } from '../operators/index';
import { checkImage } from './images';

/**
 * The back office's brands (issue 16 item 2; docs/backoffice.md "Brands"): which brands an Admin
 * manages, creating and editing them, their status and logo. Every change is audited in its own
 * transaction (issue 16 item 7).
 */

/** Who acts, from where and when: the audit fields of the request (`auditContext` at the edge). */
export type BrandActor = Pick<AuditEntry, 'actor' | 'ip' | 'at'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LAYOUTS = ['tamannah', 'tamannahSquare', 'aura'];
const COLOUR = /^#[0-9a-f]{6}$/;
const MAX_ALIASES = 10;

/**
 * A host name as stored: trimmed, lower-case, without a final dot; dot-separated labels of 1-63
 * letters, digits and hyphens (not at either end of a label; RFC 1123), at most 253 characters,
 * and not shaped like a uuid (header `d` takes a domain id or a host: docs/rules/specification.md
 * §6). Errors: 400 naming `field`.
 */
export function checkHost(raw: string, field: string): string {
  const host = raw.trim().toLowerCase().replace(/\.$/, '');
  const ok = host.length > 0 && host.length <= 253 && host.split('.').every((l) => LABEL.test(l));
  if (!ok || UUID.test(host))
    throw invalid(
      `${field} must be a host name: dot-separated labels of letters, digits and hyphens, e.g. brand.example.com`,
    );
  return host;
}

/** `#rrggbb` in lower case. Errors: 400 naming `field`. */
function checkColour(raw: string, field: string): string {
  const colour = raw.trim().toLowerCase();
  if (!COLOUR.test(colour)) throw invalid(`${field} must be a colour #rrggbb`);
  return colour;
}

/** A title of 1-60 characters once trimmed. Errors: 400. */
function checkTitle(raw: string): string {
  const title = raw.trim();
  if (title.length === 0 || title.length > 60) throw invalid('title must be 1-60 characters');
  return title;
}

/** One of the layouts the customer site knows (docs/rules/specification.md §1). Errors: 400. */
function checkLayout(raw: string): string {
  if (!LAYOUTS.includes(raw)) throw invalid(`layout must be one of ${LAYOUTS.join(', ')}`);
  return raw;
}

/** Distinct host names, none equal to `main`, at most 10. Errors: 400. */
function checkAliases(raw: readonly string[], main: string): string[] {
  const hosts = raw.map((h, i) => checkHost(h, `aliases[${i}]`));
  if (new Set(hosts).size !== hosts.length) throw invalid('aliases must not repeat a host name');
  if (hosts.includes(main)) throw invalid('aliases must not repeat the main domain');
  if (hosts.length > MAX_ALIASES) throw invalid(`at most ${MAX_ALIASES} aliases`);
  return hosts.sort();
}

/** 409 "Domain already in use: {host}" unless every host is free or already brand `ownId`'s. */
async function assertHostsFree(trx: Db, hosts: readonly string[], ownId?: string): Promise<void> {
  await lockBrandHosts(trx);
  for (const host of hosts) {
    const owner = await hostOwner(trx, host);
    if (owner !== undefined && owner !== ownId) throw conflict(`Domain already in use: ${host}`);
  }
}

/** True for a unique-index violation (a host taken by a writer that did not take the lock). */
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/**
 * The brand `domainId` if the Admin `actor` manages it (their own brand or one their brand
 * created: docs/decisions.md), in `db` (a transaction: the row is locked). Errors: 404 "Unknown
 * brand: {id}" for any other id, as if it did not exist.
 */
export async function brandOf(
  db: Db,
  actor: BrandActor['actor'],
  domainId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DomainRow> {
  const id = domainId.trim().toLowerCase();
  const row = UUID.test(id) ? await managedDomain(db, actor.domain_id, id, opts) : undefined;
  if (!row) throw notFound(`Unknown brand: ${domainId}`);
  return row;
}

/** The audited fields of a brand. */
function snapshot(row: DomainRow, aliases: readonly string[]) {
  return {
    domain: row.domain,
    aliases: [...aliases],
    title: row.title,
    layout: row.layout,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    backgroundColor: row.background_color,
    casinoImageKey: row.casino_image_key,
    status: row.status,
  };
}

/** `before` and `after` of `keys` only: what a change touched. */
function changed<T extends object>(before: T, after: T, keys: readonly (keyof T)[]) {
  const pick = (o: T) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  return { before: pick(before), after: pick(after) };
}

/** A brand on the wire, as the Admin of brand `adminDomainId` sees it. */
async function toAdminBrand(
  db: Db,
  row: DomainRow,
  aliases: readonly string[],
  adminDomainId: string,
): Promise<AdminBrand> {
  return {
    _id: row.id,
    domain: row.domain,
    aliases: [...aliases],
    domains: [row.domain, ...aliases],
    title: row.title,
    layout: row.layout as AdminBrand['layout'],
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    backgroundColor: row.background_color,
    logoUrl: row.logo_url,
    favIconUrl: row.fav_icon_url,
    logoUploaded: (await brandAssetMeta(db, row.id, 'logo')) !== undefined,
    status: row.status as AdminBrand['status'],
    casinoImageKey: row.casino_image_key,
    parentId: row.parent_domain_id,
    own: row.id === adminDomainId,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The brands the Admin `actor` manages: their own first, then those their brand created, oldest
 * first (issue 16 item 2; docs/decisions.md "Which brands an Admin sees").
 */
export async function listBrands(db: Db, actor: BrandActor['actor']): Promise<AdminBrand[]> {
  const rows = await domainsManagedBy(db, actor.domain_id);
  const aliases = await aliasesOf(
    db,
    rows.map((r) => r.id),
  );
  rows.sort((a, b) => Number(b.id === actor.domain_id) - Number(a.id === actor.domain_id));
  return Promise.all(rows.map((r) => toAdminBrand(db, r, aliases.get(r.id) ?? [], actor.domain_id)));
}

/** One brand the Admin `actor` manages. Errors: 404 as {@link brandOf}. */
export async function getBrand(db: Db, actor: BrandActor['actor'], domainId: string): Promise<AdminBrand> {
  const row = await brandOf(db, actor, domainId);
  const aliases = (await aliasesOf(db, [row.id])).get(row.id) ?? [];
  return toAdminBrand(db, row, aliases, actor.domain_id);
}

/**
 * Creates a brand whose parent is the Admin's brand (issue 16 item 2). Its logo and favicon are
 * the generated ones; its stake limits the defaults (modules/limits answers them while the brand
 * has no row). Audited `brand.create`. Errors: 400 for a bad host name, alias, title, layout or
 * colour; 409 "Domain already in use: {host}" when a brand already has the host or an alias.
 */
export async function createBrand(db: Db, who: BrandActor, body: CreateBrandBody): Promise<AdminBrand> {
  const host = checkHost(body.domain, 'domain');
  const aliases = checkAliases(body.aliases ?? [], host);
  const input = {
    domain: host,
    title: checkTitle(body.title),
    layout: checkLayout(body.layout),
    primaryColor: checkColour(body.primaryColor, 'primaryColor'),
    secondaryColor: checkColour(body.secondaryColor, 'secondaryColor'),
    backgroundColor: checkColour(body.backgroundColor, 'backgroundColor'),
    casinoImageKey: body.casinoImageKey ?? 'default',
    parentDomainId: who.actor.domain_id,
  };
  try {
    const row = await db.transaction().execute(async (trx) => {
      await assertHostsFree(trx, [host, ...aliases]);
      const created = await insertDomain(trx, input);
      await replaceAliases(trx, created.id, aliases);
      await recordAudit(trx, {
        ...who,
        action: 'brand.create',
        target: `brand:${host}`,
        after: { ...snapshot(created, aliases), parentId: created.parent_domain_id },
      });
      return created;
    });
    return toAdminBrand(db, row, aliases, who.actor.domain_id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`Domain already in use: ${host}`);
    throw err;
  }
}

/**
 * Changes the sent fields of brand `domainId` (title, domain, aliases (the whole list), layout,
 * colours, casinoImageKey); the logo and favicon URLs get a new version so browsers refetch them.
 * Audited `brand.update` with the changed fields before and after. Errors: 404 as {@link
 * brandOf}; 400 and 409 as {@link createBrand}.
 */
export async function updateBrand(
  db: Db,
  who: BrandActor,
  domainId: string,
  body: UpdateBrandBody,
): Promise<AdminBrand> {
  const patch: DomainPatch = {};
  if (body.domain !== undefined) patch.domain = checkHost(body.domain, 'domain');
  if (body.title !== undefined) patch.title = checkTitle(body.title);
  if (body.layout !== undefined) patch.layout = checkLayout(body.layout);
  if (body.primaryColor !== undefined) patch.primaryColor = checkColour(body.primaryColor, 'primaryColor');
  if (body.secondaryColor !== undefined)
    patch.secondaryColor = checkColour(body.secondaryColor, 'secondaryColor');
  if (body.backgroundColor !== undefined)
    patch.backgroundColor = checkColour(body.backgroundColor, 'backgroundColor');
  if (body.casinoImageKey !== undefined) patch.casinoImageKey = body.casinoImageKey;
  const keys = Object.keys(body) as (keyof ReturnType<typeof snapshot>)[];
  try {
    const { row, aliases } = await db.transaction().execute(async (trx) => {
      const brand = await brandOf(trx, who.actor, domainId, { forUpdate: true });
      const aliasesBefore = (await aliasesOf(trx, [brand.id])).get(brand.id) ?? [];
      const host = patch.domain ?? brand.domain;
      const aliases = body.aliases === undefined ? aliasesBefore : checkAliases(body.aliases, host);
      if (body.aliases === undefined && aliases.includes(host))
        throw invalid('domain is already one of the aliases of this brand');
      if (patch.domain !== undefined || body.aliases !== undefined)
        await assertHostsFree(trx, [host, ...aliases], brand.id);
      if (body.aliases !== undefined) await replaceAliases(trx, brand.id, aliases);
      const row = await updateDomain(trx, brand.id, patch, who.at.getTime());
      await recordAudit(trx, {
        ...who,
        action: 'brand.update',
        target: `brand:${brand.domain}`,
        ...changed(snapshot(brand, aliasesBefore), snapshot(row, aliases), keys),
      });
      return { row, aliases };
    });
    return toAdminBrand(db, row, aliases, who.actor.domain_id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`Domain already in use: ${patch.domain ?? ''}`);
    throw err;
  }
}

/**
 * Sets brand `domainId`'s status: `suspend` makes its site answer 403 "This site is suspended."
 * (http/tenant.ts) and send visitors to /notfound; `active` serves it again. Audited
 * `brand.status`. Errors: 404 as {@link brandOf}; 400 "You cannot suspend your own brand" (its
 * Admins could no longer sign in to undo it).
 */
export async function setBrandStatus(
  db: Db,
  who: BrandActor,
  domainId: string,
  status: 'active' | 'suspend',
): Promise<AdminBrand> {
  const row = await db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId, { forUpdate: true });
    if (status === 'suspend' && brand.id === who.actor.domain_id)
      throw invalid('You cannot suspend your own brand');
    const row = await updateDomain(trx, brand.id, { status }, who.at.getTime());
    await recordAudit(trx, {
      ...who,
      action: 'brand.status',
      target: `brand:${brand.domain}`,
      before: { status: brand.status },
      after: { status },
    });
    return row;
  });
  return getBrandRow(db, row, who.actor.domain_id);
}

async function getBrandRow(db: Db, row: DomainRow, adminDomainId: string): Promise<AdminBrand> {
  return toAdminBrand(db, row, (await aliasesOf(db, [row.id])).get(row.id) ?? [], adminDomainId);
}

/**
 * Replaces brand `domainId`'s logo with an upload (SVG or PNG, at most 200 KB, checked by
 * `checkImage`), served at `/api/domain/assets/{host}/logo.{svg|png}?v={time}`, which the
 * brand's `logoUrl` then names. Audited `brand.logo` with the type and size before and after
 * (never the bytes). Errors: 400 for a refused image (nothing stored); 404 as {@link brandOf}.
 */
export async function setBrandLogo(
  db: Db,
  who: BrandActor,
  domainId: string,
  body: { contentType: 'image/svg+xml' | 'image/png'; dataBase64: string },
): Promise<AdminBrand> {
  const image = checkImage(body.contentType, body.dataBase64, ['image/svg+xml', 'image/png']);
  const row = await db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, who.actor, domainId, { forUpdate: true });
    const before = await brandAssetMeta(trx, brand.id, 'logo');
    await putBrandAsset(trx, {
      domainId: brand.id,
      name: 'logo',
      contentType: image.contentType,
      bytes: image.bytes,
      at: who.at,
    });
    const row = await refreshBrandUrls(trx, brand.id, who.at.getTime());
    await recordAudit(trx, {
      ...who,
      action: 'brand.logo',
      target: `brand:${brand.domain}`,
      before: before ?? { generated: true },
      after: { contentType: image.contentType, sizeBytes: image.bytes.length, logoUrl: row.logo_url },
    });
    return row;
  });
  return getBrandRow(db, row, who.actor.domain_id);
}
