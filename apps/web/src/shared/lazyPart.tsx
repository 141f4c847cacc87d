// eslint-disable-next-line no-restricted-imports -- the one wrapper of React's lazy (see the rule's message)
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads in its own chunk the first time it renders (issue 18: what a
 * signed-out first load never shows stays out of the first-load chunks; docs/performance.md "The
 * full market's chunk"). `load` resolves to the component (e.g. `() => import('./X').then((m) =>
 * m.X)`); until it has, the part renders `fallback` (default nothing) in its place. The props
 * pass through unchanged.
 *
 * A load that fails (no network, or a chunk gone after a new release) shows `failed` (default
 * {@link LoadFailedPart}) in the part's place instead of taking the page down, and the part's next
 * mount tries again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  failed: ComponentType = LoadFailedPart,
): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component): { default: ComponentType<P> } => ({ default: component }),
        () => {
          Loaded = attempt();
          return { default: failed as ComponentType<P> };
        },
      ),
    );
  let Loaded = attempt();
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The one-line status a lazy part shows while its chunk loads: "Loading {what}…". */
export function LoadingPart({ what }: { what: string }) {
  return (
    <p className="loading-part" role="status">
      Loading {what}…
    </p>
  );
}

/** What a lazy part shows when its chunk did not load. */
export function LoadFailedPart() {
  return (
    <p className="loading-part" role="alert">
      This part of the page did not load. <ReloadButton className="btn btn--ghost" />
    </p>
  );
}

/** Reload: loads the page again (what a part or page that did not load offers). */
export function ReloadButton({ className }: { className: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      Reload
    </button>
  );
}
