import { useMemo, useState, type ReactNode } from 'react';
import { LoginFlowContext, type LoginFlow } from '../loginFlow';
import { useSignIn } from '../useSignIn';
import { lazyPart } from '../../../shared/lazyPart';

// The modals load in their own chunk when the flow first opens them (issue 18, shared/lazyPart.tsx).
const AgeModal = lazyPart(() => import('./AgeModal').then((m) => m.AgeModal));
const LoginModal = lazyPart(() => import('./LoginModal').then((m) => m.LoginModal));

type Step = 'closed' | 'age' | 'form';
interface Credentials {
  userName: string;
  password: string;
}

/**
 * Owns the sign-in modals. Every entry goes through the age modal first: Confirm opens the login
 * form, or — when the desktop header inputs started the flow — signs in straight away with the
 * typed values (kept here in memory only, never in the store). Exit or close dismisses.
 */
export function LoginFlowProvider({ children }: { children: ReactNode }) {
  const [step, setStep] = useState<Step>('closed');
  const [pending, setPending] = useState<Credentials | null>(null);
  const header = useSignIn();
  const { submit } = header;

  const flow = useMemo<LoginFlow>(
    () => ({
      openLogin: () => {
        setPending(null);
        setStep('age');
      },
      signInAfterAgeCheck: (userName, password) => {
        setPending({ userName, password });
        setStep('age');
      },
      headerBusy: header.busy,
    }),
    [header.busy],
  );

  const close = () => {
    setPending(null);
    setStep('closed');
  };
  const confirmAge = () => {
    if (pending) {
      close();
      void submit(pending.userName, pending.password);
    } else setStep('form');
  };

  return (
    <LoginFlowContext.Provider value={flow}>
      {children}
      {step === 'age' ? <AgeModal onConfirm={confirmAge} onExit={close} /> : null}
      {step === 'form' ? <LoginModal onClose={close} /> : null}
    </LoginFlowContext.Provider>
  );
}
