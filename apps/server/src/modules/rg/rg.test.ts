import type { RgLimit } from '@backlay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { customer, operatorHeaders } from '../betting/test-kit';
import { addMonths, periodOf, zonedDate } from './periods';

const HOUR = 3600_000;

describe('player protection periods (issue 17 item 1: Asia/Kolkata, week from Monday)', () => {
  it('counts days, weeks and months from the brand midnight', () => {
    // 2026-11-21 12:00 UTC is Saturday 17:30 in Kolkata (UTC+5:30).
    const now = Date.UTC(2026, 10, 21, 12);
    expect(periodOf('day', now)).toEqual({
      startMs: Date.UTC(2026, 10, 20, 18, 30),
      endMs: Date.UTC(2026, 10, 21, 18, 30),
    });
    // Monday 16 November to Monday 23 November.
    expect(periodOf('week', now)).toEqual({
      startMs: Date.UTC(2026, 10, 15, 18, 30),
      endMs: Date.UTC(2026, 10, 22, 18, 30),
    });
    expect(periodOf('month', now)).toEqual({
      startMs: Date.UTC(2026, 9, 31, 18, 30),
      endMs: Date.UTC(2026, 10, 30, 18, 30),
    });
    // 18:30 UTC is already the next Kolkata day.
    expect(periodOf('day', Date.UTC(2026, 10, 21, 18, 30)).startMs).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(zonedDate(Date.UTC(2026, 10, 21, 18, 29))).toBe('2026-11-21');
    expect(zonedDate(Date.UTC(2026, 10, 21, 18, 30))).toBe('2026-11-22');
    // A month on from 31 August is 30 September, at the same wall-clock time.
    expect(addMonths(Date.UTC(2026, 7, 31, 6), 1)).toBe(Date.UTC(2026, 8, 30, 6));
    expect(addMonths(now, 6)).toBe(Date.UTC(2027, 4, 21, 12));
  });
});

