import type {
  AccountStatementRow,
  Banner,
  BetHistoryRequest,
  BetRow,
  LoginActivityRow,
  Notice,
  PagedList,
  PageSize,
  PasswordHistoryRow,
  ProfitLossRequest,
  ProfitLossResponse,
  StatementRequest,
  StatusMessage,
  UpdatePasswordBody,
} from '@backlay/contracts';
import { api } from '../../shared/api';

/** `{page}/{pageSize}` of a list call (docs/rules/specification.md §7, §9). */
export interface PageArgs {
  page: number;
  pageSize: PageSize;
}

/** Optional ISO bounds of the GET lists. */
interface RangeArgs {
  from?: string;
  to?: string;
}

const query = (range: RangeArgs) => {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The account calls (docs/rules/specification.md §7; issue 8): statement, bet history, profit and loss, password
 * history, login activity, password change, notices and banners. Lists are kept 0 s once unused
 * (docs/rules/specification.md §9: user, password history and statement; the other lists alike, so a revisit is
 * fresh). Updating the password invalidates the password history (docs/rules/specification.md §7).
 */
export const accountApi = api.enhanceEndpoints({ addTagTypes: ['PasswordHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    getStatement: build.query<PagedList<AccountStatementRow>, PageArgs & StatementRequest>({
      query: ({ page, pageSize, ...body }) => ({
        url: `transit/transactions/test/${page}/${pageSize}`,
        method: 'POST',
        body,
      }),
      keepUnusedDataFor: 0,
    }),
    getBetHistory: build.query<PagedList<BetRow>, PageArgs & BetHistoryRequest>({
      query: ({ page, pageSize, ...body }) => ({
        url: `bet/history/test/${page}/${pageSize}`,
        method: 'POST',
        body,
      }),
      keepUnusedDataFor: 0,
    }),
    getProfitLoss: build.query<ProfitLossResponse, PageArgs & ProfitLossRequest>({
      query: ({ page, pageSize, ...body }) => ({
        url: `profit-loss/test/${page}/${pageSize}`,
        method: 'POST',
        body,
      }),
      keepUnusedDataFor: 0,
    }),
    getPasswordHistory: build.query<PagedList<PasswordHistoryRow>, PageArgs & RangeArgs>({
      query: ({ page, pageSize, ...range }) =>
        `auth/password-update-history/${page}/${pageSize}${query(range)}`,
      providesTags: ['PasswordHistory'],
      keepUnusedDataFor: 0,
    }),
    getLoginActivity: build.query<PagedList<LoginActivityRow>, PageArgs & RangeArgs & { userId: string }>({
      query: ({ userId, page, pageSize, ...range }) =>
        `auth/login-activity/${encodeURIComponent(userId)}/${page}/${pageSize}${query(range)}`,
      keepUnusedDataFor: 0,
    }),
    updatePassword: build.mutation<StatusMessage, UpdatePasswordBody>({
      query: (body) => ({ url: 'auth/update-password', method: 'POST', body }),
      invalidatesTags: ['PasswordHistory'],
    }),
    getNotices: build.query<Notice[], string>({
      query: (domainId) => `domain/notice/get/${encodeURIComponent(domainId)}`,
      transformResponse: (answer: { data: Notice[] }) => answer.data,
    }),
    getBanners: build.query<Banner[], string>({
      query: (domainId) => `domain/banner/get/${encodeURIComponent(domainId)}`,
      transformResponse: (answer: { data: Banner[] }) => answer.data,
    }),
  }),
});

export const {
  useGetStatementQuery,
  useGetBetHistoryQuery,
  useGetProfitLossQuery,
  useGetPasswordHistoryQuery,
  useGetLoginActivityQuery,
  useUpdatePasswordMutation,
  useGetNoticesQuery,
  useGetBannersQuery,
} = accountApi;
