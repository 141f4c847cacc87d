import { errorResponses, LedgerAuditResponse } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { AppInstance } from '../../http/instance';
import { auditExposure } from '../betting/index';
import { operatorOf, requireOperator } from '../../http/guards';
import { auditAccounts, auditLedger } from '../wallet/index';

/**
 * The money audit of a brand (issue "Ledger"; issue 12: the invariants of the money), on top of
 * the wallet (ledger and accounts) and betting (exposure and settlement holds) modules.
 */
export async function auditRoutes(app: AppInstance): Promise<void> {
  /**
   * GET /api/admin/wallet/audit -> {status, data}: for the operator's brand, `balanced` (the sum
   * of its entries is 0 and every user's balance is the sum of their entries, with the trial
   * balance and the mismatched users) and `invariantsHold` (no customer below 0, none whose
   * balance is below the exposure of their open bets, every user's exposure the sum of their
   * markets', and no bet set aside by a settlement), with the users or count behind each.
   * 401 without an operator token.
   */
  app.get(
    '/api/admin/wallet/audit',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: "Ledger and money invariants audit of the operator's brand",
        security: [{ userToken: [] }],
        response: { 200: LedgerAuditResponse, ...errorResponses },
      },
    },
    async (request) => {
      const scope = { domainId: operatorOf(request).domain_id };
      const ledger = await auditLedger(app.deps.db, scope);
      const accounts = await auditAccounts(app.deps.db, scope);
      const exposure = await auditExposure(app.deps.db, scope);
      return {
        status: true,
        data: {
          balanced: ledger.trialBalanceMinor === 0 && ledger.mismatchedUserIds.length === 0,
          trialBalance: fromMinor(ledger.trialBalanceMinor),
          mismatchedUserIds: ledger.mismatchedUserIds,
          invariantsHold:
            accounts.overdrawnUserIds.length === 0 &&
            exposure.exposureMismatchUserIds.length === 0 &&
            exposure.heldBets === 0,
          ...accounts,
          ...exposure,
        },
      };
    },
  );
}
