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

/** A Bookmaker market: percentage rates (45 = 1.45) back and lay (docs/architecture.md). */
export function bookmakerMarket(basics: MarketBasics, runners: RunnerProbability[]): MarketRecord {
  return {
    kind: 'bookmaker',
    key: basics.marketId,
    value: {
      ...header(basics, BET_DELAY_SECONDS.bookmaker),
      runners: runners.map((r) => {
        return {
          selectionId: r.selectionId,
          runnerName: r.runnerName,
          status: basics.suspended ? ('SUSPENDED' as const) : ('ACTIVE' as const),
          back: bookmakerRate(r.probability),
          lay: bookmakerLayRate(r.probability),
          backSize: 100_000,
          laySize: 100_000,
        };
      }),
    },
  };
}

/** A two-sided match's catalogue description (cricket and soccer replays share the shape). */
export function teamsDescription(
  replay: { teams: [string, string]; competition: string; originalDate: string },
  competitionId: string,
  venue: string,
  attribution: string,
  flags: { bm: boolean; fancy: boolean },
) {
  return {
    eventName: `${replay.teams[0]} v ${replay.teams[1]}`,
    competitionId,
    competitionName: replay.competition,
    teams: [...replay.teams],
    originalDate: replay.originalDate,
    venue,
    attribution,
    ...flags,
  };
}
