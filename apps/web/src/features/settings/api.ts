import type { QuickStakesBody, QuickStakesData, QuickStakesSaved } from '@backlay/contracts';
import { api } from '../../shared/api';

/**
 * The signed-in user's quick stakes, kept on the server so they follow the user across devices
 * (issue 5 item 7): `GET /api/settings/stakes` (the defaults when never saved) and
 * `POST /api/settings/stakes {stakes: integer[8]}`.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuickStakes: build.query<QuickStakesData, void>({
      query: () => 'settings/stakes',
      transformResponse: (answer: { status: boolean; data: QuickStakesData }) => answer.data,
      providesTags: ['Stakes'],
    }),
    saveQuickStakes: build.mutation<QuickStakesSaved, QuickStakesBody>({
      query: (body) => ({ url: 'settings/stakes', method: 'POST', body }),
      invalidatesTags: ['Stakes'],
    }),
  }),
});

export const { useGetQuickStakesQuery, useSaveQuickStakesMutation } = settingsApi;
