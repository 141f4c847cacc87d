import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from './stagedReveal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs the timer of the next task (the hook's one setTimeout(0)) and the render it causes. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());
/** The hook's value after each of `tasks` next tasks. */
const afterTasks = (result: { current: number }, tasks: number) =>
  Array.from({ length: tasks }, () => {
    nextTask();
    return result.current;
  });

describe('useStagedReveal (issue 18: a long page builds one section, or one chunk of rows, per task)', () => {
  it('shows nothing before ready, the first on the ready render, one more a task, then all', () => {
    const { result, rerender } = renderHook(({ ready }) => useStagedReveal(ready, 3), {
      initialProps: { ready: false },
    });
    expect(result.current).toBe(0);
    rerender({ ready: true });
    expect(result.current).toBe(1);
    expect(afterTasks(result, 3)).toEqual([2, 3, Infinity]);
    // Once everything was shown, more sections (a longer list after a poll) show at once.
    rerender({ ready: true });
    expect(result.current).toBe(Infinity);
  });

  it('with first 0 the ready render shows nothing (that task handled the data), then one a task', () => {
    const { result } = renderHook(() => useStagedReveal(true, 2, 0));
    expect(result.current).toBe(0);
    expect(afterTasks(result, 3)).toEqual([1, 2, Infinity]);
  });
});
