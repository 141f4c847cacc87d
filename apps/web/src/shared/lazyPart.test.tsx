import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, LoadingPart } from './lazyPart';

/** A load that resolves when the test says so. */
function deferredLoad<P>() {
  let resolve!: (component: (props: P) => ReactElement) => void;
  const load = vi.fn(() => new Promise<(props: P) => ReactElement>((r) => (resolve = r)));
  return { load, resolve: (component: (props: P) => ReactElement) => resolve(component) };
}

describe('lazyPart (issue 18: what a first load never shows loads when first rendered)', () => {
  it('loads nothing until rendered, shows the fallback, then the part with its props', async () => {
    const { load, resolve } = deferredLoad<{ name: string }>();
    const Part = lazyPart(load, <LoadingPart what="open bets" />);
    expect(load).not.toHaveBeenCalled();
    render(<Part name="India" />);
    expect(screen.getByRole('status').textContent).toBe('Loading open bets…');
    resolve(({ name }) => <p>Back {name}</p>);
    expect(await screen.findByText('Back India')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing in its place by default, and loads once for every later render', async () => {
    const { load, resolve } = deferredLoad<{ n: number }>();
    const Part = lazyPart(load);
    const { container, rerender } = render(<Part n={1} />);
    expect(container.innerHTML).toBe('');
    resolve(({ n }) => <span>part {n}</span>);
    expect(await screen.findByText('part 1')).toBeTruthy();
    rerender(<Part n={2} />);
    expect(screen.getByText('part 2')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows that the part did not load, and the next mount tries again', async () => {
    const load = vi
      .fn<() => Promise<(props: { n: number }) => ReactElement>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce(({ n }) => <span>part {n}</span>);
    const Part = lazyPart(load);
    const first = render(<Part n={1} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the page did not load.');
    first.unmount();
    render(<Part n={2} />);
    expect(await screen.findByText('part 2')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
