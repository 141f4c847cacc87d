import { useSyncExternalStore } from 'react';
import { applyJsonPatch, type JsonPatchOperation } from './jsonPatch';
import { mergeDraft } from './mergeDraft';

/**
 * The site's client of the WebSocket stream `GET /api/stream` (issue 15 item 4; protocol in
 * docs/api/stream.md): one socket per tab, shared by every cache entry the stream can fill.
 *
 * - Subscriptions are counted per topic (channel and id): the first subscriber of a topic sends
 *   `subscribe`, the last one gone sends `unsubscribe`.
 * - Each topic's document is rebuilt from its `image` and the RFC 6902 `delta`s after it (with
 *   structural sharing: a delta changes only the objects on its paths, so unchanged runners keep
 *   their identity). Every subscriber gets the whole document after each message.
 * - A delta whose `seq` is not the next one (a lost message) or that does not apply re-subscribes
 *   the topic without `since`: the server answers with a fresh image.
 * - A closed socket reconnects with backoff (0.5 s doubling to 15 s) and re-subscribes every topic
 *   with `since` = the last sequence applied (the server sends only what was missed).
 * - Signed in, `auth` (the session token and the brand's id `d`) is sent first on every socket.
 * - The status is `live` while the socket is open and a message (a heartbeat every 5 s at least)
 *   arrived within the last 12 s, else `polling`: the pages poll as the specification says only
 *   while it is `polling`. A socket silent for longer is closed and opened again.
 */

/** The stream's channels (docs/api/stream.md). */
export type StreamChannel = 'market' | 'casino' | 'account';
/** `live`: the stream brings the data; `polling`: the pages poll (the specification's intervals). */
export type StreamStatus = 'live' | 'polling';

/** The signed-in session the account channel needs: the session token and the brand's `_id` (the `d` header). */
export interface StreamSession {
  token: string;
  domainId: string;
}

/** What a subscriber is told with each document: the message that produced it. */
export interface StreamChange {
  op: 'image' | 'delta';
  seq: number;
}

/** Receives a topic's whole document after each image or delta (never mutate it). */
export type StreamListener<T = unknown> = (document: T, change: StreamChange) => void;

