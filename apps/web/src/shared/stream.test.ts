import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { StreamClient, type StreamChange, type StreamSocketFactory } from './stream';

/**
 * The stream client (issue 15 item 4) against a real WebSocket server in the test that speaks the
 * protocol of docs/api/stream.md: the test reads what the client sends and answers with images,
 * deltas and heartbeats, drops sockets and skips sequence numbers.
 */

type Message = Record<string, unknown>;

/** One accepted connection: what the client sent, in order, and a way to answer. */
interface Peer {
  socket: WebSocket;
  inbox: Message[];
  send(message: Message): void;
}

let server: WebSocketServer;
let peers: Peer[];
let waiters: (() => void)[];
let client: StreamClient;

beforeEach(async () => {
  peers = [];
  waiters = [];
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket) => {
    const peer: Peer = { socket, inbox: [], send: (m) => socket.send(JSON.stringify(m)) };
    socket.on('message', (data) => {
      peer.inbox.push(JSON.parse(String(data)) as Message);
      wake();
    });
    peers.push(peer);
    wake();
  });
});

afterEach(async () => {
  client?.dispose();
  for (const p of peers) p.socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const wake = () => {
  for (const w of waiters.splice(0)) w();
};

/** Waits (up to 10 s: the suite shares two cores) until `ready()` returns a value. */
async function until<T>(ready: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = ready();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 20);
    });
  }
}

/** The next message of `peer` matching `match`, removed from its inbox. */
const received = (peer: Peer, match: (m: Message) => boolean, what = 'a client message') =>
  until(() => {
    const i = peer.inbox.findIndex(match);
    return i >= 0 ? peer.inbox.splice(i, 1)[0] : undefined;
  }, what);

const makeClient = (options: Partial<ConstructorParameters<typeof StreamClient>[0]> = {}) =>
  new StreamClient({
    url: () => `ws://127.0.0.1:${(server.address() as { port: number }).port}/api/stream`,
    WebSocket: WebSocket as unknown as StreamSocketFactory,
    reconnectFirstMs: 20,
    reconnectMaxMs: 100,
    checkEveryMs: 20,
    ...options,
  });

/** A subscriber that records every document it was given. */
function recorder<T>() {
  const seen: { document: T; change: StreamChange }[] = [];
  const listener = (document: T, change: StreamChange) => {
    seen.push({ document, change });
    wake();
  };
  return { seen, listener, last: () => seen.at(-1)?.document };
}

interface Market {
  marketId: string;
  status: string;
  runners: { selectionId: string; back: number }[];
}
const market: Market = {
  marketId: '1.5',
  status: 'OPEN',
  runners: [
    { selectionId: 'a', back: 2.5 },
    { selectionId: 'b', back: 1.6 },
  ],
};
const isSubscribe = (id: string) => (m: Message) => m.op === 'subscribe' && m.id === id;

