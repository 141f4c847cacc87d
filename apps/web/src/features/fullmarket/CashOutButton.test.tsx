import type { BetPlacement, BetRow } from '@backlay/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brand, json, mockFetch, renderWithStore, signedIn } from '../../test/utils';
import { cashOutQuote, type CashOutRunner } from './cashout';
import { CASH_OUT_CONFIRM_MS, CashOutButton } from './CashOutButton';
import { bet, MO } from './test-fixtures';

const runners = (
  layIndia: number | undefined,
  backIndia = 2.4,
): (CashOutRunner & { runnerName: string })[] => [
  { selectionId: '1', runnerName: 'India', status: 'ACTIVE', bestBack: backIndia, bestLay: layIndia },
  { selectionId: '2', runnerName: 'Australia', status: 'ACTIVE', bestBack: 1.5, bestLay: 1.52 },
];
const market = (over: Partial<{ status: string; runners: ReturnType<typeof runners> }> = {}) => ({
  marketId: MO,
  marketName: 'Match Odds',
  status: 'OPEN',
  runners: runners(1.8),
  ...over,
});
const match = { sportId: 4, competitionId: '4001', matchId: '40000001', eventName: 'India v Australia' };

describe('cash out quote (docs/rules/exchange.md Cash out)', () => {
  it('back India 1000 @ 2.50, lay now 1.80: lay 1388.89, +388.89 either way', () => {
    expect(cashOutQuote('odds', market(), [bet()])).toEqual({
      ok: true,
      selectionId: '1',
      side: 'lay',
      odds: 1.8,
      stake: 1388.89,
      pnl: 388.89,
    });
  });

  it('lay now 3.20 locks a loss of 218.75', () => {
    const q = cashOutQuote('odds', market({ runners: runners(3.2) }), [bet()]);
    expect(q).toMatchObject({ ok: true, stake: 781.25, pnl: -218.75 });
  });

  it('a thin best level: the quote fills across the shown depth, as the server will', () => {
    // Back 1000 @ 2.50 (imbalance 2500); lay column 1.80 x 500 then 1.90 x 5000:
    // lay 500 @ 1.80 (900 of it), then 1600 / 1.90 = 842.11 @ 1.90.
    const deep = runners(1.8).map((r) =>
      r.selectionId === '1'
        ? {
            ...r,
            layLevels: [
              { price: 1.8, size: 500 },
              { price: 1.9, size: 5000 },
            ],
          }
        : r,
    );
    const q = cashOutQuote('odds', market({ runners: deep }), [bet()]);
    // Level: win 1500 - 400 - 757.90 = 342.10; lose -1000 + 500 + 842.11 = 342.11.
    expect(q).toEqual({ ok: true, selectionId: '1', side: 'lay', odds: 1.9, stake: 1342.11, pnl: 342.1 });
    // The best price alone would have promised more than the book can give.
    expect(cashOutQuote('odds', market(), [bet()])).toMatchObject({ pnl: 388.89 });
  });

  it('Bookmaker back A 1000 @ 45 with lay now 30: lay 1115.38, +115.38', () => {
    const bm = [
      { selectionId: '1', runnerName: 'A', status: 'ACTIVE', bestBack: 1.28, bestLay: 1.3 },
      { selectionId: '2', runnerName: 'B', status: 'ACTIVE', bestBack: 3, bestLay: 3.2 },
    ];
    const q = cashOutQuote('bookmaker', { marketId: '2.1', status: 'OPEN', runners: bm }, [
      bet({ marketId: '2.1', markettype: 'Bookmaker', oddsReq: 45 }),
    ]);
    expect(q).toMatchObject({ ok: true, side: 'lay', stake: 1115.38, pnl: 115.38 });
  });

  it('is disabled without a bet, when not live, without liquidity, or after a cash out', () => {
    expect(cashOutQuote('odds', market(), [])).toEqual({ ok: false, reason: 'no-bet' });
    expect(cashOutQuote('odds', market(), [bet({ status: 'settled' })])).toEqual({
      ok: false,
      reason: 'no-bet',
    });
    expect(cashOutQuote('odds', market({ status: 'SUSPENDED' }), [bet()])).toEqual({
      ok: false,
      reason: 'not-live',
    });
    expect(cashOutQuote('odds', market({ runners: runners(undefined) }), [bet()])).toEqual({
      ok: false,
      reason: 'no-liquidity',
    });
    const cashedOut: BetRow[] = [
      bet(),
      bet({
        betId: 'b2',
        type: 'lay',
        oddsReq: 1.8,
        stake: 500,
        remark: 'Cash out',
        placeTime: '2026-01-01T10:40:00.000Z',
      }),
    ];
    expect(cashOutQuote('odds', market(), cashedOut)).toEqual({ ok: false, reason: 'already-cashed-out' });
  });
});

