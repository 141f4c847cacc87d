import type { Ajv, SchemaValidateFunction } from 'ajv';

/**
 * The text rule of every user-supplied string (issue 12, hardening): no C0 control character but
 * tab (U+0009) and newline (U+000A), no DEL (U+007F), no C1 control (U+0080-U+009F) and no lone
 * UTF-16 surrogate. PostgreSQL refuses U+0000 in text and a lone surrogate is not UTF-8; the other
 * controls have no place in names, remarks or ids and only hide what a string says.
 */
export const TEXT_FORMAT = 'text';
/** Format of a string that may hold JSON (sign-in `ipInfo`): text, and so is every string in it. */
export const JSON_TEXT_FORMAT = 'json-text';
/** Keyword of a free-form value (no type, or an object with open keys): every key and string in it is text. */
export const TEXT_DEEP_KEYWORD = 'x-text';
/** The message of a refused string, after the field's name (errors.ts validationMessage). */
export const TEXT_RULE_MESSAGE = 'must not contain control characters';

/**
 * Formats whose own grammar admits no control character, so a string with one needs no `text`
 * ('date-time' is not one: its separator is \s, which matches \r and \v).
 */
const STRICT_FORMATS = new Set([TEXT_FORMAT, JSON_TEXT_FORMAT, 'uuid', 'date']);

/** True when `s` obeys the text rule (see {@link TEXT_FORMAT}). */
export function isText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a) return false;
    } else if (c >= 0x7f && c <= 0x9f) return false;
    else if (c >= 0xd800 && c <= 0xdfff) {
      const next = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/** True when every string and object key anywhere in `value` is text (iterative: any depth). */
export function isTextDeep(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!isText(v)) return false;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (!isText(key)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}

/** True when `s` is text and, if it parses as JSON, so is everything in it. */
function isJsonText(s: string): boolean {
  if (!isText(s)) return false;
  try {
    return isTextDeep(JSON.parse(s));
  } catch {
    return true;
  }
}

/** Teaches `ajv` the `text` and `json-text` formats and the `x-text` keyword (issue 12). */
export function addTextRule(ajv: Ajv): Ajv {
  ajv.addFormat(TEXT_FORMAT, { type: 'string', validate: isText });
  ajv.addFormat(JSON_TEXT_FORMAT, { type: 'string', validate: isJsonText });
  const deep: SchemaValidateFunction = (on: boolean, data: unknown) => {
    if (!on || isTextDeep(data)) return true;
    deep.errors = [{ keyword: TEXT_DEEP_KEYWORD, message: TEXT_RULE_MESSAGE, params: {} }];
    return false;
  };
  ajv.addKeyword({ keyword: TEXT_DEEP_KEYWORD, schemaType: 'boolean', errors: true, validate: deep });
  return ajv;
}

/** True when an Ajv error is a refusal by the text rule. */
export function isTextRuleError(e: { keyword: string; params: object }): boolean {
  const format = (e.params as { format?: unknown }).format;
  return (
    e.keyword === TEXT_DEEP_KEYWORD ||
    (e.keyword === 'format' && (format === TEXT_FORMAT || format === JSON_TEXT_FORMAT))
  );
}

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Keywords holding a map of subschemas, one subschema, or a list of them. `not`, `if`, `contains` are left alone: a rule added there would loosen. */
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const ONES = ['additionalProperties', 'items', 'then', 'else', 'propertyNames', 'additionalItems'];
const LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items'];

const typeHas = (s: Schema, type: string) =>
  s.type === type || (Array.isArray(s.type) && s.type.includes(type));
const isFreeForm = (s: Schema) =>
  ['type', 'format', 'anyOf', 'oneOf', 'allOf', '$ref', 'const', 'enum', 'not', 'if'].every(
    (k) => s[k] === undefined,
  );
const isOpenObject = (s: Schema) =>
  typeHas(s, 'object') && (isSchema(s.patternProperties) || isSchema(s.additionalProperties));

/**
 * A copy of a request schema with the text rule on every string (issue 12): a string node with
 * no `enum`/`const` gets `format: 'text'` (or, when it has a format that admits controls, an
 * `allOf` with it); a free-form node (`{}`, Type.Unknown) or an object with open keys gets
 * `x-text: true`. The input is not changed (schemas are shared with responses). Used by the
 * validator compiler (validation.ts) and the OpenAPI document (app.ts) alike.
 */
export function withTextRule<T>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  for (const key of MAPS) {
    const map = out[key];
    if (isSchema(map))
      out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, withTextRule(v)]));
  }
  for (const key of ONES) if (isSchema(out[key])) out[key] = withTextRule(out[key]);
  for (const key of LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((v: unknown) => withTextRule(v));
  }
  if (typeHas(out, 'string') && out.enum === undefined && out.const === undefined) {
    if (out.format === undefined) out.format = TEXT_FORMAT;
    else if (!STRICT_FORMATS.has(String(out.format)))
      out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { format: TEXT_FORMAT }];
  }
  if (isFreeForm(out) || isOpenObject(out)) out[TEXT_DEEP_KEYWORD] = true;
  return out as T;
}

/** The request parts of a route schema (Fastify's names) that carry user input. */
export const REQUEST_PARTS = ['body', 'params', 'querystring', 'headers'] as const;

/** A route schema with {@link withTextRule} applied to its request parts (for @fastify/swagger's `transform`). */
export function routeWithTextRule<T extends object>(schema: T): T {
  const out: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  for (const part of REQUEST_PARTS) if (out[part] !== undefined) out[part] = withTextRule(out[part]);
  return out as T;
}
