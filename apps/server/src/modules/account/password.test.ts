import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '../../test/harness';
import { isCommonPassword, PASSWORD_MESSAGES } from '../users/index';
import { createCustomer, get, post, signInAs } from './test-kit';

/** Password change (issue 8: rules, history row, other sessions revoked). */
describe('update-password', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof signInAs>>;
  let second: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    t = await createTestApp();
    await createCustomer(t, 'dave', { password: 'Dave-pass-1' });
    first = await signInAs(t, 'dave', 'Dave-pass-1', '10.0.0.1');
    second = await signInAs(t, 'dave', 'Dave-pass-1', '10.0.0.2');
  });
  afterAll(() => t.close());

  const change = (who: typeof first, body: object) => post(t, who, '/api/auth/update-password', body);

  it.each([
    [
      'a blank field',
      { currentPassword: '', newPassword: 'Fresh-pass-9', confirmPassword: 'Fresh-pass-9' },
      PASSWORD_MESSAGES.required,
    ],
    [
      'a wrong current password',
      { currentPassword: 'nope-nope', newPassword: 'Fresh-pass-9', confirmPassword: 'Fresh-pass-9' },
      PASSWORD_MESSAGES.wrongCurrent,
    ],
    [
      'a confirmation that differs',
      { currentPassword: 'Dave-pass-1', newPassword: 'Fresh-pass-9', confirmPassword: 'Fresh-pass-8' },
      PASSWORD_MESSAGES.mismatch,
    ],
    [
      '7 characters',
      { currentPassword: 'Dave-pass-1', newPassword: 'Sh0rt-7', confirmPassword: 'Sh0rt-7' },
      PASSWORD_MESSAGES.tooShort,
    ],
    [
      'a common password',
      { currentPassword: 'Dave-pass-1', newPassword: 'QwertyUiop', confirmPassword: 'QwertyUiop' },
      PASSWORD_MESSAGES.common,
    ],
    [
      'the same password',
      { currentPassword: 'Dave-pass-1', newPassword: 'Dave-pass-1', confirmPassword: 'Dave-pass-1' },
      PASSWORD_MESSAGES.unchanged,
    ],
  ])('refuses %s with 400 and a message, changing nothing', async (_case, body, message) => {
    const res = await change(first, body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await get(t, second, '/api/auth/letest-user-details')).statusCode).toBe(200);
    expect((await get(t, first, '/api/auth/password-update-history/1/10')).json().pageItems).toEqual([]);
  });

  it('knows common passwords whatever their case', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('LETMEIN')).toBe(true);
    expect(await isCommonPassword('Fresh-pass-9 of dave')).toBe(false);
  });

  it('changes the password, writes the history row and signs the other sessions out', async () => {
    const res = await change(first, {
      currentPassword: 'Dave-pass-1',
      newPassword: 'Fresh-pass-9',
      confirmPassword: 'Fresh-pass-9',
    });
    expect(res.json()).toEqual({ status: true, message: 'Password Updated Successfully!' });
    expect((await get(t, first, '/api/auth/letest-user-details')).statusCode).toBe(200);
    const revoked = await get(t, second, '/api/auth/letest-user-details');
    expect([revoked.statusCode, revoked.json().message]).toEqual([401, 'Session expired!']);

    const history = (await get(t, first, '/api/auth/password-update-history/1/10')).json();
    expect(history.pageItems).toEqual([
      { updatedOf: 'dave', updatedBy: 'dave', createdAt: new Date(t.clock.now()).toISOString() },
    ]);
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: anonymous(),
        remoteAddress: '10.0.0.3',
        payload: { userName: 'dave', password, deviceIp: '' },
      });
    expect((await signIn('Dave-pass-1')).statusCode).toBe(401);
    expect((await signIn('Fresh-pass-9')).statusCode).toBe(200);
  });

  it('refuses the demo account, which has no password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' },
    });
    const demo = {
      headers: {
        ...first.headers,
        'user-token': res.json().userToken,
        authorization: `Bearer ${res.json().userToken}`,
      },
    };
    const answer = await post(t, demo, '/api/auth/update-password', {
      currentPassword: 'Demo@123',
      newPassword: 'Fresh-pass-9',
      confirmPassword: 'Fresh-pass-9',
    });
    expect([answer.statusCode, answer.json().message]).toEqual([400, PASSWORD_MESSAGES.demo]);
  });
});
