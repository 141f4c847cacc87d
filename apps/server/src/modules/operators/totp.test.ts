import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { totpCode } from '../auth/index';

describe('operators: optional TOTP two-factor sign-in (issue 16 item 1)', () => {
  let t: TestApp;
  let homeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
  });
  afterAll(() => t.close());

  const signIn = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/signin', headers: anonymous(), payload });
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: signedIn(token, homeId), payload });

  it('sets up, enables, then asks for a code at sign-in; a wrong or missing code is refused; off again', async () => {
    const token = (await signIn({ userName: 'agent1', password: 'Agent@123' })).json().userToken as string;
    const setup = await post(token, '/api/admin/auth/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*agent1\?.*secret=/);
    // Not on yet: sign-in needs no code.
    expect((await signIn({ userName: 'agent1', password: 'Agent@123' })).statusCode).toBe(200);

    const wrong = await post(token, '/api/admin/auth/totp/enable', {
      otp: '000000' === totpCode(secret, t.clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid two-factor code');
    expect((await post(token, '/api/admin/auth/totp/enable', { otp: 'abc' })).statusCode).toBe(400);
    const on = await post(token, '/api/admin/auth/totp/enable', { otp: totpCode(secret, t.clock.now()) });
    expect(on.statusCode).toBe(200);
    expect((await post(token, '/api/admin/auth/totp/setup')).statusCode).toBe(409);

    const missing = await signIn({ userName: 'agent1', password: 'Agent@123' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Two-factor code required');
    const bad = await signIn({
      userName: 'agent1',
      password: 'Agent@123',
      otp: '123456' === totpCode(secret, t.clock.now()) ? '654321' : '123456',
    });
    expect(bad.json().message).toBe('Invalid two-factor code');
    // A wrong password still says nothing about the second factor.
    expect((await signIn({ userName: 'agent1', password: 'nope', otp: '123456' })).json().message).toBe(
      'Invalid Id or Password!',
    );
    const ok = await signIn({
      userName: 'agent1',
      password: 'Agent@123',
      otp: totpCode(secret, t.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    const token2 = ok.json().userToken as string;
    expect(
      (await t.app.inject({ url: '/api/admin/me', headers: signedIn(token2, homeId) })).json().data
        .totpEnabled,
    ).toBe(true);

    const adminToken = (await signIn({ userName: 'admin1', password: 'Admin@123' })).json()
      .userToken as string;
    const audit = await t.app.inject({
      url: '/api/admin/audit?action=operator.',
      headers: signedIn(adminToken, homeId),
    });
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual(['operator.totp_enable']);

    expect(
      (await post(token2, '/api/admin/auth/totp/disable', { otp: totpCode(secret, t.clock.now()) }))
        .statusCode,
    ).toBe(200);
    expect((await signIn({ userName: 'agent1', password: 'Agent@123' })).statusCode).toBe(200);
  });

  it('revokes the operator token at sign-out', async () => {
    const token = (await signIn({ userName: 'admin1', password: 'Admin@123' })).json().userToken as string;
    expect((await post(token, '/api/admin/auth/logout')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: signedIn(token, homeId) })).statusCode).toBe(
      401,
    );
    expect((await post(token, '/api/admin/auth/logout')).statusCode).toBe(401);
  });
});