describe('player protection API (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const post = (headers: Record<string, string>, url: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const statusOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/rg/status', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const limitOf = (data: { limits: RgLimit[] }, kind: string, period: string) =>
    data.limits.find((l) => l.kind === kind && l.period === period)!;
  const signIn = (userName: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName, password, deviceIp: '' },
    });

  it('lowers at once; a raise or removal waits 24 hours and then needs the confirmation', async () => {
    // player1: a session lasts at most 24 hours, so the test signs in again after each wait.
    let c = await customer(t, 'player1');
    const set = await put(c.headers, '/api/rg/limits', { kind: 'loss', period: 'day', amount: 1000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(limitOf(set.json().data, 'loss', 'day')).toMatchObject({ amount: 1000, pending: null });
    const lower = await put(c.headers, '/api/rg/limits', { kind: 'loss', period: 'day', amount: 500.5 });
    expect(limitOf(lower.json().data, 'loss', 'day')).toMatchObject({ amount: 500.5, pending: null });

    const raise = await put(c.headers, '/api/rg/limits', { kind: 'loss', period: 'day', amount: 2000 });
    expect(raise.json().message).toBe('The change takes effect after 24 hours and your confirmation');
    const pending = limitOf(raise.json().data, 'loss', 'day');
    expect(pending).toMatchObject({ amount: 500.5, pending: { amount: 2000, ready: false } });
    expect(pending.pending!.effectiveAtMs).toBe(t.clock.now() + 24 * HOUR);
    const early = await post(c.headers, '/api/rg/limits/confirm');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('No limit change is ready to confirm');

    t.clock.advance(24 * HOUR);
    c = await customer(t, 'player1');
    // Its time has come, but it is not in force until confirmed.
    const waiting = limitOf(await statusOf(c.headers), 'loss', 'day');
    expect(waiting).toMatchObject({ amount: 500.5, pending: { amount: 2000, ready: true } });
    const confirmed = await post(c.headers, '/api/rg/limits/confirm', { kind: 'loss', period: 'day' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(limitOf(confirmed.json().data, 'loss', 'day')).toMatchObject({ amount: 2000, pending: null });

    // A removal is a raise to nothing: pending too.
    const remove = await put(c.headers, '/api/rg/limits', { kind: 'loss', period: 'day', amount: null });
    expect(limitOf(remove.json().data, 'loss', 'day')).toMatchObject({
      amount: 2000,
      pending: { amount: null },
    });
    t.clock.advance(24 * HOUR);
    c = await customer(t, 'player1');
    await post(c.headers, '/api/rg/limits/confirm');
    expect(limitOf(await statusOf(c.headers), 'loss', 'day')).toMatchObject({ amount: null, pending: null });

    const bad = await put(c.headers, '/api/rg/limits', { kind: 'stake', period: 'week', amount: 10.001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('amount must have at most 2 decimals');
    const events = await t.handle.db
      .selectFrom('rg_events')
      .select('action')
      .where('user_id', '=', c.id)
      .execute();
    expect(events.map((e) => e.action)).toEqual([
      'limit.set',
      'limit.set',
      'limit.request',
      'limit.confirm',
      'limit.request',
      'limit.confirm',
    ]);
  });

  it('ends a session past its time limit at its next request', async () => {
    const c = await customer(t);
    const res = await put(c.headers, '/api/rg/session-limit', { minutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sessionLimit).toEqual({ minutes: 30, pending: null });
    t.clock.advance(29 * 60_000);
    expect((await t.app.inject({ url: '/api/rg/status', headers: c.headers })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const ended = await t.app.inject({ url: '/api/rg/status', headers: c.headers });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Session time limit reached');
    // Revoked: the next call is an ordinary expired session.
    const again = await t.app.inject({ url: '/api/auth/letest-user-details', headers: c.headers });
    expect(again.statusCode).toBe(401);
  });

  it('tracks the reality check on the server across reloads', async () => {
    const c = await customer(t);
    const started = t.clock.now();
    const set = await put(c.headers, '/api/rg/reality-check', { minutes: 15 });
    expect(set.statusCode, set.body).toBe(200);
    const first = set.json().data.realityCheck;
    expect(first).toMatchObject({ minutes: 15, sessionNetResult: 0 });
    expect(first.nextAtMs).toBeGreaterThanOrEqual(started + 15 * 60_000);
    t.clock.advance(16 * 60_000);
    // A reload asks again: the same due check, now in the past of the server's clock.
    const due = await statusOf(c.headers);
    expect(due.realityCheck.nextAtMs).toBe(first.nextAtMs);
    expect(due.nowMs).toBe(t.clock.now());
    const ack = await post(c.headers, '/api/rg/reality-check/ack', { action: 'continue' });
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await statusOf(c.headers)).realityCheck.nextAtMs).toBe(t.clock.now() + 15 * 60_000);
    expect((await post(c.headers, '/api/rg/reality-check', { minutes: 20 })).statusCode).toBe(404);
    expect((await put(c.headers, '/api/rg/reality-check', { minutes: 20 })).statusCode).toBe(400);
    const out = await post(c.headers, '/api/rg/reality-check/ack', { action: 'logout' });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/rg/status', headers: c.headers })).statusCode).toBe(401);
  });

  it('a time-out ends the session at once and refuses sign-in; an agent cannot lift it', async () => {
    const c = await customer(t, 'player1');
    expect((await c.get('/api/rg/status')).statusCode).toBe(200); // cached on this node
    const res = await post(c.headers, '/api/rg/timeout', { days: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await c.get('/api/rg/status');
    expect(refused.statusCode).toBe(401);
    const until = zonedDate(t.clock.now() + 24 * HOUR);
    const signin = await signIn('player1', 'Player@123');
    expect(signin.statusCode).toBe(403);
    expect(signin.json().message).toBe(`Your account is in a time-out until ${until}.`);

    const agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    const lift = await post(agent, `/api/admin/users/${c.id}/self-exclusion/lift`, { remark: 'asked' });
    expect(lift.statusCode).toBe(403);
    // Not even an Admin lifts a time-out.
    const admin = await operatorHeaders(t, 'admin1', 'Admin@123');
    const adminLift = await post(admin, `/api/admin/users/${c.id}/self-exclusion/lift`, { remark: 'asked' });
    expect(adminLift.statusCode).toBe(400);
    // The agent sees it in the customer's protection.
    const view = await t.app.inject({ url: `/api/admin/users/${c.id}/protection`, headers: agent });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.timeoutUntilMs).toBe(t.clock.now() + 24 * HOUR);
    expect(view.json().data.events[0]).toMatchObject({ actor: 'customer', action: 'timeout' });

    t.clock.advance(24 * HOUR);
    expect((await signIn('player1', 'Player@123')).statusCode).toBe(200);
  });

  it('a self-exclusion refuses sign-in; an agent cannot lift it, an Admin can (audited)', async () => {
    const agent = await operatorHeaders(t, 'agent1', 'Agent@123');
    const created = await post(agent, '/api/admin/users', {
      userName: 'rgplayer',
      name: 'RG Player',
      password: 'Rg-Player@12345',
      role: 'User',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data._id as string;
    const login = await signIn('rgplayer', 'Rg-Player@12345');
    expect(login.statusCode, login.body).toBe(200);
    const headers = signedIn(login.json().userToken, login.json().user.domainId);
    const second = signedIn(
      (await signIn('rgplayer', 'Rg-Player@12345')).json().userToken,
      login.json().user.domainId,
    );
    expect((await t.app.inject({ url: '/api/rg/status', headers: second })).statusCode).toBe(200);

    const res = await post(headers, '/api/rg/self-exclusion', { months: 6 });
    expect(res.statusCode, res.body).toBe(200);
    // Every session ends, the other one too.
    expect((await t.app.inject({ url: '/api/rg/status', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/rg/status', headers: second })).statusCode).toBe(401);
    const refused = await signIn('rgplayer', 'Rg-Player@12345');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `This account is self-excluded until ${zonedDate(addMonths(t.clock.now(), 6))}.`,
    );

    const agentLift = await post(agent, `/api/admin/users/${id}/self-exclusion/lift`, { remark: 'please' });
    expect(agentLift.statusCode).toBe(403);
    expect(agentLift.json().message).toBe('This action needs the Admin role');
    const admin = await operatorHeaders(t, 'admin1', 'Admin@123');
    const noRemark = await post(admin, `/api/admin/users/${id}/self-exclusion/lift`, { remark: '  ' });
    expect(noRemark.statusCode).toBe(400);
    const lift = await post(admin, `/api/admin/users/${id}/self-exclusion/lift`, { remark: 'Court order' });
    expect(lift.statusCode, lift.body).toBe(200);
    const audit = await t.handle.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', '=', 'rg.selfExclusionLift')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: 'user:rgplayer', remark: 'Court order' });
    expect((await signIn('rgplayer', 'Rg-Player@12345')).statusCode).toBe(200);
    const view = await t.app.inject({ url: `/api/admin/users/${id}/protection`, headers: admin });
    expect(view.json().data.selfExcludedUntilMs).toBeNull();
    expect(view.json().data.events[0]).toMatchObject({ actor: 'admin1', action: 'selfExclusion.lift' });
  });
});
