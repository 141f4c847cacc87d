import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, json, mockFetch, renderApp, signedIn } from '../../test/utils';
import type { CurrentOrderSummary } from '@backlay/contracts';
import { oddsPathOf } from '../../firstRequests';
import {
  BM,
  MO,
  ORDERS,
  PAGE,
  TIED,
  bet,
  eventRow,
  marketServer,
  matchOdds,
  order,
  tiedMatch,
} from './test-fixtures';

// The page builds its sections one a task after the lists arrive (issue 18): room for a busy machine.
const market = async (id: string) => screen.findByTestId(`market-${id}`, {}, { timeout: 5000 });

/** The user's book on Match Odds: +96 if India wins, -100 otherwise (matched bets only). */
const BOOK_96_100 = {
  status: true,
  data: {
    marketId: MO,
    exposure: 100,
    runners: [
      { selectionId: '1', pnl: 96 },
      { selectionId: '2', pnl: -100 },
    ],
    fancy: [],
  },
};

describe('full market page', () => {
  it('shows Match Odds with three back and three lay levels, the matched total and the other markets', async () => {
    mockFetch(marketServer());
    renderApp(PAGE);
    const mo = await market(MO);
    expect(within(mo).getByRole('heading', { name: 'Match Odds' })).toBeTruthy();
    expect(within(mo).getByTestId('matched-total').textContent).toBe('Matched €0.06M');
    const india = within(mo).getByTestId('runner-1');
    expect(within(india).getAllByRole('button', { name: /^Back India/ })).toHaveLength(3);
    expect(within(india).getAllByRole('button', { name: /^Lay India/ })).toHaveLength(3);
    const best = within(india).getByTestId('back-price');
    expect(best.textContent).toBe('Back India at 1.96, 1k available');
    expect(shown(best)).toBe('1.96 1k');
    expect(within(india).getByTestId('lay-price').textContent).toBe('Lay India at 1.98, 1k available');
    // Match Odds first, then the other exchange markets; the credit comes after the last section.
    expect((await screen.findByTestId('data-credit')).textContent).toContain('Cricsheet');
    const markets = screen.getAllByTestId(/^market-/).map((m) => m.dataset.testid);
    expect(markets.slice(0, 3)).toEqual([`market-${MO}`, `market-${TIED}`, `market-${BM}`]);
  });

  it('asks for the odds the first-requests script starts for the page (src/firstRequests.ts)', async () => {
    const fetch = mockFetch(marketServer());
    renderApp(PAGE);
    await market(MO);
    const odds = calledPaths(fetch).filter((p) => p.startsWith('GET /api/v2/fetch-market-odds/'));
    expect(odds).toEqual([`GET ${oddsPathOf(`#${PAGE}`, { status: true, data: [eventRow] })}`]);
  });

  it('builds the sections once each, in order and one a task, even when the event list answers last (issue 18)', async () => {
    // The event list answers after the Bookmaker and Fancy lists: the odds request starts only then.
    let answerEvents!: () => void;
    const eventsHeld = new Promise<void>((resolve) => (answerEvents = resolve));
    const fetch = mockFetch(
      marketServer({
        'GET /api/v2/get-matches-by-eventid/4': async () => {
          await eventsHeld;
          return json({ status: true, data: [eventRow] });
        },
      }),
    );
    // The sections added to the page, one list per mutation batch (a batch is at most one task).
    const batches: string[][] = [];
    const observer = new MutationObserver((records) => {
      const added = records
        .flatMap((r) => [...r.addedNodes])
        .filter((n): n is HTMLElement => n instanceof HTMLElement)
        .flatMap((n) => [n, ...n.querySelectorAll<HTMLElement>('[data-testid]')])
        .map((el) => el.dataset.testid ?? '')
        .filter((id) => id.startsWith('market-') || id === 'fancy-section');
      if (added.length > 0) batches.push(added);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp(PAGE);
    await waitFor(() =>
      expect(calledPaths(fetch)).toEqual(
        expect.arrayContaining([
          'GET /api/v2/fetch-bookmaker-odds/4/4001/40000001',
          'GET /api/v2/fetch-market-session/4/4001/40000001',
        ]),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    answerEvents();
    await screen.findByTestId('data-credit');
    observer.disconnect();
    expect(batches).toEqual([[`market-${MO}`], [`market-${TIED}`], [`market-${BM}`], ['fancy-section']]);
  });

  it('a direct load (no name in the link) shows one loading line until the event list names the match (CLS, issue 18)', async () => {
    let answerEvents!: () => void;
    const eventsHeld = new Promise<void>((resolve) => (answerEvents = resolve));
    mockFetch(
      marketServer({
        'GET /api/v2/get-matches-by-eventid/4': async () => {
          await eventsHeld;
          return json({ status: true, data: [eventRow] });
        },
      }),
    );
    renderApp(PAGE.split('?')[0]!);
    expect((await screen.findByText('Loading markets…')).getAttribute('role')).toBe('status');
    // Nothing whose height the name decides is on the page yet.
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByTestId('game-info-tabs')).toBeNull();
    expect(screen.queryByTestId('fullmarket-tabs')).toBeNull();
    answerEvents();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(eventRow.eventName);
    expect(screen.getByTestId('game-event').textContent).toBe(eventRow.eventName);
    expect(screen.getByTestId('fullmarket-tabs')).toBeTruthy();
    await market(MO);
  });

  it('overlays a market that is not OPEN and dims a suspended Bookmaker runner', async () => {
    mockFetch(marketServer());
    renderApp(PAGE);
    const tied = await market(TIED);
    expect(within(tied).getByTestId('status-overlay').textContent).toBe('SUSPENDED');
    const bm = await market(BM);
    expect(within(bm).queryByTestId('status-overlay')).toBeNull();
    const australia = within(bm).getByTestId('runner-2');
    expect(australia.className).toContain('is-suspended');
    expect(within(australia).getByTestId('runner-suspended').textContent).toBe('SUSPENDED');
    const suspended = within(australia).getByTestId('back-price') as HTMLButtonElement;
    expect(suspended.disabled).toBe(true);
    expect(suspended.textContent).toBe('Back Australia at 102, 100k available, suspended');
    // A market that is not OPEN says so; a side with nothing offered says 'no price'.
    expect(
      within(tied).getAllByRole('button', { name: 'Back Yes, no price, market suspended' }),
    ).toHaveLength(3);
    expect(shown(within(within(bm).getByTestId('runner-1')).getByTestId('back-price'))).toBe('95 100k');
  });

  it('the All / Bookmaker / Odds tabs filter the sections', async () => {
    mockFetch(marketServer());
    renderApp(PAGE);
    await market(MO);
    await screen.findAllByTestId('fancy-row');
    const tabs = screen.getByTestId('fullmarket-tabs');
    await userEvent.click(within(tabs).getByRole('button', { name: 'Bookmaker' }));
    expect(screen.queryByTestId(`market-${MO}`)).toBeNull();
    expect(screen.getByTestId(`market-${BM}`)).toBeTruthy();
    expect(screen.queryByTestId('fancy-section')).toBeNull();
    await userEvent.click(within(tabs).getByRole('button', { name: 'Odds' }));
    expect(screen.getByTestId(`market-${MO}`)).toBeTruthy();
    expect(screen.queryByTestId(`market-${BM}`)).toBeNull();
    expect(screen.queryByTestId('fancy-section')).toBeNull();
    await userEvent.click(within(tabs).getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('fancy-section')).toBeTruthy();
    expect(within(tabs).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('game details show the status, time and event; live feeds need a login', async () => {
    mockFetch(marketServer());
    renderApp(PAGE);
    const tabs = await screen.findByTestId('game-info-tabs');
    expect(screen.getByTestId('game-status').textContent).toBe('SUSPENDED');
    await market(MO);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Game Started'));
    expect(screen.getByTestId('game-time').textContent).toMatch(/ \d{2}:\d{2}$/);
    expect(screen.getByTestId('game-event').textContent).toBe('India v Australia');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Live Score' }));
    expect(screen.getByText('Please Login to view the live feed')).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Live Match' }));
    expect(screen.getByText('Please Login to view the live feed')).toBeTruthy();
  });

  it('signed in, Live Score and Live Match frame our score and live match pages', async () => {
    mockFetch(marketServer());
    renderApp(PAGE, signedIn());
    const tabs = await screen.findByTestId('game-info-tabs');
    const score = within(tabs).getByRole('tab', { name: 'Live Score' });
    score.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(score.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTitle('Live score').getAttribute('src')).toMatch(/#\/score\/4\/40000001$/);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Live Match' }));
    expect(screen.getByTitle('Live match').getAttribute('src')).toMatch(/#\/tv\/4\/40000001$/);
  });

  it('tapping a price opens the bet slip under that runner; signed out Place Bet is disabled', async () => {
    mockFetch(marketServer());
    renderApp(PAGE);
    const mo = await market(MO);
    await userEvent.click(within(within(mo).getByTestId('runner-2')).getByTestId('lay-price'));
    // The slip's chunk loads on the first tap (betslipChunk.tsx).
    const slip = await within(mo).findByTestId('bet-slip');
    expect(slip.previousElementSibling?.getAttribute('data-testid')).toBe('runner-2');
    expect((within(slip).getByRole('textbox', { name: 'Odds' }) as HTMLInputElement).value).toBe('2.04');
    await userEvent.type(within(slip).getByTestId('stake-input'), '100');
    expect((within(slip).getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(slip).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('bet-slip')).toBeNull();
  });

  it('signed in, a placed bet refreshes the bets, books and balance; the runners show the book', async () => {
    let bets = [] as ReturnType<typeof bet>[];
    const fetch = mockFetch(
      marketServer({
        'GET /api/bet/bet-details/list/40000001': () => json({ status: true, data: bets }),
        'POST /api/bet/save2': () => {
          bets = [bet({ oddsReq: 1.96, stake: 100 })];
          return json({ status: true, message: 'Bet placed successfully', betId: 'b1' });
        },
        [`GET /api/bet/book/${MO}`]: () => json(BOOK_96_100),
      }),
    );
    renderApp(PAGE, signedIn());
    const mo = await market(MO);
    expect(within(mo).queryByTestId('runner-pnl')).toBeNull();
    await userEvent.click(within(within(mo).getByTestId('runner-1')).getByTestId('back-price'));
    await userEvent.type(await screen.findByTestId('stake-input'), '100');
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('Bet placed successfully')).toBeTruthy();
    await waitFor(() => expect(within(mo).getAllByTestId('runner-pnl')).toHaveLength(2));
    const [india, australia] = within(mo).getAllByTestId('runner-pnl');
    expect(india!.textContent).toBe('+96.00');
    expect(india!.className).toContain('pnl-positive');
    expect(australia!.textContent).toBe('-100.00');
    expect(australia!.className).toContain('pnl-negative');
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    const paths = calledPaths(fetch);
    expect(paths.filter((p) => p === 'GET /api/bet/bet-details/list/40000001').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(paths.filter((p) => p === 'GET /api/auth/letest-user-details').length).toBeGreaterThanOrEqual(2);
    expect((within(mo).getByTestId('cash-out') as HTMLButtonElement).disabled).toBe(false);
  });

  describe('the book if unmatched bets match (issue 14 item 7)', () => {
    /** The page's server with a matched book on Match Odds (India +96, Australia -100) and `orders` resting. */
    const server = (orders: CurrentOrderSummary[], matched = true) =>
      marketServer(
        {
          [`POST ${ORDERS}/listCurrentOrders`]: () => json({ currentOrders: orders, moreAvailable: false }),
          [`GET /api/bet/book/${MO}`]: () => json(BOOK_96_100),
        },
        { bets: matched ? [bet({ oddsReq: 1.96, stake: 100 })] : [] },
      );
    const ifUnmatched = (row: HTMLElement) => within(row).queryByTestId('runner-pnl-if-unmatched');

    it('shows a second, smaller figure under each runner of a market with unmatched orders', async () => {
      mockFetch(
        server([
          // Back 100 on India at 2.5 still resting of 200; lay 20 on Australia at 3.
          order({ priceSize: { price: 2.5, size: 200 }, sizeMatched: 100, sizeRemaining: 100 }),
          order({
            betId: 'o2',
            selectionId: '2',
            side: 'LAY',
            priceSize: { price: 3, size: 20 },
            sizeRemaining: 20,
          }),
          // Neither counts: done, or another match's market.
          order({ betId: 'o3', status: 'EXECUTION_COMPLETE', sizeMatched: 100, sizeRemaining: 0 }),
          order({ betId: 'o4', marketId: '1.2000000101', matchId: '20000001', selectionId: '2' }),
        ]),
      );
      renderApp(PAGE, signedIn());
      const mo = await market(MO);
      const india = within(mo).getByTestId('runner-1');
      const australia = within(mo).getByTestId('runner-2');
      await waitFor(() => expect(ifUnmatched(india)).not.toBeNull());
      await waitFor(() => expect(within(india).getByTestId('runner-pnl').textContent).toBe('+96.00'));
      // India wins: 96 + 100 × 1.5 + 20 (the lay on Australia keeps its stake).
      const first = ifUnmatched(india)!;
      expect(first.getAttribute('title')).toBe('If unmatched bets match: +266.00');
      expect(first.textContent).toBe('If unmatched bets match: » +266.00');
      expect(first.className).toContain('pnl-positive');
      expect(first.className).toContain('fm-pnl--if-unmatched');
      // Australia wins: -100 - 100 (the back on India) - 20 × 2 (the lay pays).
      await waitFor(() =>
        expect(ifUnmatched(australia)?.getAttribute('title')).toBe('If unmatched bets match: -240.00'),
      );
      expect(ifUnmatched(australia)!.className).toContain('pnl-negative');
      // The matched figure stays as it was, first.
      const [matchedFigure] = within(australia).getAllByTestId(/^runner-pnl/);
      expect(matchedFigure!.textContent).toBe('-100.00');
      // A market without unmatched orders of the user has none.
      expect(within(await market(TIED)).queryAllByTestId('runner-pnl-if-unmatched')).toHaveLength(0);
    });

    it('without matched bets the figure starts from zero; without unmatched orders there is none', async () => {
      mockFetch(server([order({ sizeRemaining: 40, priceSize: { price: 2.5, size: 40 } })], false));
      const view = renderApp(PAGE, signedIn());
      let mo = await market(MO);
      await waitFor(() => expect(ifUnmatched(within(mo).getByTestId('runner-1'))).not.toBeNull());
      expect(ifUnmatched(within(mo).getByTestId('runner-1'))!.getAttribute('title')).toBe(
        'If unmatched bets match: +60.00',
      );
      expect(ifUnmatched(within(mo).getByTestId('runner-2'))!.getAttribute('title')).toBe(
        'If unmatched bets match: -40.00',
      );
      expect(within(mo).queryByTestId('runner-pnl')).toBeNull();
      view.unmount();

      const fetch = mockFetch(server([order({ status: 'EXECUTION_COMPLETE', sizeRemaining: 0 })]));
      renderApp(PAGE, signedIn());
      mo = await market(MO);
      await waitFor(() => expect(within(mo).getAllByTestId('runner-pnl')).toHaveLength(2));
      await waitFor(() => expect(calledPaths(fetch)).toContain(`POST ${ORDERS}/listCurrentOrders`));
      expect(within(mo).queryAllByTestId('runner-pnl-if-unmatched')).toHaveLength(0);
    });

    it('signed out there is no second figure and no orders are asked for', async () => {
      const fetch = mockFetch(server([order()]));
      renderApp(PAGE);
      const mo = await market(MO);
      expect(within(mo).queryAllByTestId('runner-pnl-if-unmatched')).toHaveLength(0);
      expect(calledPaths(fetch)).not.toContain(`POST ${ORDERS}/listCurrentOrders`);
    });
  });

  it('polls while signed in and fetches once signed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch(marketServer());
    const sessionCalls = () =>
      calledPaths(fetch).filter((p) => p === 'GET /api/v2/fetch-market-session/4/4001/40000001').length;
    const oddsCalls = () =>
      calledPaths(fetch).filter((p) => p.startsWith('GET /api/v2/fetch-market-odds/')).length;
    const view = renderApp(PAGE);
    await market(MO);
    await vi.advanceTimersByTimeAsync(4500);
    expect(sessionCalls()).toBe(1);
    expect(oddsCalls()).toBe(1);
    view.unmount();

    fetch.mockClear();
    renderApp(PAGE, signedIn());
    await market(MO);
    await vi.advanceTimersByTimeAsync(4500);
    expect(sessionCalls()).toBeGreaterThanOrEqual(4);
    expect(oddsCalls()).toBeGreaterThanOrEqual(2);
  });

  it('an odds fetch failure is shown as a toast; a closed market shows CLOSED', async () => {
    mockFetch(
      marketServer({
        [`GET /api/v2/fetch-market-odds/4/4001/40000001/${MO},${TIED}`]: () =>
          json({ status: true, data: [matchOdds({ status: 'CLOSED' }), tiedMatch] }),
      }),
    );
    renderApp(PAGE);
    expect(within(await market(MO)).getByTestId('status-overlay').textContent).toBe('CLOSED');

    mockFetch(
      marketServer({
        [`GET /api/v2/fetch-market-odds/4/4001/40000001/${MO},${TIED}`]: () =>
          json({ message: 'Unknown market: 1.4000000101' }, 404),
      }),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Unknown market: 1.4000000101')).toBeTruthy();
  });
});

/** The texts a price button shows (its name adds screen-reader-only words around them). */
function shown(cell: HTMLElement): string {
  return [...cell.querySelectorAll('.price__main, .price__size')].map((el) => el.textContent).join(' ');
}
