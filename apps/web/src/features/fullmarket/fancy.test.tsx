import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand, json, mockFetch, renderWithStore, signedIn } from '../../test/utils';
import { categoryLabel, effectiveFilter, fancyCategories, isHiddenFancy, visibleFancyRows } from './fancy';
import { bookRanges } from './FancyBookModal';
import { FANCY_ROWS_PER_TASK, FancySection } from './FancySection';
import { fancy, fancyRows, marketServer } from './test-fixtures';
import type { MarketContext } from './types';

const ctx = (over: Partial<MarketContext> = {}): MarketContext => ({
  match: { sportId: 4, competitionId: '4001', matchId: '40000001', eventName: 'India v Australia' },
  loggedIn: false,
  bets: [],
  onSelect: vi.fn(),
  onCloseSlip: vi.fn(),
  ...over,
});

const names = () =>
  screen.queryAllByTestId('fancy-row').map((r) => r.querySelector('.fm-row__runner')?.textContent);

describe('fancy rules (docs/rules/specification.md §5)', () => {
  it("hides rows naming 'no boundaries' or holding a decimal number unless it contains 0.1", () => {
    expect(isHiddenFancy('No Boundaries in over 3')).toBe(true);
    expect(isHiddenFancy('6.2 over runs IND')).toBe(true);
    expect(isHiddenFancy('10.1 over runs IND')).toBe(false);
    expect(isHiddenFancy('6 over runs IND')).toBe(false);
  });

  it("builds categories from the rows' gtypes plus 'all', defaulting to runs", () => {
    expect(fancyCategories(fancyRows)).toEqual(['all', 'runs', 'boundaries']);
    expect(effectiveFilter(undefined, ['all', 'runs', 'boundaries'])).toBe('runs');
    expect(effectiveFilter('boundaries', ['all', 'runs', 'boundaries'])).toBe('boundaries');
    expect(effectiveFilter('wickets', ['all', 'boundaries'])).toBe('all');
    expect(categoryLabel('runs')).toBe('Run');
    expect(categoryLabel('balls_faced')).toBe('Balls faced');
    expect(visibleFancyRows(fancyRows, 'boundaries').map((r) => r.RunnerName)).toEqual([
      'Total boundaries IND',
    ]);
  });

  it('lists the run ranges of a fancy book', () => {
    expect(
      bookRanges([
        { runs: 0, pnl: 0 },
        { runs: 52, pnl: -2000 },
        { runs: 53, pnl: 0 },
        { runs: 51, pnl: 0 },
      ]).map((r) => r.label),
    ).toEqual(['0-50', '51', '52', '53+']);
  });
});

describe('fancy section', () => {
  // No Run rows: the filter is All and shows every row.
  const many = Array.from({ length: 20 }, (_, i) =>
    fancy(10 + i, `${i + 1} over boundaries IND`, { gtype: 'boundaries' }),
  );

  it('builds a long list a few rows a task, in order (issue 18)', async () => {
    renderWithStore(<FancySection rows={many} ctx={ctx()} />);
    expect(names()).toEqual(many.slice(0, FANCY_ROWS_PER_TASK).map((r) => r.RunnerName));
    await waitFor(() => expect(names()).toEqual(many.map((r) => r.RunnerName)));
  });

  it('shows a filter chosen while the rows are being built in full at once', () => {
    renderWithStore(<FancySection rows={many} ctx={ctx()} />);
    expect(names()).toHaveLength(FANCY_ROWS_PER_TASK);
    fireEvent.click(screen.getByTestId('fancy-filter-boundaries'));
    expect(names()).toHaveLength(20);
  });

  it('shows the Run rows by default and filters by the category buttons', async () => {
    renderWithStore(<FancySection rows={fancyRows} ctx={ctx()} />);
    const group = screen.getByRole('group', { name: 'Fancy categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Run', 'Boundaries']);
    expect(within(group).getByRole('button', { name: 'Run' }).getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['6 over runs IND', '10 over runs IND', '10.1 over runs IND']);

    await userEvent.click(within(group).getByRole('button', { name: 'Boundaries' }));
    expect(names()).toEqual(['Total boundaries IND']);

    await userEvent.click(within(group).getByRole('button', { name: 'All' }));
    expect(names()).toEqual([
      '6 over runs IND',
      '10 over runs IND',
      'Total boundaries IND',
      '10.1 over runs IND',
    ]);
    expect(screen.queryByText('No boundaries in over 3')).toBeNull();
    expect(screen.queryByText('6.2 over runs IND')).toBeNull();
  });

  it('rows carry their market id, No (lay) and Yes (back) cells, and the GameStatus over a closed row', async () => {
    const onSelect = vi.fn();
    renderWithStore(<FancySection rows={fancyRows} ctx={ctx({ onSelect })} />);
    const [open, running] = screen.getAllByTestId('fancy-row');
    expect(open!.dataset.marketId).toBe('3.40000001001');
    const no = within(open!).getByTestId('fancy-lay');
    expect(no.textContent).toBe('No 6 over runs IND, line 52 at rate 100');
    expect(within(open!).queryByTestId('fancy-status')).toBeNull();
    expect(within(running!).getByTestId('fancy-status').textContent).toBe('Ball Running');
    const closed = within(running!).getByTestId('fancy-back') as HTMLButtonElement;
    expect(closed.disabled).toBe(true);
    expect(closed.textContent).toBe('Yes 10 over runs IND, line 81 at rate 100, Ball Running');

    await userEvent.click(within(open!).getByTestId('fancy-back'));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'fancy',
        side: 'back',
        marketId: '3.40000001001',
        quote: { kind: 'fancy', line: 53, rate: 100 },
      }),
    );
  });

  it('a suspended row without status text reads SUSPENDED', () => {
    renderWithStore(
      <FancySection rows={[fancy(1, '6 over runs IND', { GameStatus: 'SUSPENDED' })]} ctx={ctx()} />,
    );
    expect(screen.getByTestId('fancy-status').textContent).toBe('SUSPENDED');
  });

  it('Book is disabled signed out; signed in it opens the run ladder P&L', async () => {
    const { unmount } = renderWithStore(<FancySection rows={fancyRows} ctx={ctx()} />);
    expect((screen.getAllByTestId('fancy-book')[0] as HTMLButtonElement).disabled).toBe(true);
    unmount();

    mockFetch(
      marketServer({
        'GET /api/bet/book/3.40000001001': () =>
          json({
            status: true,
            data: {
              marketId: '3.40000001001',
              exposure: 2000,
              runners: [],
              fancy: [
                { runs: 0, pnl: 0 },
                { runs: 51, pnl: 0 },
                { runs: 52, pnl: -2000 },
                { runs: 53, pnl: 0 },
              ],
            },
          }),
      }),
    );
    renderWithStore(<FancySection rows={fancyRows} ctx={ctx({ loggedIn: true })} />, {
      ...signedIn(),
      branding: { config: brand },
    });
    await userEvent.click(screen.getAllByTestId('fancy-book')[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Book: 6 over runs IND' });
    await waitFor(() => expect(within(dialog).getAllByTestId('fancy-book-row')).toHaveLength(4));
    const rows = within(dialog)
      .getAllByTestId('fancy-book-row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['0-500.00', '510.00', '52-2,000.00', '53+0.00']);
    expect(within(dialog).getByText('-2,000.00').className).toBe('pnl-negative');
  });
});
