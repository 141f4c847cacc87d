import { toast } from '../../shared/toast';

/** Toasts in the casino screens close after 2 s (docs/rules/specification.md §9), the rest of the site's after 5 s. */
export const CASINO_TOAST_MS = 2000;

/** Success, error and info toasts of the casino screens (react-toastify, auto-closing in 2 s). */
export const casinoToast = {
  success: (message: string) => toast.success(message, { autoClose: CASINO_TOAST_MS }),
  error: (message: string) => toast.error(message, { autoClose: CASINO_TOAST_MS }),
  info: (message: string) => toast.info(message, { autoClose: CASINO_TOAST_MS }),
};
