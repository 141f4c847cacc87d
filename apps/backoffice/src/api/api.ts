import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, type SessionState } from '../app/session';
import type { AdminProtectionResponse } from '@backlay/contracts';
import type {
  AccountStatementRow,
  AuditEntry,
  Banner,
  BetRow,
  Brand,
  CasinoRound,
  CasinoTableRow,
  CreateBannerBody,
  CreateBrandBody,
  CreateUserBody,
  CurrentOrderSummary,
  Done,
  Envelope,
  GroupBy,
  Locks,
  LoginActivityRow,
  MatchRow,
  MinMax,
  Notice,
  Operator,
  OperatorSignInResponse,
  Paged,
  Report,
  SetLocksBody,
  TransferBody,
  TransferResult,
  UpdateBannerBody,
  UpdateBrandBody,
  UserDetail,
  UserSummary,
} from './types';

/** The rows of each list of an account (`GET users/{userId}/{list}`). */
export interface UserListRows {
  statement: AccountStatementRow;
  bets: BetRow;
  orders: CurrentOrderSummary;
  'login-activity': LoginActivityRow;
}
export type UserList = keyof UserListRows;

/** Calls whose 401 means "wrong credentials", never "session expired". */
const NO_EXPIRY = new Set(['signIn', 'signOut']);

/**
 * The session headers of docs/backoffice.md: the operator token in `User-Token` and
 * `Authorization: Bearer`, the brand id in `d` (anonymous calls go by the page's host).
 */
export function applySessionHeaders(headers: Headers, session: SessionState): Headers {
  if (session.token) {
    headers.set('User-Token', session.token);
    headers.set('Authorization', `Bearer ${session.token}`);
    if (session.domainId) headers.set('d', session.domainId);
  }
  return headers;
}

const raw = fetchBaseQuery({
  baseUrl: '/api/admin/',
  prepareHeaders: (headers, { getState }) =>
    applySessionHeaders(headers, (getState() as { session: SessionState }).session),
});

