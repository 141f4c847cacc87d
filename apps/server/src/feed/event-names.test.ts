import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { EventBus } from '../realtime/bus';
import { FeedEngine } from './engine';
import { sportFeeds } from './index';
import { loadReplays } from './replay/load';
import { REPEAT_FREE_MS, scheduleIntervalMs, SCHEDULE_EPOCH_MS, slotsBetween } from './schedule';
import { eventNameOf } from './sports/markets';
import { MarketStore } from './store';
import type { MarketRecord, SportFeed } from './types';

/** Issue 19 item 3: event names that tell replays apart, and no replay twice within a day. */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const feeds = sportFeeds();

describe('eventNameOf', () => {
  const final = { teams: ['India', 'Australia'] as const, originalDate: '2023-11-19', city: 'Ahmedabad' };

  it('names the sides, then the real city and year', () => {
    expect(eventNameOf(final)).toBe('India v Australia, Ahmedabad 2023');
    const ground = { teams: ['Germany', 'Argentina'] as const, originalDate: '2014-07-13' };
    expect(eventNameOf({ ...ground, ground: 'Estádio do Maracanã, Rio de Janeiro' })).toBe(
      'Germany v Argentina, Rio de Janeiro 2014',
    );
    expect(eventNameOf({ ...ground, venue: 'Narendra Modi Stadium, Ahmedabad', city: '' })).toBe(
      'Germany v Argentina, Ahmedabad 2014',
    );
    // The Euro files name no ground: the year alone.
    expect(eventNameOf({ teams: ['Turkey', 'Italy'], originalDate: '2021-06-11' })).toBe(
      'Turkey v Italy, 2021',
    );
  });

  it('gives the day of play when another replay has the same sides, city and year', () => {
    const earlier = { ...final, originalDate: '2023-03-12' };
    expect(eventNameOf(final, [final, earlier])).toBe('India v Australia, Ahmedabad 19 Nov 2023');
    expect(eventNameOf(earlier, [final, earlier])).toBe('India v Australia, Ahmedabad 12 Mar 2023');
    // Another city, another year or the sides the other way round are told apart already.
    for (const other of [
      { ...earlier, city: 'Mumbai' },
      { ...earlier, originalDate: '2022-03-12' },
      { ...earlier, teams: ['Australia', 'India'] as const },
    ])
      expect(eventNameOf(final, [final, other])).toBe('India v Australia, Ahmedabad 2023');
    expect(() => eventNameOf({ ...final, originalDate: '19/11/2023' })).toThrow(RangeError);
  });
});

describe('event names of the shipped replays', () => {
  it('are all different, across the three sports, and carry the replay’s city and year', () => {
    const names: string[] = [];
    for (const feed of feeds) {
      for (const replay of feed.replays) {
        const d = feed.describe(replay);
        expect(d.eventName.startsWith(`${d.teams[0]} v ${d.teams[1]}, `)).toBe(true);
        expect(d.eventName.endsWith(d.originalDate.slice(0, 4))).toBe(true);
        names.push(d.eventName);
      }
    }
    expect(names).toHaveLength(26 + 294 + 15);
    expect(new Set(names).size).toBe(names.length);
    // The example and its cricket city: every cricket replay names its Cricsheet city.
    const cricket = loadReplays('cricket').matches;
    const final = cricket.find((r) => r.originalDate === '2023-11-19')!;
    expect(feeds.find((f) => f.sportId === 4)!.describe(final).eventName).toBe(
      'India v Australia, Ahmedabad 2023',
    );
    for (const replay of cricket) expect(eventNameOf(replay)).toContain(`, ${replay.city} `);
  });
});

/** Pairs of slots (same sport) that start less than `dayMs` apart and list the same replay or name. */
function repeatsWithinADay(
  feed: SportFeed<unknown, unknown>,
  intervalMs: number,
  dayMs: number,
  spanMs: number,
) {
  const slots = slotsBetween(
    feed.sportId,
    feed.replays.length,
    intervalMs,
    SCHEDULE_EPOCH_MS,
    SCHEDULE_EPOCH_MS + spanMs,
  );
  const names = feed.replays.map((r) => feed.describe(r).eventName);
  const repeats: string[] = [];
  for (let i = 0; i < slots.length; i++)
    for (let j = i + 1; j < slots.length && slots[j]!.startMs - slots[i]!.startMs < dayMs; j++) {
      const [a, b] = [slots[i]!, slots[j]!];
      if (a.replayIndex === b.replayIndex || names[a.replayIndex] === names[b.replayIndex])
        repeats.push(`${names[a.replayIndex]} at slots ${a.k} and ${b.k}`);
    }
  return repeats;
}

describe('the schedule lists no replay twice within a day', () => {
  it('stretches a sport whose replays would come round within 25 h (tennis: 15 x 60 min = 15 h)', () => {
    const tennis = feeds.find((f) => f.sportId === 2)!;
    expect(tennis.startIntervalMs * tennis.replays.length).toBeLessThan(DAY);
    expect(scheduleIntervalMs(tennis.startIntervalMs, tennis.replays.length)).toBe(100 * 60_000);
    // Cricket (26 x 90 min = 39 h) and soccer (294 x 45 min) keep their own interval.
    for (const sportId of [4, 1]) {
      const feed = feeds.find((f) => f.sportId === sportId)!;
      expect(scheduleIntervalMs(feed.startIntervalMs, feed.replays.length)).toBe(feed.startIntervalMs);
    }
    expect(() => scheduleIntervalMs(0, 5)).toThrow(RangeError);
    expect(() => scheduleIntervalMs(1000, 0)).toThrow(RangeError);
  });

  it('never starts the same replay (or name) twice within 24 h, at FEED_SPEED 1 and 30, over 30 days', () => {
    for (const feed of feeds) {
      const interval = scheduleIntervalMs(feed.startIntervalMs, feed.replays.length);
      expect(interval * feed.replays.length).toBeGreaterThanOrEqual(REPEAT_FREE_MS);
      for (const speed of [1, 30])
        expect(repeatsWithinADay(feed, interval / speed, DAY / speed, (30 * DAY) / speed)).toEqual([]);
      // The test can fail: the sport's own interval repeats tennis within the day.
      if (feed.sportId === 2) expect(repeatsWithinADay(feed, feed.startIntervalMs, DAY, DAY)).not.toEqual([]);
    }
  });

  it('shows distinct names in the engine’s catalogue for every day listed, over three days of play', () => {
    const clock = new FakeClock(SCHEDULE_EPOCH_MS + 5 * DAY + 7 * HOUR);
    const engine = new FeedEngine({
      feeds,
      clock,
      store: new MarketStore<MarketRecord['value']>(),
      bus: new EventBus(),
      speed: 1,
    });
    let listed = 0;
    for (let tick = 0; tick < 12; tick++) {
      engine.tick();
      const matches = engine.matches();
      listed += matches.length;
      for (const a of matches)
        for (const b of matches) {
          if (a === b || Math.abs(a.slot.startMs - b.slot.startMs) >= DAY) continue;
          expect(a.description.eventName).not.toBe(b.description.eventName);
          if (a.sportId === b.sportId) expect(a.slot.replayIndex).not.toBe(b.slot.replayIndex);
        }
      clock.advance(6 * HOUR);
    }
    // Every sport is listed (tennis included), hundreds of matches in all.
    expect(new Set(engine.matches().map((m) => m.sportId))).toEqual(new Set([1, 2, 4]));
    expect(listed).toBeGreaterThan(12 * 50);
  });
});
