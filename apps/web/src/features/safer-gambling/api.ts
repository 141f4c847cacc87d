import type {
  RgConfirmBody,
  RgLimitBody,
  RgRealityAckBody,
  RgRealityCheckBody,
  RgSelfExclusionBody,
  RgSessionLimitBody,
  RgStatus,
  RgStatusResponse,
  RgTimeoutBody,
} from '@backlay/contracts';
import { api } from '../../shared/api';

/** The answer of a change without a status (reality-check answer, time-out, self-exclusion). */
export interface RgMessage {
  status: boolean;
  message: string;
}

/**
 * The signed-in customer's player protection (issue 17 items 5 and 6; docs/player-protection.md):
 * `GET /api/rg/status` and the changes under `/api/rg/`. Every change answers the new status (or a
 * message) and refreshes the status (`Rg` tag). Money in currency units, times in epoch ms of the
 * server's clock (`nowMs` is the server's time of the answer).
 */
export const rgApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRgStatus: build.query<RgStatus, void>({
      query: () => 'rg/status',
      transformResponse: (answer: RgStatusResponse) => answer.data,
      providesTags: ['Rg'],
    }),
    /** PUT /api/rg/limits: set or lower (at once), raise or remove (pending 24 h) a loss or stake limit. */
    setRgLimit: build.mutation<RgStatusResponse, RgLimitBody>({
      query: (body) => ({ url: 'rg/limits', method: 'PUT', body }),
      invalidatesTags: ['Rg'],
    }),
    /** POST /api/rg/limits/confirm: confirms a pending change whose 24 hours are over. */
    confirmRgLimit: build.mutation<RgStatusResponse, RgConfirmBody>({
      query: (body) => ({ url: 'rg/limits/confirm', method: 'POST', body }),
      invalidatesTags: ['Rg'],
    }),
    /** PUT /api/rg/session-limit: minutes per sign-in (5-1440), null to remove. */
    setRgSessionLimit: build.mutation<RgStatusResponse, RgSessionLimitBody>({
      query: (body) => ({ url: 'rg/session-limit', method: 'PUT', body }),
      invalidatesTags: ['Rg'],
    }),
    /** PUT /api/rg/reality-check: the interval (0 = off, 15, 30, 60 minutes). */
    setRgRealityCheck: build.mutation<RgStatusResponse, RgRealityCheckBody>({
      query: (body) => ({ url: 'rg/reality-check', method: 'PUT', body }),
      invalidatesTags: ['Rg'],
    }),
    /** POST /api/rg/reality-check/ack: continue (next check one interval on) or log out (session ends). */
    ackRgRealityCheck: build.mutation<RgMessage, RgRealityAckBody>({
      query: (body) => ({ url: 'rg/reality-check/ack', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => (body.action === 'continue' ? ['Rg'] : []),
    }),
    /** POST /api/rg/timeout: a time-out; every session ends at once. */
    takeRgTimeout: build.mutation<RgMessage, RgTimeoutBody>({
      query: (body) => ({ url: 'rg/timeout', method: 'POST', body }),
    }),
    /** POST /api/rg/self-exclusion: a self-exclusion; every session ends at once. */
    selfExclude: build.mutation<RgMessage, RgSelfExclusionBody>({
      query: (body) => ({ url: 'rg/self-exclusion', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetRgStatusQuery,
  useSetRgLimitMutation,
  useConfirmRgLimitMutation,
  useSetRgSessionLimitMutation,
  useSetRgRealityCheckMutation,
  useAckRgRealityCheckMutation,
  useTakeRgTimeoutMutation,
  useSelfExcludeMutation,
} = rgApi;
