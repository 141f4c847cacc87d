import { expect } from 'vitest';
import { auditLedger, type DbOrTrx } from './ledger';

/**
 * The ledger audit the tests share (issue "Ledger" tests): fails the test unless the trial
 * balance (sum of every entry) is 0 and every user's `balance_minor` equals the sum of its
 * entries. Call it after each test that moves money, e.g. `afterEach(() =>
 * expectLedgerBalanced(t.handle.db))`.
 */
export async function expectLedgerBalanced(db: DbOrTrx): Promise<void> {
  const audit = await auditLedger(db);
  expect(audit, 'ledger audit').toEqual({ trialBalanceMinor: 0, mismatchedUserIds: [] });
}
