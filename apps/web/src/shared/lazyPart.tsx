import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads in its own chunk the first time it renders (issue 18: what a
 * signed-out first load never shows stays out of the first-load chunks; docs/performance.md "The
 * app chunk's diet"). `load` resolves to the component (e.g. `() => import('./X').then((m) =>
 * m.X)`); until it has, the part renders `fallback` (default nothing) in its place. The props
 * pass through unchanged. A failed load throws into the nearest error boundary, as a lazy route
 * does.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The one-line status a lazy part shows while its chunk loads: "Loading {what}…". */
export function LoadingPart({ what, className }: { what: string; className?: string }) {
  return (
    <p className={className ?? 'loading-part'} role="status">
      Loading {what}…
    </p>
  );
}
