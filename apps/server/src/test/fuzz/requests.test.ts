import { describe, expect, it } from 'vitest';
import { operationsOf } from './operations';
import { fuzzRequest, IDENTITIES } from './requests';
import type { Hints } from './values';

/** A two-route OpenAPI document in the shape @fastify/swagger writes. */
const DOC = {
  openapi: '3.0.3',
  paths: {
    '/api/wallet/{userName}/transfer': {
      post: {
        parameters: [
          { in: 'path', name: 'userName', required: true, schema: { type: 'string', maxLength: 64 } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['amount', 'direction'],
                properties: {
                  amount: { type: 'number', minimum: 0.01, maximum: 1e9 },
                  direction: {
                    anyOf: [
                      { type: 'string', enum: ['credit'] },
                      { type: 'string', enum: ['debit'] },
                    ],
                  },
                  remark: { $ref: '#/components/schemas/def-0' },
                },
              },
            },
          },
        },
        security: [{ userToken: [] }],
      },
    },
    '/api/healthz': { get: {} },
  },
  components: { schemas: { 'def-0': { type: 'string', maxLength: 200 } } },
};
const NO_HINTS: Hints = { pools: new Map([['userName', ['player1']]]), records: [], corpus: new Map() };

describe('fuzz request generation (issue 12)', () => {
  const [transfer, health] = operationsOf(DOC);

  it('reads operations, parameters, bodies (refs inlined) and security from the document', () => {
    expect(transfer).toMatchObject({ key: 'POST /api/wallet/{userName}/transfer', secured: true });
    expect(transfer!.body!.properties!.remark).toEqual({ type: 'string', maxLength: 200 });
    expect(health).toMatchObject({
      key: 'GET /api/healthz',
      secured: false,
      pathParams: [],
      body: undefined,
    });
  });

  it('gives the same request for the same seed and index, and another for another seed', () => {
    const a = fuzzRequest(transfer!, 17, 42, NO_HINTS);
    expect(fuzzRequest(transfer!, 17, 42, NO_HINTS)).toEqual(a);
    const other = Array.from({ length: 20 }, (_, i) => fuzzRequest(transfer!, i, 43, NO_HINTS));
    const same = Array.from({ length: 20 }, (_, i) => fuzzRequest(transfer!, i, 42, NO_HINTS));
    expect(other).not.toEqual(same);
  });

  it('cycles the identities and sends hostile values as typed: NUL, raw NaN, traversal, broken framing', () => {
    const requests = Array.from({ length: 400 }, (_, i) => fuzzRequest(transfer!, i, 7, NO_HINTS));
    expect(requests.slice(0, 8).map((r) => r.identity)).toEqual([...IDENTITIES, ...IDENTITIES]);
    expect(requests.some((r) => r.variant === 'valid' && /^\{.*"amount":[0-9.]+/.test(r.body ?? ''))).toBe(
      true,
    );
    expect(requests.some((r) => (r.body ?? '').includes('\\u0000') || r.url.includes('%00'))).toBe(true);
    expect(requests.some((r) => /"amount":(NaN|-?Infinity|1e-9|5e-324)[,}]/.test(r.body ?? ''))).toBe(true);
    expect(requests.some((r) => r.via === 'http' && /\/api\/wallet\/[^/]*\.\.(%2f|\/)/i.test(r.url))).toBe(
      true,
    );
    expect(requests.some((r) => r.body?.length === 1 << 20 || (r.body?.length ?? 0) > 1 << 20)).toBe(true);
    expect(requests.some((r) => r.framing !== undefined && r.via === 'http')).toBe(true);
    expect(requests.some((r) => r.headers['content-type'] === 'text/plain')).toBe(true);
  });
});
