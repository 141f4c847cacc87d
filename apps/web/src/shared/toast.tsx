import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast.css';

/** Toasts close after 5 s (docs/rules/specification.md §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The one toast container of the app; mount once inside the providers. */
export function Toasts() {
  return (
    <ToastContainer position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop theme="colored" />
  );
}

export { toast };
