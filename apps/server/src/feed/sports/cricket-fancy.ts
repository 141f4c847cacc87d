import { fancyLine, sessionTotalDistribution } from '@backlay/pricing';
import type { CricketReplay } from '../replay/format';
import type { DecidedMarket, MarketRecord } from '../types';
import { fancyMarketId, BET_DELAY_SECONDS } from './markets';
import { chaseTarget, inningsScore, type CricketState } from './cricket-timeline';
import { modelOf } from './cricket-model';

/** A session row: runs of `team` by the end of `overs` overs of innings `innings` (0 or 1). */
interface Session {
  innings: number;
  overs: number;
  name: string;
  marketId: string;
}

/** Session ends by format (docs/rules/sports.md Markets: T20 6/10/15/20 overs; ODI 10 to 50). */
const SESSION_OVERS = { T20: [6, 10, 15, 20], ODI: [10, 20, 30, 40, 50] } as const;

/** The runs sessions of both main innings of a replay (the last one is the innings total). */
export function sessionsOf(replay: CricketReplay, matchId: string): Session[] {
  const out: Session[] = [];
  for (const innings of [0, 1]) {
    const team = replay.innings[innings]?.battingTeam;
    if (!team) continue;
    SESSION_OVERS[replay.format].forEach((overs, i) => {
      const last = overs * 6 >= replay.ballsPerInnings;
      out.push({
        innings,
        overs,
        name: last ? `${team} innings runs` : `${overs} over runs ${team}`,
        marketId: fancyMarketId(matchId, innings * 100 + i + 1),
      });
    });
  }
  return out;
}

/** Legal balls available to innings `index` (the revised target's balls in a D/L chase). */
const ballsOf = (replay: CricketReplay, index: number) =>
  chaseTarget(replay, index)?.balls ?? replay.ballsPerInnings;

/**
 * The session's value when decided, or undefined while open (docs/rules/sports.md Settlement: the real
 * score at the session's last ball, or the innings total if the innings ends first; void when a
 * revised target removes the session's overs).
 */
export function sessionOutcome(
  replay: CricketReplay,
  session: Session,
  state: CricketState,
): { value?: number; void: boolean } | undefined {
  if (state.innings < session.innings) return undefined;
  const innings = replay.innings[session.innings]!;
  const untilBall = session.overs * 6;
  if (untilBall > ballsOf(replay, session.innings) && untilBall < replay.ballsPerInnings)
    return { void: true };
  const bowled = state.innings === session.innings ? state.delivered : innings.balls.length;
  const balls = innings.balls.slice(0, bowled);
  const atEnd = balls.find((b) => b.legal && b.legalBalls === untilBall && !isFollowedByExtra(balls, b));
  const inningsOver =
    state.innings > session.innings || state.inningsBreak || bowled === innings.balls.length;
  if (atEnd) return { value: atEnd.score.runs, void: false };
  if (inningsOver) return { value: innings.total.runs, void: false };
  return undefined;
}

/** Extras after the session's last legal ball (e.g. a wide) still belong to it until the next legal ball. */
function isFollowedByExtra(
  balls: CricketReplay['innings'][number]['balls'],
  ball: (typeof balls)[number],
): boolean {
  const next = balls[balls.indexOf(ball) + 1];
  return next !== undefined && !next.legal;
}

/** Open Fancy rows of the current innings at `state` (none before the match or in a super over). */
export function fancyRows(
  replay: CricketReplay,
  state: CricketState | undefined,
  matchId: string,
): MarketRecord[] {
  if (!state || state.inningsBreak || state.innings > 1) return [];
  const score = inningsScore(replay, state);
  const available = ballsOf(replay, state.innings);
  const status = state.ballRunning ? 'Ball Running' : state.suspended ? 'SUSPENDED' : '';
  return sessionsOf(replay, matchId)
    .filter((s) => s.innings === state.innings && !sessionOutcome(replay, s, state))
    .map((s) => {
      const untilBall = Math.min(s.overs * 6, available);
      const distribution = sessionTotalDistribution(modelOf(replay), {
        runs: score.runs,
        ballsBowled: Math.min(score.legalBalls, untilBall),
        wicketsLost: Math.min(score.wickets, 9),
        untilBall,
      });
      const line = fancyLine(distribution);
      return {
        kind: 'fancy' as const,
        key: s.marketId,
        value: {
          RunnerName: s.name,
          SelectionId: s.marketId,
          marketId: s.marketId,
          matchId,
          LayPrice1: line.no,
          LaySize1: line.noRate,
          BackPrice1: line.yes,
          BackSize1: line.yesRate,
          GameStatus: status,
          gtype: 'runs',
          betDelay: BET_DELAY_SECONDS.fancy,
        },
      };
    });
}

/** Sessions decided by `state`. */
export function decidedSessions(
  replay: CricketReplay,
  state: CricketState,
  matchId: string,
): DecidedMarket[] {
  const out: DecidedMarket[] = [];
  for (const session of sessionsOf(replay, matchId)) {
    const outcome = sessionOutcome(replay, session, state);
    if (outcome) out.push({ marketId: session.marketId, marketType: 'FANCY', result: outcome });
  }
  return out;
}
