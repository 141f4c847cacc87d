import { useId, useState, type FormEvent } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../shared/icons';
import { useSignIn } from '../useSignIn';
import { validateCredentials, type CredentialErrors } from '../validation';

/**
 * Login form (docs/rules/specification.md §2 Login, §5): Username, Password with show/hide, Login, Login With Demo ID.
 * Empty fields show 'Please enter username.' / 'Please enter password.' under the field and send
 * nothing. While signing in both buttons are disabled and Login reads 'Logging in...'.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const id = useId();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const { submit, submitDemo, busy } = useSignIn();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(userName, password);
    setErrors(invalid ?? {});
    if (invalid || busy) return;
    if (await submit(userName, password)) onSuccess();
  };
  const onDemo = async () => {
    setErrors({});
    if (await submitDemo()) onSuccess();
  };

  return (
    <form className="login-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={`${id}-user`}>Username</label>
      <input
        id={`${id}-user`}
        data-testid="login-username"
        autoComplete="username"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
        aria-invalid={Boolean(errors.userName)}
        aria-describedby={errors.userName ? `${id}-user-error` : undefined}
        data-autofocus
      />
      {errors.userName ? (
        <p id={`${id}-user-error`} className="field-error" role="alert">
          {errors.userName}
        </p>
      ) : null}
      <label htmlFor={`${id}-pass`}>Password</label>
      <div className="password-field">
        <input
          id={`${id}-pass`}
          data-testid="login-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-pass-error` : undefined}
        />
        <button
          type="button"
          className="icon-button password-field__toggle"
          aria-label={showPassword ? 'Hide password' : 'Show password'}
          aria-pressed={showPassword}
          onClick={() => setShowPassword((v) => !v)}
        >
          {showPassword ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {errors.password ? (
        <p id={`${id}-pass-error`} className="field-error" role="alert">
          {errors.password}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        data-testid="login-submit"
        disabled={busy}
      >
        {busy ? 'Logging in...' : 'Login'}
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--block"
        data-testid="login-demo"
        disabled={busy}
        onClick={() => void onDemo()}
      >
        Login With Demo ID
      </button>
    </form>
  );
}
