import { render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { registerNavigate } from '../shared/navigation';

/**
 * Render counting for the "render less" tests (issue 18 item 2, docs/performance.md): which
 * components' functions ran in each commit, read from React's fibers inside a `<Profiler>`.
 *
 * Under a Profiler (development React) every fiber React begins gets `actualStartTime`; a
 * component whose function ran also carries the PerformedWork flag, a memo that bailed out does
 * not, and a subtree React skipped keeps its older start time. So a commit's renders are the
 * function, forwardRef and memo fibers begun at or after the commit's start with PerformedWork.
 */

/** One component render of a commit: the component's name and the props it rendered with. */
export interface RenderRecord {
  name: string;
  props: Record<string, unknown>;
}

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  memoizedProps: unknown;
  actualStartTime?: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const SIMPLE_MEMO_COMPONENT = 15;
const COUNTED = new Set([FUNCTION_COMPONENT, CLASS_COMPONENT, FORWARD_REF, SIMPLE_MEMO_COMPONENT]);
const PERFORMED_WORK = 1;

function nameOf(type: unknown): string {
  if (typeof type === 'function') {
    const fn = type as { displayName?: string; name?: string };
    return fn.displayName ?? fn.name ?? 'Anonymous';
  }
  const inner = (type as { render?: { name?: string }; displayName?: string } | null) ?? null;
  return inner?.displayName ?? inner?.render?.name ?? 'Anonymous';
}

function currentRootFiber(container: HTMLElement): Fiber {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!key) throw new Error('renderCounter: no React root on the container');
  const hostRoot = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!;
  return hostRoot.stateNode.current;
}

function collect(fiber: Fiber | null, since: number, out: RenderRecord[]): void {
  for (let f = fiber; f; f = f.sibling) {
    if (
      COUNTED.has(f.tag) &&
      (f.flags & PERFORMED_WORK) !== 0 &&
      f.actualStartTime !== undefined &&
      f.actualStartTime >= since
    ) {
      out.push({ name: nameOf(f.type), props: (f.memoizedProps ?? {}) as Record<string, unknown> });
    }
    collect(f.child, since, out);
  }
}

/** A renderer that records each commit's component renders; `reset()` empties the record. */
export interface RenderLog {
  /** Every render since the last reset, in commit order. */
  renders: RenderRecord[];
  /** Commits since the last reset, with React's own measure of their render time (ms). */
  commits: { actualDurationMs: number }[];
  reset(): void;
  /** The renders of components named `name` since the last reset. */
  of(name: string): RenderRecord[];
}

/** Wraps `ui` in a Profiler whose every commit appends its renders to the returned log. */
export function renderCounted(ui: ReactNode): ReturnType<typeof render> & { log: RenderLog } {
  const log: RenderLog = {
    renders: [],
    commits: [],
    reset() {
      log.renders = [];
      log.commits = [];
    },
    of: (name) => log.renders.filter((r) => r.name === name),
  };
  const container = document.body.appendChild(document.createElement('div'));
  const onRender = (
    _id: string,
    _phase: string,
    actualDuration: number,
    _base: number,
    startTime: number,
  ) => {
    log.commits.push({ actualDurationMs: actualDuration });
    const out: RenderRecord[] = [];
    collect(currentRootFiber(container).child, startTime, out);
    log.renders.push(...out);
  };
  const view = render(
    <Profiler id="counted" onRender={onRender}>
      {ui}
    </Profiler>,
    { container },
  );
  return { ...view, log };
}

/** The whole app at `path` (memory router, fresh store) under {@link renderCounted}. */
export function renderAppCounted(path: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigate((to, options) => router.navigate(to, options));
  const view = renderCounted(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
