import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '../test/harness';
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
