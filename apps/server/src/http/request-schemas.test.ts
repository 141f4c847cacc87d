import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { compiledRequestSchemas } from './validation';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Formats that admit no control character by themselves (text rule: http/text.ts). */
const SAFE_FORMATS = ['text', 'json-text', 'uuid', 'date'];
const COMBINATORS = ['anyOf', 'oneOf', 'allOf', '$ref', 'const', 'enum', 'not', 'if', 'format'];

/**
 * Where in `schema` a string could still carry a control character (issue 12): a string without
 * a safe format (or an allOf with `text`), a free-form node or an object with open keys without
 * `x-text`, a `$ref` it cannot follow, a `true` schema. Written apart from withTextRule on purpose.
 */
function escapes(schema: unknown, at: string, resolve: (ref: string) => unknown = () => undefined): string[] {
  if (schema === true) return [`${at}: true schema`];
  if (!isNode(schema)) return [];
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema.$ref);
    return target ? escapes(target, at, resolve) : [`${at}: unresolved ${schema.$ref}`];
  }
  if (schema.const !== undefined || schema.enum !== undefined) return [];
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) {
    const viaAllOf =
      Array.isArray(schema.allOf) && schema.allOf.some((s) => isNode(s) && s.format === 'text');
    if (!SAFE_FORMATS.includes(String(schema.format)) && !viaAllOf)
      out.push(`${at}: string without text rule`);
  }
  const freeForm = schema.type === undefined && COMBINATORS.every((k) => schema[k] === undefined);
  const openKeys = isNode(schema.patternProperties) || isNode(schema.additionalProperties);
  if ((freeForm || (types.includes('object') && openKeys)) && schema['x-text'] !== true)
    out.push(`${at}: free-form value without x-text`);
  for (const key of ['properties', 'patternProperties'])
    if (isNode(schema[key]))
      for (const [name, sub] of Object.entries(schema[key]))
        out.push(...escapes(sub, `${at}.${name}`, resolve));
  for (const key of ['additionalProperties', 'items', 'then', 'else'])
    if (isNode(schema[key])) out.push(...escapes(schema[key], `${at}[${key}]`, resolve));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items']) {
    const list = schema[key];
    if (Array.isArray(list))
      list.forEach((sub, i) => out.push(...escapes(sub, `${at}[${key}${i}]`, resolve)));
  }
  return out;
}

describe('every request schema of the app obeys the text rule (issue 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { withFeed: true, withDealer: true });
  });
  afterAll(() => t.close());

  it('finds what escapes (so the audit can fail)', () => {
    expect(escapes({ type: 'object', properties: { a: { type: 'string' } } }, 'x')).toEqual([
      'x.a: string without text rule',
    ]);
    expect(escapes({ anyOf: [{ type: 'string', format: 'date-time' }, {}] }, 'x')).toHaveLength(2);
    expect(escapes({ type: 'object', patternProperties: { '^.*$': { 'x-text': true } } }, 'x')).toEqual([
      'x: free-form value without x-text',
    ]);
  });

  it('in every schema the validator compiled: body, params, querystring and headers', () => {
    const compiled = compiledRequestSchemas(t.app);
    // (No route declares a headers schema yet; one that does is audited the same way.)
    expect([...new Set(compiled.map((c) => c.httpPart))]).toEqual(
      expect.arrayContaining(['body', 'params', 'querystring']),
    );
    expect(compiled.length).toBeGreaterThan(30);
    const found = compiled.flatMap((c) => escapes(c.schema, `${c.method} ${c.url} ${c.httpPart}`));
    expect(found).toEqual([]);
  });

  it('in the OpenAPI document, and every path parameter of a route is validated', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Node>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const resolve = (ref: string) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
    const validatedParams = new Set(
      compiledRequestSchemas(t.app)
        .filter((c) => c.httpPart === 'params')
        .map((c) => `${c.method} ${c.url}`),
    );
    const found: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of (op.parameters as { in: string; name: string; schema: unknown }[] | undefined) ?? [])
          found.push(...escapes(p.schema, `${where} ${p.in}.${p.name}`, resolve));
        const content = (op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)
          ?.content;
        for (const [type, { schema }] of Object.entries(content ?? {}))
          found.push(...escapes(schema, `${where} body(${type})`, resolve));
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        if (url !== path && !validatedParams.has(`${method.toUpperCase()} ${url}`))
          found.push(`${where}: path parameters without a params schema`);
      }
    }
    expect(operations).toBeGreaterThan(40);
    expect(found).toEqual([]);
    const host = doc.paths['/api/domain/host/{host}']!.get!.parameters as { schema: Node }[];
    expect(host[0]!.schema.format).toBe('text');
  });
});
