import type { Storage } from 'redux-persist';

/**
 * localStorage behind redux-persist's async Storage interface. Our own adapter instead of
 * `redux-persist/lib/storage`, whose CommonJS default export does not survive Vite's interop.
 * Failures (private mode, quota) resolve quietly: the session then just isn't kept.
 */
export const webStorage: Storage = {
  getItem: (key: string) => Promise.resolve(safe(() => localStorage.getItem(key), null)),
  setItem: (key: string, value: string) =>
    Promise.resolve(safe(() => localStorage.setItem(key, value), undefined)),
  removeItem: (key: string) => Promise.resolve(safe(() => localStorage.removeItem(key), undefined)),
};

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
