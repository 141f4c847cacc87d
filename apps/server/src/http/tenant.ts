import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { findDomainByHost, findDomainById, type DomainRow } from '../modules/domains/index';
import { forbidden, notFound } from '../domain-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A host name (dot-separated labels of letters, digits, '-' and '_') or a bracketed IPv6 address; a domain id passes too. */
const HOST_LIKE = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])$/i;

/** Strips the port and lower-cases a Host header value (`Aura.localhost:3000` -> `aura.localhost`). */
export function hostName(hostHeader: string): string {
  const trimmed = hostHeader.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? '';
}

const TENANT_CACHE_MS = 5_000;
/** Per database: the remembered brands, and a generation that {@link forgetTenants} moves on. */
const caches = new WeakMap<
  Db,
  { generation: number; map: Map<string, { atMs: number; domain: DomainRow }> }
>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation: 0, map: new Map() }));
  return cache;
}

/**
 * A brand by id or host, remembered for 5 s (every signed-in call resolves its brand; a new brand
 * is found at once, and a back-office change applies at once on this node through
 * {@link forgetTenants}, within seconds on the others). Unknown keys are not remembered.
 */
async function cachedDomain(db: Db, key: string): Promise<DomainRow | undefined> {
  const now = Date.now();
  const cache = cacheOf(db);
  const hit = cache.map.get(key);
  if (hit && now - hit.atMs < TENANT_CACHE_MS) return hit.domain;
  const generation = cache.generation;
  const domain = UUID.test(key) ? await findDomainById(db, key) : await findDomainByHost(db, key);
  // A read that started before a forgetTenants() may hold the old row: it is used, not remembered.
  if (generation !== cache.generation) return domain;
  if (domain) {
    if (cache.map.size > 1000) cache.map.clear();
    cache.map.set(key, { atMs: now, domain });
  } else cache.map.delete(key);
  return domain;
}

/**
 * Forgets every brand remembered for `db` (issue 16 item 2: a brand's change in the back office,
 * its status above all, applies to the next request). Call it after the change commits.
 */
export function forgetTenants(db: Db): void {
  const cache = cacheOf(db);
  cache.generation++;
  cache.map.clear();
}

type TenantHeaders = { d?: string | string[]; host?: string };

/** The brand key a request sends (header `d`, else the Host name) and what it is looked up by. */
function tenantKey(headers: TenantHeaders): { key: string; lookup: string } {
  const d = headers.d;
  const key = (Array.isArray(d) ? d[0] : d)?.trim() || hostName(headers.host ?? '');
  return { key, lookup: UUID.test(key) ? key : hostName(key) };
}

/**
 * The brand a request names (header `d`, else Host) if it was resolved in the last few seconds,
 * without a database read: what the synchronous market fast path uses to show a brand's own
 * exchange book (issue 14). Undefined when not cached.
 */
export function peekTenant(db: Db, headers: TenantHeaders): DomainRow | undefined {
  const hit = caches.get(db)?.map.get(tenantKey(headers).lookup);
  return hit && Date.now() - hit.atMs < TENANT_CACHE_MS ? hit.domain : undefined;
}

/**
 * Resolves the brand of a request (issue 2 item 4, docs/rules/specification.md §6): header `d` holds a domain id when
 * signed in or the host name when anonymous; without it the Host header is used.
 * Errors: 404 "Unknown domain" without a database read when the key is empty, longer than 253
 * characters or not host-name-like (a control character, a space, a slash...: these headers pass
 * no schema, issue 12); 404 "Unknown domain: {d}" when nothing matches; 403 when the brand is
 * suspended and `allowSuspended` is false.
 */
export async function resolveTenant(
  db: Db,
  request: FastifyRequest,
  { allowSuspended = false }: { allowSuspended?: boolean } = {},
): Promise<DomainRow> {
  const { key, lookup } = tenantKey(request.headers);
  if (key.length === 0 || key.length > 253 || !HOST_LIKE.test(lookup)) throw notFound('Unknown domain');
  const domain = await cachedDomain(db, lookup);
  if (!domain) throw notFound(`Unknown domain: ${key}`);
  if (domain.status === 'suspend' && !allowSuspended) throw forbidden('This site is suspended.');
  return domain;
}
