import { chaseWinProbability, cricketModel, createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { withResult } from '../engine';
import { loadReplays } from '../replay/load';
import type { MarketResult } from '@backlay/contracts';
import { cricketFeed, matchWinner } from './cricket';
import type { CricketReplay } from '../replay/format';
import { battingFirstWinProbability, tieProbability } from './cricket-model';
import { cricketPriors } from './cricket-ratings';
import {
  chaseTarget,
  cricketTimeline,
  inningsScore,
  revisionPoint,
  type CricketState,
} from './cricket-timeline';

const cricket = loadReplays('cricket');
const feed = cricketFeed(cricket.matches, cricket.attribution);
const ctx = (matchId = '40000001') => ({ matchId, rng: createRng('t'), elapsedMs: 0 });

describe('cricket replay', () => {
  it('ends every shipped match at its real final score, in time order, deterministically', () => {
    for (const replay of cricket.matches) {
      const timeline = cricketTimeline(replay, createRng(replay.id), 1);
      expect(cricketTimeline(replay, createRng(replay.id), 1)).toEqual(timeline);
      const last = timeline.steps.at(-1)!.state;
      expect(last.innings).toBe(replay.innings.length - 1);
      const innings = replay.innings[last.innings]!;
      expect(inningsScore(replay, last)).toEqual(innings.total);
      for (let i = 1; i < timeline.steps.length; i++) {
        expect(timeline.steps[i]!.atMs).toBeGreaterThanOrEqual(timeline.steps[i - 1]!.atMs);
      }
      expect(timeline.steps.at(-1)!.atMs).toBeLessThanOrEqual(timeline.durationMs);
    }
  });

  it('scales time by FEED_SPEED: a T20 lasts about 3 h at 1 and about 20 min at 10', () => {
    const t20 = cricket.matches.find((m) => m.format === 'T20' && m.innings.length === 2)!;
    const hours = cricketTimeline(t20, createRng('x'), 1).durationMs / 3600_000;
    expect(hours).toBeGreaterThan(2.3);
    expect(hours).toBeLessThan(3.8);
    expect(cricketTimeline(t20, createRng('x'), 10).durationMs / 60_000).toBeLessThan(23);
  });

  it('decides every market on the real result: winner, tie with super over, D/L, toss', () => {
    for (const replay of cricket.matches) {
      const timeline = cricketTimeline(replay, createRng(replay.id), 1);
      const decided = feed.decided(replay, timeline.steps.at(-1)!.state, ctx(), true);
      const byType = new Map(decided.map((d) => [d.marketType, d.result]));
      const winner = matchWinner(replay)!;
      const winnerId = replay.teams[0] === winner ? '1' : '2';
      expect(byType.get('Match Odds')).toEqual({ winnerSelectionId: winnerId, void: false });
      expect(byType.get('Bookmaker')).toEqual({ winnerSelectionId: winnerId, void: false });
      expect(byType.get('Tied Match')!.winnerSelectionId).toBe(replay.outcome.result === 'tie' ? '1' : '2');
      expect(byType.get('To Win the Toss')!.winnerSelectionId).toBe(
        replay.teams[0] === replay.toss.winner ? '1' : '2',
      );
      const sessions = decided.filter((d) => d.marketType === 'FANCY');
      const totals = sessions.filter((d) => !d.result.void).map((d) => d.result.value!);
      expect(totals).toContain(replay.innings[0]!.total.runs);
    }
    const ties = cricket.matches.filter((m) => m.outcome.result === 'tie');
    expect(ties.map((m) => m.outcome.eliminator).sort()).toEqual(['England', 'Oman']);
  });

  it('voids the sessions a revised (D/L) target removes', () => {
    const dl = cricket.matches.find((m) => m.id === '682961')!; // chase cut to 13.5 overs: the 15-over session goes
    const timeline = cricketTimeline(dl, createRng('dl'), 1);
    const decided = feed
      .decided(dl, timeline.steps.at(-1)!.state, ctx(), true)
      .filter((d) => d.marketType === 'FANCY');
    const secondInnings = decided.filter((d) => d.marketId.slice(-3).startsWith('1'));
    expect(secondInnings.some((d) => d.result.void)).toBe(true);
    expect(secondInnings.some((d) => !d.result.void)).toBe(true);
  });

  it('the pre-ball win probability beats the constant 0.5 (Brier score over every match)', () => {
    let sum = 0;
    let count = 0;
    for (const replay of cricket.matches) {
      const battingFirst = replay.innings[0]!.battingTeam;
      const y = matchWinner(replay) === battingFirst ? 1 : 0;
      const timeline = cricketTimeline(replay, createRng(replay.id), 1);
      for (const step of timeline.steps) {
        const s = step.state;
        if (!s.ballRunning || s.innings > 1) continue; // the price just before each ball
        const p = battingFirstWinProbability(replay, s);
        sum += (p - y) ** 2;
        count++;
      }
    }
    const brier = sum / count;
    console.log(
      `cricket Brier score over ${count} balls of ${cricket.matches.length} matches: ${brier.toFixed(4)} (constant 0.5: 0.2500)`,
    );
    expect(brier).toBeLessThan(0.25);
  });

  it('prices fancy sessions with Ball Running and SUSPENDED states, and lines that rise with runs', () => {
    const replay = cricket.matches.find((m) => m.format === 'T20' && m.innings.length === 2)!;
    const timeline = cricketTimeline(replay, createRng('f'), 1);
    const running = timeline.steps.find((s) => s.state.ballRunning && s.state.delivered > 10)!;
    const rows = feed.markets(replay, running.state, ctx()).filter((r) => r.kind === 'fancy');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.value.GameStatus === 'Ball Running')).toBe(true);
    const wicket = timeline.steps.find((s) => s.state.suspended)!;
    const atWicket = feed.markets(replay, wicket.state, ctx());
    expect(atWicket.filter((r) => r.kind === 'fancy').every((r) => r.value.GameStatus === 'SUSPENDED')).toBe(
      true,
    );
    expect(atWicket[0]!.value).toMatchObject({ status: 'SUSPENDED' });
    const lineAt = (delivered: number) => {
      const state = { innings: 0, delivered, ballRunning: false, suspended: false, inningsBreak: false };
      const row = feed
        .markets(replay, state, ctx())
        .find((r) => r.kind === 'fancy' && r.value.RunnerName.startsWith('20') === false);
      return row!.kind === 'fancy' ? row!.value : undefined;
    };
    const early = lineAt(1)!;
    const later = lineAt(30)!;
    expect(early.RunnerName).toBe(later.RunnerName);
    expect(later.LayPrice1).toBeGreaterThanOrEqual(early.LayPrice1);
    expect(early.BackPrice1).toBe(early.LayPrice1 + 1);
  });

  it('closes a decided market with its result', () => {
    const replay = cricket.matches[0]!;
    const timeline = cricketTimeline(replay, createRng('c'), 1);
    const state = timeline.steps.at(-1)!.state;
    const decided = feed.decided(replay, state, ctx(), true);
    const results = new Map<string, MarketResult>(
      decided.map((d) => [d.marketId, { ...d.result, decidedAt: 'x' }]),
    );
    const matchOdds = withResult(feed.markets(replay, state, ctx())[0]!, results);
    expect(matchOdds.kind === 'exchange' && matchOdds.value.status).toBe('CLOSED');
    if (matchOdds.kind === 'exchange')
      expect(matchOdds.value.runners.map((r) => r.status).sort()).toEqual(['LOSER', 'WINNER']);
  });

  it('opens each match at its ratings price, moves it with the toss, and carries it into play', () => {
    const priors = cricketPriors(cricket.matches);
    const backs = new Set<string>();
    for (const replay of cricket.matches) {
      const prior = priors.get(replay.id)!;
      const odds = feed.markets(replay, undefined, ctx())[0]!;
      if (odds.kind !== 'exchange') throw new Error('Match Odds first');
      backs.add(odds.value.runners.map((r) => r.ex.availableToBack[0]?.price).join('/'));
      const timeline = cricketTimeline(replay, createRng(replay.id), 1);
      const start = timeline.steps[0]!.state;
      // At the first ball the price is the prior with the toss known (continuous but for the toss); at the end, the state's own.
      expect(battingFirstWinProbability(replay, start, prior.battingFirst)).toBeCloseTo(
        prior.battingFirst,
        4, // WASP at the first ball is 0.5 within 2e-5 (ODI)
      );
      const end = timeline.steps.at(-1)!.state;
      expect(battingFirstWinProbability(replay, end, prior.battingFirst)).toBe(
        battingFirstWinProbability(replay, end),
      );
    }
    expect(backs.size).toBeGreaterThanOrEqual(10);
  });

  it('improves the in-play Brier score with the prior carried in (per ball, first and second innings)', () => {
    const priors = cricketPriors(cricket.matches);
    let without = 0;
    let withPrior = 0;
    let count = 0;
    for (const replay of cricket.matches) {
      const y = matchWinner(replay) === replay.innings[0]!.battingTeam ? 1 : 0;
      const prior = priors.get(replay.id)!.battingFirst;
      for (const step of cricketTimeline(replay, createRng(replay.id), 1).steps) {
        if (!step.state.ballRunning || step.state.innings > 1) continue;
        without += (battingFirstWinProbability(replay, step.state) - y) ** 2;
        withPrior += (battingFirstWinProbability(replay, step.state, prior) - y) ** 2;
        count++;
      }
    }
    console.log(
      `cricket in-play Brier over ${count} balls: WASP ${(without / count).toFixed(4)}, with the prior ${(withPrior / count).toFixed(4)}`,
    );
    expect(withPrior).toBeLessThan(without);
  });

  it('prices a rain-revised chase on the original target until the data proves the revision (682961)', () => {
    const dl = cricket.matches.find((m) => m.id === '682961')!;
    const chase = dl.innings[1]!;
    // Called off at 13.5 overs: nothing proves the revision before the end.
    expect(revisionPoint(dl, 1)).toBe(chase.balls.length);
    expect(chaseTarget(dl, 1)).toEqual({ runs: 108, balls: 83 });
    expect(chaseTarget(dl, 1, 0)).toEqual({ runs: 161, balls: 120 });
    expect(chaseTarget(dl, 1, chase.balls.length - 1)).toEqual({ runs: 161, balls: 120 });
    expect(chaseTarget(dl, 1, chase.balls.length)).toEqual({ runs: 108, balls: 83 });
    const state: CricketState = {
      innings: 1,
      delivered: 30,
      ballRunning: false,
      suspended: false,
      inningsBreak: false,
    };
    const score = inningsScore(dl, state);
    const original = chaseWinProbability(cricketModel('T20', 120), {
      runsNeeded: 161 - score.runs,
      ballsBowled: score.legalBalls,
      wicketsLost: score.wickets,
    });
    expect(battingFirstWinProbability(dl, state)).toBeCloseTo(1 - original, 12);
    expect(tieProbability(dl, state)).toBeGreaterThan(0);
    // At the final state the revised target decides it: Sri Lanka (batting first) won.
    const last = { ...state, delivered: chase.balls.length };
    expect(battingFirstWinProbability(dl, last)).toBe(1);
    // The 2023 IPL final reached its revised 171 off the last ball, short of the original 215.
    const final = cricket.matches.find((m) => m.id === '1370353')!;
    expect(revisionPoint(final, 1)).toBe(final.innings[1]!.balls.length - 1);
    expect(
      revisionPoint(
        cricket.matches.find((m) => m.id === '287879')!,
        1,
      ),
    ).toBeUndefined();
  });

  it('dates a revision from the first innings cut short, or from a chase going past the original target', () => {
    const base = cricket.matches.find((m) => m.id === '682961')!;
    const first = base.innings[0]!;
    const cutFirst: CricketReplay = {
      ...base,
      innings: [{ ...first, total: { ...first.total, legalBalls: 100 } }, base.innings[1]!],
    };
    expect(revisionPoint(cutFirst, 1)).toBe(0);
    expect(chaseTarget(cutFirst, 1, 0)).toEqual({ runs: 108, balls: 83 });
    // A revised target above the original (hypothetical): the chase passing 59 proves it was known.
    const chase = base.innings[1]!;
    const passed = chase.balls.findIndex((b) => b.score.runs >= 59);
    const upward: CricketReplay = {
      ...base,
      innings: [
        { ...first, total: { ...first.total, runs: 58 } },
        { ...chase, target: { runs: 200, overs: 20 } },
      ],
    };
    expect(revisionPoint(upward, 1)).toBe(passed + 1);
  });
});
