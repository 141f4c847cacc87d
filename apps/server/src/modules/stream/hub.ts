import jsonPatch, { type Operation } from 'fast-json-patch';
import type { Channel } from './protocol';

/**
 * The stream's topics and their subscribers (issue 15 item 3; docs/api/stream.md), without a
 * transport: a topic is one channel and id as one audience sees it (a market in one brand's
 * view, a casino table, one account). Its image is recomputed when its source says it changed
 * (`refresh`, coalesced: one computation at a time, one more if asked meanwhile); the difference
 * to the last image goes to every subscriber as one RFC 6902 patch with the topic's next sequence
 * number. The last `historySize` patches are kept, so a client that reconnects with the last
 * sequence it saw gets only what it missed. Sequences start at the node's clock in microseconds
 * when a topic is created, so a number from an earlier life of the topic (or another node) is
 * never mistaken for a current one: such a client gets a full image.
 *
 * Back-pressure: a subscriber whose socket holds more than `highWaterBytes` unsent is skipped and
 * marked stale; it gets a full image once it has drained (at the next change or heartbeat). Past
 * `dropBytes` it is dropped.
 */

/** One connection as the hub sees it. */
export interface StreamClient {
  /** Sends one message (JSON, as text or its UTF-8 bytes: a message to many is encoded once). */
  send(frame: string | Buffer): void;
  /** Bytes queued on the socket and not yet sent. */
  bufferedBytes(): number;
  /** Closes the connection (a slow consumer past the bound). */
  drop(reason: string): void;
}

/** Computes a topic's current image; undefined when it no longer exists (the subscribers get an error). */
export type ImageSource = () => unknown | Promise<unknown>;

interface Subscriber {
  stale: boolean;
}

interface Topic {
  key: string;
  channel: Channel;
  id: string;
  source: ImageSource;
  image: unknown;
  seq: number;
  history: { seq: number; text: string }[];
  subscribers: Map<StreamClient, Subscriber>;
  computing: Promise<void> | undefined;
  again: boolean;
  idleSinceMs: number | undefined;
  /** A replica's topic: its messages come from the engines' node ({@link StreamHub.ingest}). */
  remote?: { imageWaiters: (() => void)[] };
}

export interface HubOptions {
  historySize?: number;
  highWaterBytes?: number;
  dropBytes?: number;
  /** A topic with no subscriber is forgotten after this long (ms), so a quick reconnect can resume. */
  keepIdleMs?: number;
  nowMs?: () => number;
  onError?: (err: unknown) => void;
  /** Hears every delta this hub makes (the engines' node publishes them to the other nodes). */
  onDelta?: (key: string, text: string) => void;
}

export class StreamHub {
  private readonly topics = new Map<string, Topic>();
  private readonly historySize: number;
  private readonly highWaterBytes: number;
  private readonly dropBytes: number;
  private readonly keepIdleMs: number;
  private readonly nowMs: () => number;
  private lastSeqBase = 0;
  /** Messages sent and subscribers skipped as stale (for the bench). */
  readonly stats = { sent: 0, staleSkips: 0, dropped: 0 };

  constructor(private readonly options: HubOptions = {}) {
    this.historySize = options.historySize ?? 256;
    this.highWaterBytes = options.highWaterBytes ?? 1 << 20;
    this.dropBytes = options.dropBytes ?? 8 << 20;
    this.keepIdleMs = options.keepIdleMs ?? 60_000;
    this.nowMs = options.nowMs ?? Date.now;
  }

  /**
   * Subscribes `client` to topic `key` (created with `source` if new). Sends the missed deltas when
   * `since` is the sequence of a message still in the history, nothing when it is the latest,
   * else the full image. Resolves false (after an error message) when the source has no image.
   */
  async subscribe(
    client: StreamClient,
    key: string,
    channel: Channel,
    id: string,
    source: ImageSource,
    since?: number,
  ): Promise<boolean> {
    let topic = this.topics.get(key);
    if (!topic) {
      topic = this.newTopic(key, channel, id, source);
      this.topics.set(key, topic);
      await this.refresh(key);
    } else if (topic.image === undefined) await this.refresh(key);
    if (topic.image === undefined) {
      client.send(errorText(`Unknown ${channel}: ${id}`, channel, id));
      if (topic.subscribers.size === 0) this.topics.delete(key);
      return false;
    }
    return this.attach(topic, client, since);
  }

