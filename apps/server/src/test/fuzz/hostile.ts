import type { JsonSchema } from './operations';
import type { Rng } from './rng';

/** JSON text placed as-is in a body (numbers JSON cannot hold, deep nesting): see {@link toJson}. */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * The JSON text of `value`, where a {@link RawJson} inside is written verbatim (so `NaN` or
 * `1e400` reach the server as typed). Object keys keep their order. Source: issue 12.
 */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** One mebibyte, the size of the "1 MB strings" of issue 12. */
export const MEGABYTE = 1 << 20;

// prettier-ignore
/** NUL and other control or awkward code points, each put inside a string field. */
export const CONTROL_CHARS = [
  '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f',
  '\u0085', '\u00a0', '\u200b', '\u2028', '\u2029', '\ufeff', '\ud800', '\udfff', '\uffff',
];

// prettier-ignore
const ODD_STRINGS = [
  '', ' ', '\u0000', '\u0000\u0000\u0000', "' OR '1'='1' --", "'; drop table users; --", '\\', '%', '_%',
  '$1', '../../../../etc/passwd', '..\\..\\windows\\win.ini', '%s%n%x', '{{7*7}}', '${7*7}',
  '<script>alert(1)</script>', '__proto__', 'constructor', 'NaN', 'Infinity', '-0', '1e308', '0x10', ' 1',
  'null', 'true', '[]', '{}', '😀👍🏽', 'e\u0301\u0301\u0301', '\u202eevil', 'Ω≈ç√∫', '2026-02-30',
  '9999-99-99T99:99:99Z', '0000-00-00', '-1', '99999999999999999999999',
];

/**
 * A hostile string in place of `valid`: `valid` with NUL or another control character inside,
 * a 1 MB or 10,000-character string, or an odd value (injection, traversal, template, unicode).
 * Returns the string and a short label for the report. Source: issue 12.
 */
export function hostileString(rng: Rng, valid: string): { value: string; label: string } {
  const at = rng.int(0, valid.length);
  const insert = (c: string) => valid.slice(0, at) + c + valid.slice(at);
  switch (rng.int(0, 5)) {
    case 0:
    case 1:
      return { value: insert('\u0000'), label: 'nul' };
    case 2: {
      const c = rng.pick(CONTROL_CHARS);
      return { value: insert(c), label: `control U+${c.charCodeAt(0).toString(16).padStart(4, '0')}` };
    }
    case 3:
      return rng.chance(0.5)
        ? { value: 'x'.repeat(MEGABYTE), label: '1MB' }
        : { value: insert('é'.repeat(10_000)), label: '10k chars' };
    default:
      return { value: rng.pick(ODD_STRINGS), label: 'odd string' };
  }
}

/** The numbers issue 12 names, as raw JSON text (NaN and the infinities are not JSON at all). */
const NAMED_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e308', '-1e308', '5e-324', '-0', '1e-9'];
// prettier-ignore
const MORE_NUMBERS = [
  '-5e-324', '1e400', '-1e400', '9007199254740993', '-9007199254740993', '1e21', '0.005', '0.1', '-1', '0',
  '1.7976931348623157e308', '123456789.123456789', '1E2', '0e0', '0.001', '-0.01',
];

/** A hostile number as raw JSON text: one issue 12 names (7 in 10), else another edge. */
export function hostileNumber(rng: Rng): string {
  return rng.chance(0.7) ? rng.pick(NAMED_NUMBERS) : rng.pick(MORE_NUMBERS);
}

/** A value of a JSON type `schema` does not allow (or an unusual shape of one it allows). */
export function wrongType(schema: JsonSchema, rng: Rng): unknown {
  const types = [schema.type ?? []].flat();
  const candidates: unknown[] = [null, true, [], {}, [1, 'a'], { $gt: '' }, { __proto__x: 1 }];
  if (!types.includes('string')) candidates.push('1', 'abc', '', '1e3');
  if (!types.includes('number') && !types.includes('integer')) candidates.push(0, -1, 1.5, 1e308);
  if (types.includes('integer')) candidates.push(1.5, 0.1);
  return rng.pick(candidates);
}

/** A body or field nested `levels` deep, as raw JSON (objects or arrays). */
export function deepNesting(rng: Rng): { value: RawJson; label: string } {
  const levels = rng.pick([100, 1_000, 10_000, 100_000]);
  const value = rng.chance(0.5)
    ? new RawJson('['.repeat(levels) + ']'.repeat(levels))
    : new RawJson('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));
  return { value, label: `nesting ${levels}` };
}

// prettier-ignore
/** Bodies that are not JSON, or JSON the parser should refuse (prototype keys, BOM, trailers). */
export const BROKEN_JSON = [
  '{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', 'tru', '"unterminated', '{"a":1}}', '\u0000',
  '{"a":"\\ud800"}', '{"a":"\\u00"}', '{"a":"\\x41"}', '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}', 'NaN', '{"a":NaN}', '\ufeff{}', '{}garbage',
  '{"a":1}\n{"b":2}', '1e999999', `{"a":${'9'.repeat(10_000)}}`, '[]', '"string"', '0', 'null',
  '{"a":1,"a":2}',
];

/** Content types other than plain application/json, with a body in that type. */
export const WRONG_CONTENT_TYPES: { type: string; body: (json: string) => string }[] = [
  { type: 'text/plain', body: (json) => json },
  { type: 'application/x-www-form-urlencoded', body: () => 'userName=a&password=b&stake=1' },
  {
    type: 'multipart/form-data; boundary=xx',
    body: () => '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
  },
  { type: 'multipart/form-data', body: () => 'a' },
  { type: 'application/xml', body: () => '<a>1</a>' },
  { type: 'application/json; charset=utf-16', body: (json) => json },
  { type: 'application/json; charset=latin1', body: (json) => json },
  { type: 'application/json, text/plain', body: (json) => json },
  { type: 'APPLICATION/JSON', body: (json) => json },
  { type: 'application/jsonx', body: (json) => json },
  { type: 'application/vnd.api+json', body: (json) => json },
  { type: 'application/octet-stream', body: () => '\u0000\u0001\u0002' },
  { type: ';;;', body: (json) => json },
];

// prettier-ignore
/** Path segments as sent on the wire: traversal, encoded NUL, bad escapes, CRLF, long ones. */
export const HOSTILE_SEGMENTS = [
  '..', '.', '..%2f..%2fetc%2fpasswd', '..%2F..%2F..%2F', '%2e%2e%2f%2e%2e%2f', '../../etc/passwd',
  '..\\..\\windows', '%5c..%5c..', '..;/', '....//....//', '%00', 'a%00b', '..%00', '%2500', '%ZZ', '%',
  '%c0%ae%c0%ae%c0%af', '%ef%bc%8f', '%0d%0aSet-Cookie:%20x=1', '%20', '%09', '%7f', '%ff%fe', '%u0000',
  'a'.repeat(101), 'a'.repeat(10_000), '%25%30%30', '?', '#', '%3f%23', '~root', '*',
];
