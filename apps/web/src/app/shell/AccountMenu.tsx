import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { logout } from '../../features/auth';
import { UserIcon } from '../../shared/icons';
import { useAppDispatch } from '../../shared/hooks';
import { ACCOUNT_LINKS } from './accountLinks';

/** 'My Account' disclosure menu (docs/rules/specification.md §2 Account menu); closes on outside click and Escape. */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="btn btn--account"
        data-testid="my-account-button"
        aria-label="My Account"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon size={18} />
        <span>My Account</span>
      </button>
      {open ? (
        <ul id={listId} className="account-menu__list">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="account-menu__logout"
              data-testid="logout-button"
              onClick={() => {
                setOpen(false);
                void dispatch(logout());
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
