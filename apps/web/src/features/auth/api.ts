import type { SignInBody, SignInResponse, StatusMessage, UserDetailsResponse } from '@backlay/contracts';
import { api } from '../../shared/api';
import type { SessionView } from '../../shared/baseQuery';
import { stream, streamIntoCache } from '../../shared/stream';
import { accountMoneyStreamed } from './actions';

/** The `account` document of the stream (docs/api/stream.md): `bet/exposure/fetch`'s data plus the open orders. */
interface AccountDocument {
  balance: number;
  exposure: number;
  available: number;
  markets: { marketId: string; exposure: number }[];
  orders: unknown[];
}

/** What moves the open bets, books and unmatched orders: the orders and the exposure per market. */
const betsState = (account: AccountDocument) => JSON.stringify([account.orders, account.markets]);

/**
 * Auth endpoints (docs/rules/specification.md §7): sign-in, current user details (also the session check), logout.
 * While the user details are in use, the stream signs in with the session and its `account` topic
 * keeps the balance and exposure current (issue 15 item 4); a change of the open orders or of a
 * market's exposure refreshes the open bets, the books and the unmatched orders at once.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInBody>({
      query: (body) => ({ url: 'auth/signin', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    getUserDetails: build.query<UserDetailsResponse, void>({
      query: () => 'auth/letest-user-details',
      providesTags: ['User'],
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_arg, lifecycle) {
        const view = lifecycle.getState() as unknown as SessionView;
        const token = view.auth.accessToken;
        if (!token) return;
        stream.setSession({ token, domainId: view.branding.config?._id ?? window.location.hostname });
        let before: string | undefined;
        await streamIntoCache<AccountDocument>(
          lifecycle,
          () => [{ channel: 'account', id: 'me' }],
          (account) => {
            lifecycle.updateCachedData((draft) => {
              draft.data.openingBalance = account.balance;
              draft.data.exposure = account.exposure;
            });
            lifecycle.dispatch(
              accountMoneyStreamed({ balance: account.balance, exposure: account.exposure }),
            );
            const now = betsState(account);
            if (before !== undefined && before !== now)
              lifecycle.dispatch(api.util.invalidateTags(['Bets', 'Orders', 'Book']));
            before = now;
          },
        );
      },
    }),
    logout: build.mutation<StatusMessage, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useSignInMutation, useGetUserDetailsQuery } = authApi;
