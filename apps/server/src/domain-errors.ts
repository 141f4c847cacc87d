/**
 * Errors that domain code (modules, ledger, settlement, engines) throws without knowing about
 * HTTP (docs/architecture.md "Errors": domain code throws domain errors; HTTP lives at the edge).
 * The one HTTP error handler maps each kind to a status (http/errors.ts): invalid -> 400,
 * unauthenticated -> 401, forbidden -> 403, not_found -> 404, conflict -> 409, throttled -> 429.
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'throttled';

/** A refusal whose message is safe to show the client; `code` is stable for callers and logs. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * The ledger refused a debit: the customer's balance would go below 0 (`insufficient_balance`)
 * or, for an operator debit, below the exposure reserved by open bets (`insufficient_available`).
 * Amounts in minor units. Source: issue 12 (invariants of the money).
 */
export class InsufficientFundsError extends DomainError {
  constructor(
    code: 'insufficient_balance' | 'insufficient_available',
    message: string,
    readonly userId: string,
    readonly shortMinor: number,
  ) {
    super('invalid', code, message);
    this.name = 'InsufficientFundsError';
  }
}

/** A refusal of malformed or unacceptable input (HTTP 400); the message is shown as is. */
export const invalid = (message: string, code = 'invalid') => new DomainError('invalid', code, message);
/** No (live) session or wrong credentials (HTTP 401). */
export const unauthenticated = (message = 'Unauthorized', code = 'unauthenticated') =>
  new DomainError('unauthenticated', code, message);
/** The caller may not do this: a lock, a role, a suspended brand (HTTP 403). */
export const forbidden = (message: string, code = 'forbidden') => new DomainError('forbidden', code, message);
/** Absent, or another tenant's or user's (HTTP 404, the developers' guide). */
export const notFound = (message: string, code = 'not_found') => new DomainError('not_found', code, message);
/** The state changed under the caller: a moved price, a reused id (HTTP 409). */
export const conflict = (message: string, code = 'conflict') => new DomainError('conflict', code, message);
/** Too many attempts; try later (HTTP 429). */
export const throttled = (message: string, code = 'throttled') => new DomainError('throttled', code, message);
