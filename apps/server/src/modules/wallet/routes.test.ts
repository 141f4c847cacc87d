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
  const transfer = (payload: object, token = agentToken, domainId = homeId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/transfer',
      headers: signedIn(token, domainId),
      payload,
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
        remark: '',
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
