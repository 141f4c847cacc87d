import { createContext, useContext } from 'react';

/** Opens the sign-in flow (age modal first, docs/rules/specification.md §2 Login) from anywhere in the shell. */
export interface LoginFlow {
  /** Age modal, then the login form. */
  openLogin: () => void;
  /** Age modal, then sign in with credentials already typed (desktop header inputs). */
  signInAfterAgeCheck: (userName: string, password: string) => void;
  /** True while a header sign-in runs. */
  headerBusy: boolean;
}

export const LoginFlowContext = createContext<LoginFlow | null>(null);

export function useLoginFlow(): LoginFlow {
  const flow = useContext(LoginFlowContext);
  if (!flow) throw new Error('useLoginFlow outside LoginFlowProvider');
  return flow;
}
