import { Type, type Static, type TSchema } from 'typebox';
import type { MinMaxLimits } from './constants';

/** `{status: true, data}` envelope of the catalogue and market endpoints. */
export const DataEnvelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Boolean(), data });

/** Market status (issue 3 item 3). */
export const MarketStatus = Type.Union([
  Type.Literal('OPEN'),
  Type.Literal('SUSPENDED'),
  Type.Literal('CLOSED'),
]);
export type MarketStatus = Static<typeof MarketStatus>;

/** A market's published result once decided (issue 3 item 6). */
export const MarketResult = Type.Object({
  /** Winning selection, for runner markets. */
  winnerSelectionId: Type.Optional(Type.String()),
  /** Settled value (runs) for a fancy row. */
  value: Type.Optional(Type.Number()),
  void: Type.Boolean(),
  decidedAt: Type.String({ description: 'ISO-8601 UTC' }),
});
export type MarketResult = Static<typeof MarketResult>;

/** `GET /api/v2/get-events` row (docs/rules/specification.md §3 Sport). Casino carries no id. */
export const SportRow = Type.Object({ id: Type.Optional(Type.Integer()), name: Type.String() });
export type SportRow = Static<typeof SportRow>;

/** `GET /api/v2/get-legues/{eventId}` row (docs/rules/specification.md §3 Competition). */
export const CompetitionRow = Type.Object({
  competitionId: Type.String(),
  competitionName: Type.String(),
  matchCount: Type.Integer(),
});
export type CompetitionRow = Static<typeof CompetitionRow>;

const PriceSize = Type.Object({ price: Type.Number(), size: Type.Number() });
export type PriceSize = Static<typeof PriceSize>;

/** Exchange runner (docs/rules/specification.md §3): three levels each side; sizes in currency units. */
export const ExchangeRunner = Type.Object({
  selectionId: Type.String(),
  runnerName: Type.String(),
  status: Type.Union([
    Type.Literal('ACTIVE'),
    Type.Literal('SUSPENDED'),
    Type.Literal('WINNER'),
    Type.Literal('LOSER'),
  ]),
  ex: Type.Object({ availableToBack: Type.Array(PriceSize), availableToLay: Type.Array(PriceSize) }),
});
export type ExchangeRunner = Static<typeof ExchangeRunner>;

/** Fields every runner market carries (exchange and Bookmaker). */
const marketFields = {
  marketId: Type.String(),
  marketName: Type.String(),
  matchId: Type.String(),
  status: MarketStatus,
  inplay: Type.Boolean(),
  /** Increases on every material change: prices and statuses (issue 3 item 3). */
  version: Type.Integer(),
  /** Seconds a bet waits before acceptance (in play: Match Odds 5, Bookmaker 2; 0 pre-match). */
  betDelay: Type.Integer(),
  result: Type.Optional(MarketResult),
};

/** Exchange market (docs/rules/specification.md §3 Market) as served by fetch-market-odds. */
export const ExchangeMarket = Type.Object({
  ...marketFields,
  /** Matched so far, currency units. */
  totalMatched: Type.Number(),
  runners: Type.Array(ExchangeRunner),
});
export type ExchangeMarket = Static<typeof ExchangeMarket>;

/** Bookmaker runner: rates as percentages (45 = decimal 1.45, docs/architecture.md). */
export const BookmakerRunner = Type.Object({
  selectionId: Type.String(),
  runnerName: Type.String(),
  status: Type.Union([
    Type.Literal('ACTIVE'),
    Type.Literal('SUSPENDED'),
    Type.Literal('WINNER'),
    Type.Literal('LOSER'),
  ]),
  back: Type.Number(),
  lay: Type.Number(),
  backSize: Type.Number(),
  laySize: Type.Number(),
});
export type BookmakerRunner = Static<typeof BookmakerRunner>;

/** Bookmaker market of a match (fetch-bookmaker-odds). */
export const BookmakerMarket = Type.Object({
  ...marketFields,
  runners: Type.Array(BookmakerRunner),
});
export type BookmakerMarket = Static<typeof BookmakerMarket>;

/**
 * Fancy (session) row (docs/rules/specification.md §3 Fancy row): No = LayPrice1 at rate LaySize1, Yes = BackPrice1 at
 * rate BackSize1 (rate 100 = evens). GameStatus '' when open, 'Ball Running' while a delivery
 * is live, 'SUSPENDED' on a wicket, 'CLOSED' once decided.
 */
export const FancyRow = Type.Object({
  RunnerName: Type.String(),
  SelectionId: Type.String(),
  marketId: Type.String(),
  matchId: Type.String(),
  LayPrice1: Type.Number(),
  LaySize1: Type.Number(),
  BackPrice1: Type.Number(),
  BackSize1: Type.Number(),
  GameStatus: Type.String(),
  gtype: Type.String(),
  version: Type.Integer(),
  betDelay: Type.Integer(),
  result: Type.Optional(MarketResult),
});
export type FancyRow = Static<typeof FancyRow>;

