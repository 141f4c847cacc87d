import type { CurrentOrderSummary, TradeRow } from '@backlay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  calledPaths,
  calledRequests,
  fakeServer,
  json,
  mockFetch,
  renderWithStore,
  signedIn,
  type Handler,
} from '../../test/utils';
import { betRow, trade, unmatchedOrder } from '../../test/openBetsFixtures';
import { OPEN_BETS_POLL_MS } from './api';
import { OpenBetsPanel } from './OpenBetsPanel';

const CRICKET = '40000001';
const MO = '1.4000000101';
const ORDERS = '/api/exchange/betting/rest/v1.0';

const order = unmatchedOrder;

/** Bodies the fake exchange received, by operation. */
let bodies: Record<string, unknown[]> = {};

function server(
  orders: () => CurrentOrderSummary[] | Response,
  extra: Record<string, Handler> = {},
  trades: TradeRow[] = [trade()],
): Handler {
  bodies = {};
  const record = (op: string, answer: (body: unknown) => Response) => async (request: Request) => {
    const body: unknown = await request.json();
    (bodies[op] ??= []).push(body);
    return answer(body);
  };
  return fakeServer({
    'GET /api/bet/trade/list': () => json({ status: true, data: trades }),
    [`GET /api/bet/bet-details/list/${CRICKET}`]: () =>
      json({ status: true, data: [betRow({ betId: 'b1', stake: 40, oddsReq: 2.5 })] }),
    [`POST ${ORDERS}/listCurrentOrders`]: record('list', () => {
      const answer = orders();
      return answer instanceof Response ? answer : json({ currentOrders: answer, moreAvailable: false });
    }),
    [`POST ${ORDERS}/cancelOrders`]: record('cancel', () =>
      json({
        status: 'SUCCESS',
        marketId: MO,
        instructionReports: [{ status: 'SUCCESS', instruction: { betId: 'o1' }, sizeCancelled: 100 }],
      }),
    ),
    [`POST ${ORDERS}/replaceOrders`]: record('replace', () =>
      json({ status: 'SUCCESS', marketId: MO, instructionReports: [{ status: 'SUCCESS' }] }),
    ),
    ...extra,
  });
}

const count = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  calledPaths(fetch).filter((p) => p === path).length;

function renderPanel(handler: Handler, eventName?: string) {
  const fetch = mockFetch(handler);
  const view = renderWithStore(<OpenBetsPanel matchId={CRICKET} eventName={eventName} />, signedIn());
  return { ...view, fetch };
}

