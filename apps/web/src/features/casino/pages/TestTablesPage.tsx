import type { CasinoType } from '@backlay/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TEST_TABLES } from '../catalog';
import { TableVideo } from './TableVideo';

/** /test (docs/rules/specification.md §2): the two hard-coded tables; choosing one opens its live table view. */
export function TestTablesPage() {
  const [open, setOpen] = useState<CasinoType | null>(null);
  return (
    <section className="page cas-test" data-testid="casino-test">
      <h1>Casino Test Tables</h1>
      <ul className="cas-test__list">
        {TEST_TABLES.map((table) => (
          <li key={table.casinoType}>
            <button
              type="button"
              className={`btn${open === table.casinoType ? ' btn--primary' : ' btn--ghost'}`}
              aria-pressed={open === table.casinoType}
              onClick={() => setOpen((o) => (o === table.casinoType ? null : table.casinoType))}
            >
              {table.name}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <div className="cas-test__view">
          <TableVideo casinoType={open} />
          <Link to={`/casino-video/${open}`}>Open the full-screen view</Link>
        </div>
      ) : null}
    </section>
  );
}
