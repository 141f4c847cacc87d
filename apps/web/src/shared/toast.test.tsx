import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** shared/toast.tsx keeps its state in the module: each test takes a fresh copy. */
async function freshToasts() {
  vi.resetModules();
  return import('./toast');
}

describe('Toasts (shared/toast.tsx)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the container on its own only when idle TOASTS_LOAD_AFTER_MS after the load', async () => {
    vi.useFakeTimers();
    const idle = vi.fn<(run: () => void) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const { Toasts, TOASTS_LOAD_AFTER_MS } = await freshToasts();
    expect(document.readyState).toBe('complete');
    const { container } = render(<Toasts />);
    await act(() => vi.advanceTimersByTimeAsync(TOASTS_LOAD_AFTER_MS - 1));
    expect(idle).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.Toastify')).toBeNull();
    await act(async () => {
      idle.mock.calls[0]![0]();
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });

  it('shows a toast asked for before then at once, none lost', async () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    const { Toasts, toast } = await freshToasts();
    render(<Toasts />);
    await act(async () => {
      toast.info('First bet placed');
      toast.error('Second bet refused');
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByText('First bet placed')).toBeTruthy();
    expect(await screen.findByText('Second bet refused')).toBeTruthy();
  });
});
