import { DEFAULT_QUICK_STAKES } from '@backlay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../betting/test-kit';
import { anonymous, createTestApp, type TestApp } from '../../test/harness';
import { STAKES_UPDATED_MESSAGE as STAKES_SAVED } from '@backlay/contracts/constants';

const URL = '/api/settings/stakes';
const MINE = [50, 150, 250, 750, 1500, 3000, 7500, 25000];

describe('settings: quick stakes API', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof customer>>;
  let demo: Awaited<ReturnType<typeof customer>>;
  beforeAll(async () => {
    t = await createTestApp();
    player = await customer(t, 'player1');
    demo = await customer(t, 'demo');
  });
  afterAll(() => t.close());

  const save = (who: typeof player, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: who.headers, payload: payload as object });
  const stakesOf = async (who: typeof player) => {
    const res = await who.get(URL);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { stakes: number[]; updatedAt: string | null } }).data;
  };

  it('needs a session (401 Session expired!)', async () => {
    const get = await t.app.inject({ url: URL, headers: anonymous() });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({ statusCode: 401, message: 'Session expired!' });
    const post = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: anonymous(),
      payload: { stakes: MINE },
    });
    expect(post.statusCode).toBe(401);
  });

  it('answers the default chips while the user never saved any', async () => {
    const res = await demo.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: { stakes: [100, 200, 500, 1000, 2000, 5000, 10000, 20000], updatedAt: null },
    });
    expect(DEFAULT_QUICK_STAKES).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 20000]);
  });

  it('saves the 8 stakes per user; they follow the user into a new session', async () => {
    const res = await save(player, { stakes: MINE });
    expect(res.statusCode).toBe(200);
    const updatedAt = new Date(t.clock.now()).toISOString();
    expect(res.json()).toEqual({ status: true, message: STAKES_SAVED, data: { stakes: MINE, updatedAt } });
    expect(await stakesOf(player)).toEqual({ stakes: MINE, updatedAt });

    const again = await customer(t, 'player1');
    expect(again.headers['user-token']).not.toBe(player.headers['user-token']);
    expect((await stakesOf(again)).stakes).toEqual(MINE);
  });

  it('a second save replaces the first; 0 and 10,000,000 are the bounds', async () => {
    const bounds = [0, 1, 2, 3, 4, 5, 6, 10_000_000];
    expect((await save(player, { stakes: bounds })).statusCode).toBe(200);
    expect((await stakesOf(player)).stakes).toEqual(bounds);
    expect((await save(player, { stakes: MINE })).statusCode).toBe(200);
    expect((await stakesOf(player)).stakes).toEqual(MINE);
    const rows = await t.handle.db
      .selectFrom('user_stakes')
      .selectAll()
      .where('user_id', '=', player.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['seven stakes', { stakes: [1, 2, 3, 4, 5, 6, 7] }],
    ['nine stakes', { stakes: [1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['no stakes', { stakes: [] }],
    ['a fraction', { stakes: [1, 2, 3, 4, 5, 6, 7, 8.5] }],
    ['a numeric string', { stakes: ['100', 2, 3, 4, 5, 6, 7, 8] }],
    ['a negative stake', { stakes: [-1, 2, 3, 4, 5, 6, 7, 8] }],
    ['above 10,000,000', { stakes: [10_000_001, 2, 3, 4, 5, 6, 7, 8] }],
    ['a null', { stakes: [null, 2, 3, 4, 5, 6, 7, 8] }],
    ['not an array', { stakes: 100 }],
    ['a missing field', {}],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = await stakesOf(player);
    const res = await save(player, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect((res.json() as { message: string }).message).toMatch(/^body/);
    expect(await stakesOf(player)).toEqual(before);
  });

  it("saving never touches another user's stakes", async () => {
    const before = await stakesOf(player);
    const theirs = [10, 20, 30, 40, 50, 60, 70, 80];
    expect((await save(demo, { stakes: theirs })).statusCode).toBe(200);
    expect((await stakesOf(demo)).stakes).toEqual(theirs);
    expect(await stakesOf(player)).toEqual(before);
    // A user id in the body is ignored: the caller's own row is the only one written.
    expect((await save(demo, { stakes: MINE, userId: player.id })).statusCode).toBe(200);
    expect((await stakesOf(demo)).stakes).toEqual(MINE);
    expect(await stakesOf(player)).toEqual(before);
  });

  it('the table refuses anything but 8 stakes in range, whatever writes it', async () => {
    const write = (stakes: number[]) =>
      t.handle.db
        .insertInto('user_stakes')
        .values({ user_id: player.id, stakes, updated_at: new Date() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ stakes }))
        .execute();
    await expect(write([1, 2, 3])).rejects.toThrow();
    await expect(write([1, 2, 3, 4, 5, 6, 7, -8])).rejects.toThrow();
    await expect(write([1, 2, 3, 4, 5, 6, 7, 10_000_001])).rejects.toThrow();
    expect((await stakesOf(player)).stakes).toEqual(MINE);
  });
});
