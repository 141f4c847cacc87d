/**
 * Errors that domain code (ledger, settlement, engines) throws without knowing about HTTP
 * (developers' guide: "Domain code throws domain errors; HTTP lives at the edge"). The HTTP error
 * handler maps each kind to a status (http/errors.ts): invalid -> 400, not_found -> 404,
 * conflict -> 409.
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict';

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
