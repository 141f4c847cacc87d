import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsLoggedIn, useLoginFlow } from '../../features/auth';
import { useAppSelector } from '../../shared/hooks';

/** Logged-in only pages (settings, account lists): logged out -> / (docs/rules/specification.md §2). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? children : <Navigate to="/" replace />;
}

/**
 * /multimarket and /account: visiting them logged out -> / and the sign-in flow opens (docs/rules/specification.md §2).
 * Logging out (or expiring) while on them only goes home.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [loggedInOnEntry] = useState(loggedIn);
  if (loggedIn) return children;
  return loggedInOnEntry ? <Navigate to="/" replace /> : <OpenLoginAtHome />;
}

function OpenLoginAtHome() {
  const { openLogin } = useLoginFlow();
  useEffect(() => {
    openLogin();
  }, [openLogin]);
  return <Navigate to="/" replace />;
}
