import type { EventRow } from '@backlay/contracts';

/** Test rows shaped like the server's catalogue rows (used by the tests of this folder only). */
export function makeRow(overrides: Partial<EventRow> & { matchId: string }): EventRow {
  const eventId = overrides.eventId ?? 4;
  const competitionId = overrides.competitionId ?? '4001';
  const { matchId } = overrides;
  return {
    eventName: `Match ${matchId}`,
    eventId,
    competitionId,
    competitionName: 'Indian Premier League',
    openDate: '2025-01-15T10:00:00.000Z',
    originalDate: '2019-04-01',
    venue: 'Wankhede',
    inPlay: false,
    marketName: 'Match Odds',
    declared: false,
    tv: false,
    bm: true,
    fancy: true,
    s: true,
    matchOdds: [
      {
        marketId: `1.${matchId}01`,
        inplay: overrides.inPlay ?? false,
        status: 'OPEN',
        runners: [
          { selectionId: '1', runnerName: 'Home', back: 1.85, lay: 1.87 },
          { selectionId: '2', runnerName: 'Away', back: 2.1, lay: 2.14 },
        ],
      },
    ],
    markets: [
      { marketId: `1.${matchId}01`, marketName: 'Match Odds', status: 'OPEN' },
      { marketId: `1.${matchId}02`, marketName: 'Tied Match', status: 'OPEN' },
      { marketId: `1.${matchId}03`, marketName: 'To Win the Toss', status: 'OPEN' },
      { marketId: `1.${matchId}04`, marketName: 'Completed Match', status: 'OPEN' },
      { marketId: `1.${matchId}05`, marketName: 'Over/Under 2.5 Goals', status: 'OPEN' },
      { marketId: `1.${matchId}06`, marketName: 'Team A 6 Over Runs', status: 'OPEN' },
    ],
    bmOdds: [{ marketId: `2.${matchId}01`, status: 'OPEN' }],
    joinedMarketIds: [`1.${matchId}01`],
    matchUrl: `/fullmarket/${eventId}/${competitionId}/${matchId}`,
    attribution: 'Cricket data from Cricsheet (cricsheet.org), ODC-BY 1.0',
    ...overrides,
  };
}

/** A local time (the browser's zone) as ISO, so day splits hold in any TZ. */
export const localIso = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

/** Wraps a fake server so the match page opened by a row click gets empty market answers. */
export function quietFullMarket(
  handler: (request: Request) => Response | Promise<Response>,
): (request: Request) => Response | Promise<Response> {
  return (request) =>
    new URL(request.url).pathname.startsWith('/api/v2/fetch-')
      ? new Response(JSON.stringify({ status: true, data: [] }), {
          headers: { 'content-type': 'application/json' },
        })
      : handler(request);
}
