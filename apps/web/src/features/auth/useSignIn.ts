import type { SignInBody } from '@backlay/contracts';
import { DEMO_PASSWORD, DEMO_USER_PREFIX } from '@backlay/contracts/constants';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { serverMessage } from '../../shared/errors';
import { toast } from '../../shared/toast';
import { useSignInMutation } from './api';
import { lookupIp } from './ipLookup';
import { CUSTOMER_ROLE, IP_LOOKUP_FAILED, LOGIN_FAILED, LOGIN_SUCCESS, ROLE_REFUSED } from './messages';
import { selectBrand } from '../branding';
import { sessionCleared, sessionStarted } from './slice';

/**
 * Sign-in flow of docs/rules/specification.md §4/§7/§8. `submit` runs the IP lookup first (its failure toasts
 * 'Error logging in!' and sends nothing), then signs in; `submitDemo` signs in as `demo@` + brand
 * title with the demo password and an empty IP. Resolves true when a User is signed in.
 * Callers validate the fields first (validation.ts).
 */
export function useSignIn() {
  const [signIn] = useSignInMutation();
  const dispatch = useAppDispatch();
  const brandTitle = useAppSelector(selectBrand)?.title ?? '';
  const [busy, setBusy] = useState(false);

  const send = async (body: SignInBody): Promise<boolean> => {
    try {
      const answer = await signIn(body).unwrap();
      if (answer.user?.role?.name !== CUSTOMER_ROLE) {
        dispatch(sessionCleared());
        toast.error(ROLE_REFUSED);
        return false;
      }
      dispatch(sessionStarted({ token: answer.userToken, user: answer.user }));
      toast.success(LOGIN_SUCCESS);
      return true;
    } catch (error) {
      toast.error(serverMessage(error) ?? LOGIN_FAILED);
      return false;
    }
  };

  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const submit = (userName: string, password: string) =>
    run(async () => {
      let ipInfo;
      try {
        ipInfo = await lookupIp();
      } catch {
        toast.error(IP_LOOKUP_FAILED);
        return false;
      }
      return send({ userName: userName.trim(), password, deviceIp: ipInfo.ip, ipInfo });
    });

  const submitDemo = () =>
    run(() => send({ userName: `${DEMO_USER_PREFIX}${brandTitle}`, password: DEMO_PASSWORD, deviceIp: '' }));

  return { submit, submitDemo, busy };
}
