import { Link } from 'react-router-dom';
import { Modal } from '../../../shared/Modal';

/** Static entries of the modal: the spec's search is a placeholder list only (docs/rules/specification.md §2). */
const ENTRIES = [
  { to: '/inplay', label: 'In-Play events' },
  { to: '/cricket', label: 'Cricket' },
  { to: '/tennis', label: 'Tennis' },
  { to: '/soccer', label: 'Soccer' },
  { to: '/casino', label: 'Casino' },
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
