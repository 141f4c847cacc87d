import { NO_DATA_MESSAGE } from '@backlay/contracts/constants';
import { Modal } from '../../shared/Modal';
import { useFmBookQuery } from './api';
import { formatPnl, pnlClass } from './format';

/** Run ranges of a fancy book: P&L is constant from each point up to the next one (docs/rules/exchange.md). */
export function bookRanges(points: readonly { runs: number; pnl: number }[]) {
  const sorted = [...points].sort((a, b) => a.runs - b.runs);
  return sorted.map((p, i) => {
    const next = sorted[i + 1];
    const label = !next
      ? `${p.runs}+`
      : next.runs - 1 === p.runs
        ? String(p.runs)
        : `${p.runs}-${next.runs - 1}`;
    return { label, pnl: p.pnl };
  });
}

/** The user's P&L on a fancy row for each run count (spec issue 5 item 4: the Book button). */
export function FancyBookModal({
  marketId,
  name,
  onClose,
}: {
  marketId: string;
  name: string;
  onClose: () => void;
}) {
  const { data, isLoading, isError } = useFmBookQuery(marketId);
  const ranges = data ? bookRanges(data.fancy) : [];
  const empty = !isLoading && (isError || ranges.every((r) => r.pnl === 0));
  return (
    <Modal title={`Book: ${name}`} onClose={onClose} testId="fancy-book-modal">
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Runs</th>
              <th scope="col">Profit/Loss</th>
            </tr>
          </thead>
          <tbody>
            {isLoading ? (
              <tr>
                <td colSpan={2} className="table__empty">
                  Loading…
                </td>
              </tr>
            ) : empty ? (
              <tr>
                <td colSpan={2} className="table__empty">
                  {NO_DATA_MESSAGE}
                </td>
              </tr>
            ) : (
              ranges.map((r) => (
                <tr key={r.label} data-testid="fancy-book-row">
                  <td>{r.label}</td>
                  <td className={pnlClass(r.pnl)}>{formatPnl(r.pnl)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
