import { useCallback, useRef } from 'react';

/**
 * A new Idempotency-Key: a random UUID (crypto.randomUUID, or the same form from
 * crypto.getRandomValues where randomUUID is missing: a page served over plain HTTP).
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of a form's money call (docs/backoffice.md "Idempotent money calls"): one
 * key per submission. A submission that did not succeed (a network failure, a timeout, an error)
 * keeps its key, and submitting the same body again is a retry of it with the same key, so the
 * server moves the money at most once; a success, or a different body, starts a new submission
 * with a new key.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ key: string; body: string } | null>(null);
  /** The key for sending `body`: the pending submission's when it is the same body, else a new one. */
  const keyFor = useCallback((body: unknown): string => {
    const fingerprint = JSON.stringify(body);
    if (pending.current?.body === fingerprint) return pending.current.key;
    pending.current = { key: newIdempotencyKey(), body: fingerprint };
    return pending.current.key;
  }, []);
  /** The submission succeeded: the next one gets a new key. */
  const succeeded = useCallback(() => {
    pending.current = null;
  }, []);
  return { keyFor, succeeded };
}
