import type { BetRow, TradeRow } from '@backlay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api';
import {
  calledPaths,
  fakeServer,
  json,
  mockFetch,
  renderApp,
  renderWithStore,
  setViewportWidth,
  signedIn,
  type Handler,
} from '../../test/utils';
import { OpenBetsPanel } from './OpenBetsPanel';
import { betRow, trade } from '../../test/openBetsFixtures';

const CRICKET = '40000001';
const TENNIS = '20000001';

const TRADES: TradeRow[] = [
  trade({ _id: '1.4000000101', count: 2 }),
  trade({ _id: '3.4000000101', markettype: 'FANCY', market: '6 over runs IND', count: 1 }),
  trade({
    _id: '1.2000000101',
    matchId: TENNIS,
    eventId: 2,
    legueId: '2001',
    sportsName: 'Tennis',
    event: 'Nadal v Federer',
    count: 1,
  }),
];

const BETS: Record<string, BetRow[]> = {
  [CRICKET]: [
    betRow({ betId: 'b1' }),
    betRow({
      betId: 'b2',
      type: 'lay',
      selection: 'Australia',
      oddsReq: 3,
      stake: 50,
      favourMargin: 50,
      againstMargin: 100,
    }),
    betRow({
      betId: 'b3',
      marketId: '3.4000000101',
      market: '6 over runs IND',
      markettype: 'FANCY',
      selection: '6 over runs IND',
      oddsReq: null,
      price: 45,
      size: 100,
      stake: 200,
      favourMargin: 200,
      againstMargin: 200,
    }),
    betRow({ betId: 'settled', status: 'settled', case: 'win', selection: 'Settled one' }),
  ],
  [TENNIS]: [
    betRow({
      betId: 't1',
      matchId: TENNIS,
      marketId: '1.2000000101',
      event: 'Nadal v Federer',
      selection: 'Nadal',
      oddsReq: 1.8,
    }),
  ],
};

function betsServer(trades: TradeRow[] = TRADES, bets: Record<string, BetRow[]> = BETS, extra = {}): Handler {
  return fakeServer({
    'GET /api/bet/trade/list': () => json({ status: true, data: trades }),
    [`GET /api/bet/bet-details/list/${CRICKET}`]: () => json({ status: true, data: bets[CRICKET] ?? [] }),
    [`GET /api/bet/bet-details/list/${TENNIS}`]: () => json({ status: true, data: bets[TENNIS] ?? [] }),
    ...extra,
  });
}

const field = (bet: HTMLElement, name: string) => bet.querySelector(`[data-field="${name}"]`)?.textContent;

async function openModal(server: Handler = betsServer()) {
  setViewportWidth(800);
  const fetch = mockFetch(server);
  const view = renderApp('/account', signedIn());
  await userEvent.click(await screen.findByTestId('bets-button'));
  const modal = screen.getByTestId('open-bets-modal');
  return { ...view, fetch, modal };
}

