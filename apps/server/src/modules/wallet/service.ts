import { randomUUID } from 'node:crypto';
import type { TransferDirection } from '@backlay/contracts';
import type { Db } from '../../db/index';
import { DomainError, notFound } from '../../domain-errors';
import { userNameInScope } from '../operators/index';
import type { UserRow } from '../users/index';
import { postTransfer } from './ledger';

/**
 * Converts an operator's amount in currency units to whole minor units (docs/architecture.md Money; issue
 * 12: money amounts are whole minor units >= 1). Errors: DomainError 'invalid' (400) unless it is
 * a finite number from 0.01 to 1,000,000,000 with at most 2 decimals.
 */
export function operatorAmountMinor(amount: number, field = 'amount'): number {
  const invalid = (why: string) => new DomainError('invalid', 'bad_amount', `${field} ${why}`);
  if (!Number.isFinite(amount) || amount < 0.01 || amount > 1_000_000_000)
    throw invalid('must be a number from 0.01 to 1000000000');
  const minor = Math.round(amount * 100);
  if (minor < 1 || Math.abs(amount * 100 - minor) > 1e-6) throw invalid('must have at most 2 decimals');
  return minor;
}

/**
 * The customer (role User) `userName` (case-insensitive) of `operator`'s brand that the operator
 * sees: any customer of the brand for an Admin, else one below the operator in the creator chain
 * (modules/operators scope, docs/backoffice.md "Scope"; issue 16 item 3). Errors: 404 "Unknown
 * user: {userName}" otherwise (another brand's or chain's account, or an operator account).
 */
export async function customerOfOperator(db: Db, operator: UserRow, userName: string): Promise<UserRow> {
  const user = await userNameInScope(db, operator, userName);
  if (user.role !== 'User') throw notFound(`Unknown user: ${userName}`);
  return user;
}

/**
 * Credits or debits customer `userId` of brand `domainId` by `amountMinor` (> 0) from/to the
 * house: one 'operator' transfer with a fresh cause id, in `db`'s transaction when it is one (the
 * back office's idempotent call runs it with its key claim and audit entry, issue 16 item 3),
 * else in a transaction of its own. Returns the
 * transfer id and the customer's balance after it (minor units). Errors: InsufficientFundsError
 * when a debit would take the customer below 0 or below the exposure of their open bets (issue
 * 12; nothing written). Source: issue "Ledger".
 */
export async function operatorTransfer(
  db: Db,
  a: {
    domainId: string;
    userId: string;
    amountMinor: number;
    direction: TransferDirection;
    remark: string;
    displayText: string;
    now: Date;
  },
): Promise<{ transferId: string; balanceMinor: number }> {
  if (!Number.isSafeInteger(a.amountMinor) || a.amountMinor <= 0)
    throw new RangeError(`amountMinor must be a positive integer, got ${a.amountMinor}`);
  const run = async (trx: Db) => {
    const transferId = await postTransfer(trx, {
      domainId: a.domainId,
      causeType: 'operator',
      causeId: randomUUID(),
      remark: a.remark,
      displayText: a.displayText,
      legs: [{ userId: a.userId, amountMinor: a.direction === 'credit' ? a.amountMinor : -a.amountMinor }],
      now: a.now,
    });
    if (!transferId) throw new Error('a fresh cause id was already posted');
    const { balance_minor } = await trx
      .selectFrom('users')
      .select('balance_minor')
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    return { transferId, balanceMinor: balance_minor };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
