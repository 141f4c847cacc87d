import { SPORTS } from '@backlay/contracts/constants';
import { sportsApi } from './api';

type Dispatch = (action: ReturnType<typeof sportsApi.util.prefetch>) => unknown;

/**
 * Starts the event lists a first page shows loading as soon as the store exists, before the page
 * renders (issue 18: the requests go out one render earlier; the page's own query then finds them
 * under way). Home: the sport of `?sport=` or the first sport; in-play: every sport.
 */
export function prefetchFirstLists(
  dispatch: Dispatch,
  page: 'home' | 'inplay',
  search: URLSearchParams,
): void {
  const wanted = Number(search.get('sport'));
  const sportIds =
    page === 'inplay'
      ? SPORTS.map((s) => s.id)
      : [SPORTS.some((s) => s.id === wanted) ? wanted : SPORTS[0].id];
  for (const id of sportIds) void dispatch(sportsApi.util.prefetch('getSportMatches', id, {}));
}
