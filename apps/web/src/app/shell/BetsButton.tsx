import { useState } from 'react';
import { OpenBetsAccordion } from '../../features/openbets';
import { useQuickStakes } from '../../features/settings';
import { Modal } from '../../shared/Modal';

/**
 * Small-screen 'Bets' button (docs/rules/specification.md §2 Header, Open Bets): opens the open bets modal, an accordion
 * by event. The header renders it only while signed in, so it also keeps the user's quick stakes
 * loaded from the server on small screens (issue 5 item 7).
 */
export function BetsButton() {
  const [open, setOpen] = useState(false);
  useQuickStakes();
  return (
    <>
      <button type="button" className="btn btn--bets" data-testid="bets-button" onClick={() => setOpen(true)}>
        Bets
      </button>
      {open ? (
        <Modal
          title="Open Bets"
          onClose={() => setOpen(false)}
          testId="open-bets-modal"
          className="open-bets-modal"
        >
          <OpenBetsAccordion />
        </Modal>
      ) : null}
    </>
  );
}
