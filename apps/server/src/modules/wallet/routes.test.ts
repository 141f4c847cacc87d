import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin/commands';
import { anonymous, countRows, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { expectLedgerBalanced } from './audit.test-helper';
import { statementRows } from './ledger';

describe('admin wallet API', () => {
  let t: TestApp;
  let homeId: string;
  let auraId: string;
  let agentToken: string;
  let playerToken: string;
  let playerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    auraId = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json()._id;
    await runAdmin(
      [
        'create-user',
        '--domain',
        'localhost',
        '--user',
        'agent2',
        '--password',
        'Agent2@123',
        '--role',
        'Agent',
      ],
      t.handle.db,
      () => undefined,
    );
    agentToken = (await operatorSignIn('agent1', 'Agent@123')).json().userToken;
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName: 'player1', password: 'Player@123', deviceIp: '' },
    });
    playerToken = player.json().userToken;
    playerId = player.json().user._id;
  });
  afterEach(() => expectLedgerBalanced(t.handle.db));
  afterAll(() => t.close());

  const operatorSignIn = (userName: string, password: string, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      headers: anonymous(host),
      payload: { userName, password },
    });
  /** A transfer call; a remark is added unless `payload` names one (issue 16: a remark is required). */
  const transfer = (
    payload: object,
    token = agentToken,
    domainId = homeId,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/transfer',
      headers: { ...signedIn(token, domainId), ...headers },
      payload: 'remark' in payload ? payload : { remark: 'test', ...payload },
    });
  const balance = async () =>
    (
      await t.handle.db
        .selectFrom('users')
        .select('balance_minor')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).balance_minor;
  const entryCount = () => countRows(t.handle.db, 'ledger_entries');

  it('signs operators in and refuses customers with the sign-in message', async () => {
    const res = await operatorSignIn('AGENT1', 'Agent@123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      userToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      operator: { userName: 'agent1', role: { name: 'Agent' }, domainId: homeId },
    });
    for (const [userName, password] of [
      ['player1', 'Player@123'],
      ['agent1', 'wrong-password'],
      ['ghost', 'Agent@123'],
    ]) {
      const refused = await operatorSignIn(userName!, password!);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Invalid Id or Password!');
    }
    expect((await operatorSignIn('agent1', 'Agent@123', 'aura.localhost')).statusCode).toBe(401);
  });

  it('keeps operator and customer tokens apart', async () => {
    const asCustomer = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: signedIn(agentToken, homeId),
    });
    expect(asCustomer.statusCode).toBe(401);
    const customerOnAdmin = await transfer(
      { userName: 'player1', amount: 1, direction: 'credit' },
      playerToken,
    );
    expect(customerOnAdmin.statusCode).toBe(401);
    const audit = await t.app.inject({
      url: '/api/admin/wallet/audit',
      headers: signedIn(playerToken, homeId),
    });
    expect(audit.statusCode).toBe(401);
    const none = await t.app.inject({ url: '/api/admin/wallet/audit', headers: { d: homeId } });
    expect(none.statusCode).toBe(401);
    const otherBrand = await transfer(
      { userName: 'player1', amount: 1, direction: 'credit' },
      agentToken,
      auraId,
    );
    expect(otherBrand.statusCode).toBe(401);
    expect(await balance()).toBe(100_000_00);
  });

  it("credits and debits a customer of the operator's chain through the ledger", async () => {
    const credit = await transfer({
      userName: 'Player1',
      amount: 10.5,
      direction: 'credit',
      remark: 'bonus',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json()).toMatchObject({
      status: true,
      data: { userName: 'player1', direction: 'credit', amount: 10.5, balance: 100_010.5 },
    });
    const debit = await transfer({ userName: 'player1', amount: 0.5, direction: 'debit' });
    expect(debit.json().data.balance).toBe(100_010);
    expect(await balance()).toBe(100_010_00);
    // (The seed opened the account at the real time; the API runs on the fake clock.)
    const { rows } = await statementRows(t.handle.db, playerId, {
      page: 1,
      pageSize: 2,
      to: new Date(t.clock.now()),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'withdraw',
        amount: 0.5,
        displayText: 'Debit by agent1',
        openingBalancePayer: 100_010.5,
        payer: 'player1',
        remark: 'test',
      }),
      expect.objectContaining({
        type: 'deposite',
        amount: 10.5,
        displayText: 'Credit by agent1',
        openingBalancePayee: 100_000,
        payer: 'house',
        remark: 'bonus',
      }),
    ]);
    // Put the balance back for the next tests.
    await transfer({ userName: 'player1', amount: 10, direction: 'debit' });
  });

  it('answers 404 for a customer outside the chain, another role or an unknown name', async () => {
    const agent2 = (await operatorSignIn('agent2', 'Agent2@123')).json().userToken;
    const before = await entryCount();
    const res = await transfer({ userName: 'player1', amount: 5, direction: 'credit' }, agent2);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown user: player1');
    expect((await transfer({ userName: 'agent2', amount: 5, direction: 'credit' })).statusCode).toBe(404);
    expect((await transfer({ userName: 'nobody', amount: 5, direction: 'credit' })).statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it.each([
    [{ userName: 'player1', amount: 0, direction: 'credit' }, 'body.amount must be >= 0.01'],
    [{ userName: 'player1', amount: -3, direction: 'credit' }, 'body.amount must be >= 0.01'],
    // Issue 12: 1e-9 passed the 2-decimal check, became 0 minor units and answered 500.
    [{ userName: 'player1', amount: 1e-9, direction: 'credit' }, 'body.amount must be >= 0.01'],
    [{ userName: 'player1', amount: 5e-324, direction: 'debit' }, 'body.amount must be >= 0.01'],
    [{ userName: 'player1', amount: 0.011, direction: 'credit' }, 'body.amount must have at most 2 decimals'],
    [{ userName: 'player1', amount: 1.005, direction: 'credit' }, 'body.amount must have at most 2 decimals'],
    [{ userName: 'player1', amount: '5', direction: 'credit' }, 'body.amount must be number'],
    [{ userName: 'player1', amount: 5, direction: 'sideways' }, 'body.direction must be equal to constant'],
    [{ userName: 'player1', direction: 'credit' }, 'body.amount is required'],
    [{ userName: 'player1', amount: 100_000.01, direction: 'debit' }, 'Insufficient balance'],
  ])('answers %j with 400 and writes nothing', async (payload, message) => {
    const before = await entryCount();
    const res = await transfer(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await entryCount()).toBe(before);
    expect(await balance()).toBe(100_000_00);
  });

  it('lets a debit take the balance to exactly 0', async () => {
    const res = await transfer({ userName: 'player1', amount: 100_000, direction: 'debit' });
    expect(res.json().data.balance).toBe(0);
    await transfer({ userName: 'player1', amount: 100_000, direction: 'credit' });
  });

  it("reports the brand's audit", async () => {
    const res = await t.app.inject({ url: '/api/admin/wallet/audit', headers: signedIn(agentToken, homeId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: {
        balanced: true,
        trialBalance: 0,
        mismatchedUserIds: [],
        invariantsHold: true,
        negativeBalanceUserIds: [],
        overdrawnUserIds: [],
        exposureMismatchUserIds: [],
        heldBets: 0,
      },
    });
  });

  it('requires a remark (issue 16 item 3) and writes nothing without one', async () => {
    const before = await entryCount();
    for (const payload of [
      { userName: 'player1', amount: 5, direction: 'credit' },
      { userName: 'player1', amount: 5, direction: 'credit', remark: '' },
      { userName: 'player1', amount: 5, direction: 'credit', remark: '   ' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/wallet/transfer',
        headers: signedIn(agentToken, homeId),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A remark is required');
    }
    const long = await transfer({
      userName: 'player1',
      amount: 5,
      direction: 'credit',
      remark: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
    expect(await balance()).toBe(100_000_00);
  });

  it('moves money once for one Idempotency-Key: a retry answers the stored result, another body is 409', async () => {
    const before = await entryCount();
    const key = { 'idempotency-key': 'credit-7f3a' };
    const body = { userName: 'player1', amount: 7.25, direction: 'credit', remark: 'bonus' };
    const first = await transfer(body, agentToken, homeId, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.balance).toBe(100_007.25);
    const again = await transfer(body, agentToken, homeId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance()).toBe(100_007_25);
    // One transfer: the customer's entry and the house's.
    expect(await entryCount()).toBe(before + 2);

    const other = await transfer({ ...body, amount: 8 }, agentToken, homeId, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Idempotency-Key reused with a different request');
    expect(await balance()).toBe(100_007_25);
    const badKey = await transfer(body, agentToken, homeId, { 'idempotency-key': 'has space' });
    expect(badKey.statusCode).toBe(400);

    // A failed call stores nothing: the key may be used again once the call can succeed.
    const overdraw = { userName: 'player1', amount: 200_000, direction: 'debit', remark: 'too much' };
    const failed = await transfer(overdraw, agentToken, homeId, { 'idempotency-key': 'debit-1' });
    expect(failed.statusCode).toBe(400);
    const retried = await transfer({ ...overdraw, amount: 7.25 }, agentToken, homeId, {
      'idempotency-key': 'debit-1',
    });
    expect(retried.statusCode).toBe(200);
    expect(await balance()).toBe(100_000_00);
  });

  it('moves money once when the same key arrives several times at once', async () => {
    const before = await entryCount();
    const body = { userName: 'player1', amount: 3, direction: 'credit', remark: 'race' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => transfer(body, agentToken, homeId, { 'idempotency-key': 'race-1' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.transferId)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await balance()).toBe(100_003_00);
    expect(await entryCount()).toBe(before + 2);
    await transfer({ userName: 'player1', amount: 3, direction: 'debit', remark: 'back' });
  });

  it("lets an Admin move money for any customer of the brand, audited in the transfer's transaction", async () => {
    const adminToken = (await operatorSignIn('admin1', 'Admin@123')).json().userToken;
    const credit = await transfer(
      { userName: 'player1', amount: 1.5, direction: 'credit', remark: 'goodwill' },
      adminToken,
    );
    expect(credit.statusCode, credit.body).toBe(200);
    const debit = await transfer(
      { userName: 'player1', amount: 1.5, direction: 'debit', remark: 'reversal' },
      adminToken,
    );
    expect(debit.statusCode).toBe(200);
    const audit = await t.app.inject({
      url: '/api/admin/audit?action=wallet.&actor=admin1',
      headers: signedIn(adminToken, homeId),
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'wallet.debit',
        target: 'user:player1',
        remark: 'reversal',
        before: { balance: 100_001.5 },
        after: expect.objectContaining({ balance: 100_000, amount: 1.5 }),
      }),
      expect.objectContaining({ action: 'wallet.credit', actorRole: 'Admin', remark: 'goodwill' }),
    ]);
    // Still no operator account and no other brand's customer.
    expect(
      (await transfer({ userName: 'agent1', amount: 1, direction: 'credit' }, adminToken)).statusCode,
    ).toBe(404);
  });

  it('documents the admin routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/auth/signin',
        '/api/admin/wallet/transfer',
        '/api/admin/wallet/audit',
      ]),
    );
  });
});
