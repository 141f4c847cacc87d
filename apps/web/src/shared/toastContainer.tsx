import { ToastContainer, toast } from 'react-toastify/unstyled';

/** react-toastify, in a chunk of its own (loaded by shared/toast.tsx; its styles are not: a sheet added after the first paint restyles the whole page). */
export { toast };

/** The one toast container of the app, closing toasts after `autoCloseMs`. */
export function ToastsContainer({ autoCloseMs }: { autoCloseMs: number }) {
  return <ToastContainer position="bottom-center" autoClose={autoCloseMs} newestOnTop theme="colored" />;
}
