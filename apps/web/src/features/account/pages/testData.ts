import { fakeServer, json, type Handler } from '../../../test/utils';

/** Fixtures of the account page tests. */

/** A fixed local 'today' for the data source rules. */
export const TODAY = new Date(2026, 2, 15, 10, 0);
export const today = () => TODAY;
export const startOf = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
export const endOf = (y: number, m: number, d: number) =>
  new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();

export const paged = (pageItems: unknown[], currentPage = 1, totalPages = pageItems.length ? 1 : 0) =>
  json({ status: true, pageItems, currentPage, totalPages });

/** A fake server answering every call under `prefix` with `answer`, recording path and body. */
export function recordingServer(prefix: string, answer: Handler) {
  const calls: { path: string; body: Record<string, unknown> | null }[] = [];
  const others = fakeServer();
  const server: Handler = async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(prefix)) return others(request);
    const body =
      request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : null;
    calls.push({ path: url.pathname + url.search, body });
    return answer(request);
  };
  return { server, calls };
}

export const BET = {
  betId: 'b1',
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: 4,
  matchId: '40000001',
  legueId: '101',
  marketId: '1.4000000101',
  market: 'Match Odds',
  markettype: 'Match Odds',
  selection: 'India',
  selectionId: '11',
  type: 'back',
  oddsReq: 1.9,
  price: null,
  size: null,
  stake: 100,
  favourMargin: 90,
  againstMargin: 100,
  status: 'settled',
  case: 'win',
  profitLoss: 90,
  placeTime: '2026-03-15T08:00:00.000Z',
  settledAt: '2026-03-15T09:00:00.000Z',
  remark: '',
  roundId: null,
};
