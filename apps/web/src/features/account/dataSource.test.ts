import { describe, expect, it } from 'vitest';
import { isoBounds, isReversed, parseDay, rangeForSource } from './dataSource';
import { pageWindow } from './pagination';

/** A fixed local 'today' (docs/rules/specification.md §4 Data source selector), 15:30 local time. */
const TODAY = new Date(2026, 2, 15, 15, 30);

describe('data source ranges (docs/rules/specification.md §4)', () => {
  it('LIVE DATA is today to today', () => {
    expect(rangeForSource('live', TODAY)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
  });

  it('BACKUP DATA is 30 days before yesterday to yesterday', () => {
    expect(rangeForSource('backup', TODAY)).toEqual({ from: '2026-02-12', to: '2026-03-14' });
  });

  it('OLD DATA is 90 days before yesterday to yesterday', () => {
    expect(rangeForSource('old', TODAY)).toEqual({ from: '2025-12-14', to: '2026-03-14' });
  });

  it('crosses a year and a month start on the 1st of January', () => {
    const newYear = new Date(2027, 0, 1, 0, 5);
    expect(rangeForSource('live', newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(rangeForSource('backup', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(rangeForSource('old', newYear)).toEqual({ from: '2026-10-02', to: '2026-12-31' });
  });

  it("'Data Source' keeps the dates", () => {
    expect(rangeForSource('', TODAY)).toBeNull();
  });

  it('sends the local day bounds as instants, leaving out empty or impossible days', () => {
    const bounds = isoBounds({ from: '2026-03-14', to: '2026-03-15' });
    expect(bounds.from).toBe(new Date(2026, 2, 14, 0, 0, 0, 0).toISOString());
    expect(bounds.to).toBe(new Date(2026, 2, 15, 23, 59, 59, 999).toISOString());
    expect(isoBounds({ from: '', to: '2026-02-30' })).toEqual({});
    expect(parseDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(isReversed({ from: '2026-03-16', to: '2026-03-15' })).toBe(true);
    expect(isReversed({ from: '', to: '2026-03-15' })).toBe(false);
  });
});

describe('pagination window (docs/rules/specification.md §9: up to 3 page numbers)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [12, 10, [8, 9, 10]],
    [0, 10, [1, 2, 3]],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
