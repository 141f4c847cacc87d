import { Modal } from '../../shared/Modal';

/** Exposure Detail (spec §2): live trades per market; empty until bets exist. */
export function ExposureModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Exposure Detail" onClose={onClose} testId="exposure-modal">
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Sport Name</th>
              <th scope="col">Event Name</th>
              <th scope="col">Market Name</th>
              <th scope="col">Trade</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={4} className="table__empty">
                No real time records found
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