describe('open bets: the Unmatched group (issue 14 item 7)', () => {
  it('lists an executable order under Unmatched, below the Matched list which stays', async () => {
    const { fetch } = renderPanel(
      server(() => [
        order(),
        order({ betId: 'done', status: 'EXECUTION_COMPLETE', sizeRemaining: 0, sizeMatched: 100 }),
        order({ betId: 'other', matchId: '20000001', marketId: '1.2000000101', selectionName: 'Nadal' }),
      ]),
    );
    const group = await screen.findByTestId('unmatched-orders');
    const matched = await screen.findByRole('heading', { name: 'Matched' });
    const unmatched = within(group).getByRole('heading', { name: 'Unmatched' });
    // Matched keeps its place, Unmatched comes after it.
    expect(matched.compareDocumentPosition(unmatched) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findAllByTestId('open-bet')).toHaveLength(1);

    const rows = within(group).getAllByTestId('unmatched-order');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.getAttribute('aria-label')).toBe('Unmatched back on India at 2.5');
    expect(within(row).getByText('Back (Bet For)')).toBeTruthy();
    expect(row.querySelector('[data-field="selection"]')?.textContent).toBe('India');
    expect(row.querySelector('[data-field="odds"]')?.textContent).toBe('2.5');
    expect(row.querySelector('[data-field="remaining"]')?.textContent).toBe('100.00');
    expect(within(row).getByRole('button', { name: 'Cancel unmatched back on India at 2.5' })).toBeTruthy();
    expect(
      (
        within(row).getByRole('button', {
          name: 'Update price of unmatched back on India at 2.5',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    // The orders are asked for with the site's auth headers.
    const list = calledRequests(fetch).find((r) => r.url.endsWith('/listCurrentOrders'))!;
    expect(list.method).toBe('POST');
    expect(list.headers.get('Authorization')).toBe('Bearer tok_1');
    expect(bodies.list![0]).toEqual({ orderProjection: 'EXECUTABLE' });
  });

  it('shows no Unmatched group without an executable order; Matched keeps its place', async () => {
    const { fetch } = renderPanel(server(() => [order({ status: 'EXECUTION_COMPLETE', sizeRemaining: 0 })]));
    await waitFor(() => expect(count(fetch, `POST ${ORDERS}/listCurrentOrders`)).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Matched' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading unmatched bets...')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Unmatched' })).toBeNull();
    expect(screen.queryByTestId('unmatched-order')).toBeNull();
  });

  it('Cancel cancels the whole remainder, toasts it and refreshes the orders, bets and balance', async () => {
    let orders = [order()];
    const { fetch } = renderPanel(server(() => orders));
    const cancel = await screen.findByRole('button', { name: 'Cancel unmatched back on India at 2.5' });
    await waitFor(() => expect(count(fetch, 'GET /api/auth/letest-user-details')).toBe(0));
    const before = {
      bets: count(fetch, `GET /api/bet/bet-details/list/${CRICKET}`),
      orders: count(fetch, `POST ${ORDERS}/listCurrentOrders`),
    };
    orders = [];
    await userEvent.click(cancel);
    expect(await screen.findByText('Unmatched bet cancelled: 100.00 returned')).toBeTruthy();
    expect(bodies.cancel).toEqual([{ marketId: MO, instructions: [{ betId: 'o1' }] }]);
    await waitFor(() => expect(screen.queryByTestId('unmatched-order')).toBeNull());
    expect(count(fetch, `POST ${ORDERS}/listCurrentOrders`)).toBeGreaterThan(before.orders);
    await waitFor(() =>
      expect(count(fetch, `GET /api/bet/bet-details/list/${CRICKET}`)).toBeGreaterThan(before.bets),
    );
    expect(screen.getByRole('heading', { name: 'Matched' })).toBeTruthy();
  });

  it('a cancel refused with BET_TAKEN_OR_LAPSED says the bet was already matched or lapsed', async () => {
    renderPanel(
      server(() => [order()], {
        [`POST ${ORDERS}/cancelOrders`]: () =>
          json({
            status: 'FAILURE',
            errorCode: 'PROCESSED_WITH_ERRORS',
            marketId: MO,
            instructionReports: [
              {
                status: 'FAILURE',
                errorCode: 'BET_TAKEN_OR_LAPSED',
                instruction: { betId: 'o1' },
                sizeCancelled: 0,
              },
            ],
          }),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel unmatched back on India at 2.5' }),
    );
    expect(await screen.findByText('This bet has already been matched or lapsed.')).toBeTruthy();
  });

  it('the edit-price stepper moves one tick and Update sends replaceOrders with the new price', async () => {
    renderPanel(server(() => [order({ side: 'LAY', priceSize: { price: 2, size: 50 }, sizeRemaining: 30 })]));
    const name = 'unmatched lay on India at 2';
    const price = (await screen.findByRole('textbox', { name: `New price of ${name}` })) as HTMLInputElement;
    expect(price.value).toBe('2');
    const row = screen.getByTestId('unmatched-order');
    expect(row.querySelector('[data-field="remaining"]')?.textContent).toBe('30.00');
    expect(row.className).toContain('open-bet--lay');
    await userEvent.click(screen.getByRole('button', { name: `Increase price of ${name}` }));
    expect(price.value).toBe('2.02');
    await userEvent.click(screen.getByRole('button', { name: `Increase price of ${name}` }));
    await userEvent.click(screen.getByRole('button', { name: `Decrease price of ${name}` }));
    expect(price.value).toBe('2.02');
    await userEvent.click(screen.getByRole('button', { name: `Update price of ${name}` }));
    expect(await screen.findByText('Price updated to 2.02')).toBeTruthy();
    expect(bodies.replace).toEqual([{ marketId: MO, instructions: [{ betId: 'o1', newPrice: 2.02 }] }]);
  });

  it('is keyboard usable: arrows step the price, Enter updates; a refusal is shown and the price resets', async () => {
    renderPanel(
      server(() => [order()], {
        [`POST ${ORDERS}/replaceOrders`]: async (request) => {
          (bodies.replace ??= []).push(await request.json());
          return json({
            status: 'FAILURE',
            errorCode: 'PROCESSED_WITH_ERRORS',
            marketId: MO,
            instructionReports: [{ status: 'FAILURE', errorCode: 'INVALID_ODDS' }],
          });
        },
      }),
    );
    const price = (await screen.findByRole('textbox', {
      name: 'New price of unmatched back on India at 2.5',
    })) as HTMLInputElement;
    price.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(price.value).toBe('2.52');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('That price is not on the price ladder.')).toBeTruthy();
    expect(bodies.replace).toEqual([{ marketId: MO, instructions: [{ betId: 'o1', newPrice: 2.52 }] }]);
    await waitFor(() => expect(price.value).toBe('2.5'));
  });

  it('says when the unmatched orders cannot be loaded, and Retry asks again', async () => {
    let fail = true;
    const { fetch } = renderPanel(
      server(() => (fail ? json({ errorCode: 'SERVICE_UNAVAILABLE', message: 'Down' }, 503) : [order()])),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Unmatched bets could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Matched' })).toBeTruthy();
    const failed = count(fetch, `POST ${ORDERS}/listCurrentOrders`);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('unmatched-order')).toBeTruthy();
    expect(count(fetch, `POST ${ORDERS}/listCurrentOrders`)).toBe(failed + 1);
  });

  it("lists the page's match when its only order rests wholly unmatched (no bet row yet)", async () => {
    renderPanel(
      server(() => [order()], {}, []),
      'India v Australia',
    );
    const section = await screen.findByRole('region', { name: 'India v Australia' });
    expect(await within(section).findByTestId('unmatched-order')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Matched' })).toBeTruthy();
  });

  it('polls the unmatched orders every 10 s; one matched meanwhile refreshes the matched bets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let orders = [order()];
    const { fetch } = renderPanel(server(() => orders));
    await screen.findByTestId('unmatched-order');
    const bets = count(fetch, `GET /api/bet/bet-details/list/${CRICKET}`);
    expect(OPEN_BETS_POLL_MS).toBe(10_000);
    orders = [];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OPEN_BETS_POLL_MS + 100);
    });
    await waitFor(() => expect(screen.queryByTestId('unmatched-order')).toBeNull());
    expect(count(fetch, `POST ${ORDERS}/listCurrentOrders`)).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(count(fetch, `GET /api/bet/bet-details/list/${CRICKET}`)).toBeGreaterThan(bets),
    );
  });
});