/** fetchBaseQuery plus the session: a 401 on a signed-in call ends the session once. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const tokenAtCall = (api.getState() as { session: SessionState }).session.token;
  const result = await raw(args, api, extra);
  if (
    result.error?.status === 401 &&
    tokenAtCall &&
    !NO_EXPIRY.has(api.endpoint) &&
    (api.getState() as { session: SessionState }).session.token === tokenAtCall
  ) {
    const data = result.error.data as { message?: unknown } | undefined;
    api.dispatch(sessionExpired(typeof data?.message === 'string' ? data.message : 'Session expired'));
  }
  return result;
};

/** Drops undefined and empty values from a query string's fields. */
function params(
  fields: Record<string, string | number | boolean | undefined | null>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** Entries per page of the audit log. */
export const AUDIT_PAGE = 50;

const unwrap = <T>(answer: Envelope<T>) => answer.data;

/**
 * The back office's one RTK Query api (issue 16): every call of docs/backoffice.md "The API".
 * Changes invalidate the lists they affect.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Users', 'User', 'Limits', 'Brands', 'Notices', 'Banners', 'Markets', 'Casino', 'Audit'],
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    // Sign-in and the operator ---------------------------------------------------------------
    signIn: build.mutation<OperatorSignInResponse, { userName: string; password: string; otp?: string }>({
      query: (body) => ({ url: 'auth/signin', method: 'POST', body }),
    }),
    me: build.query<Operator, void>({ query: () => 'me', transformResponse: unwrap, providesTags: ['Me'] }),
    /** Revokes the token on the server (`POST auth/logout`); the tab forgets it either way. */
    signOut: build.mutation<unknown, void>({ query: () => ({ url: 'auth/logout', method: 'POST' }) }),

    // Customers -------------------------------------------------------------------------------
    users: build.query<UserSummary[], { parentId?: string; search?: string; role?: string }>({
      query: (q) => ({ url: 'users', params: params(q) }),
      transformResponse: unwrap,
      providesTags: ['Users'],
    }),
    createUser: build.mutation<Envelope<UserSummary> & { message: string }, CreateUserBody>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    user: build.query<UserDetail, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}`,
      transformResponse: unwrap,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    /** A customer's player protection and its latest changes (issue 17 item 7). */
    protection: build.query<AdminProtectionResponse['data'], string>({
      query: (userId) => `users/${encodeURIComponent(userId)}/protection`,
      transformResponse: unwrap,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    /** An Admin lifts a self-exclusion, with a remark (audited). */
    liftSelfExclusion: build.mutation<unknown, { userId: string; remark: string }>({
      query: ({ userId, remark }) => ({
        url: `users/${encodeURIComponent(userId)}/self-exclusion/lift`,
        method: 'POST',
        body: { remark },
      }),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'User', id: userId }, 'Audit'],
    }),
    resetPassword: build.mutation<Done, { userId: string; password: string }>({
      query: ({ userId, password }) => ({
        url: `users/${encodeURIComponent(userId)}/password`,
        method: 'POST',
        body: { password },
      }),
    }),
    setLocks: build.mutation<Envelope<Locks>, { userId: string; locks: SetLocksBody }>({
      query: ({ userId, locks }) => ({
        url: `users/${encodeURIComponent(userId)}/locks`,
        method: 'PUT',
        body: locks,
      }),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'User', id: userId }, 'Users'],
    }),
    setExposureLimit: build.mutation<Done, { userId: string; exposureLimit: number }>({
      query: ({ userId, exposureLimit }) => ({
        url: `users/${encodeURIComponent(userId)}/exposure-limit`,
        method: 'PUT',
        body: { exposureLimit },
      }),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'User', id: userId }, 'Users'],
    }),
    userRows: build.query<
      Paged<UserListRows[UserList]>,
      { userId: string; list: UserList; page: number; status?: 'unsettled' | 'settled' }
    >({
      query: ({ userId, list, page, status }) => ({
        url: `users/${encodeURIComponent(userId)}/${list}`,
        params: params({ page, pageSize: 25, status: list === 'bets' ? status : undefined }),
      }),
      providesTags: (_r, _e, { userId }) => [{ type: 'User', id: userId }],
    }),
    /** Credit or debit with an `Idempotency-Key` (docs/backoffice.md "Idempotent money calls"). */
    transfer: build.mutation<
      Envelope<TransferResult>,
      { body: TransferBody; idempotencyKey: string; userId?: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: 'wallet/transfer',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, { userId }) => (userId ? [{ type: 'User', id: userId }, 'Users'] : ['Users']),
    }),
    limits: build.query<MinMax, void>({
      query: () => 'limits',
      transformResponse: unwrap,
      providesTags: ['Limits'],
    }),
    setLimits: build.mutation<Done, MinMax>({
      query: (body) => ({ url: 'limits', method: 'PUT', body }),
      invalidatesTags: ['Limits'],
    }),

    // Brands ----------------------------------------------------------------------------------
    brands: build.query<Brand[], void>({
      query: () => 'brands',
      transformResponse: unwrap,
      providesTags: ['Brands'],
    }),
    createBrand: build.mutation<Envelope<Brand>, CreateBrandBody>({
      query: (body) => ({ url: 'brands', method: 'POST', body }),
      invalidatesTags: ['Brands'],
    }),
    updateBrand: build.mutation<Envelope<Brand>, { domainId: string; body: UpdateBrandBody }>({
      query: ({ domainId, body }) => ({ url: `brands/${encodeURIComponent(domainId)}`, method: 'PUT', body }),
      invalidatesTags: ['Brands'],
    }),
    setBrandStatus: build.mutation<Done, { domainId: string; status: 'active' | 'suspend' }>({
      query: ({ domainId, status }) => ({
        url: `brands/${encodeURIComponent(domainId)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: ['Brands'],
    }),
    uploadLogo: build.mutation<
      Envelope<Brand>,
      { domainId: string; contentType: 'image/svg+xml' | 'image/png'; dataBase64: string }
    >({
      query: ({ domainId, ...body }) => ({
        url: `brands/${encodeURIComponent(domainId)}/logo`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Brands'],
    }),
    notices: build.query<Notice[], string>({
      query: (domainId) => `brands/${encodeURIComponent(domainId)}/notices`,
      transformResponse: unwrap,
      providesTags: (_r, _e, id) => [{ type: 'Notices', id }],
    }),
    saveNotice: build.mutation<Envelope<Notice>, { domainId: string; id?: string; notice: string }>({
      query: ({ domainId, id, notice }) => ({
        url: `brands/${encodeURIComponent(domainId)}/notices${id ? `/${encodeURIComponent(id)}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body: { notice },
      }),
      invalidatesTags: (_r, _e, { domainId }) => [{ type: 'Notices', id: domainId }],
    }),
    deleteNotice: build.mutation<Done, { domainId: string; id: string }>({
      query: ({ domainId, id }) => ({
        url: `brands/${encodeURIComponent(domainId)}/notices/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { domainId }) => [{ type: 'Notices', id: domainId }],
    }),
    banners: build.query<Banner[], string>({
      query: (domainId) => `brands/${encodeURIComponent(domainId)}/banners`,
      transformResponse: unwrap,
      providesTags: (_r, _e, id) => [{ type: 'Banners', id }],
    }),
    saveBanner: build.mutation<
      Envelope<Banner>,
      { domainId: string; id?: string; body: CreateBannerBody | UpdateBannerBody }
    >({
      query: ({ domainId, id, body }) => ({
        url: `brands/${encodeURIComponent(domainId)}/banners${id ? `/${encodeURIComponent(id)}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { domainId }) => [{ type: 'Banners', id: domainId }],
    }),
    deleteBanner: build.mutation<Done, { domainId: string; id: string }>({
      query: ({ domainId, id }) => ({
        url: `brands/${encodeURIComponent(domainId)}/banners/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { domainId }) => [{ type: 'Banners', id: domainId }],
    }),

    // Markets and risk ------------------------------------------------------------------------
    markets: build.query<MatchRow[], { sportId?: number; inPlay?: boolean }>({
      query: (q) => ({ url: 'markets', params: params(q) }),
      transformResponse: unwrap,
      providesTags: ['Markets'],
    }),
    suspend: build.mutation<Done, { kind: 'markets' | 'matches'; id: string; action: 'suspend' | 'resume' }>({
      query: ({ kind, id, action }) => ({
        url: `${kind}/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
      }),
      invalidatesTags: ['Markets'],
    }),
    declareResult: build.mutation<Done, { marketId: string; winnerSelectionId?: string; value?: number }>({
      query: ({ marketId, ...result }) => ({
        url: `markets/${encodeURIComponent(marketId)}/result`,
        method: 'POST',
        body: { ...result, void: false },
      }),
      invalidatesTags: ['Markets'],
    }),
    voidMarket: build.mutation<Done, { marketId: string }>({
      query: ({ marketId }) => ({ url: `markets/${encodeURIComponent(marketId)}/void`, method: 'POST' }),
      invalidatesTags: ['Markets'],
    }),
    setHouseLimit: build.mutation<Done, { marketId: string; limit: number | null }>({
      query: ({ marketId, limit }) => ({
        url: `markets/${encodeURIComponent(marketId)}/house-limit`,
        method: 'PUT',
        body: { limit },
      }),
      invalidatesTags: ['Markets'],
    }),

    // Casino ----------------------------------------------------------------------------------
    casinoTables: build.query<CasinoTableRow[], void>({
      query: () => 'casino/tables',
      transformResponse: unwrap,
      providesTags: ['Casino'],
    }),
    pauseTable: build.mutation<Done, { casinoType: string; action: 'pause' | 'resume' }>({
      query: ({ casinoType, action }) => ({
        url: `casino/tables/${encodeURIComponent(casinoType)}/${action}`,
        method: 'POST',
      }),
      invalidatesTags: ['Casino'],
    }),
    casinoRound: build.query<CasinoRound, string>({
      query: (roundId) => `casino/rounds/${encodeURIComponent(roundId)}`,
      transformResponse: unwrap,
    }),

    // Reports and audit -----------------------------------------------------------------------
    report: build.query<Report, { from: string; to: string; groupBy: GroupBy }>({
      query: (q) => ({ url: 'reports', params: params({ ...q, format: 'json' }) }),
      transformResponse: unwrap,
    }),
    /** The same report as CSV text (the page saves it as a file). */
    reportCsv: build.mutation<string, { from: string; to: string; groupBy: GroupBy }>({
      query: (q) => ({
        url: 'reports',
        params: params({ ...q, format: 'csv' }),
        responseHandler: 'text',
      }),
    }),
    /**
     * The audit log, newest first, a page at a time: the next page asks for the entries before
     * the last one shown (`before`); a short page is the last.
     */
    auditLog: build.infiniteQuery<
      AuditEntry[],
      { actor?: string; action?: string; from?: string; to?: string },
      string
    >({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) =>
          lastPage.length < AUDIT_PAGE ? undefined : lastPage[lastPage.length - 1]?.id,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'audit',
        params: params({ ...queryArg, before: pageParam, limit: AUDIT_PAGE }),
      }),
      transformResponse: unwrap,
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useSignInMutation,
  useSignOutMutation,
  useMeQuery,
  useUsersQuery,
  useCreateUserMutation,
  useUserQuery,
  useProtectionQuery,
  useLiftSelfExclusionMutation,
  useResetPasswordMutation,
  useSetLocksMutation,
  useSetExposureLimitMutation,
  useUserRowsQuery,
  useTransferMutation,
  useLimitsQuery,
  useSetLimitsMutation,
  useBrandsQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useSetBrandStatusMutation,
  useUploadLogoMutation,
  useNoticesQuery,
  useSaveNoticeMutation,
  useDeleteNoticeMutation,
  useBannersQuery,
  useSaveBannerMutation,
  useDeleteBannerMutation,
  useMarketsQuery,
  useSuspendMutation,
  useDeclareResultMutation,
  useVoidMarketMutation,
  useSetHouseLimitMutation,
  useCasinoTablesQuery,
  usePauseTableMutation,
  useLazyCasinoRoundQuery,
  useReportQuery,
  useReportCsvMutation,
  useAuditLogInfiniteQuery,
} = api;
