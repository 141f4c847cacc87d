import { useState, type FormEvent } from 'react';
import { useIsDesktop } from '../../../shared/useMediaQuery';
import { toast } from '../../../shared/toast';
import { useLoginFlow } from '../loginFlow';
import { validateCredentials } from '../validation';
import './login.css';

/**
 * Logged-out header (docs/rules/specification.md §2): from 1110 px username + password inputs and Login; below, only a
 * Login button opening the modal. Header inputs are validated first (message as a toast: the
 * header has no room for inline text), then go through the age modal, whose Confirm signs in
 * with the typed values.
 */
export function HeaderLogin() {
  const desktop = useIsDesktop();
  const { openLogin, signInAfterAgeCheck, headerBusy } = useLoginFlow();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');

  if (!desktop) {
    return (
      <button type="button" className="btn btn--login" data-testid="header-login-button" onClick={openLogin}>
        Login
      </button>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(userName, password);
    if (invalid) {
      toast.error(invalid.userName ?? invalid.password);
      return;
    }
    signInAfterAgeCheck(userName, password);
  };

  return (
    <form className="header-login" noValidate onSubmit={onSubmit}>
      <input
        aria-label="Username"
        placeholder="Username"
        autoComplete="username"
        data-testid="header-username"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
      />
      <input
        aria-label="Password"
        placeholder="Password"
        type="password"
        autoComplete="current-password"
        data-testid="header-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="submit"
        className="btn btn--login"
        data-testid="header-login-button"
        disabled={headerBusy}
      >
        {headerBusy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
