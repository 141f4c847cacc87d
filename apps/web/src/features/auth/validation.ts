/** Login validation messages (docs/rules/specification.md §5), checked before any call. */
export const USERNAME_REQUIRED = 'Please enter username.';
export const PASSWORD_REQUIRED = 'Please enter password.';

export interface CredentialErrors {
  userName?: string;
  password?: string;
}

/** Empty (or blank) user name and empty password are refused; returns null when both are set. */
export function validateCredentials(userName: string, password: string): CredentialErrors | null {
  const errors: CredentialErrors = {};
  if (userName.trim() === '') errors.userName = USERNAME_REQUIRED;
  if (password === '') errors.password = PASSWORD_REQUIRED;
  return errors.userName || errors.password ? errors : null;
}
