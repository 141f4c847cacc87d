import type { DomainConfig } from '@backlay/contracts';
import { api } from '../../shared/api';

/** Brand lookup by host name (docs/rules/specification.md §1, §7 `GET domain/host/{host}`). */
export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDomainConfig: build.query<DomainConfig, string>({
      query: (host) => `domain/host/${encodeURIComponent(host)}`,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetDomainConfigQuery } = brandingApi;
