/** The subset of JSON Schema that @fastify/swagger writes for our TypeBox contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  $ref?: string;
}

/** One path or query parameter of an operation. */
export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One route of the OpenAPI document, with its schemas' `$ref`s inlined. */
export interface Operation {
  /** `GET /api/bet/{betId}`: the label of the route in reports. */
  key: string;
  method: string;
  /** The OpenAPI path template, e.g. `/api/bet/{betId}`. */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON body schema, when the operation takes one. */
  body?: JsonSchema;
  /** True when the operation declares a security requirement (a session token). */
  secured: boolean;
}

interface OpenApiDoc {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation of an OpenAPI 3 document (the output of `app.swagger()`), in document order.
 * `$ref`s to `#/components/schemas/*` are inlined (a cycle is cut at depth 20 as `{}`).
 * Throws when the document has no paths. Source: issue 12 (fuzz driven by the OpenAPI document).
 */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDoc;
  if (!doc.paths || Object.keys(doc.paths).length === 0) throw new Error('OpenAPI document has no paths');
  const schemas = doc.components?.schemas ?? {};
  const inline = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) return inline(schemas[schema.$ref.split('/').pop()!], depth + 1);
    const out: JsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, inline(v, depth + 1)]),
      );
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key].map((s) => inline(s, depth + 1));
    if (schema.items) out.items = inline(schema.items, depth + 1);
    if (typeof schema.additionalProperties === 'object')
      out.additionalProperties = inline(schema.additionalProperties, depth + 1);
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: inline(p.schema), required: p.required ?? where === 'path' }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        query: params('query'),
        body: json ? inline(json) : undefined,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
