import { useId, useState, type ReactNode } from 'react';
import { OddsHeader } from './EventRow';
import { ChevronIcon } from './icons';

interface GroupProps {
  title: string;
  /** Shown beside the title (number of events). */
  count?: number;
  testId?: string;
  defaultOpen?: boolean;
  /** Show the 1 X 2 column heads while open. */
  columns?: boolean;
  /** Called when the group opens or closes. */
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

/** A collapsible list section: the heading button toggles its body (docs/rules/specification.md §2 /inplay groups). */
export function Group({
  title,
  count,
  testId,
  defaultOpen = true,
  columns = false,
  onToggle,
  children,
}: GroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const toggle = () => {
    setOpen(!open);
    onToggle?.(!open);
  };
  return (
    <section className={`ev-group${open ? ' is-open' : ''}`} data-testid={testId}>
      <div className="ev-group__head">
        <h2 className="ev-group__title">
          <button
            type="button"
            className="ev-group__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={toggle}
          >
            <span className="ev-group__chevron">
              <ChevronIcon />
            </span>
            <span className="ev-group__name">{title}</span>
            {count !== undefined ? <span className="ev-group__count">{count}</span> : null}
          </button>
        </h2>
        {open && columns ? <OddsHeader /> : null}
      </div>
      {open ? (
        <div id={bodyId} className="ev-group__body">
          {children}
        </div>
      ) : null}
    </section>
  );
}
