import { expectedGoals, soccerMarkets, type Rng } from '@backlay/pricing';
import type { SoccerReplay } from '../replay/format';
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
  teamsDescription,
  bookmakerMarket,
  bookmakerMarketId,
  exchangeMarket,
  exchangeMarketId,
  type RunnerProbability,
} from './markets';
import { soccerRatings, strengthOf } from './soccer-ratings';

/** Soccer match state after a step of the replay. */
export interface SoccerState {
  period: 1 | 'HT' | 2 | 'FT';
  /** Match minute shown (45 and 90 during added time). */
  minute: number;
  added: number;
  score: [number, number];
  /** Goals of the replay that have happened. */
  goals: number;
  /** Markets suspended (just after a goal). */
  suspended: boolean;
}

const MINUTE = 60_000;
/** Half-time break and the post-goal suspension (docs/rules/sports.md: 15 min half time). */
const HALF_TIME_MS = 15 * MINUTE;
const GOAL_SUSPEND_MS = 30_000;
const OVER_UNDER = ['0.5', '1.5', '2.5', '3.5'] as const;
const SELECTION = { home: '1', away: '2', draw: '3', under: '1', over: '2' } as const;

/**
 * Lays a soccer replay out in time (docs/rules/sports.md: 1 minute per minute, 15 min half time, goals
 * at their minute with a seeded second). Goals after 90 minutes (extra time) are not replayed:
 * every market settles on the 90-minute score.
 */
export function soccerTimeline(replay: SoccerReplay, rng: Rng, speed: number): Timeline<SoccerState> {
  const regular = replay.goals.filter((g) => g.minute <= 90);
  const addedIn = (half: 1 | 2) => {
    const limit = half === 1 ? 45 : 90;
    const offsets = regular.filter((g) => g.minute === limit).map((g) => g.offset);
    return Math.max(rng.int(1, 4), ...offsets.map((o) => o + 1));
  };
  const halves = [
    { half: 1 as const, from: 0, to: 45, added: addedIn(1) },
    { half: 2 as const, from: 45, to: 90, added: addedIn(2) },
  ];
  const steps: TimelineStep<SoccerState>[] = [];
  let state: SoccerState = { period: 1, minute: 0, added: 0, score: [0, 0], goals: 0, suspended: false };
  const push = (atMs: number, next: Partial<SoccerState>) => {
    state = { ...state, ...next };
    steps.push({ atMs: atMs / speed, state });
  };
  let clockMs = 0;
  for (const { half, from, to, added } of halves) {
    const start = clockMs;
    push(start, { period: half, minute: from, added: 0, suspended: false });
    const goals = regular.filter((g) => (half === 1 ? g.minute <= 45 : g.minute > 45));
    const events: {
      atMs: number;
      goal?: (typeof goals)[number];
      resume?: boolean;
      minute: number;
      added: number;
    }[] = [];
    for (let m = from + 1; m <= to + added; m++) {
      events.push({ atMs: start + (m - from) * MINUTE, minute: Math.min(m, to), added: Math.max(0, m - to) });
    }
    for (const goal of goals) {
      const minuteIndex = Math.min(goal.minute, to) + (goal.minute >= to ? goal.offset : 0) - from;
      const atMs = start + (minuteIndex - 1) * MINUTE + rng.int(1, 59) * 1000;
      const minute = Math.min(goal.minute, to);
      const addedNow = goal.minute >= to ? goal.offset : 0;
      const halfEnd = start + (to - from + added) * MINUTE;
      const resumeAt = Math.min(atMs + GOAL_SUSPEND_MS, halfEnd - 1);
      events.push(
        { atMs, goal, minute, added: addedNow },
        { atMs: resumeAt, resume: true, minute, added: addedNow },
      );
    }
    events.sort((a, b) => a.atMs - b.atMs);
    for (const event of events) {
      if (event.goal) {
        push(event.atMs, {
          score: event.goal.score,
          goals: state.goals + 1,
          suspended: true,
          minute: event.minute,
          added: event.added,
        });
      } else if (event.resume) {
        push(event.atMs, { suspended: false });
      } else {
        push(event.atMs, { minute: event.minute, added: event.added });
      }
    }
    clockMs = start + (to - from + added) * MINUTE;
    if (half === 1) {
      push(clockMs, { period: 'HT', suspended: false });
      clockMs += HALF_TIME_MS;
    }
  }
  push(clockMs, { period: 'FT', suspended: false });
  return { steps, durationMs: clockMs / speed };
}

