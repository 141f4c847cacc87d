import { Modal } from '../../../shared/Modal';

/** Age and territory check before any sign-in (docs/rules/specification.md §2 Login, §9 minimum age 18). */
export function AgeModal({ onConfirm, onExit }: { onConfirm: () => void; onExit: () => void }) {
  return (
    <Modal
      title="Non-Gambling Territories"
      onClose={onExit}
      testId="age-modal"
      className="age-modal"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onExit} data-testid="age-exit">
            Exit
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={onConfirm}
            data-testid="age-confirm"
            data-autofocus
          >
            Confirm
          </button>
        </>
      }
    >
      <p>
        This site is not for use in territories where online gambling is prohibited. You must be 18 years of
        age or older to continue.
      </p>
      <p>
        By clicking Confirm you confirm that you are at least 18 years old and that gambling is legal where
        you are.
      </p>
    </Modal>
  );
}
