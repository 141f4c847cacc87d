import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '../test/harness';

describe('schema validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => ({
    activity: (await t.handle.db.selectFrom('login_activity').select('id').execute()).length,
    sessions: (await t.handle.db.selectFrom('sessions').select('token_hash').execute()).length,
    users: (await t.handle.db.selectFrom('users').select('id').execute()).length,
  });

  it.each([
    ['a missing field', { userName: 'player1', deviceIp: '' }, 'body.password is required'],
    ['a wrong type', { userName: 42, password: 'x', deviceIp: '' }, 'body.userName must be string'],
    [
      'an oversized string',
      { userName: 'a'.repeat(65), password: 'x', deviceIp: '' },
      'body.userName must NOT have more than 64 characters',
    ],
    [
      'an empty user name',
      { userName: '', password: 'x', deviceIp: '' },
      'body.userName must NOT have fewer than 1 characters',
    ],
  ])('answers %s with 400 and writes nothing', async (_case, payload, message) => {
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await counts()).toEqual(before);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...anonymous(), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
  });

  it('drops unknown body fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName: 'player1', password: 'Player@123', deviceIp: '', role: 'Admin', balance: 1e9 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.openingBalance).toBe(100000);
  });
});

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ notFoundPerMinute: 3 });
  }, 60_000);
  afterAll(() => t.close());

  it('reports health', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('reports the caller IP', async () => {
    const res = await t.app.inject({ url: '/api/ip', remoteAddress: '203.0.113.9' });
    expect(res.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('sends helmet headers with a strict CSP', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document with every route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/auth/logout',
        '/api/auth/letest-user-details',
        '/api/domain/host/{host}',
      ]),
    );
  });

  it('rate-limits 404s', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.app.inject({ url: `/api/nothing-${i}` })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429, 429]);
  });
});

describe('server errors', () => {
  it('hide their detail behind "Internal Server Error"', async () => {
    const t = await createTestApp();
    try {
      await t.handle.db.schema.dropTable('login_activity').cascade().execute();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: anonymous(),
        payload: { userName: 'player1', password: 'Player@123', deviceIp: '' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      });
    } finally {
      await t.close();
    }
  });
});