  /** Adds `client` to `topic` (which has an image) and sends what it needs from `since`. */
  private attach(topic: Topic, client: StreamClient, since?: number): true {
    topic.idleSinceMs = undefined;
    topic.subscribers.set(client, { stale: false });
    if (since !== undefined && since === topic.seq) return true;
    const first = topic.history[0];
    if (since !== undefined && first && since >= first.seq - 1 && since < topic.seq) {
      for (const h of topic.history) if (h.seq > since) this.deliver(client, h.text);
      return true;
    }
    this.deliver(client, imageText(topic));
    return true;
  }

  private newTopic(key: string, channel: Channel, id: string, source: ImageSource): Topic {
    return {
      key,
      channel,
      id,
      source,
      image: undefined,
      seq: this.nextSeqBase(),
      history: [],
      subscribers: new Map(),
      computing: undefined,
      again: false,
      idleSinceMs: undefined,
    };
  }

  /** Ends `client`'s subscription to `key`. */
  unsubscribe(client: StreamClient, key: string): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    topic.subscribers.delete(client);
    if (topic.subscribers.size === 0) topic.idleSinceMs = this.nowMs();
  }

  /** Ends every subscription of `client` (its socket closed). */
  removeClient(client: StreamClient): void {
    for (const [key, topic] of this.topics) if (topic.subscribers.has(client)) this.unsubscribe(client, key);
  }

  /** The keys of the live topics matching `filter` (a source's changes name the topics to refresh). */
  keys(filter: (channel: Channel, id: string, key: string) => boolean): string[] {
    return [...this.topics].filter(([key, t]) => filter(t.channel, t.id, key)).map(([key]) => key);
  }

  /** Subscribers of topic `key` (0 when none or unknown). */
  subscriberCount(key: string): number {
    return this.topics.get(key)?.subscribers.size ?? 0;
  }

  /**
   * Recomputes topic `key` and sends the change to its subscribers. Coalesced: while one
   * computation runs, further calls make one more run after it. Resolves when done.
   */
  refresh(key: string): Promise<void> {
    const topic = this.topics.get(key);
    if (!topic || topic.remote) return Promise.resolve();
    if (topic.computing) {
      topic.again = true;
      return topic.computing;
    }
    topic.computing = (async () => {
      do {
        topic.again = false;
        try {
          const next = await topic.source();
          this.apply(topic, next === undefined ? undefined : jsonPatch.deepClone(next));
        } catch (err) {
          this.options.onError?.(err);
        }
      } while (topic.again);
      topic.computing = undefined;
    })();
    return topic.computing;
  }

  /**
   * The periodic duty (called with each heartbeat): stale subscribers that have drained get a
   * full image; topics idle past `keepIdleMs` are forgotten.
   */
  sweep(): void {
    const now = this.nowMs();
    for (const [key, topic] of this.topics) {
      if (topic.idleSinceMs !== undefined && now - topic.idleSinceMs >= this.keepIdleMs) {
        this.topics.delete(key);
        continue;
      }
      for (const [client, sub] of topic.subscribers)
        if (sub.stale && topic.image !== undefined && client.bufferedBytes() <= this.highWaterBytes) {
          sub.stale = false;
          this.deliver(client, imageText(topic));
        }
    }
  }

  private apply(topic: Topic, next: unknown): void {
    if (next === undefined) {
      if (topic.image !== undefined) {
        topic.image = undefined;
        const text = errorText(`Unknown ${topic.channel}: ${topic.id}`, topic.channel, topic.id);
        for (const client of topic.subscribers.keys()) client.send(text);
        topic.subscribers.clear();
        topic.idleSinceMs = this.nowMs();
      }
      return;
    }
    if (topic.image === undefined) {
      topic.image = next;
      return;
    }
    const patch: Operation[] = jsonPatch.compare(topic.image as object, next as object);
    if (patch.length === 0) return;
    topic.image = next;
    topic.seq++;
    const text = JSON.stringify({ op: 'delta', channel: topic.channel, id: topic.id, seq: topic.seq, patch });
    this.record(topic, text);
    this.options.onDelta?.(topic.key, text);
  }

  /** Keeps `text` (the delta of `topic.seq`) in the history and sends it to the subscribers. */
  private record(topic: Topic, text: string): void {
    topic.history.push({ seq: topic.seq, text });
    if (topic.history.length > this.historySize) topic.history.shift();
    const frame = Buffer.from(text); // encoded once for every subscriber
    for (const [client, sub] of topic.subscribers) {
      const buffered = client.bufferedBytes();
      if (buffered > this.dropBytes) {
        this.stats.dropped++;
        topic.subscribers.delete(client);
        client.drop('Too slow: the stream is dropped (reconnect to get a full image)');
      } else if (buffered > this.highWaterBytes) {
        sub.stale = true;
        this.stats.staleSkips++;
      } else if (sub.stale) {
        sub.stale = false;
        this.deliver(client, imageText(topic));
      } else this.deliver(client, frame);
    }
  }

  // ---- the engines' node answering the other nodes ----

  /**
   * The image message of topic `key` (created with `source` and computed if new), kept alive for
   * `keepIdleMs` more: what another node asked for. Undefined when the source has no image.
   */
  async imageFor(
    key: string,
    channel: Channel,
    id: string,
    source: ImageSource,
  ): Promise<string | undefined> {
    let topic = this.topics.get(key);
    if (!topic) {
      topic = this.newTopic(key, channel, id, source);
      this.topics.set(key, topic);
    }
    if (topic.image === undefined) await this.refresh(key);
    if (topic.image === undefined) {
      if (topic.subscribers.size === 0) this.topics.delete(key);
      return undefined;
    }
    if (topic.subscribers.size === 0) topic.idleSinceMs = this.nowMs();
    return imageText(topic);
  }

  // ---- a replica (a node without the engines) ----

  /**
   * Subscribes `client` to a topic whose messages come from the engines' node: `requestImage` asks
   * for its image when this node has none (or lost a delta); waits up to `waitMs` for it. Same
   * answers as {@link subscribe} otherwise.
   */
  async subscribeRemote(
    client: StreamClient,
    key: string,
    channel: Channel,
    id: string,
    requestImage: () => void,
    since?: number,
    waitMs = 3_000,
  ): Promise<boolean> {
    let topic = this.topics.get(key);
    if (!topic) {
      topic = this.newTopic(key, channel, id, () => undefined);
      topic.remote = { imageWaiters: [] };
      this.topics.set(key, topic);
    }
    topic.idleSinceMs = undefined;
    if (topic.image === undefined) {
      const remote = topic.remote!;
      topic.subscribers.set(client, { stale: false });
      requestImage();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        remote.imageWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (topic.image !== undefined) return true; // the image went to every subscriber
      topic.subscribers.delete(client);
      client.send(errorText(`Not available now: ${channel} ${id} (retry)`, channel, id));
      return false;
    }
    return this.attach(topic, client, since);
  }

  /**
   * A message of topic `key` from the engines' node (its image or delta text): kept and sent to
   * this node's subscribers. A delta that does not follow the last one asks for an image
   * (`requestImage`); an older message is ignored.
   */
  ingest(key: string, text: string, requestImage: () => void): void {
    const topic = this.topics.get(key);
    if (!topic?.remote) return;
    const message = JSON.parse(text) as { op: string; seq: number; data?: unknown; patch?: Operation[] };
    if (message.op === 'image') {
      if (topic.image !== undefined && message.seq <= topic.seq) return;
      topic.image = message.data;
      topic.seq = message.seq;
      topic.history = [];
      const frame = Buffer.from(text);
      for (const client of topic.subscribers.keys()) this.deliver(client, frame);
      for (const wake of topic.remote.imageWaiters.splice(0)) wake();
      return;
    }
    if (topic.image === undefined || message.seq <= topic.seq) return;
    if (message.seq !== topic.seq + 1) return requestImage();
    topic.image = jsonPatch.applyPatch(
      jsonPatch.deepClone(topic.image),
      message.patch!,
      false,
      false,
    ).newDocument;
    topic.seq = message.seq;
    this.record(topic, text);
  }

  /** Keys of this replica's topics that have subscribers (their interest is renewed). */
  remoteKeys(): { key: string; channel: Channel; id: string }[] {
    return [...this.topics]
      .filter(([, t]) => t.remote && t.subscribers.size > 0)
      .map(([key, t]) => ({ key, channel: t.channel, id: t.id }));
  }

  private deliver(client: StreamClient, frame: string | Buffer): void {
    this.stats.sent++;
    client.send(frame);
  }

  private nextSeqBase(): number {
    this.lastSeqBase = Math.max(this.lastSeqBase + 1_000_000, this.nowMs() * 1_000);
    return this.lastSeqBase;
  }
}

const imageText = (topic: Topic) =>
  JSON.stringify({ op: 'image', channel: topic.channel, id: topic.id, seq: topic.seq, data: topic.image });

const errorText = (message: string, channel?: Channel, id?: string) =>
  JSON.stringify({ op: 'error', message, ...(channel ? { channel, id } : {}) });
