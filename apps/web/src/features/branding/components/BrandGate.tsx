import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../shared/hooks';
import { NotFoundPage } from '../../../shared/NotFoundPage';
import { httpStatus } from '../../../shared/errors';
import { useGetDomainConfigQuery } from '../api';
import { applyBrand } from '../applyBrand';
import { selectBrand } from '../slice';

/**
 * Loads the brand for this host (docs/rules/specification.md §1) and renders the app under it. Loading -> a neutral
 * boot screen; unknown host (404) -> the not-found page; status 'suspend' -> /notfound, kept there.
 */
export function BrandGate({ children }: { children: ReactNode }) {
  const host = window.location.hostname;
  const { error, refetch } = useGetDomainConfigQuery(host);
  const brand = useAppSelector(selectBrand);
  const suspended = brand?.status === 'suspend';
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (brand) applyBrand(brand);
  }, [brand]);

  useEffect(() => {
    if (suspended && pathname !== '/notfound') void navigate('/notfound', { replace: true });
  }, [suspended, pathname, navigate]);

  if (brand && !suspended) return children;
  if (suspended || (error && httpStatus(error) === 404)) {
    return (
      <main className="app-status">
        <NotFoundPage />
      </main>
    );
  }
  if (error) {
    return (
      <main className="app-status" role="alert">
        <p>The site could not be loaded.</p>
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          Try again
        </button>
      </main>
    );
  }
  return <BootScreen />;
}

/**
 * The brand-less first screen: a neutral header bar and a loading status. index.html holds the
 * same markup, so it paints before any script runs and React takes over without a jump.
 */
export function BootScreen() {
  return (
    <div className="boot">
      <div className="boot__header" />
      <main className="app-status boot__main" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>Loading...</span>
      </main>
    </div>
  );
}
