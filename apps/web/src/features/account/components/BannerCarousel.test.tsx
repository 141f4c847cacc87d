import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, mockFetch, renderApp, signedIn } from '../../../test/utils';
import { BANNER_ROTATION_MS, Carousel } from './BannerCarousel';

const BANNERS = [
  { banner: 'data:image/svg+xml,a' },
  { banner: 'data:image/svg+xml,b' },
  { banner: 'data:image/svg+xml,c' },
];
const active = () =>
  screen.getAllByTestId('banner-slide').findIndex((s) => s.getAttribute('data-active') === 'true');

describe('banner carousel (docs/rules/specification.md §4: every 5 s, wraps)', () => {
  it('advances every 5 s and wraps from the last banner to the first', () => {
    vi.useFakeTimers();
    render(<Carousel banners={BANNERS} />);
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS - 1));
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(1);
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS));
    expect(active()).toBe(2);
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS));
    expect(active()).toBe(0);
  });

  it('moves with the arrows (wrapping both ways) and the dots, restarting the 5 s', () => {
    vi.useFakeTimers();
    render(<Carousel banners={BANNERS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(active()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(active()).toBe(1);
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(BANNER_ROTATION_MS - 1));
    expect(active()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(2);
  });

  it('shows one banner without arrows or dots', () => {
    render(<Carousel banners={BANNERS.slice(0, 1)} />);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
  });
});

describe('home page highlights', () => {
  const server = () =>
    fakeServer({
      'GET /api/domain/banner/get/dom_1': () => json({ status: true, data: BANNERS }),
      'GET /api/domain/notice/get/dom_1': () =>
        json({
          status: true,
          data: [{ notice: 'Fancy markets close 60 minutes before the start.', createdBy: 'a1' }],
        }),
      'GET /api/auth/password-update-history/1/10': () =>
        json({
          status: true,
          pageItems: [{ updatedOf: 'alice', updatedBy: 'alice', createdAt: '2026-01-01T00:00:00Z' }],
          currentPage: 1,
          totalPages: 1,
        }),
    });

  it('shows the banners to everyone and the news ticker only when signed in', async () => {
    const fetch = mockFetch(server());
    const { unmount } = renderApp('/');
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: /Banner/ }).map((img) => img.getAttribute('alt'))).toEqual([
      'Banner 1',
    ]);
    expect(screen.queryByTestId('news-ticker')).toBeNull();
    expect(
      fetch.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('notice'),
      ),
    ).toBe(false);
    unmount();

    mockFetch(server());
    renderApp('/', signedIn());
    const ticker = await screen.findByTestId('news-ticker');
    expect(ticker.textContent).toContain('Fancy markets close 60 minutes before the start.');
    await waitFor(() => expect(screen.getByTestId('banner-carousel')).toBeTruthy());
  });
});
