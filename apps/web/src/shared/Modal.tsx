import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import './modal.css';

/** What Tab can reach inside a dialog (disabled, tabindex="-1" and hidden elements left out). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
/** The fields a dialog opens on when nothing is marked `data-autofocus`. */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * The open modals, newest last: only the top one answers Tab and Escape (a reality check may
 * open over another modal; Escape then must not close both).
 */
const openModals: HTMLElement[] = [];

interface ModalBaseProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** `fullscreen` covers the viewport (login form, docs/rules/specification.md §2 Login). */
  variant?: 'dialog' | 'fullscreen';
  testId?: string;
  /** Extra class on the dialog box. */
  className?: string;
  /**
   * 'alertdialog' for a modal that interrupts to ask for an answer (WAI-ARIA APG Alert Dialog):
   * it is also described by its body. Default 'dialog'.
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal closes by Escape and its close icon (`onClose`, the only way it closes itself), or,
 * with `dismissable: false`, has no close icon, ignores Escape and must be answered with a footer
 * button (the reality check, issue 17; UKGC RTS 13).
 */
export type ModalProps = ModalBaseProps &
  ({ dismissable?: true; onClose: () => void } | { dismissable: false; onClose?: undefined });

/**
 * Accessible modal (issue 18: focus kept in modals and returned after; WAI-ARIA APG Dialog
 * (Modal) pattern): role="dialog" (or "alertdialog"), aria-modal, labelled by its title. On open
 * the focus moves to the element marked `data-autofocus`, else the first field (input, select,
 * textarea) of the body, else the dialog itself; Tab and Shift+Tab cycle through the dialog's
 * focusable elements (a focus left outside, e.g. after a click on the backdrop, comes back in);
 * Escape and the close icon call onClose unless `dismissable` is false; on close the focus goes
 * back to the element that had it when the modal opened, if that element is still on the page.
 * Render it only while open.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  variant = 'dialog',
  testId,
  className,
  dismissable = true,
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose?.());

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    if (!box) return;
    openModals.push(box);
    const first =
      box.querySelector<HTMLElement>('[data-autofocus]') ??
      box.querySelector('.modal__body')?.querySelector<HTMLElement>(FIELD);
    (first ?? box).focus();
    const onKey = (event: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== box) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
      } else if (event.key === 'Tab') trapTab(event, box);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(box), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className={`modal-backdrop modal-backdrop--${variant}`}>
      <div
        ref={boxRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={`modal modal--${variant}${className ? ` ${className}` : ''}`}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissable && onClose ? (
            <button type="button" className="icon-button modal__close" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </header>
        <div className="modal__body" id={bodyId}>
          {children}
        </div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}

/** The elements Tab stops at inside `box`, in document order (none inside a `hidden` subtree). */
function tabStops(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/** Keeps Tab / Shift+Tab inside `box`: wraps at both ends and pulls a focus left outside back in. */
function trapTab(event: KeyboardEvent, box: HTMLElement) {
  const items = tabStops(box);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    box.focus();
    return;
  }
  const inside = active instanceof Node && box.contains(active);
  if (event.shiftKey && (active === first || active === box || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
