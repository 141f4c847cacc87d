import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PriceCell } from './PriceCell';

function cell(price: number, size: number) {
  return (
    <PriceCell
      side="back"
      price={price}
      size={size}
      mainText={String(price)}
      subText={String(size)}
      words={{ before: 'Back India at ', middle: ', ', after: ' available', offered: true }}
      onSelect={() => {}}
      testId="back-price"
    />
  );
}

const flashing = () => screen.getByTestId('back-price').classList.contains('is-flashing');

describe('price flash (docs/rules/specification.md §4: 500 ms after a change, checked every 200 ms)', () => {
  it('does not flash for the first values, flashes 500 ms after the next check notices a change', () => {
    vi.useFakeTimers();
    const { rerender } = render(cell(1.96, 1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(flashing()).toBe(false);

    rerender(cell(1.98, 1000));
    expect(flashing()).toBe(false); // not before the next 200 ms check
    act(() => vi.advanceTimersByTime(200));
    expect(flashing()).toBe(true);
    expect(screen.getByTestId('back-price').dataset.flashing).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(flashing()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(flashing()).toBe(false);
  });

  it('a size change flashes too, and a further change restarts the 500 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(cell(1.96, 1000));
    act(() => vi.advanceTimersByTime(200));
    rerender(cell(1.96, 900));
    act(() => vi.advanceTimersByTime(200));
    expect(flashing()).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    rerender(cell(1.96, 800));
    act(() => vi.advanceTimersByTime(200)); // noticed 400 ms after the first flash began
    act(() => vi.advanceTimersByTime(300)); // 700 ms after the first flash: still on (restarted)
    expect(flashing()).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(flashing()).toBe(false);
  });

  it('an unchanged price never flashes', () => {
    vi.useFakeTimers();
    const { rerender } = render(cell(2, 500));
    for (let i = 0; i < 10; i++) {
      rerender(cell(2, 500));
      act(() => vi.advanceTimersByTime(200));
      expect(flashing()).toBe(false);
    }
  });

  it('runs no timer at rest: the check runs while a change waits for it (issue 18)', () => {
    vi.useFakeTimers();
    const { rerender } = render(cell(2, 500));
    expect(vi.getTimerCount()).toBe(0);
    rerender(cell(2.02, 500));
    expect(vi.getTimerCount()).toBe(1); // the 200 ms check
    act(() => vi.advanceTimersByTime(200));
    expect(flashing()).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(flashing()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a change undone before the check does not flash', () => {
    vi.useFakeTimers();
    const { rerender } = render(cell(2, 500));
    rerender(cell(2.02, 500));
    act(() => vi.advanceTimersByTime(100));
    rerender(cell(2, 500));
    act(() => vi.advanceTimersByTime(200));
    expect(flashing()).toBe(false);
  });

  it('the cells a check lights stop together, on one timer', () => {
    vi.useFakeTimers();
    const two = (a: number, b: number) => (
      <>
        {cell(a, 100)}
        {cell(b, 100)}
      </>
    );
    const { rerender } = render(two(2, 3));
    rerender(two(2.02, 3.05));
    act(() => vi.advanceTimersByTime(200));
    const lit = () => screen.getAllByTestId('back-price').map((c) => c.classList.contains('is-flashing'));
    expect(lit()).toEqual([true, true]);
    expect(vi.getTimerCount()).toBe(1); // their end; the check stopped, nothing waits
    act(() => vi.advanceTimersByTime(500));
    expect(lit()).toEqual([false, false]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
