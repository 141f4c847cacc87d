import { useState } from 'react';
import { Modal } from '../../shared/Modal';

/** Small-screen 'Bets' button (spec §2): open bets modal; bets arrive with the betting issue. */
export function BetsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--bets" data-testid="bets-button" onClick={() => setOpen(true)}>
        Bets
      </button>
      {open ? (
        <Modal title="Open Bets" onClose={() => setOpen(false)} testId="open-bets-modal">
          <p className="muted">No Data Found!</p>
        </Modal>
      ) : null}
    </>
  );
}