describe('stream client', () => {
  it('builds the document from an image and deltas, sharing what a delta did not change, and is live meanwhile', async () => {
    client = makeClient();
    const statuses: string[] = [];
    client.onStatus(() => statuses.push(client.status()));
    const a = recorder<Market>();
    client.subscribe('market', '1.5', a.listener);
    expect(client.status()).toBe('polling');
    const peer = await until(() => peers[0], 'a connection');
    expect(await received(peer, isSubscribe('1.5'))).toEqual({
      op: 'subscribe',
      channel: 'market',
      id: '1.5',
    });

    peer.send({ op: 'image', channel: 'market', id: '1.5', seq: 100, data: market });
    await until(() => a.seen.length === 1, 'the image');
    expect(a.last()).toEqual(market);
    expect(client.status()).toBe('live');

    peer.send({
      op: 'delta',
      channel: 'market',
      id: '1.5',
      seq: 101,
      patch: [{ op: 'replace', path: '/runners/1/back', value: 1.65 }],
    });
    await until(() => a.seen.length === 2, 'the delta');
    const [before, after] = [a.seen[0]!.document, a.seen[1]!.document];
    expect(after.runners[1]!.back).toBe(1.65);
    expect(a.seen[1]!.change).toEqual({ op: 'delta', seq: 101 });
    expect(before.runners[1]!.back).toBe(1.6); // the earlier document is left as it was
    expect(after.runners[0]).toBe(before.runners[0]); // untouched runner: the same object
    expect(statuses).toEqual(['live']);
  });

  it('counts subscribers: one subscribe for two, the current document for the second, unsubscribe after the last', async () => {
    client = makeClient();
    const a = recorder<Market>();
    const b = recorder<Market>();
    const offA = client.subscribe('market', '1.5', a.listener);
    const peer = await until(() => peers[0], 'a connection');
    await received(peer, isSubscribe('1.5'));
    peer.send({ op: 'image', channel: 'market', id: '1.5', seq: 7, data: market });
    await until(() => a.seen.length === 1, 'the image');
    const offB = client.subscribe('market', '1.5', b.listener);
    expect(b.seen).toEqual([{ document: market, change: { op: 'image', seq: 7 } }]);
    offA();
    offB();
    expect(await received(peer, (m) => m.op === 'unsubscribe')).toEqual({
      op: 'unsubscribe',
      channel: 'market',
      id: '1.5',
    });
    expect(peer.inbox.filter(isSubscribe('1.5'))).toEqual([]);
  });

  it('reconnects after a dropped socket, signs in again first and resumes each topic from its last sequence', async () => {
    client = makeClient();
    client.setSession({ token: 'tok-1', domainId: 'brand-1' });
    const m = recorder<Market>();
    const acc = recorder<{ balance: number }>();
    client.subscribe('market', '1.5', m.listener);
    client.subscribe('account', 'me', acc.listener);
    const first = await until(() => peers[0], 'a connection');
    expect(await received(first, () => true)).toEqual({ op: 'auth', token: 'tok-1', d: 'brand-1' });
    await received(first, isSubscribe('1.5'));
    await received(first, isSubscribe('me'));
    first.send({ op: 'image', channel: 'market', id: '1.5', seq: 40, data: market });
    // The account is answered under the user's id, whatever id the client named.
    first.send({ op: 'image', channel: 'account', id: 'user-9', seq: 900, data: { balance: 10 } });
    first.send({
      op: 'delta',
      channel: 'account',
      id: 'user-9',
      seq: 901,
      patch: [{ op: 'replace', path: '/balance', value: 12 }],
    });
    await until(() => m.seen.length === 1 && acc.seen.length === 2, 'the images and the delta');
    expect(acc.last()).toEqual({ balance: 12 });

    first.socket.terminate();
    await until(() => client.status() === 'polling', 'polling after the drop');
    const second = await until(() => peers[1], 'a second connection');
    expect(await received(second, () => true)).toEqual({ op: 'auth', token: 'tok-1', d: 'brand-1' });
    expect(await received(second, isSubscribe('1.5'))).toEqual({
      op: 'subscribe',
      channel: 'market',
      id: '1.5',
      since: 40,
    });
    expect(await received(second, isSubscribe('me'))).toMatchObject({ since: 901 });
    // What was missed comes as deltas after `since`.
    second.send({
      op: 'delta',
      channel: 'market',
      id: '1.5',
      seq: 41,
      patch: [{ op: 'replace', path: '/status', value: 'SUSPENDED' }],
    });
    await until(() => m.seen.length === 2, 'the missed delta');
    expect(m.last()).toEqual({ ...market, status: 'SUSPENDED' });
    expect(client.status()).toBe('live');
  });

  it('signs a running socket in at once, and opens a fresh one when the session changes', async () => {
    client = makeClient();
    const acc = recorder<{ balance: number }>();
    client.subscribe('market', '1.5', () => undefined);
    const first = await until(() => peers[0], 'a connection');
    await received(first, isSubscribe('1.5'));
    client.setSession({ token: 'tok-1', domainId: 'brand-1' });
    client.subscribe('account', 'me', acc.listener);
    expect(await received(first, () => true)).toEqual({ op: 'auth', token: 'tok-1', d: 'brand-1' });
    await received(first, isSubscribe('me'));
    first.send({ op: 'image', channel: 'account', id: 'user-1', seq: 5, data: { balance: 1 } });
    await until(() => acc.seen.length === 1, 'the account image');

    client.setSession({ token: 'tok-2', domainId: 'brand-1' });
    const second = await until(() => peers[1], 'a fresh connection');
    expect(await received(second, () => true)).toEqual({ op: 'auth', token: 'tok-2', d: 'brand-1' });
    expect(await received(second, isSubscribe('me'))).toEqual({
      op: 'subscribe',
      channel: 'account',
      id: 'me',
    });
    expect(await received(second, isSubscribe('1.5'))).not.toHaveProperty('since'); // no image came
    await until(() => first.socket.readyState === WebSocket.CLOSED, 'the old socket closed');
  });

  it('asks for a fresh image after a gap in the sequence and ignores deltas until it comes', async () => {
    client = makeClient();
    const m = recorder<Market>();
    client.subscribe('market', '1.5', m.listener);
    const peer = await until(() => peers[0], 'a connection');
    await received(peer, isSubscribe('1.5'));
    peer.send({ op: 'image', channel: 'market', id: '1.5', seq: 10, data: market });
    await until(() => m.seen.length === 1, 'the image');
    const replace = (seq: number, back: number) => ({
      op: 'delta',
      channel: 'market',
      id: '1.5',
      seq,
      patch: [{ op: 'replace', path: '/runners/0/back', value: back }],
    });
    peer.send(replace(12, 3)); // 11 was lost
    expect(await received(peer, isSubscribe('1.5'), 'a subscription again')).toEqual({
      op: 'subscribe',
      channel: 'market',
      id: '1.5',
    });
    peer.send(replace(13, 3.5)); // still before the image: ignored
    peer.send({ op: 'image', channel: 'market', id: '1.5', seq: 13, data: { ...market, status: 'CLOSED' } });
    peer.send(replace(14, 4));
    await until(() => m.seen.length === 3, 'the fresh image and the next delta');
    expect(m.seen.map((s) => s.change)).toEqual([
      { op: 'image', seq: 10 },
      { op: 'image', seq: 13 },
      { op: 'delta', seq: 14 },
    ]);
    expect(m.last()).toEqual({
      ...market,
      status: 'CLOSED',
      runners: [{ selectionId: 'a', back: 4 }, market.runners[1]],
    });
  });

  it('falls back to polling when the socket goes silent past the live window, and replaces the socket', async () => {
    client = makeClient({ liveWindowMs: 300 });
    client.subscribe('casino', 'teen20', () => undefined);
    const peer = await until(() => peers[0], 'a connection');
    await received(peer, isSubscribe('teen20'));
    peer.send({ op: 'heartbeat', ts: Date.now(), status: 'live' });
    await until(() => client.status() === 'live', 'live after a heartbeat');
    await until(() => client.status() === 'polling', 'polling after silence');
    const next = await until(() => peers[1], 'a new connection');
    expect(await received(next, isSubscribe('teen20'))).toEqual({
      op: 'subscribe',
      channel: 'casino',
      id: 'teen20',
    });
  });

  it('gives a socket that just opened the whole live window for its first message, the first one and one after a long outage', async () => {
    let clockMs = 1_000_000;
    let clockReads = 0;
    const nowMs = () => (clockReads++, clockMs);
    /** Lets at least `n` liveness checks run (each one reads the clock while a socket is open). */
    const checksPass = async (n: number) => {
      const target = clockReads + n;
      await until(() => clockReads >= target, `${n} liveness checks`);
    };
    client = makeClient({ nowMs });
    const m = recorder<Market>();
    client.subscribe('market', '1.5', m.listener);
    const first = await until(() => peers[0], 'a connection');
    await received(first, isSubscribe('1.5'));
    await checksPass(10);
    expect(peers).toHaveLength(1); // was: closed by the first check, its last message being "never"
    first.send({ op: 'image', channel: 'market', id: '1.5', seq: 1, data: market });
    await until(() => m.seen.length === 1, 'the image on the first socket');

    first.socket.terminate();
    await until(() => client.status() === 'polling', 'polling after the drop');
    clockMs += 60_000; // the outage outlasts the live window
    const second = await until(() => peers[1], 'a second connection');
    await received(second, isSubscribe('1.5'));
    await checksPass(10);
    expect(peers).toHaveLength(2); // was: closed at once, the last message being a minute old
    clockMs += 12_001; // silent for longer than the window since it opened: replaced
    await until(() => peers[2], 'a third connection');
  });

  it('never connects without a WebSocket class (the unit tests of the pages poll as before)', () => {
    client = new StreamClient({ url: () => 'ws://127.0.0.1:9/api/stream' });
    const off = client.subscribe('market', '1.5', () => undefined);
    off();
    expect(client.status()).toBe('polling');
    expect(peers).toEqual([]);
  });
});
