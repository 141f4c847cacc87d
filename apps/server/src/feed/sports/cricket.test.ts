import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { withResult } from '../engine';
import { loadReplays } from '../replay/load';
import type { MarketResult } from '@backlay/contracts';
import { cricketFeed, matchWinner } from './cricket';
import { battingFirstWinProbability } from './cricket-model';
import { cricketTimeline, inningsScore } from './cricket-timeline';

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
});
