import type { DomainConfig } from '@backlay/contracts';
import { BRAND_ELEMENT_ID } from '@backlay/contracts/constants';
import { brandingApi } from './api';

/**
 * The brand the server wrote into index.html for this host (issue 18: the first page renders
 * without waiting for `GET /api/domain/host/{host}`), or null when there is none (an unknown host,
 * the dev server) or it does not parse: the site then asks the API as before.
 */
export function readPreloadedBrand(doc: Document = document): DomainConfig | null {
  const text = doc.getElementById(BRAND_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as DomainConfig;
    return typeof config?._id === 'string' && typeof config.title === 'string' ? config : null;
  } catch {
    return null;
  }
}

/**
 * Puts the preloaded brand into the query cache under this host, as if `getDomainConfig(host)`
 * had answered (the branding slice takes it from the fulfilled action). Returns whether it did.
 */
export function primeBrand(
  dispatch: (action: ReturnType<typeof brandingApi.util.upsertQueryData>) => unknown,
  host: string,
  config: DomainConfig | null,
): boolean {
  if (!config) return false;
  void dispatch(brandingApi.util.upsertQueryData('getDomainConfig', host, config));
  return true;
}
