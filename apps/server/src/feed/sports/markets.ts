import { bookmakerLayRate, bookmakerRate, quoteRunner } from '@backlay/exchange';
import { createRng, type Rng } from '@backlay/pricing';
import type { MarketRecord } from '../types';

/** A runner to quote: id, name and the model's fair probability. */
export interface RunnerProbability {
  selectionId: string;
  runnerName: string;
  probability: number;
}

/** Bet delays in seconds (issue 3 item 3): Match Odds 5, Bookmaker 2, Fancy 1, pre-match 0. */
export const BET_DELAY_SECONDS = { exchange: 5, bookmaker: 2, fancy: 1 } as const;

/** Market ids: `1.{matchId}{nn}` exchange, `2.{matchId}{nn}` bookmaker, `3.{matchId}{nn}` fancy. */
export const exchangeMarketId = (matchId: string, n: number) => `1.${matchId}${String(n).padStart(2, '0')}`;
export const bookmakerMarketId = (matchId: string, n: number) => `2.${matchId}${String(n).padStart(2, '0')}`;
export const fancyMarketId = (matchId: string, n: number) => `3.${matchId}${String(n).padStart(3, '0')}`;

/**
 * Total matched so far on a market, currency units: a seeded base per market plus growth with
 * play (docs/rules/sports.md "total matched grows with play"). Deterministic for (marketId, elapsed).
 */
export function totalMatched(marketId: string, elapsedMs: number): number {
  const rng = createRng(`matched/${marketId}`);
  const base = rng.int(5_000, 60_000);
  const perMinute = rng.int(800, 4_000);
  return base + Math.max(0, Math.floor(elapsedMs / 60_000)) * perMinute;
}

/** Common inputs of a market built by the helpers below. */
export interface MarketBasics {
  marketId: string;
  marketName: string;
  matchId: string;
  inplay: boolean;
  suspended: boolean;
  rng: Rng;
  elapsedMs: number;
}

/** Fields every runner market carries; the bet delay applies in play only. */
function header(basics: MarketBasics, inPlayDelaySeconds: number) {
  return {
    marketId: basics.marketId,
    marketName: basics.marketName,
    matchId: basics.matchId,
    status: basics.suspended ? ('SUSPENDED' as const) : ('OPEN' as const),
    inplay: basics.inplay,
    betDelay: basics.inplay ? inPlayDelaySeconds : 0,
  };
}

/**
 * An exchange market with three quoted levels per runner (docs/rules/sports.md Pricing: General).
 * Suspended markets keep their runners but show no prices, so nothing can be matched.
 */
export function exchangeMarket(basics: MarketBasics, runners: RunnerProbability[]): MarketRecord {
  const sizeScale = basics.inplay ? 1 + Math.min(4, basics.elapsedMs / 3_600_000) : 0.6;
  return {
    kind: 'exchange',
    key: basics.marketId,
    value: {
      ...header(basics, BET_DELAY_SECONDS.exchange),
      totalMatched: totalMatched(basics.marketId, Math.max(0, basics.elapsedMs)),
      runners: runners.map((r) => {
        const quote = quoteRunner(r.probability, { random: () => basics.rng.next(), sizeScale });
        return {
          selectionId: r.selectionId,
          runnerName: r.runnerName,
          status: basics.suspended ? ('SUSPENDED' as const) : ('ACTIVE' as const),
          ex: basics.suspended ? { availableToBack: [], availableToLay: [] } : quote,
        };
      }),
    },
  };
}

/**
 * Bookmaker limits (issue 19 item 5; docs/rules/sports.md "Bookmaker limits"): a runner whose fair
 * probability lies outside [0.03, 0.97] is not quoted. Both bounds are inclusive, so 0.97 and 0.03
 * are still quoted.
 */
export const BOOKMAKER_PROBABILITY_LIMITS = { min: 0.03, max: 0.97 } as const;

/** True when a Bookmaker runner with fair probability `probability` is quoted (within the limits). */
export const bookmakerQuotes = (probability: number): boolean =>
  probability >= BOOKMAKER_PROBABILITY_LIMITS.min && probability <= BOOKMAKER_PROBABILITY_LIMITS.max;

