import { Link } from 'react-router-dom';
import { selectIsLoggedIn } from '../../features/auth';
import { fullMarketPath } from '../../features/multimarket';
import { useOpenBetsTradeListQuery } from '../../features/openbets';
import { Modal } from '../../shared/Modal';
import { useAppSelector } from '../../shared/hooks';

/** Empty text of the Exposure Detail table (docs/rules/specification.md §2, §8). */
export const NO_EXPOSURE_TEXT = 'No real time records found';

/**
 * Exposure Detail (docs/rules/specification.md §2): the user's live trades per market from `bet/trade/list` — Sport Name,
 * Event Name, Market Name, Trade (open bet count). Each row links to its full market page (and
 * closes the modal); 'No real time records found' when nothing is open (also until the first
 * answer, as the table has nothing to show). Fresh on every opening.
 */
export function ExposureModal({ onClose }: { onClose: () => void }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isFetching } = useOpenBetsTradeListQuery(undefined, {
    skip: !loggedIn,
    refetchOnMountOrArgChange: true,
  });
  const rows = loggedIn ? (data ?? []) : [];
  return (
    <Modal title="Exposure Detail" onClose={onClose} testId="exposure-modal">
      {/* Focusable, so a keyboard can scroll a table wider than a phone (axe scrollable-region-focusable). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Exposure by market">
        <table className="table" aria-busy={isFetching}>
          <thead>
            <tr>
              <th scope="col">Sport Name</th>
              <th scope="col">Event Name</th>
              <th scope="col">Market Name</th>
              <th scope="col">Trade</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="table__empty">
                  {NO_EXPOSURE_TEXT}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const to = fullMarketPath({
                  sportId: row.eventId,
                  competitionId: row.legueId,
                  matchId: row.matchId,
                  eventName: row.event,
                });
                return (
                  <tr key={row._id} data-testid="exposure-row">
                    <td>{row.sportsName}</td>
                    <td>
                      <Link to={to} onClick={onClose}>
                        {row.event}
                      </Link>
                    </td>
                    <td>
                      <Link to={to} onClick={onClose} tabIndex={-1}>
                        {row.market}
                      </Link>
                    </td>
                    <td>{row.count}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
