import { createHash } from 'node:crypto';
import type { BetPlacement } from '@backlay/contracts';
import { conflict } from '../../domain-errors';

/**
 * The fields of a placement that name the bet: the ones the server reads (sports and casino
 * bets alike). Display fields (sportsName, event, selection, margins, placeTime...) are not in it.
 */
const NAMING_FIELDS = [
  'markettype',
  'marketId',
  'matchId',
  'roundId',
  'selectionId',
  'type',
  'oddsReq',
  'price',
  'size',
  'stake',
  'Narration',
] as const satisfies readonly (keyof BetPlacement)[];

/**
 * Fields added later (issue 14) that name the bet too; counted only when sent, so fingerprints of
 * bets stored before them are unchanged.
 */
const LATER_FIELDS = ['persistenceType', 'cashOutPercent'] as const satisfies readonly (keyof BetPlacement)[];

/** Ids may arrive as a number or a string (123 or "123"); the server reads them as strings. */
const ID_FIELDS = new Set<string>(['matchId', 'selectionId']);

/**
 * The request fingerprint of a placement (issue 12, idempotency): SHA-256 (hex, 64 characters)
 * of the canonical JSON of the fields that name the bet, in a fixed order, ids as strings and an
 * absent field as null. Two placements with the same fingerprint ask for the same bet.
 */
export function betFingerprint(body: BetPlacement): string {
  const canonical = NAMING_FIELDS.map((field) => {
    const value = body[field];
    if (value === undefined || value === null) return [field, null];
    return [field, ID_FIELDS.has(field) ? String(value) : value];
  });
  for (const field of LATER_FIELDS) if (body[field] !== undefined) canonical.push([field, body[field]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** 409 for a client bet id already used for a different bet (issue 12). */
export const clientBetIdReused = (clientBetId: string) =>
  conflict(`clientBetId ${clientBetId} was already used for a different bet; use a new id for a new bet`);

/**
 * What an earlier bet with the same client bet id means for a placement (issue 12, as Stripe's
 * idempotency keys): its id when it was placed with the same fingerprint (a retry: nothing new is
 * placed), or when it was stored before fingerprints were (migration 009: null); 409
 * {@link clientBetIdReused} when it was a different bet; undefined when there is none.
 */
export function replayOf(
  clientBetId: string | undefined,
  fingerprint: string,
  earlier: { id: string; fingerprint: string | null } | undefined,
): string | undefined {
  if (!clientBetId || !earlier) return undefined;
  if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint)
    throw clientBetIdReused(clientBetId);
  return earlier.id;
}
