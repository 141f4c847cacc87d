/** What names a match's full market page (docs/rules/specification.md §2 /fullmarket/{id1}/{id2}/{id3}). */
export interface FullMarketTarget {
  /** id1: sport type id (Cricket 4, Tennis 2, Soccer 1). */
  sportId: number | string;
  /** id2: competition id. */
  competitionId: string;
  /** id3: match id. */
  matchId: string;
  /** Optional query of the route: `eventName`, `gameTime` (ISO start) and `inplay`. */
  eventName?: string;
  gameTime?: string;
  inplay?: boolean;
}

/**
 * Router path of a match's full market page: `/fullmarket/{sportId}/{competitionId}/{matchId}`
 * plus `?gameTime&eventName&inplay` when known (docs/rules/specification.md §2). In the hash router the link reads
 * `#/fullmarket/...`.
 */
export function fullMarketPath(target: FullMarketTarget): string {
  const path = `/fullmarket/${encodeURIComponent(String(target.sportId))}/${encodeURIComponent(
    target.competitionId,
  )}/${encodeURIComponent(target.matchId)}`;
  const query = new URLSearchParams();
  if (target.gameTime) query.set('gameTime', target.gameTime);
  if (target.eventName) query.set('eventName', target.eventName);
  if (target.inplay !== undefined) query.set('inplay', String(target.inplay));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
