import { Ajv, type Options } from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats is CommonJS with an `exports.default`; unwrap it whichever way the loader interops.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats: AddFormats =
  (formatsModule as unknown as { default?: AddFormats }).default ?? (formatsModule as unknown as AddFormats);

/**
 * Schema validation of requests (issue 2 item 2): bodies are validated strictly (no type
 * coercion, so a number where a string belongs is a 400) with unknown fields dropped; path and
 * query strings coerce to the declared types (`/page/10` -> 10); headers are only checked.
 */
export function registerValidation(app: FastifyInstance): void {
  const make = (options: Options) =>
    addFormats(new Ajv({ allErrors: false, strict: false, useDefaults: true, ...options }));
  const bodyAjv = make({ coerceTypes: false, removeAdditional: 'all' });
  const paramsAjv = make({ coerceTypes: 'array', removeAdditional: 'all' });
  const headersAjv = make({ coerceTypes: 'array', removeAdditional: false });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : httpPart === 'headers' ? headersAjv : paramsAjv;
    return ajv.compile(schema);
  });
}
