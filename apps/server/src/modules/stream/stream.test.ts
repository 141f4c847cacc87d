import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { TestApp } from '../../test/harness';
import { customer, openMarket, useBettingApp } from '../betting/test-kit';
import { MAX_SUBSCRIPTIONS } from './protocol';

/**
 * The WebSocket stream (issue 15 item 3; docs/api/stream.md) through the app on a real database
 * and the live feed: images and deltas of a market, resume after a dropped socket with the last
 * sequence (ending on the same image as a fresh subscription), the account channel behind
 * sign-in, and the refusal of malformed and oversized messages.
 */
describe('stream', () => {
  let t: TestApp;
  useBettingApp((app) => (t = app));

  /** A socket with a queue of the messages it received. */
  const connect = async () => {
    const ws = await t.app.injectWS('/api/stream', { headers: { host: 'localhost' } });
    const inbox: Record<string, unknown>[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      inbox.push(JSON.parse(data.toString()) as Record<string, unknown>);
      for (const w of waiters.splice(0)) w();
    });
    /** The next message matching `match` (removed from the inbox), waiting up to 2 s. */
    const next = async (match: (m: Record<string, unknown>) => boolean = () => true) => {
      const deadline = Date.now() + 2_000;
      for (;;) {
        const i = inbox.findIndex(match);
        if (i >= 0) return inbox.splice(i, 1)[0]!;
        if (Date.now() > deadline)
          throw new Error(`no such message; inbox: ${JSON.stringify(inbox).slice(0, 500)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
    };
    const send = (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m));
    return { ws, inbox, next, send };
  };
  /** Moves the feed until market `marketId` has a new version. */
  const moveMarket = (marketId: string) => {
    const before = t.feed!.store.get(marketId)!.version;
    for (let i = 0; i < 200 && t.feed!.store.get(marketId)!.version === before; i++) {
      t.clock.advance(5_000);
      t.feed!.tick();
    }
    expect(t.feed!.store.get(marketId)!.version).not.toBe(before);
  };
  const closed = (ws: WebSocket) => new Promise<number>((r) => ws.once('close', (code) => r(code)));

  it('sends a market image, then deltas that rebuild the market; a reconnect resumes from its last sequence', async () => {
    const market = openMarket(t);
    const a = await connect();
    a.send({ op: 'subscribe', channel: 'market', id: market.marketId });
    const image = await a.next((m) => m.op === 'image');
    expect(image).toMatchObject({
      channel: 'market',
      id: market.marketId,
      data: { marketId: market.marketId },
    });
    let doc = image.data as object;
    let seq = image.seq as number;
    moveMarket(market.marketId);
    const delta = await a.next((m) => m.op === 'delta');
    expect(delta.seq).toBe(seq + 1);
    doc = jsonPatch.applyPatch(doc, delta.patch as Operation[], true, false).newDocument;
    seq = delta.seq as number;

    // Drop the socket, let the market move twice, come back with the last sequence seen.
    a.ws.terminate();
    moveMarket(market.marketId);
    moveMarket(market.marketId);
    await t.app.deps.exchange!.idle(); // the house's new quotes are in the book
    await new Promise((r) => setTimeout(r, 50));
    const b = await connect();
    b.send({ op: 'subscribe', channel: 'market', id: market.marketId, since: seq });
    const c = await connect();
    c.send({ op: 'subscribe', channel: 'market', id: market.marketId, since: 3 });
    // A sequence the server no longer knows (3) gets an image; the last one seen, what was missed.
    const fresh = await c.next((m) => m.op === 'image');
    expect(fresh.seq as number).toBeGreaterThanOrEqual(seq + 2);
    const missed = [];
    while (missed.length === 0 || missed.at(-1)!.seq !== fresh.seq)
      missed.push(await b.next((m) => m.op === 'delta'));
    expect(missed.map((m) => m.seq)).toEqual(missed.map((_, i) => seq + 1 + i));
    for (const m of missed) doc = jsonPatch.applyPatch(doc, m.patch as Operation[], true, false).newDocument;
    expect(b.inbox.filter((m) => m.op === 'image')).toEqual([]);
    // The resumed document is the fresh subscriber's image.
    expect(doc).toEqual(fresh.data);
    b.ws.terminate();
    c.ws.terminate();
  });

  it('streams the account only after sign-in, and its balance and orders move with a bet', async () => {
    const c = await customer(t);
    const s = await connect();
    s.send({ op: 'subscribe', channel: 'account', id: 'me' });
    expect(await s.next()).toMatchObject({ op: 'error', message: expect.stringContaining('Sign in first') });
    s.send({ op: 'auth', token: 'not-a-token' });
    expect(await s.next()).toEqual({ op: 'error', message: 'Session expired!' });
    s.send({ op: 'auth', token: c.headers['user-token'], d: c.domainId });
    expect(await s.next()).toEqual({ op: 'authenticated', userId: c.id });
    s.send({ op: 'subscribe', channel: 'account', id: 'someone-else' });
    expect(await s.next()).toMatchObject({ op: 'error', message: 'Unknown account: someone-else' });
    s.send({ op: 'subscribe', channel: 'account', id: 'me' });
    const image = await s.next((m) => m.op === 'image');
    expect(image).toMatchObject({ channel: 'account', id: c.id, data: { exposure: 0, orders: [] } });
    const balance = (image.data as { balance: number }).balance;

    // An unmatched back far above the market: reserved at once, listed as an order.
    const market = openMarket(t);
    const placed = await c.bet({
      matchId: market.matchId,
      marketId: market.marketId,
      selectionId: market.runners[0]!.selectionId,
      type: 'back',
      oddsReq: 900,
      stake: 100,
      markettype: 'Match Odds',
      placeTime: new Date(t.clock.now()).toISOString(),
    });
    expect(placed.statusCode).toBe(200);
    const delta = await s.next((m) => m.op === 'delta');
    const doc = jsonPatch.applyPatch(
      structuredClone(image.data) as object,
      delta.patch as Operation[],
      true,
      false,
    ).newDocument as {
      balance: number;
      exposure: number;
      orders: { price: number; sizeRemaining: number }[];
    };
    expect(doc.balance).toBe(balance);
    expect(doc.exposure).toBe(100);
    expect(doc.orders).toMatchObject([{ price: 900, sizeRemaining: 100 }]);

    // A failed sign-in on the same socket signs it out: the account stops, and needs a sign-in again.
    s.send({ op: 'auth', token: 'not-a-token' });
    expect(await s.next()).toEqual({ op: 'error', message: 'Session expired!' });
    s.send({ op: 'subscribe', channel: 'account', id: 'me' });
    expect(await s.next()).toMatchObject({ op: 'error', message: expect.stringContaining('Sign in first') });
    s.ws.terminate();
  });

  it('answers malformed messages with an error and closes the socket on an oversized one', async () => {
    const s = await connect();
    s.send('not json');
    expect(await s.next()).toEqual({ op: 'error', message: 'Messages are JSON text' });
    s.send({ op: 'subscribe', channel: 'weather', id: 'x' });
    expect(await s.next()).toMatchObject({
      op: 'error',
      message: expect.stringContaining('Invalid message'),
    });
    s.send({ op: 'subscribe', channel: 'market', id: '1.1', extra: true });
    expect(await s.next()).toMatchObject({
      op: 'error',
      message: expect.stringContaining('Invalid message'),
    });
    s.send({ op: 'subscribe', channel: 'market', id: '9.999999' });
    expect(await s.next()).toEqual({
      op: 'error',
      message: 'Unknown market: 9.999999',
      channel: 'market',
      id: '9.999999',
    });
    const code = closed(s.ws);
    s.send({ op: 'subscribe', channel: 'market', id: 'x'.repeat(5_000) });
    expect(await code).toBe(1009);
  });

  it('holds MAX_SUBSCRIPTIONS subscriptions on one connection, every market of a cricket match among them, and refuses one more', async () => {
    // Every market of the cricket matches (Match Odds, Bookmaker, each Fancy row) first: a full
    // market page subscribes its match's lists at once (docs/api/stream.md).
    const ids = t
      .feed!.matches(4)
      .flatMap((m) => m.marketKeys)
      .concat(t.feed!.matches().flatMap((m) => m.marketKeys))
      .filter((id, i, all) => all.indexOf(id) === i && t.feed!.store.get(id));
    expect(ids.length).toBeGreaterThan(MAX_SUBSCRIPTIONS);
    const s = await connect();
    for (const id of ids.slice(0, MAX_SUBSCRIPTIONS)) s.send({ op: 'subscribe', channel: 'market', id });
    for (const id of ids.slice(0, MAX_SUBSCRIPTIONS))
      expect(await s.next((m) => m.id === id)).toMatchObject({ op: 'image', id });
    s.send({ op: 'subscribe', channel: 'market', id: ids[MAX_SUBSCRIPTIONS] });
    expect(await s.next()).toEqual({
      op: 'error',
      message: `At most ${MAX_SUBSCRIPTIONS} subscriptions a connection`,
    });
    s.ws.terminate();
  });
});
