import {
  errorResponses,
  OperatorSignInBody,
  OperatorSignInResponse,
  WalletTransferBody,
  WalletTransferResponse,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import { Type } from 'typebox';
import { invalid } from '../../domain-errors';
import type { AppInstance } from '../../http/instance';
import {
  auditContext,
  idempotencyKeyOf,
  operatorOf,
  requireOperator,
  requireTenant,
  tenantOf,
} from '../../http/guards';
import { withRetryAfter, operatorSignIn, toOperatorDetails } from '../auth/index';
import { idempotent, recordAudit } from '../operators/index';
import { customerOfOperator, operatorAmountMinor, operatorTransfer } from './service';
import { LOGIN_SUCCESS_MESSAGE } from '@backlay/contracts/constants';

const operatorToken = [{ userToken: [] }];

/**
 * The operators' admin API of the wallet (issue "Ledger"; issue 16 item 3): operator sign-in and
 * credit/debit of a customer the operator sees (the ledger audit is modules/audit).
 */
export async function walletRoutes(app: AppInstance): Promise<void> {
  /**
   * POST /api/admin/auth/signin {userName, password} -> 200 {status, message, userToken, operator}
   * for an operator (any role but User) of the brand (header `d` or Host). 401 "Invalid Id or
   * Password!" for a customer, an unknown user or a wrong password; 429 with Retry-After when
   * rate-limited per IP per minute or throttled after failures (issue 12: operator counters, by
   * user name and address, and by address); 400 on a malformed body.
   */
  app.post(
    '/api/admin/auth/signin',
    {
      config: { rateLimit: { max: app.deps.signInPerIpPerMinute, timeWindow: 60_000 } },
      preHandler: requireTenant(app),
      schema: {
        tags: ['admin'],
        summary: 'Operator sign-in (roles other than User)',
        body: OperatorSignInBody,
        response: { 200: OperatorSignInResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, operator } = await withRetryAfter(
        reply,
        operatorSignIn(app.deps, tenantOf(request), request.body, request.ip),
      );
      return {
        status: true,
        message: LOGIN_SUCCESS_MESSAGE,
        userToken: token,
        operator: toOperatorDetails(operator),
      };
    },
  );

  /**
   * POST /api/admin/wallet/transfer {userName, amount, direction, remark} (header
   * `Idempotency-Key` optional) -> 200 {status, message, data: {transferId, userName, direction,
   * amount, balance}}: credits (from the house) or debits (to the house) `amount` currency units
   * for the customer `userName` the operator sees (an Admin: any customer of the brand; any other
   * operator: their chain; docs/backoffice.md "Scope"), with an audit entry 'wallet.credit' /
   * 'wallet.debit' in the same transaction (issue 16 item 3). With an `Idempotency-Key` the same
   * key and body answer the stored result and move nothing; another body with the key is 409
   * "Idempotency-Key reused with a different request" (modules/operators idempotent()).
   * 401 without an operator token; 404 "Unknown user: {name}" for anyone else; 400 for an amount
   * that is not > 0 with at most 2 decimals, "A remark is required" (1-200 characters), a
   * malformed key, "Insufficient balance" when a debit would take the customer below 0, or
   * "Insufficient available balance: ..." when it would leave less than the exposure of their
   * open bets (issue 12; nothing written).
   */
  app.post(
    '/api/admin/wallet/transfer',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: "Credit or debit a customer's balance (remark required; Idempotency-Key)",
        security: operatorToken,
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({ description: 'a retry with the same key and body moves the money once' }),
          ),
        }),
        body: WalletTransferBody,
        response: { 200: WalletTransferResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const { userName, amount, direction } = request.body;
      const amountMinor = operatorAmountMinor(amount, 'body.amount');
      const remark = request.body.remark?.trim() ?? '';
      if (remark === '') throw invalid('A remark is required');
      const audit = auditContext(app, request);
      const answer = await idempotent(
        app.deps.db,
        {
          actorId: operator.id,
          key: idempotencyKeyOf(request),
          method: 'POST',
          path: '/api/admin/wallet/transfer',
          body: request.body,
        },
        audit.at,
        async (trx) => {
          const customer = await customerOfOperator(trx, operator, userName);
          const { transferId, balanceMinor } = await operatorTransfer(trx, {
            domainId: operator.domain_id,
            userId: customer.id,
            amountMinor,
            direction,
            remark,
            displayText: `${direction === 'credit' ? 'Credit' : 'Debit'} by ${operator.user_name}`,
            now: audit.at,
          });
          const signedMinor = direction === 'credit' ? amountMinor : -amountMinor;
          await recordAudit(trx, {
            ...audit,
            action: `wallet.${direction}`,
            target: `user:${customer.user_name}`,
            before: { balance: fromMinor(balanceMinor - signedMinor) },
            after: { balance: fromMinor(balanceMinor), amount: fromMinor(amountMinor), transferId },
            remark,
          });
          return {
            statusCode: 200,
            body: {
              status: true,
              message: direction === 'credit' ? 'Balance credited' : 'Balance debited',
              data: {
                transferId,
                userName: customer.user_name,
                direction,
                amount: fromMinor(amountMinor),
                balance: fromMinor(balanceMinor),
              },
            },
          };
        },
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // The stored answer is always this route's 200 (a failed call stores nothing).
      return answer.body as WalletTransferResponse;
    },
  );
}
