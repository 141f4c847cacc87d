import { createHash } from 'node:crypto';
import type { Db } from '../../db/index';
import { conflict, invalid } from '../../domain-errors';

/** What an idempotent call answered: its HTTP status and body, stored and replayed as is. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** The request an `Idempotency-Key` was sent with. */
export interface IdempotentRequest {
  /** The operator: keys are per operator. */
  actorId: string;
  /** The header's value: 1-255 printable ASCII characters. */
  key: string;
  /** Method, route and body: the same key with another request is a 409. */
  method: string;
  path: string;
  body: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** SHA-256 (hex) of method, path and the body's canonical JSON (object keys sorted). */
export function requestHash(method: string, path: string, body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest('hex');
}

/**
 * Runs `run` at most once per operator and key (issue 16 item 3; Stripe's `Idempotency-Key`
 * convention). In one transaction: the key is claimed first (a concurrent call with the same key
 * waits on the claim), then `run(trx)` does the work in the same transaction and its answer is
 * stored with the key. A call whose key is already stored gets the stored answer back (`replayed`)
 * when its method, path and body hash the same, else 409 "Idempotency-Key reused with a different
 * request". A `run` that throws rolls the claim back with its work: nothing is stored, and the same
 * key may be tried again. Without a key (`req.key` undefined) `run` runs once in a transaction.
 * Errors: 400 for a key that is not 1-255 printable ASCII characters.
 */
export async function idempotent(
  db: Db,
  req: Omit<IdempotentRequest, 'key'> & { key: string | undefined },
  now: Date,
  run: (trx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const key = req.key;
  if (key === undefined) return { ...(await db.transaction().execute(run)), replayed: false };
  if (!KEY_PATTERN.test(key)) throw invalid('Idempotency-Key must be 1-255 printable ASCII characters');
  const hash = requestHash(req.method, req.path, req.body);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        actor_id: req.actorId,
        key,
        request_hash: hash,
        status_code: 0,
        response: JSON.stringify(null),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['actor_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('actor_id', '=', req.actorId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== hash)
        throw conflict('Idempotency-Key reused with a different request', 'idempotency_mismatch');
      return { statusCode: stored.status_code, body: stored.response, replayed: true };
    }
    const answer = await run(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.statusCode, response: JSON.stringify(answer.body) })
      .where('actor_id', '=', req.actorId)
      .where('key', '=', key)
      .execute();
    return { ...answer, replayed: false };
  });
}
