import { useId, type ReactNode } from 'react';
import { DATA_SOURCE_OPTIONS, type DataSource } from '../dataSource';
import type { ListControls } from '../useListControls';

/**
 * The filter bar of an account list (docs/rules/specification.md §4 Data source selector): the data source select, the
 * From and To date pickers (native date inputs), and the page's own filters (`children`).
 */
export function DataSourceSelector({ controls, children }: { controls: ListControls; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="acc-filters" data-testid="list-filters">
      {children}
      <label className="acc-field" htmlFor={`${id}-source`}>
        <span>Data Source</span>
        <select
          id={`${id}-source`}
          data-testid="data-source"
          value={controls.source}
          onChange={(e) => controls.setSource(e.target.value as DataSource)}
        >
          {DATA_SOURCE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <DayField id={id} edge="from" controls={controls} />
      <DayField id={id} edge="to" controls={controls} />
    </div>
  );
}

/**
 * The From or To date picker (native date input, 'YYYY-MM-DD'); each bounds the other (From at
 * most To, To at least From).
 */
function DayField({ id, edge, controls }: { id: string; edge: 'from' | 'to'; controls: ListControls }) {
  const { from, to } = controls.range;
  return (
    <label className="acc-field" htmlFor={`${id}-${edge}`}>
      <span>{edge === 'from' ? 'From' : 'To'}</span>
      <input
        id={`${id}-${edge}`}
        type="date"
        data-testid={`date-${edge}`}
        value={edge === 'from' ? from : to}
        min={edge === 'to' ? from || undefined : undefined}
        max={edge === 'from' ? to || undefined : undefined}
        onChange={(e) => controls.setDay(edge, e.target.value)}
      />
    </label>
  );
}
