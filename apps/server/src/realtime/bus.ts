/**
 * In-process event bus (docs/architecture.md realtime/): publish/subscribe by topic, within one
 * node. Between nodes: {@link ClusterBus} (below; transports in cluster/bus.ts).
 */
export interface BusEvents {
  /** A market's book changed; `key` is the market store key. */
  'market.updated': { key: string; matchId: string; version: number };
  /** A market was decided (issue 3 item 6); settlement subscribes to this. */
  'market.result': {
    marketId: string;
    matchId: string;
    sportId: number;
    marketType: string;
    result: { winnerSelectionId?: string; value?: number; void: boolean; decidedAt: string };
  };
  /** A brand's exchange book committed a change (issue 15: the stream pushes it); `userIds` whose orders or exposure moved. */
  'exchange.committed': { domainId: string; marketId: string; userIds: string[] };
}

export type Topic = keyof BusEvents;
type Handler<T extends Topic> = (payload: BusEvents[T]) => void;

export class EventBus {
  private readonly handlers = new Map<Topic, Set<Handler<Topic>>>();

  /** `onError` receives what a handler throws (logged by the app); the other handlers still run. */
  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  /** Calls `handler` for every later `publish` on `topic`; returns the unsubscribe function. */
  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler as Handler<Topic>);
    return () => set.delete(handler as Handler<Topic>);
  }

  /** Delivers `payload` synchronously to the topic's handlers; a throwing handler does not stop the rest. */
  publish<T extends Topic>(topic: T, payload: BusEvents[T]): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}

/**
 * The bus between nodes (issue 15 item 2; docs/cluster.md): text messages on named channels (a
 * lower-case identifier), heard by every node subscribed, the publisher too. cluster/bus.ts has its
 * transports (Redis pub/sub, PostgreSQL LISTEN/NOTIFY); the stream relays its topics over it.
 */
export interface ClusterBus {
  /** Publishes `message` on `channel`. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` with every later message on `channel`; resolves with the unsubscribe function. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
