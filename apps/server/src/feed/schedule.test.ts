import { describe, expect, it } from 'vitest';
import { replayStride, SCHEDULE_EPOCH_MS, slotsBetween } from './schedule';

describe('slotsBetween', () => {
  const hour = 3600_000;
  it('lists the slots of a window, the same on every call', () => {
    const from = SCHEDULE_EPOCH_MS + 100 * hour + 1;
    const slots = slotsBetween(4, 26, hour, from, from + 3 * hour);
    expect(slots.map((s) => s.k)).toEqual([101, 102, 103]);
    expect(slots[0]).toMatchObject({
      matchId: '40000101',
      startMs: SCHEDULE_EPOCH_MS + 101 * hour,
      seed: '4-101',
    });
    expect(slotsBetween(4, 26, hour, from, from + 3 * hour)).toEqual(slots);
  });

  it('visits every replay before repeating one', () => {
    for (const count of [3, 15, 26, 294]) {
      const slots = slotsBetween(1, count, 1000, SCHEDULE_EPOCH_MS, SCHEDULE_EPOCH_MS + count * 1000);
      expect(new Set(slots.map((s) => s.replayIndex)).size).toBe(count);
      for (let i = 1; i < slots.length; i++)
        expect(slots[i]!.replayIndex).not.toBe(slots[i - 1]!.replayIndex);
    }
    expect(replayStride(1)).toBe(1);
  });

  it('refuses a bad interval or an empty list', () => {
    expect(() => slotsBetween(1, 0, 1000, 0, 1)).toThrow(RangeError);
    expect(() => slotsBetween(1, 5, 0, 0, 1)).toThrow(RangeError);
  });
});
