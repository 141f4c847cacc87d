import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { lazyPart } from '../../shared/lazyPart';
import { PageErrorBoundary, PageFailed } from './PageError';

function Broken(): never {
  throw new Error('render bug');
}

/** A shell with a link home that stays, and the page block inside the boundary. */
function tree(initial: string) {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route
          element={
            <>
              <Link to="/">Home</Link>
              <main>
                <PageErrorBoundary>
                  <Outlet />
                </PageErrorBoundary>
              </main>
            </>
          }
        >
          <Route index element={<p>home page</p>} />
          <Route path="broken" element={<Broken />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('a page that fails (issue 18: no blank screen)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the failure in the page block, keeps the shell, and clears on a move to another page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tree('/broken');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on this page.');
    expect(alert.textContent).toContain('Your bets and balance are safe.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a page whose chunk does not load says so in the page's place, and the next visit loads it", async () => {
    const load = vi
      .fn<() => Promise<() => ReactElement>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce(() => <p>statement</p>);
    const Page = lazyPart(load, null, PageFailed);
    const first = render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page did not load.');
    expect(alert.textContent).toContain('Check your connection and try again.');
    first.unmount();
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(await screen.findByText('statement')).toBeTruthy();
  });
});