/**
 * A Bookmaker market: percentage rates (45 = 1.45) back and lay (docs/architecture.md), sizes
 * 100,000 currency units. Limits (docs/rules/sports.md "Bookmaker limits"): a runner whose
 * probability is above 0.97 or below 0.03 is SUSPENDED with no rates (back, lay and sizes 0, which
 * the site shows as no price and the bet path refuses: betting/market.ts `isOpen`); when no runner
 * is left quoted (a near-decided two-runner match) the whole market is SUSPENDED, as real
 * Bookmaker markets are near the end of a match. A market suspended by `basics` keeps its rates
 * (Ball Running) with every runner SUSPENDED. Pure; throws RangeError (from the rate functions) for
 * a probability outside [0, 1].
 */
export function bookmakerMarket(basics: MarketBasics, runners: RunnerProbability[]): MarketRecord {
  const quoted = runners.map((r) => bookmakerQuotes(r.probability));
  const suspended = basics.suspended || !quoted.some(Boolean);
  return {
    kind: 'bookmaker',
    key: basics.marketId,
    value: {
      ...header({ ...basics, suspended }, BET_DELAY_SECONDS.bookmaker),
      runners: runners.map((r, i) => {
        const back = bookmakerRate(r.probability);
        const lay = bookmakerLayRate(r.probability);
        if (!quoted[i])
          return {
            selectionId: r.selectionId,
            runnerName: r.runnerName,
            status: 'SUSPENDED' as const,
            back: 0,
            lay: 0,
            backSize: 0,
            laySize: 0,
          };
        return {
          selectionId: r.selectionId,
          runnerName: r.runnerName,
          status: suspended ? ('SUSPENDED' as const) : ('ACTIVE' as const),
          back,
          lay,
          backSize: 100_000,
          laySize: 100_000,
        };
      }),
    },
  };
}

/** The replay fields an event name is built from (cricket, soccer and tennis replays all fit). */
export interface NamedReplay {
  teams: readonly [string, string];
  /** First day of play, yyyy-mm-dd. */
  originalDate: string;
  /** Town or city of the match (Cricsheet `city`; tennis passes its event's city). */
  city?: string;
  /** Ground as "Stadium, City" (openfootball `ground`). */
  ground?: string;
  /** Ground as Cricsheet names it ("Narendra Modi Stadium, Ahmedabad" or just "Lord's"). */
  venue?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The city of a replay: its `city`, else the part of its ground (or venue) after the last comma
 * ("Arena de São Paulo, São Paulo" -> "São Paulo"); '' when the data names none (the Euro files).
 */
export function cityOf(replay: NamedReplay): string {
  if (replay.city?.trim()) return replay.city.trim();
  const ground = replay.ground ?? replay.venue ?? '';
  const comma = ground.lastIndexOf(',');
  return comma < 0 ? '' : ground.slice(comma + 1).trim();
}

/**
 * The event name of a replay (issue 19 item 3; docs/rules/sports.md "Event names"): the two sides,
 * then the real city and year, "India v Australia, Ahmedabad 2023" (the year alone when the data
 * names no ground: "Turkey v Italy, 2021"). When another replay of `siblings` would get the same
 * name (same sides, city and year), the year becomes the day of play, "..., Ahmedabad 19 Nov 2023".
 * Pure; `originalDate` must be yyyy-mm-dd (RangeError otherwise).
 */
export function eventNameOf(replay: NamedReplay, siblings: readonly NamedReplay[] = []): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(replay.originalDate);
  if (!match) throw new RangeError(`originalDate must be yyyy-mm-dd: '${replay.originalDate}'`);
  const [, year, month, day] = match;
  const sides = `${replay.teams[0]} v ${replay.teams[1]}`;
  const city = cityOf(replay);
  const place = (when: string) => `${sides}, ${city ? `${city} ` : ''}${when}`;
  const clash = siblings.some(
    (other) =>
      other !== replay &&
      other.originalDate !== replay.originalDate &&
      other.teams[0] === replay.teams[0] &&
      other.teams[1] === replay.teams[1] &&
      other.originalDate.slice(0, 4) === year &&
      cityOf(other) === city,
  );
  return clash ? place(`${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`) : place(year!);
}

/**
 * A two-sided match's catalogue description (cricket, soccer and tennis replays share the shape);
 * the event name by {@link eventNameOf}, told apart from `siblings` (the sport's other replays).
 */
export function teamsDescription(
  replay: NamedReplay & { competition: string },
  competitionId: string,
  venue: string,
  attribution: string,
  flags: { bm: boolean; fancy: boolean },
  siblings: readonly NamedReplay[] = [],
) {
  return {
    eventName: eventNameOf(replay, siblings),
    competitionId,
    competitionName: replay.competition,
    teams: [...replay.teams],
    originalDate: replay.originalDate,
    venue,
    attribution,
    ...flags,
  };
}
