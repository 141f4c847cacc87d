import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import 'react-toastify/ReactToastify.css';
import './toast.css';
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
 * carry it (issue 18 "Load less"). Toasts asked for meanwhile are shown, in order, once it came.
 */
function loadLibrary(): Promise<Library> {
  loading ??= import('./toastContainer').then((loaded) => {
    library = loaded;
    for (const [kind, message, options] of waiting.splice(0)) loaded.toast[kind](message, options);
    return loaded;
  });
  return loading;
}

const show = (kind: Kind) => (message: ReactNode, options?: ToastOptions) => {
  want();
  if (library) library.toast[kind](message, options);
  else {
    waiting.push([kind, message, options]);
    void loadLibrary();
  }
};

/**
 * The app's toasts (react-toastify's `toast.success|error|info(message, options)`), loaded on
 * first use or when the container mounts (docs/rules/specification.md §9).
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

const LazyContainer = lazy(() => loadLibrary().then((loaded) => ({ default: loaded.ToastsContainer })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The one toast container of the app; mount once inside the providers. It loads when the first
 * toast is asked for, or when the browser is idle after the page loaded, so the library's chunk
 * does not compete with the first page's requests (issue 18: LCP).
 */
export function Toasts() {
  const mounted = useSyncExternalStore(subscribe, () => wanted);
  useEffect(() => {
    if (mounted) return;
    const idle = () => (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(want);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyContainer autoCloseMs={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
