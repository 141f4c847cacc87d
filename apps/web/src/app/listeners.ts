import { SESSION_EXPIRED_MESSAGE } from '@backlay/contracts/constants';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { logout } from '../features/auth';
import { toast } from '../shared/toast';
import { sessionExpired } from '../shared/sessionEvents';

/** Side effects of store actions. */
export const listeners = createListenerMiddleware();

/** Session expiry (docs/rules/specification.md §4): info toast 'Session expired!', logout (no server call), home. */
listeners.startListening({
  actionCreator: sessionExpired,
  effect: async (_action, { dispatch }) => {
    toast.info(SESSION_EXPIRED_MESSAGE);
    // The listener api's dispatch is untyped for thunks; the store is configured with thunk.
    await (dispatch as (thunk: ReturnType<typeof logout>) => Promise<void>)(logout({ callServer: false }));
  },
});
