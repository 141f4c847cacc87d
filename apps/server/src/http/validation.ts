import { Ajv, type Options } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { addTextRule, withTextRule } from './text';

// ajv-formats is CommonJS with an `exports.default`; unwrap it whichever way the loader interops.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats: AddFormats =
  (formatsModule as unknown as { default?: AddFormats }).default ?? (formatsModule as unknown as AddFormats);

/** One request part's schema as the validator compiled it (after the text rule was added). */
export interface CompiledRequestSchema {
  method: string;
  url: string;
  httpPart: string;
  schema: unknown;
}

const compiled = new WeakMap<FastifyInstance, CompiledRequestSchema[]>();

/** Every request schema `app`'s validator compiled, for tests that audit them (issue 12). */
export function compiledRequestSchemas(app: FastifyInstance): readonly CompiledRequestSchema[] {
  return compiled.get(app) ?? [];
}

/**
 * Schema validation of requests (issue 2 item 2): bodies are validated strictly (no type
 * coercion, so a number where a string belongs is a 400) with unknown fields dropped; path and
 * query strings coerce to the declared types (`/page/10` -> 10); headers are only checked.
 * Every string of every part obeys the text rule (issue 12, http/text.ts: no control characters
 * but tab and newline), added here to each schema so no route can forget it.
 */
export function registerValidation(app: FastifyInstance): void {
  const make = (options: Options) =>
    addTextRule(addFormats(new Ajv({ allErrors: false, strict: false, useDefaults: true, ...options })));
  const bodyAjv = make({ coerceTypes: false, removeAdditional: 'all' });
  const paramsAjv = make({ coerceTypes: 'array', removeAdditional: 'all' });
  const headersAjv = make({ coerceTypes: 'array', removeAdditional: false });
  const seen: CompiledRequestSchema[] = [];
  compiled.set(app, seen);
  // One ruled copy per schema object, so Ajv's cache (by object) still compiles a shared schema once.
  const copies = new WeakMap<object, unknown>();
  const ruledOf = (schema: unknown) => {
    if (typeof schema !== 'object' || schema === null) return schema;
    if (!copies.has(schema)) copies.set(schema, withTextRule(schema));
    return copies.get(schema);
  };
  app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
    const ajv = httpPart === 'body' ? bodyAjv : httpPart === 'headers' ? headersAjv : paramsAjv;
    const ruled = ruledOf(schema);
    seen.push({ method, url, httpPart: httpPart ?? 'body', schema: ruled });
    return ajv.compile(ruled as object);
  });
}
