import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

const numbers = () => screen.getAllByTestId('page-number').map((b) => b.textContent);
const disabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;

describe('<Pagination>', () => {
  it('shows First, Previous, 3 numbers around the page, Next and Last', () => {
    const onPage = vi.fn();
    render(<Pagination page={5} totalPages={9} onPage={onPage} />);
    expect(numbers()).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('page-first'));
    fireEvent.click(screen.getByTestId('page-previous'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    fireEvent.click(screen.getByTestId('page-next'));
    fireEvent.click(screen.getByTestId('page-last'));
    expect(onPage.mock.calls.map(([p]) => p)).toEqual([1, 4, 6, 6, 9]);
  });

  it('disables the moves past either end', () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} onPage={() => {}} />);
    expect(numbers()).toEqual(['1', '2']);
    expect([
      disabled('page-first'),
      disabled('page-previous'),
      disabled('page-next'),
      disabled('page-last'),
    ]).toEqual([true, true, false, false]);
    rerender(<Pagination page={2} totalPages={2} onPage={() => {}} />);
    expect([
      disabled('page-first'),
      disabled('page-previous'),
      disabled('page-next'),
      disabled('page-last'),
    ]).toEqual([false, false, true, true]);
  });

  it('shows nothing without a page', () => {
    render(<Pagination page={1} totalPages={0} onPage={() => {}} />);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });
});
