/**
 * Star that follows / unfollows a market for /multimarket (spec §2) (stub: renders nothing until
 * the multimarket feature fills it). Market components render it next to each market's name.
 */
export function FollowStar(_props: {
  marketId: string;
  matchId: string;
  sportId: number;
  competitionId: string;
  marketName: string;
}) {
  return null;
}
