import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { loadReplays } from '../replay/load';
import { soccerFeed, soccerTimeline } from './soccer';

const soccer = loadReplays('soccer');

describe('soccer replay timeline', () => {
  it('ends every shipped match at its real 90-minute score, in time order', () => {
    for (const replay of soccer.matches) {
      const timeline = soccerTimeline(replay, createRng(replay.id), 1);
      const last = timeline.steps.at(-1)!;
      const ft = replay.score.ft;
      expect(last.state.period).toBe('FT');
      expect(last.state.score).toEqual(ft);
      for (let i = 1; i < timeline.steps.length; i++) {
        expect(timeline.steps[i]!.atMs).toBeGreaterThanOrEqual(timeline.steps[i - 1]!.atMs);
      }
      // 90 minutes + added time + 15 min half time.
      expect(timeline.durationMs).toBeGreaterThan(105 * 60_000);
      expect(timeline.durationMs).toBeLessThan(125 * 60_000);
    }
  });

  it('is deterministic for a seed and scaled by FEED_SPEED', () => {
    const replay = soccer.matches[0]!;
    const a = soccerTimeline(replay, createRng('s'), 1);
    expect(soccerTimeline(replay, createRng('s'), 1)).toEqual(a);
    expect(soccerTimeline(replay, createRng('s'), 10).durationMs).toBeCloseTo(a.durationMs / 10);
  });

  it('suspends after a goal and reopens with new prices', () => {
    const replay = soccer.matches.find(
      (m) => m.goals.length >= 2 && m.goals[0]!.minute > 5 && m.goals[0]!.minute < 40,
    )!;
    const feed = soccerFeed(soccer.matches, soccer.attribution);
    const timeline = soccerTimeline(replay, createRng('g'), 1);
    const goalIndex = timeline.steps.findIndex((s) => s.state.goals === 1);
    const ctx = (elapsedMs: number) => ({ matchId: '10000001', rng: createRng('q'), elapsedMs });
    const before = feed.markets(replay, timeline.steps[goalIndex - 1]!.state, ctx(1));
    const during = feed.markets(replay, timeline.steps[goalIndex]!.state, ctx(2));
    const after = feed.markets(replay, timeline.steps[goalIndex + 1]!.state, ctx(3));
    expect(during[0]!.value).toMatchObject({ status: 'SUSPENDED' });
    expect(after[0]!.value).toMatchObject({ status: 'OPEN' });
    const scorer = replay.goals[0]!.team === 0 ? '1' : '2';
    const bestBack = (records: typeof before) => {
      const market = records[0]!.value as {
        runners: { selectionId: string; ex: { availableToBack: { price: number }[] } }[];
      };
      return market.runners.find((r) => r.selectionId === scorer)!.ex.availableToBack[0]!.price;
    };
    expect(bestBack(after)).toBeLessThan(bestBack(before));
  });
});
