import { DEFAULT_PAGE_SIZE, type PageSize } from '@backlay/contracts/constants';
import { useState } from 'react';
import { rangeForSource, type DataSource, type DayRange } from './dataSource';

/** The shared state of an account list: data source, dates, page and page size. */
export interface ListControls {
  source: DataSource;
  range: DayRange;
  page: number;
  pageSize: PageSize;
  /** Picks a data source; its dates replace the range (docs/rules/specification.md §4). */
  setSource: (source: DataSource) => void;
  /** Edits one date by hand: the selector goes back to 'Data Source' (docs/rules/specification.md §4). */
  setDay: (edge: 'from' | 'to', day: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
  /** Back to page 1 (a filter of the page changed, docs/rules/specification.md §4). */
  resetPage: () => void;
}

/**
 * List state of the account pages (docs/rules/specification.md §4 Data source selector, §9 page sizes): starts on LIVE
 * DATA (today) at page 1 of 10 rows; every change of the dates, source or page size returns to
 * page 1. `today` is read when the page opens and when a source is picked (tests pass a fixed
 * one).
 */
export function useListControls(today: () => Date = () => new Date()): ListControls {
  const [source, setSourceState] = useState<DataSource>('live');
  const [range, setRange] = useState<DayRange>(() => rangeForSource('live', today())!);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  return {
    source,
    range,
    page,
    pageSize,
    setSource: (next) => {
      setSourceState(next);
      const picked = rangeForSource(next, today());
      if (picked) setRange(picked);
      setPage(1);
    },
    setDay: (edge, day) => {
      setSourceState('');
      setRange((old) => ({ ...old, [edge]: day }));
      setPage(1);
    },
    setPage,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPage(1);
    },
    resetPage: () => setPage(1),
  };
}