function renderButton(bets: BetRow[], loggedIn = true, onBusyChange = vi.fn()) {
  const view = renderWithStore(
    <CashOutButton
      kind="odds"
      market={market()}
      match={match}
      bets={bets}
      loggedIn={loggedIn}
      onBusyChange={onBusyChange}
    />,
    { ...signedIn(), branding: { config: brand } },
  );
  return { ...view, onBusyChange, button: () => screen.getByTestId('cash-out') as HTMLButtonElement };
}

describe('cash out button (docs/rules/specification.md §4)', () => {
  it('is disabled with no bet, or signed out', () => {
    mockFetch(() => json({}, 404));
    const { button, unmount } = renderButton([]);
    expect(button().disabled).toBe(true);
    expect(button().title).toBe('No bet in this market');
    unmount();
    const signedOut = renderButton([bet()], false);
    expect(signedOut.button().disabled).toBe(true);
  });

  it('first click shows the locked profit in green for 10 s, then reverts', () => {
    vi.useFakeTimers();
    const fetch = mockFetch(() => json({}, 404));
    const { button } = renderButton([bet()]);
    expect(button().textContent).toBe('Cash Out');
    fireEvent.click(button());
    expect(button().textContent).toBe('Cash out +388.89');
    expect(button().className).toContain('pnl-positive');
    expect(button().dataset.state).toBe('confirm');
    act(() => vi.advanceTimersByTime(CASH_OUT_CONFIRM_MS - 1));
    expect(button().textContent).toBe('Cash out +388.89');
    act(() => vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Cash Out');
    expect(button().dataset.state).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a loss shows red', () => {
    mockFetch(() => json({}, 404));
    renderWithStore(
      <CashOutButton
        kind="odds"
        market={market({ runners: runners(3.2) })}
        match={match}
        bets={[bet()]}
        loggedIn
        onBusyChange={() => {}}
      />,
      signedIn(),
    );
    fireEvent.click(screen.getByTestId('cash-out'));
    expect(screen.getByTestId('cash-out').textContent).toBe('Cash out -218.75');
    expect(screen.getByTestId('cash-out').className).toContain('pnl-negative');
  });

  it('the second click places the hedge with Narration Cash out and shows the busy overlay', async () => {
    const sent: BetPlacement[] = [];
    mockFetch(async (request) => {
      if (new URL(request.url).pathname === '/api/bet/save2') {
        sent.push((await request.json()) as BetPlacement);
        return json({ status: true, message: 'Bet placed successfully', betId: 'c1' });
      }
      return json({}, 404);
    });
    const { button, onBusyChange } = renderButton([bet()]);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onBusyChange).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Bet placed successfully')).toBeTruthy();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      Narration: 'Cash out',
      _id: null,
      marketId: MO,
      matchId: '40000001',
      markettype: 'Match Odds',
      selectionId: '1',
      type: 'lay',
      oddsReq: 1.8,
      stake: 1388.89,
    });
    expect(sent[0]!.clientBetId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('after the confirm time ran out, a click asks again instead of placing', () => {
    vi.useFakeTimers();
    const fetch = mockFetch(() => json({}, 404));
    const { button } = renderButton([bet()]);
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(CASH_OUT_CONFIRM_MS));
    fireEvent.click(button());
    expect(button().dataset.state).toBe('confirm');
    expect(fetch).not.toHaveBeenCalled();
  });
});
