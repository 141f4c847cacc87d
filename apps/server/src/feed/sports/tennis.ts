import {
  initialScore,
  isMatchOver,
  matchWinProbability,
  setWinnerProbability,
  updateServeProbability,
  type Rng,
  type TennisRules,
} from '@backlay/pricing';
import type { TennisReplay, TennisScore } from '../replay/format';
import {
  competitionIds,
  type DecidedMarket,
  type MarketRecord,
  type PricingContext,
  type SportFeed,
  type Timeline,
  type TimelineStep,
} from '../types';
import {
  bookmakerMarket,
  bookmakerMarketId,
  exchangeMarket,
  exchangeMarketId,
  teamsDescription,
  type RunnerProbability,
} from './markets';
import { servePrior } from './tennis-ratings';

/** Tennis match state after a step of the replay. */
export interface TennisState {
  /** Score after the last point played (before the first point: the initial score). */
  score: TennisScore;
  /** Points of the replay played so far. */
  points: number;
  /** Points served so far, per player. */
  served: [number, number];
  /** Points won on own serve so far, per player. */
  servedWon: [number, number];
  /** Markets suspended (just after a break of serve). */
  suspended: boolean;
  /** The match is over (the last point of the replay). */
  finished: boolean;
}

const SECOND = 1000;
/** docs/rules/sports.md: about 25 s per point, 90 s at changeovers, 120 s between sets. */
const POINT_MS = 25 * SECOND;
const POINT_JITTER_MS = 5 * SECOND;
const CHANGEOVER_MS = 90 * SECOND;
const SET_BREAK_MS = 120 * SECOND;
/** Markets stay suspended this long after a break of serve (docs/rules/sports.md: suspend on break points). */
const BREAK_SUSPEND_MS = 15 * SECOND;
/** Market numbers: Match Odds 1 (exchange and Bookmaker); Set n Winner 10 + n. */
const MARKET = { matchOdds: 1, setWinner: (set: number) => 10 + set } as const;
const SELECTION = ['1', '2'] as const;

/** Grounds of the Grand Slams, by the start of the event name ('' for any other event). */
const GROUNDS: [string, string][] = [
  ['Wimbledon', 'All England Lawn Tennis and Croquet Club, London'],
  ['Australian Open', 'Melbourne Park, Melbourne'],
  ['Roland Garros', 'Stade Roland Garros, Paris'],
  ['US Open', 'USTA Billie Jean King National Tennis Center, New York'],
];

/** The ground of a tennis replay, "Stadium, City", from its event's name; '' when unknown. */
const groundOf = (replay: TennisReplay): string =>
  GROUNDS.find(([prefix]) => replay.event.startsWith(prefix))?.[1] ?? '';
/** A tennis replay as an event name reads it: the players as the sides, the city from its ground. */
const namedOf = (replay: TennisReplay) => ({
  teams: replay.players,
  competition: replay.event,
  originalDate: replay.originalDate,
  ground: groundOf(replay),
});

const rulesOf = (replay: TennisReplay): TennisRules => ({ bestOf: replay.bestOf, finalSet: replay.finalSet });
const setsPlayed = (score: TennisScore): number => score.sets[0] + score.sets[1];
const gamesPlayed = (score: TennisScore): number => score.games[0] + score.games[1];
/** Winner (0 or 1) of the real set `index` (0-based). */
const setWinnerOf = (replay: TennisReplay, index: number): 0 | 1 => {
  const g = replay.sets[index]!.g;
  return g[0] > g[1] ? 0 : 1;
};
/** True between sets: a set has just ended and the next has not had its first point. */
const atSetBreak = (score: TennisScore): boolean =>
  setsPlayed(score) > 0 &&
  gamesPlayed(score) === 0 &&
  score.points[0] === 0 &&
  score.points[1] === 0 &&
  !score.tiebreak;

