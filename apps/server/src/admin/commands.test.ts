import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '../test/harness';
import { findUserByName } from '../modules/users/index';
import { findDomainByHost } from '../modules/domains/index';
import { expectLedgerBalanced } from '../modules/wallet/audit.test-helper';
import { runAdmin, UsageError } from './commands';

describe('operator command line', () => {
  let t: TestApp;
  const lines: string[] = [];
  const admin = (...argv: string[]) => runAdmin(argv, t.handle.db, (l) => lines.push(l));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a brand, then a user under a creator who can sign in there', async () => {
    await admin(
      'create-brand',
      '--domain',
      'new.localhost',
      '--title',
      'New Site',
      '--layout',
      'aura',
      '--primary',
      '#112233',
      '--secondary',
      '#445566',
      '--background',
      '#ffffff',
    );
    await admin(
      'create-user',
      '--domain',
      'new.localhost',
      '--user',
      'boss',
      '--password',
      'Boss@1234',
      '--role',
      'Agent',
    );
    await admin(
      'create-user',
      '--domain',
      'new.localhost',
      '--user',
      'punter',
      '--password',
      'Punter@123',
      '--creator',
      'boss',
      '--balance',
      '250.50',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous('new.localhost'),
      payload: { userName: 'punter', password: 'Punter@123', deviceIp: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.openingBalance).toBe(250.5);
    lines.length = 0;
    await admin('list-users', '--domain', 'new.localhost');
    expect(lines).toEqual(['boss  Agent  INR 0.00', 'punter  User  INR 250.50']);
    await expectLedgerBalanced(t.handle.db);
  });

  it('resets a password, revokes sessions and records the change', async () => {
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: anonymous(),
        payload: { userName: 'player1', password, deviceIp: '' },
      });
    const { userToken, user } = (await signIn('Player@123')).json();
    await admin('reset-password', '--domain', 'localhost', '--user', 'player1', '--password', 'Fresh@Pass1');
    expect((await signIn('Player@123')).statusCode).toBe(401);
    expect((await signIn('Fresh@Pass1')).statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/auth/letest-user-details',
      headers: { 'user-token': userToken, d: user.domainId },
    });
    expect(me.statusCode).toBe(401);
    const history = await t.handle.db
      .selectFrom('password_history')
      .selectAll()
      .where('user_id', '=', user._id)
      .execute();
    expect(history).toHaveLength(1);
  });

  it("sets and clears a brand's house cap, keeping its other limits (issue 14)", async () => {
    const { houseCapOf } = await import('../modules/limits/index');
    const domain = (await findDomainByHost(t.handle.db, 'localhost'))!;
    const before = await t.handle.db
      .selectFrom('domain_limits')
      .selectAll()
      .where('domain_id', '=', domain.id)
      .executeTakeFirst();
    await admin('set-house-cap', '--domain', 'localhost', '--amount', '2500.50');
    expect(await houseCapOf(t.handle.db, domain.id)).toBe(250_050);
    expect(lines.at(-1)).toBe('house cap of localhost: 2500.50 per market');
    const after = await t.handle.db
      .selectFrom('domain_limits')
      .selectAll()
      .where('domain_id', '=', domain.id)
      .executeTakeFirstOrThrow();
    if (before) expect({ ...after, house_cap_minor: null }).toEqual({ ...before, house_cap_minor: null });
    await admin('set-house-cap', '--domain', 'localhost', '--default');
    expect(await houseCapOf(t.handle.db, domain.id)).toBeUndefined();
    await expect(admin('set-house-cap', '--domain', 'localhost')).rejects.toThrow(UsageError);
    await expect(admin('set-house-cap', '--domain', 'nowhere.localhost', '--amount', '1')).rejects.toThrow(
      UsageError,
    );
  });

  it('credits and debits a customer through the ledger; a debit never goes below 0', async () => {
    const balance = async () =>
      (await findUserByName(t.handle.db, (await findDomainByHost(t.handle.db, 'localhost'))!.id, 'player1'))!
        .balance_minor;
    const start = await balance();
    lines.length = 0;
    await admin(
      'credit',
      '--domain',
      'localhost',
      '--user',
      'player1',
      '--amount',
      '250.75',
      '--remark',
      'bonus',
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^credited 250\.75 to player1; balance INR \d+\.\d{2} \(transfer [0-9a-f-]{36}\)$/,
      ),
    ]);
    await admin('debit', '--domain', 'localhost', '--user', 'player1', '--amount', '0.75');
    expect(await balance()).toBe(start + 250_00);
    const entries = async () =>
      (await t.handle.db.selectFrom('ledger_entries').select('id').execute()).length;
    const before = await entries();
    const tooMuch = ((start + 250_00) / 100 + 0.01).toFixed(2);
    await expect(
      admin('debit', '--domain', 'localhost', '--user', 'player1', '--amount', tooMuch),
    ).rejects.toThrow(UsageError);
    await expect(
      admin('debit', '--domain', 'localhost', '--user', 'player1', '--amount', tooMuch),
    ).rejects.toThrow(/Insufficient balance/);
    expect(await entries()).toBe(before);
    await admin('debit', '--domain', 'localhost', '--user', 'player1', '--amount', '250');
    expect(await balance()).toBe(start);
    await expectLedgerBalanced(t.handle.db);
  });

  it.each([
    [['credit', '--domain', 'localhost', '--user', 'player1']],
    [['credit', '--domain', 'localhost', '--user', 'player1', '--amount', '0']],
    [['credit', '--domain', 'localhost', '--user', 'player1', '--amount', '-5']],
    [['credit', '--domain', 'localhost', '--user', 'player1', '--amount', '1.001']],
    [['credit', '--domain', 'localhost', '--user', 'player1', '--amount', 'ten']],
    [['credit', '--domain', 'localhost', '--user', 'ghost', '--amount', '10']],
    [['credit', '--domain', 'localhost', '--user', 'agent1', '--amount', '10']],
    [['debit', '--domain', 'nowhere.localhost', '--user', 'player1', '--amount', '10']],
    [['debit', '--domain', 'localhost', '--user', 'player1', '--amount', '10', '--remark', 'x'.repeat(201)]],
  ])('refuses a bad transfer %j and writes nothing', async (argv) => {
    const entries = async () =>
      (await t.handle.db.selectFrom('ledger_entries').select('id').execute()).length;
    const before = await entries();
    await expect(admin(...argv)).rejects.toBeInstanceOf(UsageError);
    expect(await entries()).toBe(before);
  });

  it.each([
    [[]],
    [['explode']],
    [
      [
        'create-brand',
        '--domain',
        'x.localhost',
        '--title',
        'X',
        '--layout',
        'weird',
        '--primary',
        '#000000',
        '--secondary',
        '#000000',
        '--background',
        '#000000',
      ],
    ],
    [
      [
        'create-brand',
        '--domain',
        'x.localhost',
        '--title',
        'X',
        '--layout',
        'aura',
        '--primary',
        'red',
        '--secondary',
        '#000000',
        '--background',
        '#000000',
      ],
    ],
    [['create-user', '--domain', 'localhost', '--user', 'short', '--password', 'tiny']],
    [['create-user', '--domain', 'localhost', '--user', 'common', '--password', 'password1']],
    [['reset-password', '--domain', 'localhost', '--user', 'player1', '--password', 'password1']],
    [['create-user', '--domain', 'localhost', '--user', 'player1', '--password', 'Another@123']],
    [['create-user', '--domain', 'nowhere.localhost', '--user', 'someone', '--password', 'Another@123']],
    [
      [
        'create-user',
        '--domain',
        'localhost',
        '--user',
        'someone',
        '--password',
        'Another@123',
        '--creator',
        'ghost',
      ],
    ],
    [['reset-password', '--domain', 'localhost', '--user', 'ghost', '--password', 'Another@123']],
    [['list-users', '--bogus']],
  ])('refuses bad arguments %j and changes nothing', async (argv) => {
    const count = async () =>
      (await t.handle.db.selectFrom('users').select('id').execute()).length +
      (await t.handle.db.selectFrom('domains').select('id').execute()).length;
    const before = await count();
    await expect(admin(...argv)).rejects.toBeInstanceOf(UsageError);
    expect(await count()).toBe(before);
  });
});
