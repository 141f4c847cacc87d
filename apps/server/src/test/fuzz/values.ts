import fc from 'fast-check';
import type { JsonSchema } from './operations';
import type { Rng } from './rng';

/**
 * Real values seen in the running app: `pools` by field name (e.g. `matchId` -> ['10010381',
 * ..]), `records`, the flattened objects they came from (a runner with its market's and match's
 * ids), so one request can use ids that belong together, and `corpus`, bodies the app accepted,
 * by route key (`POST /api/bet/save2`), to start requests from.
 */
export interface Hints {
  pools: ReadonlyMap<string, readonly unknown[]>;
  records: readonly Readonly<Record<string, unknown>>[];
  corpus: ReadonlyMap<string, readonly unknown[]>;
}

/** Where else a field's real values are found (request field -> answer fields). */
export const ALIASES: Readonly<Record<string, readonly string[]>> = {
  sportId: ['eventId'],
  legueId: ['competitionId'],
  competitionId: ['legueId'],
  marketIds: ['marketId'],
  userId: ['_id'],
  roundId: ['mid'],
  casinoType: ['gtype'],
  oddsReq: ['back', 'lay'],
  markettype: ['marketName'],
  winnerSelectionId: ['selectionId'],
};

/** Real values for field `name` and how likely one is used: from one record, else the pools. */
export type Lookup = (
  name: string,
) => { values: readonly unknown[]; p: number; inRecord: boolean } | undefined;

type HintRecord = Readonly<Record<string, unknown>>;
const valueIn = (record: HintRecord, name: string) =>
  [name, ...(ALIASES[name] ?? [])].map((key) => record[key]).find((v) => v !== undefined);
const bestRecords = new WeakMap<Hints, Map<string, HintRecord[]>>();

/**
 * A {@link Lookup} for a request whose fields are `names`: it prefers the values of one record
 * (usually one of those holding the most of `names`, so ids belong together; used with
 * probability 0.9), then the pools (0.5). Source: issue 12.
 */
export function lookupFor(hints: Hints, names: readonly string[], rng: Rng): Lookup {
  let cache = bestRecords.get(hints);
  if (!cache) bestRecords.set(hints, (cache = new Map()));
  const key = names.join(',');
  let best = cache.get(key);
  if (!best) {
    const score = (r: HintRecord) => names.filter((n) => valueIn(r, n) !== undefined).length;
    const top = Math.max(0, ...hints.records.map(score));
    best = top === 0 ? [] : hints.records.filter((r) => score(r) === top);
    cache.set(key, best);
  }
  const pool = best.length > 0 && rng.chance(0.8) ? best : hints.records;
  const record = pool.length > 0 ? rng.pick(pool) : {};
  return (name) => {
    const value = valueIn(record, name);
    if (value !== undefined) return { values: [value], p: 0.9, inRecord: true };
    const values = hints.pools.get(name);
    return values?.length ? { values, p: 0.5, inRecord: false } : undefined;
  };
}

const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

/** A string matching `pattern` (via fast-check's stringMatching, seeded from `rng`). */
function matching(pattern: string, rng: Rng): string {
  let arbitrary = patternArbitraries.get(pattern);
  if (!arbitrary) patternArbitraries.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return fc.sample(arbitrary, { seed: rng.int(0, 2 ** 31 - 1), numRuns: 1 })[0]!;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.@';

/** A printable string of `length` characters. */
export function plainString(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[rng.int(0, ALPHABET.length - 1)];
  return out;
}

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');

/** A string for `schema`: its format, its pattern, or printable characters within its lengths. */
function stringFor(schema: JsonSchema, rng: Rng): string {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? min + 24, min + 24));
  if (schema.format === 'uuid')
    return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`;
  if (schema.format === 'date')
    return new Date(Date.UTC(2026, 0, 1) + rng.int(0, 1e10)).toISOString().slice(0, 10);
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 0, 1) + rng.int(0, 1e10)).toISOString();
  if (schema.pattern) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const s = matching(schema.pattern, rng);
      if (s.length >= min && s.length <= (schema.maxLength ?? Infinity)) return s;
    }
  }
  return plainString(rng, rng.int(min, max));
}

/** A number within the schema's bounds: often a bound itself, else a value between (2 decimals). */
function numberFor(schema: JsonSchema, rng: Rng, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 0.01 : 0);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 0.01 : low + 10_000);
  const lo = integer ? Math.ceil(low) : low;
  const hi = integer ? Math.floor(high) : high;
  if (rng.chance(0.15)) return rng.chance(0.5) ? lo : hi;
  const span = Math.min(hi - lo, 1e6);
  const value = lo + rng.next() * span;
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A hint converted to the schema's type when it can be (numeric strings for numbers, and back). */
function fitHint(schema: JsonSchema, hint: unknown): unknown {
  const types = [schema.type ?? []].flat();
  if ((types.includes('integer') || types.includes('number')) && typeof hint === 'string' && hint !== '')
    return Number.isFinite(Number(hint)) ? Number(hint) : hint;
  if (types.includes('string') && typeof hint === 'number') return String(hint);
  return hint;
}

/** Whether `value` meets `schema`'s enum, type, lengths, pattern and bounds (the keywords we use). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return branches.some((b) => fits(b, value));
  if (schema.enum) return schema.enum.includes(value);
  const types = [schema.type ?? []].flat();
  if (typeof value === 'string') {
    if (types.length > 0 && !types.includes('string')) return false;
    if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) return false;
    return !schema.pattern || new RegExp(schema.pattern).test(value);
  }
  if (typeof value === 'number') {
    if (
      types.length > 0 &&
      !types.includes('number') &&
      !(types.includes('integer') && Number.isInteger(value))
    )
      return false;
    return value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);
  }
  return true;
}

/**
 * A value that satisfies `schema` as far as this generator knows (types, enums, bounds, lengths,
 * patterns, formats, required properties, item counts): often a real value seen in the app under
 * the field's `name` (see {@link lookupFor}), else one made from the schema. An optional property
 * is present with probability 0.35, or 0.8 when the chosen record holds a value for it.
 * `{}` (any) gives a small JSON value. Never throws on an unknown keyword. Source: issue 12.
 */
export function validValue(schema: JsonSchema, rng: Rng, hints: Lookup, name?: string, depth = 0): unknown {
  const hinted = name === undefined ? undefined : hints(name);
  if (hinted && rng.chance(hinted.p)) {
    const value = fitHint(schema, rng.pick(hinted.values));
    if (fits(schema, value)) return value;
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return validValue(rng.pick(branches), rng, hints, name, depth);
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, rng, hints, name, depth);
  if (schema.enum?.length) return rng.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  if (schema.nullable && rng.chance(0.1)) return null;
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat().filter((t) => t !== 'null');
  const type = types.length > 0 ? rng.pick(types) : 'any';
  switch (type) {
    case 'string':
      return stringFor(schema, rng);
    case 'integer':
      return numberFor(schema, rng, true);
    case 'number':
      return numberFor(schema, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = rng.int(min, Math.max(min, Math.min(schema.maxItems ?? min + 4, min + 4)));
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, rng, hints, undefined, depth + 1),
      );
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {}))
        if (required.has(key) || rng.chance(hints(key)?.inRecord ? 0.8 : 0.35))
          out[key] = validValue(sub, rng, hints, key, depth + 1);
      return out;
    }
    default:
      return depth > 3
        ? rng.int(0, 9)
        : rng.pick([rng.int(-5, 100), plainString(rng, 6), true, null, [1], { a: 1 }]);
  }
}
