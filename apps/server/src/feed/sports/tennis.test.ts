import { createRng } from '@backlay/pricing';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../clock';
import { EventBus } from '../../realtime/bus';
import { FeedEngine } from '../engine';
import { loadReplays } from '../replay/load';
import { MarketStore } from '../store';
import type { DecidedMarket, MarketRecord, SportFeed } from '../types';
import { bookmakerMarketId, exchangeMarketId } from './markets';
import { pointsShown, tennisFeed, tennisTimeline, type TennisState } from './tennis';

const tennis = loadReplays('tennis');
const feed = tennisFeed(tennis.matches, tennis.attribution);
const MATCH = '20000001';
const ctx = (elapsedMs = 0) => ({ matchId: MATCH, rng: createRng('q'), elapsedMs });

interface Book {
  marketId: string;
  marketName: string;
  status: string;
  runners: { selectionId: string; ex: { availableToBack: { price: number }[] } }[];
}
/** The exchange or Bookmaker fields a test reads (tennis has no fancy rows). */
const head = (record: MarketRecord) =>
  record.value as { marketId: string; marketName: string; status: string };
const book = (records: MarketRecord[], name: string) =>
  records.find((r) => head(r).marketName === name)?.value as Book | undefined;
const bestBack = (records: MarketRecord[], selectionId: string) =>
  book(records, 'Match Odds')!.runners.find((r) => r.selectionId === selectionId)!.ex.availableToBack[0]!
    .price;

describe('tennis replay timeline', () => {
  it('ends every shipped match at its real final score, in time order', () => {
    expect(tennis.matches.length).toBeGreaterThanOrEqual(15);
    for (const replay of tennis.matches) {
      const timeline = tennisTimeline(replay, createRng(replay.id), 1);
      const last = timeline.steps.at(-1)!;
      const setsWon = [0, 1].map((p) => replay.sets.filter((s) => (s.g[0] > s.g[1] ? 0 : 1) === p).length);
      expect(last.state.finished).toBe(true);
      expect(last.state.points).toBe(replay.points.length);
      expect(last.state.score.sets).toEqual(setsWon);
      expect(last.atMs).toBe(timeline.durationMs);
      expect(feed.score(replay, last.state, ctx()).tennis!.sets).toEqual(replay.sets.map((s) => s.g));
      let points = 0;
      for (let i = 1; i < timeline.steps.length; i++) {
        const [prev, step] = [timeline.steps[i - 1]!, timeline.steps[i]!];
        expect(step.atMs).toBeGreaterThan(prev.atMs);
        // Every point in order, each once; a suspension-clearing step repeats the score.
        if (step.state.points !== points) expect(step.state.points).toBe(++points);
        else expect(prev.state.suspended && !step.state.suspended).toBe(true);
        expect(step.state.finished).toBe(i === timeline.steps.length - 1);
      }
      // About 25 s a point plus changeovers and set breaks.
      const n = replay.points.length;
      expect(timeline.durationMs).toBeGreaterThan(n * 20_000);
      expect(timeline.durationMs).toBeLessThan(n * 30_000 + (n / 4) * 90_000);
    }
  });

  it('spaces points ~25 s, with 90 s changeovers and 120 s between sets', () => {
    const replay = tennis.matches[0]!;
    const steps = tennisTimeline(replay, createRng('t'), 1).steps.filter(
      (s, i, all) => i === 0 || s.state.points !== all[i - 1]!.state.points,
    );
    for (let i = 1; i < steps.length - 1; i++) {
      const gap = steps[i + 1]!.atMs - steps[i]!.atMs;
      const [before, after] = [steps[i - 1]!.state.score, steps[i]!.state.score];
      const sets = (s: TennisState['score']) => s.sets[0] + s.sets[1];
      const games = (s: TennisState['score']) => s.games[0] + s.games[1];
      const extra =
        sets(after) > sets(before)
          ? 120_000
          : games(after) > games(before) && games(after) % 2 === 1
            ? 90_000
            : 0;
      expect(gap - extra).toBeGreaterThanOrEqual(20_000);
      expect(gap - extra).toBeLessThanOrEqual(30_000);
    }
  });

  it('is deterministic for a seed and scaled by FEED_SPEED', () => {
    const replay = tennis.matches[0]!;
    const a = tennisTimeline(replay, createRng('s'), 1);
    expect(tennisTimeline(replay, createRng('s'), 1)).toEqual(a);
    expect(tennisTimeline(replay, createRng('s2'), 1).durationMs).not.toBe(a.durationMs);
    const fast = tennisTimeline(replay, createRng('s'), 10);
    expect(fast.durationMs).toBeCloseTo(a.durationMs / 10);
    expect(fast.steps.map((s) => s.atMs * 10)).toEqual(a.steps.map((s) => s.atMs));
  });
});