/**
 * Lays a tennis replay out in time (docs/rules/sports.md: about 25 s per point with a seeded jitter of
 * +-5 s, 90 s more at changeovers -- after the odd games of a set -- and 120 s between sets). One
 * step per point with the score after it; a break of serve (the receiver wins a game, tiebreaks
 * excepted) suspends the markets for 15 s, cleared by a following step. The last point ends the
 * timeline.
 */
export function tennisTimeline(replay: TennisReplay, rng: Rng, speed: number): Timeline<TennisState> {
  const rules = rulesOf(replay);
  let state: TennisState = {
    score: initialScore(replay.firstServer),
    points: 0,
    served: [0, 0],
    servedWon: [0, 0],
    suspended: false,
    finished: false,
  };
  const steps: TimelineStep<TennisState>[] = [{ atMs: 0, state }];
  const push = (atMs: number, next: TennisState) => {
    state = next;
    steps.push({ atMs: atMs / speed, state });
  };
  let clockMs = 0;
  replay.points.forEach((point, i) => {
    clockMs += rng.int(POINT_MS - POINT_JITTER_MS, POINT_MS + POINT_JITTER_MS);
    const before = state.score;
    const after = point.score;
    const served: [number, number] = [state.served[0], state.served[1]];
    const servedWon: [number, number] = [state.servedWon[0], state.servedWon[1]];
    served[point.server] += 1;
    if (point.winner === point.server) servedWon[point.server] += 1;
    const setOver = setsPlayed(after) > setsPlayed(before);
    const gameOver = setOver || gamesPlayed(after) > gamesPlayed(before);
    const broken = gameOver && !before.tiebreak && point.winner !== point.server;
    const finished = isMatchOver(after, rules) !== null || i === replay.points.length - 1;
    push(clockMs, {
      score: after,
      points: i + 1,
      served,
      servedWon,
      suspended: broken && !finished,
      finished,
    });
    if (finished) return;
    if (state.suspended) push(clockMs + BREAK_SUSPEND_MS, { ...state, suspended: false });
    if (setOver) clockMs += SET_BREAK_MS;
    else if (gameOver && gamesPlayed(after) % 2 === 1) clockMs += CHANGEOVER_MS;
  });
  return { steps, durationMs: clockMs / speed };
}

/** Tennis points shown: 0/15/30/40/AD in a game, counts in a tiebreak. */
export function pointsShown(score: TennisScore): [string, string] {
  const [a, b] = score.points;
  if (score.tiebreak) return [String(a), String(b)];
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  const call = ['0', '15', '30', '40'];
  return [call[a] ?? '40', call[b] ?? '40'];
}

/** A player's surname as shown in the one-line summary ("Novak Djokovic" -> "Djokovic"). */
const surname = (name: string): string => name.trim().split(/\s+/).at(-1) ?? name;

/**
 * The tennis feed: Match Odds, Set Winner (the set in play) and Bookmaker, priced by the exact
 * Markov chain (Barnett & Clarke; O'Malley) from each player's serve-point probability, shrunk
 * from the tour prior toward the points served so far (weight 60 points).
 */
