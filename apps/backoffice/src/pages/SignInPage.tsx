import { useState, type FormEvent } from 'react';
import { useSignInMutation } from '../api/api';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { signedIn } from '../app/session';
import { Field, FormResult } from '../components/ui';

/**
 * The operator's sign-in (issue 16 item 1): user name, password and, for an operator who turned
 * two-factor sign-in on, the current code. The token goes to sessionStorage (app/session.ts);
 * the API's message ("Invalid Id or Password!", a throttle) shows under the form.
 */
export function SignInPage() {
  const dispatch = useAppDispatch();
  const endedBecause = useAppSelector((s) => s.session.endedBecause);
  const [signIn, { isLoading, error }] = useSignInMutation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim() || !password) {
      setMissing('Enter your user name and password.');
      return;
    }
    setMissing(null);
    const answer = await signIn({ userName: userName.trim(), password, ...(otp ? { otp } : {}) });
    if ('data' in answer && answer.data) {
      dispatch(
        signedIn({
          token: answer.data.userToken,
          domainId: answer.data.operator.domainId,
          userName: answer.data.operator.userName,
        }),
      );
    }
  };

  return (
    <main className="signin">
      <form className="card signin__card" onSubmit={submit} noValidate aria-labelledby="signin-title">
        <h1 id="signin-title">Back office sign-in</h1>
        {endedBecause && !error && !missing && (
          <p className="state state--error" role="status">
            {endedBecause}: sign in again.
          </p>
        )}
        <Field label="User name">
          {(p) => (
            <input
              {...p}
              name="userName"
              autoComplete="username"
              value={userName}
              onChange={(e) => setUserName(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Password">
          {(p) => (
            <input
              {...p}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Two-factor code" hint="Only if you turned two-factor sign-in on.">
          {(p) => (
            <input
              {...p}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <FormResult problem={missing} error={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
