import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { fetchWithFirstResponses } from './firstResponses';
import { sessionExpired } from './sessionEvents';

/** The part of the store the base query reads (kept structural to avoid importing the store). */
export interface SessionView {
  auth: { accessToken: string | null };
  branding: { config: { _id: string } | null };
}

/** Endpoints whose 401 means "wrong credentials" or "already gone", never "session expired". */
const NO_EXPIRY_ENDPOINTS = new Set(['signIn', 'logout']);

/**
 * Sets the tenant and auth headers of docs/rules/specification.md §6: signed in -> `User-Token`, `Authorization: Bearer`
 * and `d` = the brand's `_id`; anonymous -> `d` = the page's host name.
 */
export function applySessionHeaders(headers: Headers, view: SessionView, host: string): Headers {
  const token = view.auth.accessToken;
  if (token) {
    headers.set('User-Token', token);
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('d', view.branding.config?._id ?? host);
  } else {
    headers.set('d', host);
  }
  return headers;
}

/**
 * fetchBaseQuery plus session headers and expiry. Errors keep fetchBaseQuery's shapes (docs/rules/specification.md §7):
 * network failure `{status:'FETCH_ERROR'}`, timeout `'TIMEOUT_ERROR'`, bad JSON `'PARSING_ERROR'`,
 * non-2xx `{status, data}`. A 401 on a call made with a token (other than sign-in/logout) dispatches
 * `sessionExpired` once for that token. A GET the first-requests script already started takes its
 * answer (shared/firstResponses.ts).
 */
export function createBaseQuery(
  options: Omit<FetchBaseQueryArgs, 'prepareHeaders'> = {},
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const raw = fetchBaseQuery({
    fetchFn: fetchWithFirstResponses,
    ...options,
    prepareHeaders: (headers, { getState }) =>
      applySessionHeaders(headers, getState() as SessionView, window.location.hostname),
  });
  return async (args, api, extra) => {
    const tokenAtCall = (api.getState() as SessionView).auth.accessToken;
    const result = await raw(args, api, extra);
    if (
      result.error?.status === 401 &&
      tokenAtCall &&
      !NO_EXPIRY_ENDPOINTS.has(api.endpoint) &&
      (api.getState() as SessionView).auth.accessToken === tokenAtCall
    ) {
      api.dispatch(sessionExpired());
    }
    return result;
  };
}
