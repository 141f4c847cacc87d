/**
 * IP lookup before sign-in (docs/rules/specification.md §7): GET `VITE_IP_LOOKUP_URL` (default `/api/ip`), answer cached in
 * localStorage for 1 hour (docs/rules/specification.md §9). Plain fetch: a third-party URL must not get our headers.
 */
export const IP_CACHE_KEY = 'ipInfo';
export const IP_CACHE_MS = 60 * 60 * 1000;

export interface IpInfo {
  ip: string;
  [key: string]: unknown;
}

interface CachedIp {
  at: number;
  info: IpInfo;
}

export function ipLookupUrl(): string {
  return import.meta.env.VITE_IP_LOOKUP_URL || '/api/ip';
}

function readCache(now: number): IpInfo | null {
  try {
    const raw = localStorage.getItem(IP_CACHE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedIp;
    if (typeof cached.at !== 'number' || now - cached.at >= IP_CACHE_MS) return null;
    return typeof cached.info?.ip === 'string' ? cached.info : null;
  } catch {
    return null;
  }
}

/** Resolves the caller's IP info; rejects when the lookup fails or answers without `ip`. */
export async function lookupIp(now = Date.now()): Promise<IpInfo> {
  const cached = readCache(now);
  if (cached) return cached;
  const response = await fetch(ipLookupUrl(), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`IP lookup failed: ${response.status}`);
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || typeof (body as IpInfo).ip !== 'string') {
    throw new Error('IP lookup answered without ip');
  }
  const info = body as IpInfo;
  localStorage.setItem(IP_CACHE_KEY, JSON.stringify({ at: now, info } satisfies CachedIp));
  return info;
}
