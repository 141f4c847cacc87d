import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SteerableClock } from '@backlay/server';
import { defaultStepMs, startClockControl, type ClockState } from './clock-control';

/** The clock control on a clock of its own (the suite's server keeps its own clock untouched). */
describe('clock control', () => {
  const clock = new SteerableClock(Date.UTC(2026, 5, 1));
  const ticks: number[] = [];
  let control: Awaited<ReturnType<typeof startClockControl>>;
  beforeAll(async () => {
    control = await startClockControl(clock, () => ticks.push(clock.now()), 30);
  });
  afterAll(() => control.close());

  const call = async (method: string, path: string): Promise<[number, ClockState & { error?: string }]> => {
    const res = await fetch(`http://127.0.0.1:${control.port}${path}`, { method });
    return [res.status, (await res.json()) as ClockState & { error?: string }];
  };

  it('freezes, moves forward in feed-tick steps, and resumes from where it stands', async () => {
    const [, frozen] = await call('POST', '/freeze');
    expect(frozen.frozen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await call('GET', '/now'))[1].nowMs).toBe(frozen.nowMs);

    ticks.length = 0;
    const [status, moved] = await call('POST', '/advance?ms=1000');
    expect(status).toBe(200);
    expect(moved).toEqual({ nowMs: frozen.nowMs + 1000, frozen: true });
    expect(defaultStepMs(30)).toBe(250);
    expect(ticks).toEqual([250, 500, 750, 1000].map((ms) => frozen.nowMs + ms));

    ticks.length = 0;
    await call('POST', '/advance?ms=100&stepMs=40');
    expect(ticks).toEqual([40, 80, 100].map((ms) => frozen.nowMs + 1000 + ms));
    const [, at] = await call('POST', `/at?ms=${frozen.nowMs + 2000}`);
    expect(at.nowMs).toBe(frozen.nowMs + 2000);

    const [, running] = await call('POST', '/resume');
    expect(running.frozen).toBe(false);
    expect(running.nowMs).toBeGreaterThanOrEqual(frozen.nowMs + 2000);
    expect(running.nowMs - (frozen.nowMs + 2000)).toBeLessThan(1000);
  });

  it('refuses to go backwards and answers 400 to bad numbers, 404 to unknown routes', async () => {
    const before = clock.now();
    expect((await call('POST', `/at?ms=${before - 60_000}`))[0]).toBe(400);
    expect((await call('POST', '/advance?ms=-5'))[0]).toBe(400);
    expect((await call('POST', '/advance?ms=abc'))[0]).toBe(400);
    expect((await call('POST', '/advance?ms=10&stepMs=0'))[0]).toBe(400);
    expect((await call('POST', '/advance'))[1].error).toBe('ms must be a number');
    expect((await call('GET', '/jump'))[0]).toBe(404);
    expect(clock.now() - before).toBeLessThan(1000);
    expect(defaultStepMs(60)).toBe(125);
  });
});
