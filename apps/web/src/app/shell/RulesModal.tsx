import { Modal } from '../../shared/Modal';
import { RULES } from './rules';

/** Scrollable rules modal with an OK button (docs/rules/specification.md §2 Footer). */
export function RulesModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Rules and Regulations"
      onClose={onClose}
      testId="rules-modal"
      className="rules-modal"
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
          OK
        </button>
      }
    >
      <ol className="rules-list">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Modal>
  );
}