/** Summary of a runner's best prices inside an event row. */
const MatchOddsSummary = Type.Object({
  marketId: Type.String(),
  inplay: Type.Boolean(),
  status: MarketStatus,
  runners: Type.Array(
    Type.Object({
      selectionId: Type.String(),
      runnerName: Type.String(),
      back: Type.Number(),
      lay: Type.Number(),
    }),
  ),
});

/** Event/match row of the catalogue (docs/rules/specification.md §3 Event/match). */
export const EventRow = Type.Object({
  eventName: Type.String(),
  /** Sport type id (spec: the route's id1). */
  eventId: Type.Integer(),
  competitionId: Type.String(),
  competitionName: Type.String(),
  matchId: Type.String(),
  /** Scheduled start, ISO-8601 UTC. */
  openDate: Type.String(),
  /** Date the real match was played (replays keep it, docs/rules/sports.md). */
  originalDate: Type.String(),
  venue: Type.String(),
  inPlay: Type.Boolean(),
  marketName: Type.String(),
  declared: Type.Boolean(),
  tv: Type.Boolean(),
  bm: Type.Boolean(),
  fancy: Type.Boolean(),
  s: Type.Boolean(),
  matchOdds: Type.Array(MatchOddsSummary),
  markets: Type.Array(
    Type.Object({ marketId: Type.String(), marketName: Type.String(), status: MarketStatus }),
  ),
  bmOdds: Type.Array(Type.Object({ marketId: Type.String(), status: MarketStatus })),
  joinedMarketIds: Type.Array(Type.String()),
  matchUrl: Type.String(),
  /** Data credit for derived data (e.g. Cricsheet, ODC-BY). */
  attribution: Type.String(),
});
export type EventRow = Static<typeof EventRow>;

/** Live score of a match for the score widget (issue 3 item 5). */
export const LiveScore = Type.Object({
  matchId: Type.String(),
  sportId: Type.Integer(),
  status: Type.Union([Type.Literal('scheduled'), Type.Literal('inplay'), Type.Literal('finished')]),
  teams: Type.Array(Type.String()),
  summary: Type.String({ description: 'one line, e.g. "CSK 120/3 (14.2)"' }),
  cricket: Type.Optional(
    Type.Object({
      innings: Type.Integer(),
      battingTeam: Type.String(),
      runs: Type.Integer(),
      wickets: Type.Integer(),
      overs: Type.String({ description: 'overs.balls, e.g. "14.2"' }),
      target: Type.Optional(Type.Integer()),
      batters: Type.Array(Type.Object({ name: Type.String(), runs: Type.Integer(), balls: Type.Integer() })),
      bowler: Type.Optional(
        Type.Object({
          name: Type.String(),
          runs: Type.Integer(),
          wickets: Type.Integer(),
          balls: Type.Integer(),
        }),
      ),
      recentBalls: Type.Array(Type.String()),
    }),
  ),
  tennis: Type.Optional(
    Type.Object({
      sets: Type.Array(Type.Array(Type.Integer())),
      games: Type.Array(Type.Integer()),
      points: Type.Array(Type.String()),
      server: Type.Integer(),
    }),
  ),
  soccer: Type.Optional(
    Type.Object({
      minute: Type.Integer(),
      score: Type.Array(Type.Integer()),
      goals: Type.Array(Type.Object({ minute: Type.Integer(), team: Type.Integer(), scorer: Type.String() })),
    }),
  ),
  attribution: Type.String(),
});
export type LiveScore = Static<typeof LiveScore>;

/** Min/max limits of a brand (docs/rules/specification.md §3 Min/max data; defaults docs/rules/specification.md §5). Amounts in currency units. */
export const MinMax = Type.Object({
  advanceBetLock: Type.Boolean(),
  oddsMin: Type.Number(),
  oddsMax: Type.Number(),
  fancyMin: Type.Number(),
  fancyMax: Type.Number(),
  bookmakerMin: Type.Number(),
  bookmakerMax: Type.Number(),
  /** Bet delay in seconds; 0 = the default 100 ms (docs/rules/specification.md §9). */
  delay: Type.Number(),
});
export type MinMax = Static<typeof MinMax>;
/** Compile-time check: the schema's MinMax and the constants entry's MinMaxLimits are one shape. */
const _minMaxIsLimits: [MinMax, MinMaxLimits] extends [MinMaxLimits, MinMax] ? true : never = true;

/** Locked sport of a user (docs/rules/specification.md §3 Locked sport). */
export const LockedSport = Type.Object({ eventId: Type.Integer(), lock: Type.Boolean() });
export type LockedSport = Static<typeof LockedSport>;

/** `POST /api/sports/fetch/event/lock` body: the user the locks are for (must be the caller). */
export const EventLockBody = Type.Object({ setFor: Type.String({ minLength: 1, maxLength: 64 }) });
export type EventLockBody = Static<typeof EventLockBody>;