/** The part of the browser's WebSocket the client uses (the `ws` package's class fits too). */
export interface StreamSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor (the browser's by default). */
export type StreamSocketFactory = new (url: string) => StreamSocket;

/** Options of {@link StreamClient}; times in ms. */
export interface StreamClientOptions {
  /** The stream's URL, read at each connection. */
  url: () => string;
  /** The WebSocket class; undefined: no stream (the status stays `polling`). */
  WebSocket?: StreamSocketFactory;
  /** Live while a message arrived within this long (default 12,000). */
  liveWindowMs?: number;
  /** First reconnection delay (default 500), doubled after each failed attempt ... */
  reconnectFirstMs?: number;
  /** ... up to this (default 15,000). */
  reconnectMaxMs?: number;
  /** How often the liveness is checked (default 1,000). */
  checkEveryMs?: number;
  /** The clock (default Date.now). */
  nowMs?: () => number;
}

interface Topic {
  channel: StreamChannel;
  id: string;
  listeners: Set<StreamListener>;
  document: unknown;
  /** The sequence of the last message applied; undefined while an image is awaited. */
  seq: number | undefined;
}

/** A server message as the client reads it (docs/api/stream.md Server messages). */
interface ServerMessage {
  op?: string;
  channel?: string;
  id?: string;
  seq?: number;
  data?: unknown;
  patch?: JsonPatchOperation[];
}

const OPEN = 1;
const topicKey = (channel: StreamChannel, id: string) => `${channel}\u0000${id}`;

/** One shared stream connection with counted subscriptions; see the file's comment. */
export class StreamClient {
  private readonly topics = new Map<string, Topic>();
  private readonly statusListeners = new Set<() => void>();
  private socket: StreamSocket | undefined;
  private session: StreamSession | null = null;
  private lastMessageMs = 0;
  /** When the current socket last heard anything: its opening, then each message (the silence check's start). */
  private heardMs = 0;
  private currentStatus: StreamStatus = 'polling';
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  private disposed = false;
  private readonly liveWindowMs: number;
  private readonly nowMs: () => number;

  constructor(private readonly options: StreamClientOptions) {
    this.liveWindowMs = options.liveWindowMs ?? 12_000;
    this.nowMs = options.nowMs ?? Date.now;
  }

  /** `live` or `polling` (see the file's comment). */
  status = (): StreamStatus => this.currentStatus;

  /** Calls `listener` whenever the status changes; returns the function that stops it. */
  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /**
   * Subscribes `listener` to topic (`channel`, `id`); it gets the topic's document after each
   * image and delta, at once when the topic already has one. Connects on first use. Returns the
   * function that ends this subscription (the topic's last one sends `unsubscribe`).
   */
  subscribe<T>(channel: StreamChannel, id: string, listener: StreamListener<T>): () => void {
    if (this.disposed || !this.options.WebSocket) return () => undefined;
    const key = topicKey(channel, id);
    let topic = this.topics.get(key);
    const fn = listener as StreamListener;
    if (!topic) {
      topic = { channel, id, listeners: new Set(), document: undefined, seq: undefined };
      this.topics.set(key, topic);
      this.sendSubscribe(topic);
    } else if (topic.seq !== undefined) {
      fn(topic.document, { op: 'image', seq: topic.seq });
    }
    topic.listeners.add(fn);
    this.ensureConnected();
    const current = topic;
    return () => {
      if (!current.listeners.delete(fn) || current.listeners.size > 0) return;
      if (this.topics.get(key) === current) this.topics.delete(key);
      this.send({ op: 'unsubscribe', channel, id });
    };
  }

  /**
   * Sets the signed-in session (null: signed out); it is sent as `auth` first on every socket. A
   * first session is sent at once and the account topics are subscribed again under it; a session
   * that ends or changes opens a fresh socket (the server keeps a socket's account subscriptions
   * across a second `auth`, so the old account would go on arriving).
   */
  setSession(session: StreamSession | null): void {
    const before = this.session;
    if (before?.token === session?.token && before?.domainId === session?.domainId) return;
    this.session = session;
    if (!this.socket) return;
    if (before) {
      this.restart();
      return;
    }
    this.sendAuth();
    for (const topic of this.topics.values()) if (topic.channel === 'account') this.sendSubscribe(topic);
  }

  /** Closes the socket for good (tests; a disabled stream). */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.checkTimer);
    this.checkTimer = undefined;
    this.dropSocket();
    this.topics.clear();
    this.updateStatus();
  }

  private ensureConnected(): void {
    if (this.socket || this.reconnectTimer !== undefined || this.disposed) return;
    this.connect();
  }

  private connect(): void {
    const Socket = this.options.WebSocket;
    if (!Socket || this.disposed) return;
    let socket: StreamSocket;
    try {
      socket = new Socket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.heardMs = this.nowMs();
      this.sendAuth();
      for (const topic of this.topics.values()) this.sendSubscribe(topic, topic.seq);
      this.updateStatus();
    };
    socket.onmessage = (event) => {
      this.lastMessageMs = this.heardMs = this.nowMs();
      this.attempts = 0;
      this.onMessage(typeof event.data === 'string' ? event.data : String(event.data));
      this.updateStatus();
    };
    socket.onerror = () => undefined; // a close follows
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.updateStatus();
      this.scheduleReconnect();
    };
    this.checkTimer ??= setInterval(() => this.check(), this.options.checkEveryMs ?? 1_000);
  }

  /** Drops the socket and opens another at once (a session ended or changed: the account starts afresh). */
  private restart(): void {
    for (const topic of this.topics.values()) if (topic.channel === 'account') topic.seq = undefined;
    this.dropSocket();
    this.updateStatus();
    this.connect();
  }

  /**
   * Closes the current socket, if any, and forgets it, its events unheard. Closing one still
   * connecting reports an error (the `ws` package throws it when nobody listens), so that one
   * listener stays, doing nothing.
   */
  private dropSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onclose = socket.onmessage = socket.onopen = null;
    socket.onerror = () => undefined;
    socket.close();
  }

  private scheduleReconnect(): void {
    if (this.disposed || this.reconnectTimer !== undefined) return;
    const first = this.options.reconnectFirstMs ?? 500;
    const delayMs = Math.min(this.options.reconnectMaxMs ?? 15_000, first * 2 ** this.attempts);
    this.attempts++;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delayMs);
  }

  /**
   * The periodic liveness check: a socket silent past the live window since it opened or last
   * heard a message is replaced. (Counting from the last message alone closed a socket that had
   * just opened, before the server's first answer could arrive: at once on the first socket, whose
   * last message is "never", and after any outage longer than the window.)
   */
  private check(): void {
    if (this.socket?.readyState === OPEN && this.nowMs() - this.heardMs > this.liveWindowMs) {
      this.dropSocket();
      this.scheduleReconnect();
    }
    this.updateStatus();
  }

  private updateStatus(): void {
    const live =
      this.socket?.readyState === OPEN &&
      this.lastMessageMs > 0 &&
      this.nowMs() - this.lastMessageMs <= this.liveWindowMs;
    const next: StreamStatus = live ? 'live' : 'polling';
    if (next === this.currentStatus) return;
    this.currentStatus = next;
    for (const listener of [...this.statusListeners]) listener();
  }

  private onMessage(text: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    const topic =
      message.channel && message.id !== undefined
        ? this.topics.get(topicKey(message.channel as StreamChannel, message.id))
        : undefined;
    // The account channel is answered under the user's own id, whatever id the client named.
    const target = topic ?? (message.channel === 'account' ? this.accountTopic() : undefined);
    if (!target) return;
    if (message.op === 'image' && typeof message.seq === 'number') {
      target.document = message.data;
      target.seq = message.seq;
      this.emit(target, { op: 'image', seq: message.seq });
    } else if (message.op === 'delta' && typeof message.seq === 'number' && Array.isArray(message.patch)) {
      if (target.seq === undefined || message.seq <= target.seq) return; // awaiting an image, or seen
      if (message.seq !== target.seq + 1) return this.resubscribe(target);
      const patch = message.patch;
      try {
        target.document = applyJsonPatch(target.document, patch);
      } catch {
        return this.resubscribe(target);
      }
      target.seq = message.seq;
      this.emit(target, { op: 'delta', seq: message.seq });
    } else if (message.op === 'error') {
      target.seq = undefined; // refused or gone: nothing more comes until subscribed again
    }
  }

  private accountTopic(): Topic | undefined {
    for (const topic of this.topics.values()) if (topic.channel === 'account') return topic;
    return undefined;
  }

  /** A lost or unusable delta: ask for a fresh image and ignore deltas until it comes. */
  private resubscribe(topic: Topic): void {
    topic.seq = undefined;
    this.sendSubscribe(topic);
  }

  private emit(topic: Topic, change: StreamChange): void {
    for (const listener of [...topic.listeners]) listener(topic.document, change);
  }

  private sendAuth(): void {
    if (this.session) this.send({ op: 'auth', token: this.session.token, d: this.session.domainId });
  }

  private sendSubscribe(topic: Topic, since?: number): void {
    this.send({
      op: 'subscribe',
      channel: topic.channel,
      id: topic.id,
      ...(since !== undefined ? { since } : {}),
    });
  }

  private send(message: object): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }
}