describe('tennis markets', () => {
  it('lists Match Odds, Set 1 Winner and Bookmaker pre-match, described from the replay', () => {
    const replay = tennis.matches.find((m) => m.id === 'wimb-2019-m-f')!;
    const records = feed.markets(replay, undefined, ctx(-1));
    expect(records.map((r) => [r.kind, head(r).marketName, head(r).marketId])).toEqual([
      ['exchange', 'Match Odds', exchangeMarketId(MATCH, 1)],
      ['exchange', 'Set 1 Winner', exchangeMarketId(MATCH, 11)],
      ['bookmaker', 'Bookmaker', bookmakerMarketId(MATCH, 1)],
    ]);
    const odds = book(records, 'Match Odds')!;
    expect(odds.status).toBe('OPEN');
    expect(odds.runners.map((r) => r.selectionId)).toEqual(['1', '2']);
    expect(feed.describe(replay)).toMatchObject({
      eventName: 'Novak Djokovic v Roger Federer, London 2019',
      competitionName: 'Wimbledon 2019',
      teams: ['Novak Djokovic', 'Roger Federer'],
      originalDate: '2019-07-14',
      attribution: tennis.attribution,
      bm: true,
      fancy: false,
    });
    expect(feed.sportId).toBe(2);
    expect(feed.startIntervalMs).toBe(60 * 60_000);
    const ids = new Set(tennis.matches.map((m) => feed.describe(m).competitionId));
    expect(ids.size).toBe(new Set(tennis.matches.map((m) => m.event)).size);
    for (const id of ids) expect(Number(id)).toBeGreaterThan(2000);
  });

  it('lists only the set in play, keeping a finished set listed until the next set starts', () => {
    const replay = tennis.matches[0]!;
    const { steps } = tennisTimeline(replay, createRng('l'), 1);
    for (const { state } of steps) {
      const names = feed.markets(replay, state, ctx()).map((r) => head(r).marketName);
      const played = state.score.sets[0] + state.score.sets[1];
      const fresh =
        played > 0 && state.score.games.every((g) => g === 0) && !state.score.points.some(Boolean);
      const expected = [
        ...(fresh ? [`Set ${played} Winner`] : []),
        ...(state.finished ? [] : [`Set ${played + 1} Winner`]),
      ];
      expect(names).toEqual(['Match Odds', ...expected, 'Bookmaker']);
    }
  });

  it('suspends after a break of serve, then reopens with the breaker shorter', () => {
    const replay = tennis.matches[0]!;
    const { steps } = tennisTimeline(replay, createRng('b'), 1);
    const breakAt = steps.findIndex((s, i) => {
      const point = replay.points[s.state.points - 1];
      return s.state.suspended && point?.winner === 0 && point.server === 1 && i > 0;
    });
    expect(breakAt).toBeGreaterThan(0);
    const before = feed.markets(replay, steps[breakAt - 1]!.state, ctx(1));
    const during = feed.markets(replay, steps[breakAt]!.state, ctx(2));
    const after = feed.markets(replay, steps[breakAt + 1]!.state, ctx(3));
    expect(steps[breakAt + 1]!.atMs - steps[breakAt]!.atMs).toBe(15_000);
    for (const record of during) expect(head(record).status).toBe('SUSPENDED');
    for (const record of after) expect(head(record).status).toBe('OPEN');
    expect(bestBack(after, '1')).toBeLessThan(bestBack(before, '1'));
    expect(bestBack(after, '2')).toBeGreaterThan(bestBack(before, '2'));
    // Every break of serve suspends; holds and tiebreak points do not.
    for (let i = 1; i < steps.length; i++) {
      const { state } = steps[i]!;
      if (state.points === steps[i - 1]!.state.points) continue;
      const point = replay.points[state.points - 1]!;
      const prev = steps[i - 1]!.state.score;
      const gameOver =
        state.score.sets[0] + state.score.sets[1] > prev.sets[0] + prev.sets[1] ||
        state.score.games[0] + state.score.games[1] > prev.games[0] + prev.games[1];
      const broken = gameOver && !prev.tiebreak && point.winner !== point.server;
      expect(state.suspended).toBe(broken && !state.finished);
    }
  });

  it('decides each Set Winner market with the real set winner when its set ends', () => {
    for (const replay of tennis.matches) {
      const { steps } = tennisTimeline(replay, createRng(replay.id), 1);
      const decidedAt = new Map<string, { step: number; result: DecidedMarket }>();
      steps.forEach(({ state }, i) => {
        const final = i === steps.length - 1;
        for (const d of feed.decided(replay, state, ctx(), final)) {
          if (!decidedAt.has(d.marketId)) decidedAt.set(d.marketId, { step: i, result: d });
        }
      });
      replay.sets.forEach((set, k) => {
        const entry = decidedAt.get(exchangeMarketId(MATCH, 11 + k))!;
        expect(entry.result.marketType).toBe('Set Winner');
        expect(entry.result.result).toEqual({
          winnerSelectionId: set.g[0] > set.g[1] ? '1' : '2',
          void: false,
        });
        const state = steps[entry.step]!.state.score;
        expect(state.sets[0] + state.sets[1]).toBe(k + 1);
        const previous = steps[entry.step - 1]!.state.score;
        expect(previous.sets[0] + previous.sets[1]).toBe(k);
      });
      expect(decidedAt.get(exchangeMarketId(MATCH, 1))!.step).toBe(steps.length - 1);
      expect(decidedAt.size).toBe(replay.sets.length + 2);
    }
  });

  it('decides Match Odds and Bookmaker on the winner at the final state', () => {
    for (const replay of tennis.matches) {
      const { steps } = tennisTimeline(replay, createRng(replay.id), 1);
      const decided = feed.decided(replay, steps.at(-1)!.state, ctx(), true);
      const byType = new Map(decided.map((d) => [d.marketType, d]));
      expect(byType.get('Match Odds')).toEqual({
        marketId: exchangeMarketId(MATCH, 1),
        marketType: 'Match Odds',
        result: { winnerSelectionId: '1', void: false },
      });
      expect(byType.get('Bookmaker')).toEqual({
        marketId: bookmakerMarketId(MATCH, 1),
        marketType: 'Bookmaker',
        result: { winnerSelectionId: '1', void: false },
      });
      const penultimate = steps.at(-2)!.state;
      expect(feed.decided(replay, penultimate, ctx(), false).map((d) => d.marketType)).not.toContain(
        'Match Odds',
      );
      // The final prices favour the winner heavily before the result closes the book.
      const odds = feed.markets(replay, penultimate, ctx());
      expect(bestBack(odds, '1')).toBeLessThan(bestBack(odds, '2'));
    }
  });
});

