import { PAGE_SIZES, type PageSize } from '@backlay/contracts/constants';
import { useId } from 'react';
import { pageWindow } from '../pagination';

/** 'Show [10|25|50|100] entries' (docs/rules/specification.md §9). */
export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const id = useId();
  return (
    <label className="acc-page-size" htmlFor={id}>
      <span>Show</span>
      <select
        id={id}
        data-testid="page-size"
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span>entries</span>
    </label>
  );
}

/**
 * First, Previous, up to 3 page numbers, Next, Last (docs/rules/specification.md §9). Nothing is shown while there is
 * no page; buttons that would not move are disabled.
 */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages < 1) return null;
  const numbers = pageWindow(page, totalPages);
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  const button = (label: string, target: number, disabled: boolean, testId: string) => (
    <button
      type="button"
      className="btn btn--ghost acc-pager__btn"
      data-testid={testId}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      {label}
    </button>
  );
  return (
    <nav className="acc-pager" aria-label="Pagination" data-testid="pagination">
      {button('First', 1, atStart, 'page-first')}
      {button('Previous', page - 1, atStart, 'page-previous')}
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className={`btn acc-pager__num${n === page ? ' btn--primary' : ' btn--ghost'}`}
          data-testid="page-number"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      {button('Next', page + 1, atEnd, 'page-next')}
      {button('Last', totalPages, atEnd, 'page-last')}
    </nav>
  );
}
