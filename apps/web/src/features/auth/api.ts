import type { SignInBody, SignInResponse, StatusMessage, UserDetailsResponse } from '@backlay/contracts';
import { api } from '../../shared/api';

/** Auth endpoints (docs/rules/specification.md §7): sign-in, current user details (also the session check), logout. */
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
    }),
    logout: build.mutation<StatusMessage, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useSignInMutation, useGetUserDetailsQuery } = authApi;
