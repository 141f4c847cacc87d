import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { lazyPart } from '../../../shared/lazyPart';
import { toast } from '../../../shared/toast';
import { selectIsLoggedIn, selectUser } from '../../auth';
import { useGetPasswordHistoryQuery } from '../api';
import { PASSWORD_PROMPT_TEXT } from '../messages';

// The modal (and the account styles) load only when the prompt opens: home stays small. Its load
// failing shows nothing: the prompt is a reminder, and the account page still changes passwords.
const ChangePasswordModal = lazyPart(
  () => import('./ChangePasswordModal').then((m) => m.ChangePasswordModal),
  null,
  () => null,
);

/** sessionStorage key: the user already prompted in this tab (the prompt comes once a visit). */
export const PROMPTED_KEY = 'backlay:password-prompted';

const promptedFor = () => {
  try {
    return sessionStorage.getItem(PROMPTED_KEY);
  } catch {
    return null;
  }
};
const rememberPrompted = (userId: string) => {
  try {
    sessionStorage.setItem(PROMPTED_KEY, userId);
  } catch {
    // Storage refused (private mode): the prompt may come again, which is harmless.
  }
};

/**
 * The automatic password prompt (docs/rules/specification.md §4 Password prompt): a signed-in user who is not the demo
 * account and has no password history gets the change-password modal with the info toast
 * 'Please change your password for security!', once per visit.
 */
export function PasswordPrompt() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  /** The user the prompt opened for, and whether it was closed since. */
  const [promptedUser, setPromptedUser] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const eligible =
    loggedIn && user !== null && !user.isDemo && promptedUser === null && promptedFor() !== user._id;
  const { data } = useGetPasswordHistoryQuery({ page: 1, pageSize: 10 }, { skip: !eligible });
  if (eligible && data !== undefined && data.pageItems.length === 0) setPromptedUser(user._id);

  useEffect(() => {
    if (promptedUser === null) return;
    rememberPrompted(promptedUser);
    toast.info(PASSWORD_PROMPT_TEXT);
  }, [promptedUser]);

  const open = loggedIn && promptedUser !== null && promptedUser === user?._id && !closed;
  return open ? <ChangePasswordModal onClose={() => setClosed(true)} /> : null;
}