describe('tennis score', () => {
  it('shows sets, games, points and the server', () => {
    const replay = tennis.matches.find((m) => m.id === 'wimb-2019-m-f')!;
    expect(feed.score(replay, undefined, ctx())).toEqual({
      teams: ['Novak Djokovic', 'Roger Federer'],
      summary: 'Djokovic 0-0 Federer (not started)',
      tennis: { sets: [[0, 0]], games: [0, 0], points: ['0', '0'], server: replay.firstServer },
    });
    const state: TennisState = {
      score: { sets: [2, 1], games: [4, 3], points: [2, 1], server: 1, tiebreak: false },
      points: 0,
      served: [0, 0],
      servedWon: [0, 0],
      suspended: false,
      finished: false,
    };
    expect(feed.score(replay, state, ctx())).toEqual({
      teams: ['Novak Djokovic', 'Roger Federer'],
      summary: 'Djokovic 2-1 Federer, 4-3, 30-15',
      tennis: {
        sets: [
          [7, 6],
          [1, 6],
          [7, 6],
          [4, 3],
        ],
        games: [4, 3],
        points: ['30', '15'],
        server: 1,
      },
    });
    const last = tennisTimeline(replay, createRng('x'), 1).steps.at(-1)!.state;
    expect(feed.score(replay, last, ctx()).summary).toBe('Djokovic 3-2 Federer (7-6 1-6 7-6 4-6 13-12)');
  });

  it('calls points 0/15/30/40/AD, and counts in a tiebreak', () => {
    const at = (points: [number, number], tiebreak = false) =>
      pointsShown({ sets: [0, 0], games: tiebreak ? [6, 6] : [0, 0], points, server: 0, tiebreak });
    expect(at([0, 3])).toEqual(['0', '40']);
    expect(at([3, 3])).toEqual(['40', '40']);
    expect(at([5, 4])).toEqual(['AD', '40']);
    expect(at([6, 7])).toEqual(['40', 'AD']);
    expect(at([5, 4], true)).toEqual(['5', '4']);
  });
});

describe('tennis feed in the engine', () => {
  it('plays a match to the end, closing every listed market with its result', () => {
    const clock = new FakeClock();
    const speed = 50;
    const decided: DecidedMarket[] = [];
    const engine = new FeedEngine({
      feeds: [feed] as SportFeed<unknown, unknown>[],
      clock,
      store: new MarketStore<MarketRecord['value']>(),
      bus: new EventBus(),
      speed,
      lookaheadMs: 0,
      onDecided: (entry, d) => {
        if (entry.slot.k === 0) decided.push(d);
      },
    });
    engine.tick();
    // Step through the first slot's whole match, ticking every 0.1 s of replay time at this speed.
    for (let t = 0; t < (12 * 3600_000) / speed; t += 100) {
      clock.advance(100);
      engine.tick();
      if (engine.matches().find((m) => m.slot.k === 0)?.phase === 'finished') break;
    }
    const entry = engine.matches().find((m) => m.slot.k === 0)!;
    expect(entry.phase).toBe('finished');
    const replay = tennis.matches[entry.slot.replayIndex]!;
    expect(decided.filter((d) => d.marketType === 'Set Winner')).toHaveLength(replay.sets.length);
    for (const d of decided) {
      const stored = engine.store.get(d.marketId)!.value as { status: string };
      expect(stored.status).toBe('CLOSED');
    }
  });
});
