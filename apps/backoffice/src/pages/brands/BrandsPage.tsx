import { Link } from 'react-router-dom';
import { useBrandsQuery } from '../../api/api';
import type { Brand } from '../../api/types';
import { DataTable } from '../../components/DataTable';
import { QueryView } from '../../components/ui';

/** The brands (issue 16 item 2; `GET /api/admin/brands`, Admin): each with its colours and status. */
export function BrandsPage() {
  const query = useBrandsQuery();
  return (
    <section aria-labelledby="brands-title">
      <div className="page__head">
        <h1 id="brands-title">Brands</h1>
        <Link className="btn btn--primary" to="/brands/new">
          Create brand
        </Link>
      </div>
      <QueryView query={query} empty="No brands yet.">
        {(brands) => (
          <DataTable<Brand>
            caption="Brands"
            rows={brands}
            rowKey={(b) => b._id}
            columns={[
              { header: 'Title', cell: (b) => <Link to={`/brands/${b._id}`}>{b.title}</Link> },
              { header: 'Domain', cell: (b) => b.domains.join(', ') },
              { header: 'Layout', cell: (b) => b.layout },
              {
                header: 'Colours',
                cell: (b) => (
                  <span
                    className="swatches"
                    role="img"
                    aria-label={`${b.primaryColor}, ${b.secondaryColor}, ${b.backgroundColor}`}
                  >
                    {[b.primaryColor, b.secondaryColor, b.backgroundColor].map((c, i) => (
                      <span key={i} className="swatch" style={{ background: c }} />
                    ))}
                  </span>
                ),
              },
              { header: 'Status', cell: (b) => (b.status === 'active' ? 'Active' : 'Suspended') },
              {
                header: 'Edit',
                cell: (b) => (
                  <Link to={`/brands/${b._id}`} aria-label={`Edit ${b.title}`}>
                    Edit
                  </Link>
                ),
              },
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}
