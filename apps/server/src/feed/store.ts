/**
 * The latest book per market, in memory (issue 3 item 4): each value is serialised once per
 * change and served from that cache. The version counts material changes only (what
 * `materialOf` keeps: by default everything); a change of immaterial detail (e.g. the sizes on
 * offer) replaces the value under the same version.
 */
export interface StoredMarket<T> {
  value: T & { version: number };
  version: number;
  /** JSON of `value`, version included. */
  json: string;
  matchId: string;
}

export class MarketStore<T extends object = object> {
  private readonly entries = new Map<string, StoredMarket<T> & { body: string; material: string }>();
  private readonly keysByMatch = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly materialOf: (value: T) => string = (value) => JSON.stringify(value)) {}

  /**
   * Stores `value` (without `version`) under `key`; returns the version now current
   * (1 for a new market, +1 when the content changed, unchanged otherwise).
   */
  put(key: string, matchId: string, value: T): { version: number; changed: boolean } {
    const body = JSON.stringify(value);
    const previous = this.entries.get(key);
    if (previous && previous.body === body) return { version: previous.version, changed: false };
    const material = this.materialOf(value);
    const version =
      previous && previous.material === material ? previous.version : (previous?.version ?? 0) + 1;
    const stored = { ...value, version };
    this.entries.set(key, { value: stored, version, json: JSON.stringify(stored), matchId, body, material });
    this.generations.set(matchId, (this.generations.get(matchId) ?? 0) + 1);
    let keys = this.keysByMatch.get(matchId);
    if (!keys) this.keysByMatch.set(matchId, (keys = new Set()));
    keys.add(key);
    return { version, changed: true };
  }

  /** The stored market, or undefined. */
  get(key: string): StoredMarket<T> | undefined {
    return this.entries.get(key);
  }

  /** A number that changes whenever any market of the match changes (for caches of several markets). */
  generation(matchId: string): number {
    return this.generations.get(matchId) ?? 0;
  }

  /** Keys of every market of a match, in insertion order. */
  keysOf(matchId: string): string[] {
    return [...(this.keysByMatch.get(matchId) ?? [])];
  }

  /** Forgets a match's markets (after it leaves the catalogue). */
  dropMatch(matchId: string): void {
    for (const key of this.keysByMatch.get(matchId) ?? []) this.entries.delete(key);
    this.keysByMatch.delete(matchId);
    this.generations.delete(matchId);
  }

  /** Number of markets held. */
  get size(): number {
    return this.entries.size;
  }
}