/** `ws://` or `wss://` + the page's host + `/api/stream` (the brand is the host, as for every call). */
export const pageStreamUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/stream`;

/** The tab's one stream (unit tests switch it off in their setup: see {@link disableStream}). */
export let stream = new StreamClient({
  url: pageStreamUrl,
  WebSocket: (globalThis as { WebSocket?: StreamSocketFactory }).WebSocket,
});

/** Replaces the tab's stream with one that never connects (unit tests, which poll as before). */
export function disableStream(): void {
  stream.dispose();
  stream = new StreamClient({ url: pageStreamUrl });
}

/** The stream's status, re-rendering on change. */
export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(stream.onStatus, stream.status, stream.status);
}

/**
 * A poll interval for data the stream also brings: `pollMs` (the specification's) while the
 * status is `polling`, `whileLiveMs` (default 0: no polling) while it is `live`.
 */
export function useStreamedPolling(pollMs: number, whileLiveMs = 0): number {
  return useStreamStatus() === 'live' ? whileLiveMs : pollMs;
}

/** The two promises of an RTK Query `onCacheEntryAdded` this module needs. */
export interface CacheEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Feeds a cache entry from stream topics for as long as it lives (an `onCacheEntryAdded` body):
 * waits for its first data, subscribes `topics()` (read then, so they may come from the data),
 * and unsubscribes when the entry is removed. `onDocument` receives each topic's documents and
 * must change the cache only through `updateCachedData`.
 */
export async function streamIntoCache<T>(
  lifecycle: CacheEntryLifecycle,
  topics: () => { channel: StreamChannel; id: string }[],
  onDocument: (document: T, topic: { channel: StreamChannel; id: string }, change: StreamChange) => void,
): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // removed before any data arrived
  }
  const client = stream;
  const offs = topics().map((topic) =>
    client.subscribe<T>(topic.channel, topic.id, (document, change) => onDocument(document, topic, change)),
  );
  await lifecycle.cacheEntryRemoved;
  for (const off of offs) off();
}

/** What {@link streamMarketsIntoCache} needs of an `onCacheEntryAdded` lifecycle. */
export interface MarketListLifecycle<M> extends CacheEntryLifecycle {
  getCacheEntry(): { data?: M[] };
  updateCachedData(recipe: (draft: M[]) => void): void;
}

/**
 * Feeds a cached list of markets (fetch-market-odds, fetch-bookmaker-odds, fetch-market-session:
 * the stream's `market` document is one element of these lists) from the stream: each streamed
 * market is merged into the element with its `marketId` (shared/mergeDraft.ts). The markets are `marketIds`, or those of the
 * first answer (a market listed later arrives with the poll) for which `live` holds: a Fancy row
 * that has its result never changes again, and a connection holds a bounded number of
 * subscriptions (docs/api/stream.md).
 */
export function streamMarketsIntoCache<M extends { marketId: string }>(
  lifecycle: MarketListLifecycle<M>,
  marketIds?: readonly string[],
  live: (market: M) => boolean = () => true,
): Promise<void> {
  return streamIntoCache<M>(
    lifecycle,
    () =>
      (marketIds ?? (lifecycle.getCacheEntry().data ?? []).filter(live).map((m) => m.marketId)).map((id) => ({
        channel: 'market' as const,
        id,
      })),
    (market) =>
      lifecycle.updateCachedData((draft) => {
        const i = draft.findIndex((m) => m.marketId === market.marketId);
        // Leaf by leaf: the runners whose prices did not move keep their identity (memoised rows).
        if (i >= 0) draft[i] = mergeDraft(draft[i] as M, market);
      }),
  );
}
