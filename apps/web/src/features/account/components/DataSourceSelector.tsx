import { useId, type ReactNode } from 'react';
import { DATA_SOURCE_OPTIONS, type DataSource } from '../dataSource';
import type { ListControls } from '../useListControls';

/**
 * The filter bar of an account list (spec §4 Data source selector): the data source select, the
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
      <label className="acc-field" htmlFor={`${id}-from`}>
        <span>From</span>
        <input
          id={`${id}-from`}
          type="date"
          data-testid="date-from"
          value={controls.range.from}
          max={controls.range.to || undefined}
          onChange={(e) => controls.setDay('from', e.target.value)}
        />
      </label>
      <label className="acc-field" htmlFor={`${id}-to`}>
        <span>To</span>
        <input
          id={`${id}-to`}
          type="date"
          data-testid="date-to"
          value={controls.range.to}
          min={controls.range.from || undefined}
          onChange={(e) => controls.setDay('to', e.target.value)}
        />
      </label>
    </div>
  );
}
