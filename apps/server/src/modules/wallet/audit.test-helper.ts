import { expect } from 'vitest';
import type { Db } from '../../db/index';
import { auditExposure } from '../betting/index';
import { auditAccounts, auditLedger } from './ledger';

/**
 * The ledger audit the tests share (issue "Ledger" tests): fails the test unless the trial
 * balance (sum of every entry) is 0, every user's `balance_minor` equals the sum of its entries,
 * no customer's balance is below the exposure of their open bets, and every user's exposure is the
 * sum of their markets' exposures (issue 12). Call it after
 * each test that moves money, e.g. `afterEach(() => expectLedgerBalanced(t.handle.db))`.
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const audit = await auditLedger(db);
  expect(audit, 'ledger audit').toEqual({ trialBalanceMinor: 0, mismatchedUserIds: [] });
  const accounts = await auditAccounts(db);
  expect(accounts, 'account invariants').toEqual({ negativeBalanceUserIds: [], overdrawnUserIds: [] });
  const exposure = await auditExposure(db);
  expect(exposure.exposureMismatchUserIds, 'exposure is the sum of the markets').toEqual([]);
}
