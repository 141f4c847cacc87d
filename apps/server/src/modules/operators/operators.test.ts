import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { findUserByName, insertUser, type UserRow } from '../users/index';
import {
  assertRole,
  canCreateRole,
  idempotent,
  recordAudit,
  requestHash,
  searchAudit,
  userInScope,
  userNameInScope,
} from './index';

describe('operators: roles, scope, audit log and idempotency (issue 16)', () => {
  let t: TestApp;
  let homeId: string;
  let auraId: string;
  let admin: UserRow;
  let agent: UserRow;
  let player: UserRow;
  let otherAgent: UserRow;
  let otherCustomer: UserRow;
  let subAgentCustomer: UserRow;
  let auraCustomer: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.handle.db;
    homeId = (await t.app.inject({ url: '/api/domain/host/localhost' })).json()._id;
    auraId = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json()._id;
    admin = (await findUserByName(db, homeId, 'admin1'))!;
    agent = (await findUserByName(db, homeId, 'agent1'))!;
    player = (await findUserByName(db, homeId, 'player1'))!;
    const user = (name: string, role: string, creatorId: string | null, domainId = homeId) =>
      insertUser(db, {
        domain_id: domainId,
        user_name: name,
        name,
        password_hash: null,
        role,
        creator_id: creatorId,
        currency: 'INR',
      });
    otherAgent = await user('agent9', 'Agent', admin.id);
    otherCustomer = await user('customer9', 'User', otherAgent.id);
    const subAgent = await user('sub1', 'Agent', agent.id);
    subAgentCustomer = await user('customer10', 'User', subAgent.id);
    auraCustomer = await user('auraplayer', 'User', null, auraId);
  });
  afterAll(() => t.close());

  const signIn = async (userName: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/signin',
        headers: anonymous(),
        payload: { userName, password },
      })
    ).json().userToken as string;

  it('ranks roles: an operator creates only roles below its own, and an Agent is refused an Admin action', () => {
    expect(canCreateRole('Admin', 'Agent')).toBe(true);
    expect(canCreateRole('Agent', 'User')).toBe(true);
    expect(canCreateRole('Agent', 'Agent')).toBe(false);
    expect(canCreateRole('Agent', 'Admin')).toBe(false);
    expect(canCreateRole('Admin', 'Nobody')).toBe(false);
    expect(() => assertRole(agent, 'Admin')).toThrow('This action needs the Admin role');
    expect(() => assertRole(admin, 'Admin')).not.toThrow();
  });

  it('scopes an agent to its own chain (sub-agents included) and an Admin to its brand', async () => {
    const db = t.handle.db;
    expect((await userInScope(db, agent, player.id)).user_name).toBe('player1');
    expect((await userNameInScope(db, agent, 'customer10')).id).toBe(subAgentCustomer.id);
    await expect(userInScope(db, agent, otherCustomer.id)).rejects.toThrow('Unknown user');
    await expect(userNameInScope(db, agent, 'agent1')).rejects.toThrow('Unknown user: agent1');
    await expect(userInScope(db, agent, 'not-a-uuid')).rejects.toThrow('Unknown user');
    expect((await userInScope(db, admin, otherCustomer.id)).id).toBe(otherCustomer.id);
    await expect(userInScope(db, admin, auraCustomer.id)).rejects.toThrow('Unknown user');
    await expect(userInScope(db, admin, admin.id)).rejects.toThrow('Unknown user');
  });

  it('answers GET /api/admin/me per role and keeps the audit log for Admins', async () => {
    const adminToken = await signIn('admin1', 'Admin@123');
    const agentToken = await signIn('agent1', 'Agent@123');
    const me = (await t.app.inject({ url: '/api/admin/me', headers: signedIn(adminToken, homeId) })).json();
    expect(me.data).toMatchObject({ userName: 'admin1', role: 'Admin', isAdmin: true, domain: 'localhost' });
    expect(me.data.creatableRoles).toEqual(['WhiteLabel', 'SuperWatcher', 'Watcher', 'Agent', 'User']);
    const agentMe = (
      await t.app.inject({ url: '/api/admin/me', headers: signedIn(agentToken, homeId) })
    ).json();
    expect(agentMe.data).toMatchObject({ role: 'Agent', isAdmin: false, creatableRoles: ['User'] });
    expect((await t.app.inject({ url: '/api/admin/me', headers: anonymous() })).statusCode).toBe(401);

    const denied = await t.app.inject({ url: '/api/admin/audit', headers: signedIn(agentToken, homeId) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('This action needs the Admin role');

    const at = new Date('2026-11-20T10:00:00Z');
    await recordAudit(t.handle.db, {
      actor: admin,
      action: 'brand.update',
      target: 'brand:localhost',
      before: { primaryColor: '#000000' },
      after: { primaryColor: '#ff0000' },
      ip: '10.0.0.1',
      at,
    });
    await recordAudit(t.handle.db, {
      actor: agent,
      action: 'wallet.credit',
      target: 'user:player1',
      after: { amount: 5 },
      remark: 'bonus',
      ip: '10.0.0.2',
      at: new Date(at.getTime() + 1000),
    });
    await recordAudit(t.handle.db, {
      actor: { ...admin, domain_id: auraId },
      action: 'brand.update',
      target: 'brand:aura',
      ip: '10.0.0.3',
      at,
    });
    const all = await t.app.inject({ url: '/api/admin/audit', headers: signedIn(adminToken, homeId) });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((e: { action: string }) => e.action)).toEqual([
      'wallet.credit',
      'brand.update',
    ]);
    expect(all.json().data[1]).toMatchObject({
      actor: 'admin1',
      actorRole: 'Admin',
      target: 'brand:localhost',
      before: { primaryColor: '#000000' },
      after: { primaryColor: '#ff0000' },
      ip: '10.0.0.1',
      at: at.toISOString(),
    });
    const q = (query: string) =>
      t.app
        .inject({ url: `/api/admin/audit?${query}`, headers: signedIn(adminToken, homeId) })
        .then((r) => r.json().data.map((e: { action: string }) => e.action));
    expect(await q('actor=agent1')).toEqual(['wallet.credit']);
    expect(await q('action=wallet.')).toEqual(['wallet.credit']);
    expect(await q('action=brand.update')).toEqual(['brand.update']);
    expect(await q(`from=${at.getTime() + 1}`)).toEqual(['wallet.credit']);
    expect(await q('to=2026-11-20T10:00:00.500Z')).toEqual(['brand.update']);
    expect(await q('limit=1')).toEqual(['wallet.credit']);
    const bad = await t.app.inject({
      url: '/api/admin/audit?from=yesterday',
      headers: signedIn(adminToken, homeId),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/admin/audit?limit=0', headers: signedIn(adminToken, homeId) }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses to change or delete an audit entry (append-only)', async () => {
    const db = t.handle.db;
    await recordAudit(db, { actor: admin, action: 'x.y', target: 't', ip: '::1', at: new Date() });
    await expect(sql`update operator_audit set action = 'z'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit`.execute(db)).rejects.toThrow(/append-only/);
    expect((await searchAudit(db, homeId, { action: 'x.y' })).length).toBe(1);
  });

  describe('idempotent', () => {
    const req = (key: string | undefined, body: unknown) => ({
      actorId: agent.id,
      key,
      method: 'POST',
      path: '/api/admin/x',
      body,
    });
    const counter = () => {
      let runs = 0;
      return {
        runs: () => runs,
        run: async () => ({ statusCode: 200, body: { n: ++runs } }),
      };
    };

    it('runs once per key and replays the stored answer; another body with the key is a 409', async () => {
      const c = counter();
      const now = new Date();
      expect(await idempotent(t.handle.db, req('k-1', { a: 1, b: 2 }), now, c.run)).toEqual({
        statusCode: 200,
        body: { n: 1 },
        replayed: false,
      });
      expect(await idempotent(t.handle.db, req('k-1', { b: 2, a: 1 }), now, c.run)).toEqual({
        statusCode: 200,
        body: { n: 1 },
        replayed: true,
      });
      await expect(idempotent(t.handle.db, req('k-1', { a: 2 }), now, c.run)).rejects.toThrow(
        'Idempotency-Key reused with a different request',
      );
      expect(c.runs()).toBe(1);
      await idempotent(t.handle.db, req(undefined, {}), now, c.run);
      await idempotent(t.handle.db, req(undefined, {}), now, c.run);
      expect(c.runs()).toBe(3);
      await expect(idempotent(t.handle.db, req('bad key', {}), now, c.run)).rejects.toThrow(
        'Idempotency-Key must be',
      );
      // Keys are per operator.
      expect(
        (await idempotent(t.handle.db, { ...req('k-1', { a: 1, b: 2 }), actorId: admin.id }, now, c.run))
          .replayed,
      ).toBe(false);
    });

    it('runs once when the same key arrives twice at the same time', async () => {
      const c = counter();
      const answers = await Promise.all(
        [1, 2, 3].map(() => idempotent(t.handle.db, req('k-2', { a: 1 }), new Date(), c.run)),
      );
      expect(c.runs()).toBe(1);
      expect(answers.filter((a) => a.replayed)).toHaveLength(2);
    });

    it('stores nothing when the work fails, so the key can be tried again', async () => {
      await expect(
        idempotent(t.handle.db, req('k-3', {}), new Date(), async () => {
          throw new Error('declined');
        }),
      ).rejects.toThrow('declined');
      const c = counter();
      expect((await idempotent(t.handle.db, req('k-3', {}), new Date(), c.run)).replayed).toBe(false);
    });

    it('hashes method, path and canonical body', () => {
      expect(requestHash('post', '/a', { x: [1, { b: 1, a: 2 }] })).toBe(
        requestHash('POST', '/a', { x: [1, { a: 2, b: 1 }] }),
      );
      expect(requestHash('POST', '/a', {})).not.toBe(requestHash('POST', '/b', {}));
    });
  });
});
