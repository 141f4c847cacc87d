import { useNavigate } from 'react-router-dom';

/** Unknown routes and suspended brands (docs/rules/specification.md §2 /notfound). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Looks Like you are lost!</h1>
      <button type="button" className="btn btn--primary" onClick={() => void navigate('/')}>
        Go Back
      </button>
    </section>
  );
}
