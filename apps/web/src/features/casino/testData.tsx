import type {
  BetRow,
  CasinoData,
  CasinoT1,
  CasinoGame,
  CasinoListItem,
  CasinoRecentResult,
  CasinoRoundResult,
} from '@backlay/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { fakeServer, json, makeStore, renderRouter, type Handler, type TestState } from '../../test/utils';

/** Fixtures and a fake server for the casino tests (network doubles only, docs/architecture.md). */

const item = (casinoType: string, name: string, eventId: string, thumb = true): CasinoListItem => ({
  id: casinoType,
  name,
  dataURL: `/api/casino/data/${casinoType}/${eventId}`,
  eventId,
  casinoType,
  thumbUrl: thumb ? `/casino/thumbs/${casinoType}.svg` : '',
  tamannahSquareThumbUrl: thumb ? `/casino/thumbs/${casinoType}-square.svg` : '',
});

/** The server's lobby list: playable tables, one without a thumbnail, and a coming-soon type. */
export const LIST: CasinoListItem[] = [
  item('ab20', 'Andar Bahar 20-20', '99100'),
  item('teen20', '20-20 Teenpatti', '99011'),
  item('lucky7', 'Lucky 7-A', '99024'),
  item('lucky7eu', 'Lucky 7-B', '99036'),
  item('Teen', 'Teenpatti One Day', '99009'),
  item('card32eu', '32 Cards B', '99029', false),
  item('worli2', 'Instant Worli', '99023'),
];

export const TEEN_ROUND = '11.260101120000';

/** teen20 live data: 20 s left, A's first card up, Pair plus B suspended. */
export function teenData(over: { autotime?: string; mid?: string; suspendB?: boolean } = {}): CasinoData {
  const mid = over.mid ?? TEEN_ROUND;
  const runner = (sid: string, nat: string, rate: string, open = true) => ({
    mid,
    nat,
    sid,
    rate: open ? rate : '0',
    gstatus: open ? ('1' as const) : ('0' as const),
    min: 100,
    max: sid === '1' || sid === '3' ? 300000 : 25000,
  });
  return {
    t1: [
      {
        mid,
        autotime: over.autotime ?? '20',
        remark: '',
        gtype: 'teen20',
        min: 100,
        max: 300000,
        C1: 'ASS',
        C2: '10DD',
        C3: '1',
        C4: '1',
        C5: '1',
        C6: '1',
      } as CasinoT1,
    ],
    t2: [
      runner('1', 'Player A', '1.98'),
      runner('2', 'Pair plus A', '2.00'),
      runner('3', 'Player B', '1.98'),
      runner('4', 'Pair plus B', '2.00', !over.suspendB),
    ],
  };
}

/** aaa live data: Amar back/lay open, Akbar SUSPENDED, Even a rate runner. */
export function aaaData(): CasinoData {
  const mid = '27.260101120000';
  const bl = (sid: string, nat: string, b1: string, l1: string, open = true) => ({
    mid,
    nat,
    sid,
    b1,
    bs1: '300000',
    l1,
    ls1: '300000',
    gstatus: open ? ('ACTIVE' as const) : ('SUSPENDED' as const),
    min: 100,
    max: 300000,
  });
  return {
    t1: [{ mid, autotime: '18', remark: '', gtype: 'aaa', min: 100, max: 300000, C1: '1' } as CasinoT1],
    t2: [
      bl('1', 'Amar', '2.12', '2.22'),
      bl('2', 'Akbar', '0', '0', false),
      { mid, nat: 'Even', sid: '4', rate: '2.12', gstatus: '1', min: 100, max: 25000 },
    ],
  };
}

export const GAMES: CasinoGame[] = [
  {
    eventId: 99,
    legueId: '99',
    matchId: '99011',
    name: '20-20 Teenpatti',
    casinoType: 'teen20',
    markets: [{ marketId: '9.99011', markettype: 'Casino', suspended: false }],
  },
  {
    eventId: 99,
    legueId: '99',
    matchId: '99027',
    name: 'Amar Akbar Anthony',
    casinoType: 'aaa',
    markets: [{ marketId: '9.99027', markettype: 'Casino', suspended: false }],
  },
  {
    eventId: 99,
    legueId: '99',
    matchId: '99036',
    name: 'Lucky 7-B',
    casinoType: 'lucky7eu',
    markets: [{ marketId: '9.99036', markettype: 'Casino', suspended: false }],
  },
];

export const TEEN_RESULTS: CasinoRecentResult[] = [
  { result: '1', mid: '11.260101115900' },
  { result: '2', mid: '11.260101115800' },
  { result: '0', mid: '11.260101115700' },
];

export const TEEN_RESULT: CasinoRoundResult = {
  mid: '11.260101115900',
  result: '1',
  win: '1',
  winnat: 'Player A',
  rdesc: 'Player A#A : Pair | B : High Card',
  cards: 'KHH,2CC,KDD,7SS,4HH,9DD',
  sids: '1,2',
};

/** A bet row of the test user on a table. */
export function betRow(betId: string, over: Partial<BetRow> = {}): BetRow {
  return {
    betId,
    sportsName: 'Casino',
    event: '20-20 Teenpatti',
    eventId: 99,
    matchId: '99011',
    legueId: '99',
    marketId: '9.99011',
    market: '20-20 Teenpatti',
    markettype: 'Casino',
    selection: 'Player A',
    selectionId: '1',
    type: 'back',
    oddsReq: 1.98,
    price: null,
    size: null,
    stake: 200,
    favourMargin: 196,
    againstMargin: 200,
    status: 'unsettled',
    case: null,
    profitLoss: null,
    placeTime: '2026-01-01T12:00:05.000Z',
    settledAt: null,
    remark: '',
    roundId: TEEN_ROUND,
    ...over,
  };
}

const ok = (data: unknown) => json({ status: true, data });

/**
 * The default server plus the casino calls: the list, teen20 and aaa live data and results, the
 * game list (filtered by matchId), bet placement and the user's bets (none).
 */
export function casinoServer(overrides: Record<string, Handler> = {}): Handler {
  return fakeServer({
    'GET /api/casino/list': () => ok(LIST),
    'GET /api/casino/data/teen20/99011': () => ok(teenData()),
    'GET /api/casino/data/aaa/99027': () => ok(aaaData()),
    'GET /api/casino/results/teen20': () => ok(TEEN_RESULTS),
    'GET /api/casino/results/aaa': () => ok([]),
    'GET /api/sports/casino/games': (request) => {
      const matchId = new URL(request.url).searchParams.get('matchId');
      return ok(GAMES.filter((g) => !matchId || g.matchId === matchId));
    },
    'GET /api/bet/bet-details/list/99011': () => ok([]),
    'GET /api/bet/bet-details/list/99027': () => ok([]),
    'POST /api/bet/save2': () => json({ status: true, message: 'Bet placed successfully', betId: 'b1' }),
    ...overrides,
  });
}

/** Renders `ui` at `path` (matched by `route`) with a fresh store, the router and toasts. */
export function renderCasino(
  ui: ReactNode,
  { path = '/', route = '/', state }: { path?: string; route?: string; state?: TestState } = {},
) {
  const store = makeStore(state);
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(store, router);
}
