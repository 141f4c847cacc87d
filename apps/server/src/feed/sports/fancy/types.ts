/**
 * The shape every Fancy category follows (docs/rules/sports.md Fancy rows): a category lists its
 * markets of a replay once, each with the point of the replay where it opens, the point where the
 * data decides it and the result the data gives. Prices come from the match state; results never
 * do, so a session settles on the ball that closes it in the replay whatever steps the engine
 * skipped (a stall, a restart, a fast clock).
 */
import { FANCY_CATEGORIES, type FancyCategory } from '@backlay/contracts';
import type { FancyLine } from '@backlay/pricing';
import type { CricketReplay } from '../../replay/format';
import type { CricketState } from '../cricket-timeline';
import { fancyMarketId } from '../markets';

/** A point of a replay: after `delivered` deliveries of innings `innings` (0 = before its first). */
export interface ReplayPoint {
  innings: number;
  delivered: number;
}

/** The data's verdict on a market: its settling value, or void. */
export type FancyResult = { value: number; void: false } | { void: true };

/** One Fancy market of a replay (one row on the full market page while it is open). */
export interface FancyMarket {
  marketId: string;
  gtype: FancyCategory;
  /** Row name, e.g. "6 over runs India", "Kohli balls faced". */
  name: string;
  /** Listed from this point on (e.g. when a batter comes in)... */
  opensAt: ReplayPoint;
  /** ...until this point, where the replay's data decides it (`result`). */
  decidedAt: ReplayPoint;
  result: FancyResult;
  /**
   * The line at `state` (a point in [opensAt, decidedAt)); undefined hides the row at that state.
   * Priced from the state and the model only, never from `result`.
   */
  price(state: CricketState): FancyLine | undefined;
}

/** A category: every market it offers on a replay, built once per scheduled match. */
export type FancyCategoryMarkets = (replay: CricketReplay, matchId: string) => FancyMarket[];

/** Orders two points of a replay: negative when `a` comes first. */
export function comparePoints(a: ReplayPoint, b: ReplayPoint): number {
  return a.innings - b.innings || a.delivered - b.delivered;
}

/**
 * Fancy market ids (`3.{matchId}{nnn}`, docs/rules/sports.md Ids): runs sessions keep
 * `innings x 100 + session` (001-005, 101-105); every other category of docs' list gets 40 numbers
 * per innings from 200 on: 200 + innings x 400 + (category index - 1) x 40 + k, k in 0..39.
 * Throws RangeError for k outside 0..39, an innings other than 0 or 1, or the runs category.
 */
export function categoryMarketId(matchId: string, gtype: FancyCategory, innings: number, k: number): string {
  const index = FANCY_CATEGORIES.indexOf(gtype);
  if (index < 1) throw new RangeError(`runs sessions number their own markets: ${gtype}`);
  if (innings !== 0 && innings !== 1) throw new RangeError(`innings must be 0 or 1: ${innings}`);
  if (!Number.isInteger(k) || k < 0 || k > 39) throw new RangeError(`market index out of 0..39: ${k}`);
  return fancyMarketId(matchId, 200 + innings * 400 + (index - 1) * 40 + k);
}

/**
 * A cache of values per replay and key that keeps the `limit` newest keys of each replay (the oldest
 * goes first) and lets a replay's entries go with the replay. `get(replay, key, build)` answers the
 * cached value or builds, stores and answers it. Fancy pricing shares work across the rows of one
 * delivery this way (docs/rules/sports.md Fancy rows).
 */
export function replayCache<V>(limit: number): (replay: CricketReplay, key: string, build: () => V) => V {
  const byReplay = new WeakMap<CricketReplay, Map<string, V>>();
  return (replay, key, build) => {
    let entries = byReplay.get(replay);
    if (!entries) byReplay.set(replay, (entries = new Map()));
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    entries.set(key, value);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  };
}
