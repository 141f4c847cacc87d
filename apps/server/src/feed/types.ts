import type {
  BookmakerMarket,
  ExchangeMarket,
  FancyRow,
  LiveScore,
  MarketResult,
  SportId,
} from '@backlay/contracts';
import type { Rng } from '@backlay/pricing';

/** One market as the engine produces it (without `version`, which the store assigns). */
export type MarketRecord =
  | { kind: 'exchange'; key: string; value: Omit<ExchangeMarket, 'version'> }
  | { kind: 'bookmaker'; key: string; value: Omit<BookmakerMarket, 'version'> }
  | { kind: 'fancy'; key: string; value: Omit<FancyRow, 'version'> };

/** A decided market (issue 3 item 6). */
export interface DecidedMarket {
  marketId: string;
  marketType: string;
  result: Omit<MarketResult, 'decidedAt'>;
}

/** What the catalogue shows of a replayed match. */
export interface MatchDescription {
  eventName: string;
  /** Stable id of the competition within its sport (see competitionIdOf). */
  competitionId: string;
  competitionName: string;
  teams: string[];
  originalDate: string;
  venue: string;
  attribution: string;
  /** Flags of the event row (docs/rules/specification.md §3): bookmaker, fancy, session markets present. */
  bm: boolean;
  fancy: boolean;
}

/** A point on a replay's timeline: the state from `atMs` (after the start) on. */
export interface TimelineStep<S> {
  atMs: number;
  state: S;
}

/** The whole replay of one match laid out in time; built once per scheduled slot. */
export interface Timeline<S> {
  steps: TimelineStep<S>[];
  /** From the start to the deciding event. */
  durationMs: number;
}

/** Context a sport needs to price a match. */
export interface PricingContext {
  matchId: string;
  rng: Rng;
  /** Replay clock: ms since the match started (negative before the start). */
  elapsedMs: number;
}

/**
 * One sport's replay and pricing (docs/rules/sports.md): how matches are described, laid out in time,
 * priced from their state, scored and decided. Implementations are pure given their inputs.
 */
export interface SportFeed<R, S> {
  /** One of SPORTS (docs/rules/specification.md §3 Sport). */
  sportId: SportId;
  replays: R[];
  /** Gap between two scheduled starts at FEED_SPEED 1, ms. */
  startIntervalMs: number;
  /** Pre-match lead: matches are listed this long before they start... kept for reference. */
  describe(replay: R): MatchDescription;
  /** Timed states of the replay at FEED_SPEED `speed`, seeded by `rng`. */
  timeline(replay: R, rng: Rng, speed: number): Timeline<S>;
  /** Every market of the match at `state` (undefined = pre-match). */
  markets(replay: R, state: S | undefined, ctx: PricingContext): MarketRecord[];
  /** Markets decided by the time `state` is reached (the final state decides the rest). */
  decided(replay: R, state: S, ctx: PricingContext, final: boolean): DecidedMarket[];
  /** Live score for the score widget. */
  score(
    replay: R,
    state: S | undefined,
    ctx: PricingContext,
  ): Omit<LiveScore, 'matchId' | 'sportId' | 'status' | 'attribution'>;
}

/**
 * Stable competition ids of a sport: its distinct competition names sorted, numbered from
 * sportId * 1000 + 1 (Cricket 4001, ...). Same data, same ids on every node.
 */
export function competitionIds(sportId: number, names: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(names)].sort();
  return new Map(sorted.map((name, i) => [name, String(sportId * 1000 + i + 1)]));
}
