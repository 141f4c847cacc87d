import { Type, type Static } from 'typebox';

/**
 * Wire schemas of the wallet: the account statement row of the customer site (docs/rules/specification.md §3 Account
 * statement row, Statement request) and the operators' admin API (issue "Ledger": operator
 * credit/debit and the ledger audit). Money is in currency units with at most 2 decimals
 * (docs/architecture.md Money); the server keeps integer minor units.
 */

/** Statement filters (docs/rules/specification.md §3 Statement request): everything, the upline's transfers, bet records. */
export const STATEMENT_FILTERS = ['all', 'upline', 'betRecords'] as const;
export type StatementFilter = (typeof STATEMENT_FILTERS)[number];

/**
 * One account statement row (docs/rules/specification.md §3 Account statement row). `type` is 'deposite' (spec
 * spelling) when the user was credited and 'withdraw' when debited; `amount` is positive.
 * `openingBalancePayee` / `openingBalancePayer` are the balances before the transfer of the
 * credited and the debited side (null for the house); `payer` is a user name or 'house'.
 */
export const AccountStatementRow = Type.Object(
  {
    createdAt: Type.String({ description: 'ISO-8601 UTC' }),
    type: Type.Union([Type.Literal('deposite'), Type.Literal('withdraw')]),
    amount: Type.Number({ minimum: 0, description: 'currency units' }),
    displayText: Type.String(),
    openingBalancePayee: Type.Union([Type.Number(), Type.Null()]),
    openingBalancePayer: Type.Union([Type.Number(), Type.Null()]),
    payer: Type.String(),
    remark: Type.String(),
    betId: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'AccountStatementRow' },
);
export type AccountStatementRow = Static<typeof AccountStatementRow>;

/** `POST /api/admin/auth/signin` body: an operator (any role but User) of the brand. */
export const OperatorSignInBody = Type.Object({
  userName: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  /** The current TOTP code, needed once the operator turned two-factor sign-in on (issue 16). */
  otp: Type.Optional(Type.String({ maxLength: 6 })),
});
export type OperatorSignInBody = Static<typeof OperatorSignInBody>;

/** The signed-in operator. */
export const OperatorDetails = Type.Object({
  _id: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  role: Type.Object({ name: Type.String() }),
  domainId: Type.String(),
});
export type OperatorDetails = Static<typeof OperatorDetails>;

/** `POST /api/admin/auth/signin` 200 answer; `userToken` goes in `User-Token` or a bearer header. */
export const OperatorSignInResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  userToken: Type.String(),
  operator: OperatorDetails,
});
export type OperatorSignInResponse = Static<typeof OperatorSignInResponse>;

/** Direction of an operator transfer, seen from the customer. */
export const TRANSFER_DIRECTIONS = ['credit', 'debit'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/**
 * `POST /api/admin/wallet/transfer` body: credit or debit `amount` (currency units, at least 0.01,
 * at most 2 decimals) to or from the customer `userName` of the operator's brand and chain, with a
 * remark (issue 16 item 3). A debit may take at most the customer's available balance (balance -
 * exposure; issue 12). Header `Idempotency-Key`: a retry with the same key and body answers the
 * stored result and moves nothing; with another body 409.
 */
export const WalletTransferBody = Type.Object({
  userName: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Number({
    minimum: 0.01,
    maximum: 1_000_000_000,
    description: 'currency units, whole minor units (at most 2 decimals)',
  }),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  /** Required (issue 16 item 3): 1-200 characters, else 400 'A remark is required' (checked by the route). */
  remark: Type.Optional(
    Type.String({ maxLength: 200, description: "required: 1-200 characters (400 'A remark is required')" }),
  ),
});
export type WalletTransferBody = Static<typeof WalletTransferBody>;

/** `POST /api/admin/wallet/transfer` 200 answer: the transfer id and the customer's new balance. */
export const WalletTransferResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    transferId: Type.String(),
    userName: Type.String(),
    direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    amount: Type.Number({ description: 'currency units' }),
    balance: Type.Number({ description: 'the customer balance after the transfer, currency units' }),
  }),
});
export type WalletTransferResponse = Static<typeof WalletTransferResponse>;

/**
 * `GET /api/admin/wallet/audit` answer for the operator's brand: the trial balance (sum of every
 * entry, must be 0) and the customers whose balance differs from the sum of their entries
 * (`balanced`); and the account invariants of issue 12 (`invariantsHold`): no customer below 0,
 * none whose balance is below the exposure of their open bets, every customer's exposure the sum
 * of their markets' exposures, and the number of bets a settlement set aside for an operator.
 */
export const LedgerAuditResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    balanced: Type.Boolean(),
    trialBalance: Type.Number({ description: 'currency units; 0 when the ledger balances' }),
    mismatchedUserIds: Type.Array(Type.String()),
    invariantsHold: Type.Boolean(),
    negativeBalanceUserIds: Type.Array(Type.String()),
    overdrawnUserIds: Type.Array(Type.String(), { description: 'balance below exposure' }),
    exposureMismatchUserIds: Type.Array(Type.String(), {
      description: "exposure differs from the sum of the user's market exposures",
    }),
    heldBets: Type.Integer({ minimum: 0, description: 'bets set aside by a settlement, not yet released' }),
  }),
});
export type LedgerAuditResponse = Static<typeof LedgerAuditResponse>;