/** The soccer feed: Match Odds, Over/Under 0.5-3.5 and Bookmaker (1X2), priced by Dixon-Coles. */
export function soccerFeed(
  replays: SoccerReplay[],
  attribution: string,
): SportFeed<SoccerReplay, SoccerState> {
  const ratings = soccerRatings(replays);
  const competitions = competitionIds(
    1,
    replays.map((r) => r.competition),
  );
  const rates = (replay: SoccerReplay) => {
    const [home, away] = ratings.get(replay.id) ?? [1500, 1500];
    return expectedGoals(strengthOf(home), strengthOf(away));
  };
  const probabilities = (replay: SoccerReplay, state: SoccerState | undefined) => {
    const { lambda, mu } = rates(replay);
    return soccerMarkets({
      minute: !state ? 0 : state.period === 'HT' ? 45 : state.period === 'FT' ? 90 : state.minute,
      score: state?.score ?? [0, 0],
      lambda,
      mu,
    });
  };
  return {
    sportId: 1,
    replays,
    startIntervalMs: 45 * MINUTE,
    describe: (replay) =>
      teamsDescription(
        replay,
        competitions.get(replay.competition)!,
        replay.ground ?? '',
        attribution,
        { bm: true, fancy: false },
        replays,
      ),
    timeline: soccerTimeline,
    markets(replay, state, ctx): MarketRecord[] {
      const p = probabilities(replay, state);
      const inplay = state !== undefined && state.period !== 'FT';
      const basics = (marketId: string, marketName: string) => ({
        marketId,
        marketName,
        matchId: ctx.matchId,
        inplay,
        suspended: state?.suspended ?? false,
        rng: ctx.rng,
        elapsedMs: ctx.elapsedMs,
      });
      const oneXTwo: RunnerProbability[] = [
        { selectionId: SELECTION.home, runnerName: replay.teams[0], probability: p.home },
        { selectionId: SELECTION.away, runnerName: replay.teams[1], probability: p.away },
        { selectionId: SELECTION.draw, runnerName: 'The Draw', probability: p.draw },
      ];
      return [
        exchangeMarket(basics(exchangeMarketId(ctx.matchId, 1), 'Match Odds'), oneXTwo),
        ...OVER_UNDER.map((line, i) =>
          exchangeMarket(basics(exchangeMarketId(ctx.matchId, 2 + i), `Over/Under ${line} Goals`), [
            {
              selectionId: SELECTION.under,
              runnerName: `Under ${line} Goals`,
              probability: 1 - p.over[line],
            },
            { selectionId: SELECTION.over, runnerName: `Over ${line} Goals`, probability: p.over[line] },
          ]),
        ),
        bookmakerMarket(basics(bookmakerMarketId(ctx.matchId, 1), 'Bookmaker'), oneXTwo),
      ];
    },
    decided(replay, state, ctx: PricingContext, final): DecidedMarket[] {
      const total = state.score[0] + state.score[1];
      const decided: DecidedMarket[] = [];
      OVER_UNDER.forEach((line, i) => {
        if (total > Number(line) || final) {
          const winner = total > Number(line) ? SELECTION.over : SELECTION.under;
          decided.push({
            marketId: exchangeMarketId(ctx.matchId, 2 + i),
            marketType: 'Over/Under',
            result: { winnerSelectionId: winner, void: false },
          });
        }
      });
      if (final) {
        const winner = SELECTION[replay.result90];
        decided.push(
          {
            marketId: exchangeMarketId(ctx.matchId, 1),
            marketType: 'Match Odds',
            result: { winnerSelectionId: winner, void: false },
          },
          {
            marketId: bookmakerMarketId(ctx.matchId, 1),
            marketType: 'Bookmaker',
            result: { winnerSelectionId: winner, void: false },
          },
        );
      }
      return decided;
    },
    score(replay, state) {
      const score = state?.score ?? [0, 0];
      const minute = state?.minute ?? 0;
      const shown = !state
        ? 'not started'
        : state.period === 'HT'
          ? 'HT'
          : state.period === 'FT'
            ? 'FT'
            : `${minute}${state.added ? `+${state.added}` : ''}'`;
      const goals = replay.goals
        .slice(0, state?.goals ?? 0)
        .map((g) => ({ minute: g.minute, team: g.team, scorer: g.scorer }));
      return {
        teams: [...replay.teams],
        summary: `${replay.teams[0]} ${score[0]}-${score[1]} ${replay.teams[1]} (${shown})`,
        soccer: { minute, score: [...score], goals },
      };
    },
  };
}
