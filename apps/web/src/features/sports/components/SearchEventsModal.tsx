import { CASINO_SPORT, SPORTS } from '@backlay/contracts/constants';
import { Link } from 'react-router-dom';
import { Modal } from '../../../shared/Modal';

/** Static entries of the modal: the spec's search is a placeholder list only (docs/rules/specification.md §2). */
const ENTRIES = [
  { to: '/inplay', label: 'In-Play events' },
  ...SPORTS.map((s) => ({ to: s.path, label: s.name })),
  { to: CASINO_SPORT.path, label: CASINO_SPORT.name },
];

/** Search Events modal (docs/rules/specification.md §2): a static placeholder list, no real search. */
export function SearchEventsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Search Events" onClose={onClose} testId="search-modal" className="sp-search-modal">
      <input
        type="search"
        className="sp-search-modal__input"
        placeholder="Search Events"
        aria-label="Search events"
        aria-describedby="sp-search-note"
        disabled
      />
      <p id="sp-search-note" className="muted sp-search-modal__note">
        Event search is coming soon. Browse from here:
      </p>
      <ul className="link-list sp-search-modal__list">
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} onClick={onClose}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
