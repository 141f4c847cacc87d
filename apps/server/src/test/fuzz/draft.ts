import { RawJson, toJson } from './hostile';
import type { JsonSchema, Operation } from './operations';

/** A request being made: field values by part, before it is written out by {@link render}. */
export interface Draft {
  /** The HTTP method, when not the operation's own. */
  method?: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Body text that replaces the JSON of `body` (broken JSON, another content type). */
  bodyText?: string;
  /** Text appended to the query string as is. */
  extraQuery?: string;
  /** undefined: application/json when there is a body; null: no content-type header. */
  contentType?: string | null;
  headers: Record<string, string | null>;
}

/** One field of an operation: a path or query parameter, or a body property (by key path). */
export interface Slot {
  where: 'path' | 'query' | 'body';
  keys: string[];
  schema: JsonSchema;
  required: boolean;
}

/** A path segment or query value sent verbatim (already percent-encoded, or deliberately not). */
export class Wire {
  constructor(readonly text: string) {}
}

/** The JSON types a schema allows, its anyOf/oneOf branches included. */
export const typesOf = (schema: JsonSchema): string[] =>
  [schema.type ?? [], ...(schema.anyOf ?? schema.oneOf ?? []).map((s) => s.type ?? [])].flat();

/** `body.stake`, `path.host`: a slot's name in reports. */
export const label = (slot: Slot) => `${slot.where}.${slot.keys.join('.')}`;

/**
 * Every field of `op`: path and query parameters, and body properties down to 3 levels (array
 * items as key `0`). Source: issue 12.
 */
export function slotsOf(op: Operation): Slot[] {
  const slots: Slot[] = [
    ...op.pathParams.map((p) => ({
      where: 'path' as const,
      keys: [p.name],
      schema: p.schema,
      required: true,
    })),
    ...op.query.map((p) => ({
      where: 'query' as const,
      keys: [p.name],
      schema: p.schema,
      required: p.required,
    })),
  ];
  const walk = (schema: JsonSchema, keys: string[], required: boolean) => {
    if (keys.length > 0) slots.push({ where: 'body', keys, schema, required });
    if (keys.length >= 3) return;
    const req = new Set(schema.required ?? []);
    for (const [key, sub] of Object.entries(schema.properties ?? {})) walk(sub, [...keys, key], req.has(key));
    if (schema.items) walk(schema.items, [...keys, '0'], false);
  };
  if (op.body) walk(op.body, [], true);
  return slots;
}

/** Sets the slot's value in the draft (`undefined` deletes it), making parent objects as needed. */
export function put(draft: Draft, slot: Slot, value: unknown): void {
  if (slot.where !== 'body') {
    const part = draft[slot.where];
    if (value === undefined) delete part[slot.keys[0]!];
    else part[slot.keys[0]!] = value;
    return;
  }
  if (draft.body === null || typeof draft.body !== 'object') draft.body = {};
  let node = draft.body as Record<string, unknown>;
  for (const key of slot.keys.slice(0, -1)) {
    const next = node[key];
    node = node[key] = next !== null && typeof next === 'object' ? (next as Record<string, unknown>) : {};
  }
  if (value === undefined) delete node[slot.keys.at(-1)!];
  else node[slot.keys.at(-1)!] = value;
}

/** encodeURIComponent, with a lone surrogate sent as U+FFFD (which it cannot encode). */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

/** A path segment or query value as it goes on the wire. */
export function wire(value: unknown): string {
  if (value instanceof Wire) return value.text;
  if (value instanceof RawJson) return percentEncode(value.text);
  return percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

/**
 * The URL (path and query string), headers and body text of a draft of `op`. A query value that
 * is an array is sent as a repeated key. Source: issue 12.
 */
export function render(
  op: Operation,
  draft: Draft,
): { method: string; url: string; headers: Record<string, string | null>; body?: string } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => wire(draft.path[name]));
  const query = Object.entries(draft.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]))
    .map(([k, v]) => `${percentEncode(k)}=${wire(v)}`);
  if (draft.extraQuery) query.push(draft.extraQuery);
  const body = draft.bodyText ?? (draft.body === undefined ? undefined : toJson(draft.body));
  const headers = { ...draft.headers };
  const contentType =
    draft.contentType === undefined ? (body === undefined ? null : 'application/json') : draft.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  return {
    method: draft.method ?? op.method,
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers,
    body,
  };
}
