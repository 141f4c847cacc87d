import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '../../test/harness';
import { insertNotice } from './notices';
import { DEMO_NOTICES } from './seed';
import { createCustomer, createOperator, get, homeBrand, signInAs } from './test-kit';

/** Notices by the creator chain (docs/rules/specification.md §4 Notices) and banners per brand (issue 8). */
describe('notices and banners', () => {
  let t: TestApp;
  let homeId: string;
  let auraId: string;
  let carol: Awaited<ReturnType<typeof signInAs>>;
  let player1: Awaited<ReturnType<typeof signInAs>>;
  let erin: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    t = await createTestApp();
    homeId = (await homeBrand(t)).id;
    auraId = (await t.app.inject({ url: '/api/domain/host/aura.localhost' })).json()._id;
    const op = (name: string, role: string) => createOperator(t, homeId, name, role);
    const [agent2, wl, watcher, superWatcher, stranger] = [
      await op('agent2', 'Agent'),
      await op('wl1', 'WhiteLabel'),
      await op('watch1', 'Watcher'),
      await op('super1', 'SuperWatcher'),
      await op('agent3', 'Agent'),
    ];
    await createCustomer(t, 'carol', {
      password: 'Carol-pass-1',
      creatorId: agent2,
      whiteLabelId: wl,
      watcherId: watcher,
      superWatcherId: superWatcher,
    });
    await createCustomer(t, 'erin', { password: 'Erin-pass-12', creatorId: stranger });
    let minute = 0;
    const notice = (domainId: string, createdBy: string, text: string) =>
      insertNotice(t.handle.db, {
        domainId,
        createdBy,
        notice: text,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, minute++)),
      });
    await notice(homeId, agent2, 'by the creator');
    await notice(homeId, wl, 'by the white label');
    await notice(homeId, watcher, 'by the watcher');
    await notice(homeId, superWatcher, 'by the super watcher');
    await notice(auraId, agent2, 'by the creator on another brand');
    await notice(homeId, stranger, "by erin's creator");
    carol = await signInAs(t, 'carol', 'Carol-pass-1');
    player1 = await signInAs(t, 'player1', 'Player@123');
    erin = await signInAs(t, 'erin', 'Erin-pass-12');
  });
  afterAll(() => t.close());

  const notices = async (who: Pick<typeof carol, 'headers'>) => {
    const res = await get(t, who, `/api/domain/notice/get/${homeId}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.map((n: { notice: string }) => n.notice);
  };

  it("shows the notices of the user's creator, white label, watcher and super watcher, newest first", async () => {
    expect(await notices(carol)).toEqual([
      'by the super watcher',
      'by the watcher',
      'by the white label',
      'by the creator',
    ]);
    expect(await notices(erin)).toEqual(["by erin's creator"]);
  });

  it("shows player1 the demo agent's seeded notices and nobody else's", async () => {
    expect(await notices(player1)).toEqual([...DEMO_NOTICES].reverse());
    const res = await get(t, player1, `/api/domain/notice/get/${homeId}`);
    const agent1 = (
      await t.handle.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'agent1')
        .executeTakeFirstOrThrow()
    ).id;
    expect(res.json().data.every((n: { createdBy: string }) => n.createdBy === agent1)).toBe(true);
  });

  it('shows a user without a creator chain (the demo account) no notice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: anonymous(),
      payload: { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' },
    });
    const token = res.json().userToken as string;
    const demo = { headers: { ...carol.headers, 'user-token': token, authorization: `Bearer ${token}` } };
    expect(await notices(demo)).toEqual([]);
  });

  it('serves the seeded banners of the brand to anonymous visitors, as images', async () => {
    const home = await t.app.inject({ url: `/api/domain/banner/get/${homeId}`, headers: anonymous() });
    expect(home.statusCode).toBe(200);
    const banners = home.json().data.map((b: { banner: string }) => b.banner);
    expect(banners).toHaveLength(3);
    expect(banners.every((b: string) => b.startsWith('data:image/svg+xml'))).toBe(true);
    expect(decodeURIComponent(banners[0])).toContain('Welcome to Backlay');
    const aura = await t.app.inject({
      url: `/api/domain/banner/get/${auraId}`,
      headers: anonymous('aura.localhost'),
    });
    expect(decodeURIComponent(aura.json().data[0].banner)).toContain('Welcome to Aura Exchange');
  });
});
