import {
  errorResponses,
  OperatorSignInBody,
  OperatorSignInResponse,
  WalletTransferBody,
  WalletTransferResponse,
} from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { AppInstance } from '../../http/instance';
import { requireTenant, tenantOf, operatorOf, requireOperator } from '../../http/guards';
import { withRetryAfter, operatorSignIn, toOperatorDetails } from '../auth/index';
import { customerOfOperator, operatorAmountMinor, operatorTransfer } from './service';
import { LOGIN_SUCCESS_MESSAGE } from '@backlay/contracts/constants';

const operatorToken = [{ userToken: [] }];

/**
 * The operators' admin API of the wallet (issue "Ledger"): operator sign-in and credit/debit of a
 * customer of the operator's chain (the audit is modules/audit).
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
   * POST /api/admin/wallet/transfer {userName, amount, direction, remark?} -> 200 {status,
   * message, data: {transferId, userName, direction, amount, balance}}: credits (from the house)
   * or debits (to the house) `amount` currency units for the customer `userName` of the
   * operator's brand whose creator chain includes the operator. 401 without an operator token;
   * 404 "Unknown user: {name}" for anyone else; 400 for an amount that is not > 0 with at most 2
   * decimals, "Insufficient balance" when a debit would take the customer below 0, or
   * "Insufficient available balance: ..." when it would leave less than the exposure of their open
   * bets (issue 12; nothing written).
   */
  app.post(
    '/api/admin/wallet/transfer',
    {
      preHandler: requireOperator(app),
      schema: {
        tags: ['admin'],
        summary: "Credit or debit a customer's balance",
        security: operatorToken,
        body: WalletTransferBody,
        response: { 200: WalletTransferResponse, ...errorResponses },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const { userName, amount, direction, remark } = request.body;
      const amountMinor = operatorAmountMinor(amount, 'body.amount');
      const customer = await customerOfOperator(app.deps.db, operator, userName);
      const { transferId, balanceMinor } = await operatorTransfer(app.deps.db, {
        domainId: operator.domain_id,
        userId: customer.id,
        amountMinor,
        direction,
        remark: remark ?? '',
        displayText: `${direction === 'credit' ? 'Credit' : 'Debit'} by ${operator.user_name}`,
        now: new Date(app.deps.clock.now()),
      });
      return {
        status: true,
        message: direction === 'credit' ? 'Balance credited' : 'Balance debited',
        data: {
          transferId,
          userName: customer.user_name,
          direction,
          amount: fromMinor(amountMinor),
          balance: fromMinor(balanceMinor),
        },
      };
    },
  );
}