export function tennisFeed(
  replays: TennisReplay[],
  attribution: string,
): SportFeed<TennisReplay, TennisState> {
  const competitions = competitionIds(
    2,
    replays.map((r) => r.event),
  );
  /** Serve-point probabilities of players 0 and 1 at `state`: hand-set priors shrunk toward play. */
  const serveProbabilities = (replay: TennisReplay, state: TennisState | undefined): [number, number] => {
    const priors = [
      servePrior(replay.players[0], replay.tour),
      servePrior(replay.players[1], replay.tour),
    ] as const;
    if (!state) return [priors[0], priors[1]];
    return [
      updateServeProbability(priors[0], state.servedWon[0], state.served[0]),
      updateServeProbability(priors[1], state.servedWon[1], state.served[1]),
    ];
  };
  const players = (replay: TennisReplay, p0: number): RunnerProbability[] => [
    { selectionId: SELECTION[0], runnerName: replay.players[0], probability: p0 },
    { selectionId: SELECTION[1], runnerName: replay.players[1], probability: 1 - p0 },
  ];
  return {
    sportId: 2,
    replays,
    startIntervalMs: 60 * 60_000,
    describe: (replay) =>
      teamsDescription(
        namedOf(replay),
        competitions.get(replay.event)!,
        groundOf(replay),
        attribution,
        { bm: true, fancy: false },
        replays.map(namedOf),
      ),
    timeline: tennisTimeline,
    markets(replay, state, ctx): MarketRecord[] {
      const rules = rulesOf(replay);
      const score = state?.score ?? initialScore(replay.firstServer);
      const [pA, pB] = serveProbabilities(replay, state);
      const finished = state?.finished ?? false;
      const basics = (marketId: string, marketName: string) => ({
        marketId,
        marketName,
        matchId: ctx.matchId,
        inplay: state !== undefined && !finished,
        suspended: state?.suspended ?? false,
        rng: ctx.rng,
        elapsedMs: ctx.elapsedMs,
      });
      const setMarket = (set: number, p0: number) =>
        exchangeMarket(
          basics(exchangeMarketId(ctx.matchId, MARKET.setWinner(set)), `Set ${set} Winner`),
          players(replay, p0),
        );
      const sets: MarketRecord[] = [];
      // The set just finished stays listed until the next set's first point, so its closed book
      // (with the result) is published; then only the set in play is listed.
      if (atSetBreak(score)) {
        const done = setsPlayed(score);
        sets.push(setMarket(done, setWinnerOf(replay, done - 1) === 0 ? 1 : 0));
      }
      if (!finished) sets.push(setMarket(setsPlayed(score) + 1, setWinnerProbability(score, pA, pB, rules)));
      const match = players(replay, matchWinProbability(score, pA, pB, rules));
      return [
        exchangeMarket(basics(exchangeMarketId(ctx.matchId, MARKET.matchOdds), 'Match Odds'), match),
        ...sets,
        bookmakerMarket(basics(bookmakerMarketId(ctx.matchId, MARKET.matchOdds), 'Bookmaker'), match),
      ];
    },
    decided(replay, state, ctx: PricingContext, final): DecidedMarket[] {
      const decided: DecidedMarket[] = [];
      for (let set = 1; set <= setsPlayed(state.score); set++) {
        decided.push({
          marketId: exchangeMarketId(ctx.matchId, MARKET.setWinner(set)),
          marketType: 'Set Winner',
          result: { winnerSelectionId: SELECTION[setWinnerOf(replay, set - 1)], void: false },
        });
      }
      if (final || state.finished) {
        const winner = SELECTION[replay.winner];
        decided.push(
          {
            marketId: exchangeMarketId(ctx.matchId, MARKET.matchOdds),
            marketType: 'Match Odds',
            result: { winnerSelectionId: winner, void: false },
          },
          {
            marketId: bookmakerMarketId(ctx.matchId, MARKET.matchOdds),
            marketType: 'Bookmaker',
            result: { winnerSelectionId: winner, void: false },
          },
        );
      }
      return decided;
    },
    score(replay, state) {
      const score = state?.score ?? initialScore(replay.firstServer);
      const finished = state?.finished ?? false;
      const sets = replay.sets.slice(0, setsPlayed(score)).map((s) => [s.g[0], s.g[1]]);
      if (!finished) sets.push([score.games[0], score.games[1]]);
      const points = pointsShown(score);
      const [a, b] = replay.players.map(surname) as [string, string];
      const head = `${a} ${score.sets[0]}-${score.sets[1]} ${b}`;
      const game = score.tiebreak ? `tiebreak ${points[0]}-${points[1]}` : `${points[0]}-${points[1]}`;
      const summary = !state
        ? `${head} (not started)`
        : finished
          ? `${head} (${sets.map((s) => s.join('-')).join(' ')})`
          : `${head}, ${score.games[0]}-${score.games[1]}, ${game}`;
      return {
        teams: [...replay.players],
        summary,
        tennis: {
          sets,
          games: [score.games[0], score.games[1]],
          points: [...points],
          server: score.server,
        },
      };
    },
  };
}