describe('open bets modal (mobile Bets button)', () => {
  it('lists the open bets as an accordion by event, each bet under Matched', async () => {
    const { modal, fetch } = await openModal();
    expect(within(modal).getByRole('heading', { name: 'Open Bets' })).toBeTruthy();
    const cricket = await within(modal).findByRole('button', { name: /India v Australia/ });
    const tennis = within(modal).getByRole('button', { name: /Nadal v Federer/ });
    expect(cricket.getAttribute('aria-expanded')).toBe('true');
    expect(tennis.getAttribute('aria-expanded')).toBe('true');

    await waitFor(() => expect(within(modal).getAllByTestId('open-bet')).toHaveLength(4));
    expect(within(modal).getAllByRole('heading', { name: 'Matched' })).toHaveLength(2);
    expect(within(modal).queryByText('Settled one')).toBeNull();

    const region = within(modal).getByRole('region', { name: 'India v Australia' });
    const [back, lay, fancy] = within(region).getAllByTestId('open-bet') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(back).getByText('Back (Bet For)')).toBeTruthy();
    expect(back.querySelector('time')?.textContent).toBe('02/01/2026 03:04:05');
    expect(field(back, 'selection')).toBe('India');
    expect(field(back, 'markettype')).toBe('Match Odds');
    expect(field(back, 'odds')).toBe('2.5');
    expect(field(back, 'stake')).toBe('100.00');
    expect(field(back, 'profit')).toBe('150.00 (100.00)');
    expect(back.className).toContain('open-bet--back');

    expect(within(lay).getByText('Lay (Bet against)')).toBeTruthy();
    expect(field(lay, 'profit')).toBe('50.00 (100.00)');
    expect(lay.className).toContain('open-bet--lay');
    expect(field(fancy, 'markettype')).toBe('FANCY');
    expect(field(fancy, 'odds')).toBe('45/100');

    expect(calledPaths(fetch)).toEqual(
      expect.arrayContaining([
        'GET /api/bet/trade/list',
        `GET /api/bet/bet-details/list/${CRICKET}`,
        `GET /api/bet/bet-details/list/${TENNIS}`,
      ]),
    );
  });

  it('folds an event away from its header', async () => {
    const { modal } = await openModal();
    const cricket = await within(modal).findByRole('button', { name: /India v Australia/ });
    await userEvent.click(cricket);
    expect(cricket.getAttribute('aria-expanded')).toBe('false');
    expect(within(modal).queryByRole('region', { name: 'India v Australia' })).toBeNull();
    await waitFor(() => expect(within(modal).getAllByTestId('open-bet')).toHaveLength(1));
    await userEvent.click(cricket);
    await waitFor(() => expect(within(modal).getAllByTestId('open-bet')).toHaveLength(4));
  });

  it("says 'No Data Found!' without open bets", async () => {
    const { modal } = await openModal(betsServer([]));
    expect(await within(modal).findByText('No Data Found!')).toBeTruthy();
    expect(within(modal).queryByTestId('open-bet')).toBeNull();
  });

  it("reloads when the 'Bets' tag is invalidated (a bet was placed)", async () => {
    let trades: TradeRow[] = [];
    const { modal, store } = await openModal(
      fakeServer({
        'GET /api/bet/trade/list': () => json({ status: true, data: trades }),
        [`GET /api/bet/bet-details/list/${CRICKET}`]: () => json({ status: true, data: [betRow()] }),
      }),
    );
    expect(await within(modal).findByText('No Data Found!')).toBeTruthy();
    trades = [trade()];
    act(() => {
      store.dispatch(api.util.invalidateTags(['Bets']));
    });
    await waitFor(() => expect(within(modal).getAllByTestId('open-bet')).toHaveLength(1));
    expect(store.getState().bet.liveBets).toEqual([trade()]);
  });

  it("loads the user's quick stakes from the server into the stakes slice", async () => {
    const stakes = [11, 22, 33, 44, 55, 66, 77, 88];
    const { store } = await openModal(
      betsServer(TRADES, BETS, {
        'GET /api/settings/stakes': () => json({ status: true, data: { stakes, updatedAt: null } }),
      }),
    );
    await waitFor(() => expect(store.getState().stakes.stakes.map((s) => s.stakeValue)).toEqual(stakes));
  });
});

describe('OpenBetsPanel (desktop)', () => {
  it("lists the markets in a 'Select market' dropdown; all open bets until one is chosen", async () => {
    mockFetch(betsServer());
    renderWithStore(<OpenBetsPanel />, signedIn());
    const panel = screen.getByTestId('open-bets-panel');
    const select = within(panel).getByLabelText('Select market') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect([...select.options].map((o) => o.text)).toEqual([
      'Select market',
      'India v Australia - Match Odds',
      'India v Australia - 6 over runs IND',
      'Nadal v Federer - Match Odds',
    ]);
    expect(select.value).toBe('');
    await waitFor(() => expect(within(panel).getAllByTestId('open-bet')).toHaveLength(4));
    expect(within(panel).getAllByRole('heading', { name: 'Matched' })).toHaveLength(2);

    fireEvent.change(select, { target: { value: '3.4000000101' } });
    await waitFor(() => expect(within(panel).getAllByTestId('open-bet')).toHaveLength(1));
    const [fancy] = within(panel).getAllByTestId('open-bet') as [HTMLElement];
    expect(field(fancy, 'odds')).toBe('45/100');
    expect(within(panel).queryByRole('region', { name: 'Nadal v Federer' })).toBeNull();

    fireEvent.change(select, { target: { value: '1.2000000101' } });
    await waitFor(() => expect(field(within(panel).getByTestId('open-bet'), 'selection')).toBe('Nadal'));
  });

  it("preselects the page's match", async () => {
    mockFetch(betsServer());
    renderWithStore(<OpenBetsPanel matchId={TENNIS} />, signedIn());
    const select = screen.getByLabelText('Select market') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('1.2000000101'));
    await waitFor(() => expect(screen.getAllByTestId('open-bet')).toHaveLength(1));
    expect(screen.getByText('Back (Bet For)')).toBeTruthy();
  });

  it("says 'No Data Found!' signed out, without calling the server", async () => {
    const fetch = mockFetch(betsServer());
    renderWithStore(<OpenBetsPanel />);
    expect(screen.getByTestId('open-bets-panel')).toBeTruthy();
    expect(screen.getByText('No Data Found!')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'No Data Found!' when nothing is open", async () => {
    mockFetch(betsServer([]));
    renderWithStore(<OpenBetsPanel />, signedIn());
    expect(await screen.findByText('No Data Found!')).toBeTruthy();
  });
});
