import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import 'react-toastify/ReactToastify.css';
import './toast.css';
import { lazyPart } from './lazyPart';
import type * as ToastLibrary from './toastContainer';

/** Toasts close after 5 s (docs/rules/specification.md §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

type Kind = 'success' | 'error' | 'info';
/** The options the app passes: a toast's own close delay (ms) and an id that keeps it single. */
export interface ToastOptions {
  autoClose?: number;
  toastId?: string;
}
type Library = typeof ToastLibrary;

let library: Library | null = null;
let loading: Promise<Library> | null = null;
const waiting: [Kind, ReactNode, ToastOptions | undefined][] = [];
/** Whether the container is wanted yet: on the first toast, or once the page is idle after load. */
let wanted = false;
const listeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Loads react-toastify once, in its own chunk (its styles load with the site's): the first page's scripts do not
 * carry it (issue 18 "Load less"). Toasts asked for meanwhile are shown, in order, once it came. A
 * load that fails (no network) is forgotten, so a later toast asks for it again; if the container
 * itself did not load, toasts stay unseen until the next page load, and the page goes on.
 */
function loadLibrary(): Promise<Library> {
  loading ??= import('./toastContainer').then(
    (loaded) => {
      library = loaded;
      for (const [kind, message, options] of waiting.splice(0)) loaded.toast[kind](message, options);
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const show = (kind: Kind) => (message: ReactNode, options?: ToastOptions) => {
  want();
  if (library) library.toast[kind](message, options);
  else {
    waiting.push([kind, message, options]);
    loadLibrary().catch(() => undefined); // kept in `waiting`; a later toast asks again
  }
};

/**
 * The app's toasts (react-toastify's `toast.success|error|info(message, options)`), loaded on
 * first use or when the container mounts (docs/rules/specification.md §9).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** The container, or nothing in its place when its chunk did not load (the page goes on without toasts). */
const LazyContainer = lazyPart(
  () => loadLibrary().then((loaded) => loaded.ToastsContainer),
  null,
  () => null,
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How long after the page's load event the container loads on its own (ms), when no toast asked first. */
export const TOASTS_LOAD_AFTER_MS = 5_000;

/**
 * The one toast container of the app; mount once inside the providers. It loads when the first
 * toast is asked for, or when the browser is idle {@link TOASTS_LOAD_AFTER_MS} after the page
 * loaded: its chunk does not compete with the first page's requests (issue 18: LCP), and its
 * evaluation and first render (a task of ~60-85 ms under a 4x slowdown) do not land in the seconds
 * when a phone's user starts to scroll and tap (issue 18: TBT). A toast asked for sooner loads it
 * at once and shows when it came, none lost.
 */
export function Toasts() {
  const mounted = useSyncExternalStore(subscribe, () => wanted);
  useEffect(() => {
    if (mounted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(
        () => (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(want),
        TOASTS_LOAD_AFTER_MS,
      );
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, [mounted]);
  if (!mounted) return null;
  return <LazyContainer autoCloseMs={TOAST_AUTO_CLOSE_MS} />;
}
