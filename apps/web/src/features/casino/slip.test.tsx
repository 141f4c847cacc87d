import type { BetPlacement } from '@backlay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand, calledPaths, calledRequests, json, mockFetch, signedIn } from '../../test/utils';
import { chipLabel } from '../betslip';
import { CasinoTable, CHOOSE_CHIP } from './components/CasinoTable';
import { NO_MARKET } from './hooks/useCasinoBet';
import { casinoPreview, casinoStakeBounds, casinoStakeMessage } from './slip';
import { casinoServer, GAMES, renderCasino, TEEN_ROUND } from './testData';

describe('slip arithmetic (docs/rules/specification.md §4, §9)', () => {
  it('back: P = (rate - 1) x stake, L = stake', () => {
    expect(casinoPreview('back', 100, 2)).toEqual({ profit: 100, liability: 100 });
    expect(casinoPreview('back', 1000, 1.98)).toEqual({ profit: 980, liability: 1000 });
    expect(casinoPreview('back', 333, 1.79)).toEqual({ profit: 263.07, liability: 333 });
    expect(casinoPreview('back', 250, 12)).toEqual({ profit: 2750, liability: 250 });
  });

  it('lay (back/lay tables): P = stake, L = (rate - 1) x stake', () => {
    expect(casinoPreview('lay', 100, 2.22)).toEqual({ profit: 100, liability: 122 });
    expect(casinoPreview('lay', 500, 13.7)).toEqual({ profit: 500, liability: 6350 });
  });

  it('is zero for an incomplete slip', () => {
    expect(casinoPreview('back', 0, 1.98)).toEqual({ profit: 0, liability: 0 });
    expect(casinoPreview('back', 100, 0)).toEqual({ profit: 0, liability: 0 });
    expect(casinoPreview('lay', 100, 1)).toEqual({ profit: 0, liability: 0 });
  });

  it('stake limits: 100..50000, narrowed by a runner limit', () => {
    const main = casinoStakeBounds({ min: 100, max: 300000 });
    expect(main).toEqual({ min: 100, max: 50000 });
    expect(casinoStakeBounds({ min: 100, max: 25000 })).toEqual({ min: 100, max: 25000 });
    expect(casinoStakeMessage(99, main)).toBe('Minimum stake limit exceeded!');
    expect(casinoStakeMessage(50001, main)).toBe('Maximum stake limit exceeded!');
    expect(casinoStakeMessage(100, main)).toBeUndefined();
    expect(casinoStakeMessage(50000, main)).toBeUndefined();
  });
});

const state = { ...signedIn(), branding: { config: brand } };
let sent: BetPlacement[] = [];

function server(save?: () => Response) {
  sent = [];
  return mockFetch(
    casinoServer({
      'POST /api/bet/save2': async (request) => {
        sent.push((await request.json()) as BetPlacement);
        return save ? save() : json({ status: true, message: 'Bet placed successfully', betId: 'b1' });
      },
    }),
  );
}

function renderTeen(chipFirst = false) {
  return renderCasino(
    <CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} chipFirst={chipFirst} />,
    {
      state,
    },
  );
}

const chip = (value: number) =>
  within(screen.getByTestId('chips')).getByRole('button', { name: `Chip ${chipLabel(value)}` });
const slip = () => screen.getByTestId('casino-slip');
const stakeInput = () => within(slip()).getByTestId('slip-stake') as HTMLInputElement;
const confirm = () => within(slip()).getByTestId('slip-confirm') as HTMLButtonElement;

async function typeStake(value: string) {
  await userEvent.clear(stakeInput());
  await userEvent.type(stakeInput(), value);
}

describe('casino bet slip', () => {
  it('opens with the runner rate, shows P and L, places the bet, reloads the bets and closes', async () => {
    const fetch = server();
    renderTeen();
    await userEvent.click(await screen.findByTestId('back-1'));
    expect(within(slip()).getByTestId('slip-rate').textContent).toBe('1.98');
    await userEvent.click(chip(1000));
    expect(stakeInput().value).toBe('1000');
    expect(within(slip()).getByTestId('slip-profit').textContent).toBe('980.00');
    expect(within(slip()).getByTestId('slip-liability').textContent).toBe('1,000.00');
    const betLoads = () =>
      calledPaths(fetch).filter((p) => p === 'GET /api/bet/bet-details/list/99011').length;
    await waitFor(() => expect(betLoads()).toBe(1));
    await userEvent.click(confirm());
    expect(await screen.findByText('Bet placed successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('casino-slip')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      eventId: 99,
      legueId: '99',
      matchId: '99011',
      marketId: '9.99011',
      roundId: TEEN_ROUND,
      markettype: 'Casino',
      sportsName: 'Casino',
      selection: 'Player A',
      selectionId: '1',
      type: 'back',
      oddsReq: 1.98,
      stake: 1000,
      favourMargin: 980,
      againstMargin: 1000,
    });
    expect(sent[0]!.clientBetId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(betLoads()).toBe(2));
  });

  it('a lay on a back/lay table shows P = stake and L = (rate - 1) x stake', async () => {
    server();
    renderCasino(<CasinoTable casinoType="aaa" eventId="99027" game={GAMES[1]} />, { state });
    await userEvent.click(await screen.findByRole('button', { name: 'Lay Amar at 2.22' }));
    await typeStake('100');
    expect(within(slip()).getByText('Lay')).toBeTruthy();
    expect(within(slip()).getByTestId('slip-profit').textContent).toBe('100.00');
    expect(within(slip()).getByTestId('slip-liability').textContent).toBe('122.00');
    await userEvent.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      type: 'lay',
      oddsReq: 2.22,
      stake: 100,
      favourMargin: 100,
      againstMargin: 122,
    });
  });

  it.each([
    ['50', 'back-1', 'Minimum stake limit exceeded!'],
    ['60000', 'back-1', 'Maximum stake limit exceeded!'],
    ['30000', 'back-2', 'Maximum stake limit exceeded!'],
  ])('stake %s on %s: %s and nothing is sent', async (stake, runner, message) => {
    const fetch = server();
    renderTeen();
    await userEvent.click(await screen.findByTestId(runner));
    await typeStake(stake);
    await userEvent.click(confirm());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calledRequests(fetch).some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByTestId('casino-slip')).toBeTruthy();
  });

  it('a failed bet is not retried; Confirm again retries with the same client bet id', async () => {
    let fail = true;
    server(() =>
      fail
        ? json({ status: false, message: 'Round is closed' }, 409)
        : json({ status: true, message: 'Bet placed', betId: 'b2' }),
    );
    renderTeen();
    await userEvent.click(await screen.findByTestId('back-3'));
    await typeStake('500');
    await userEvent.click(confirm());
    expect(await screen.findByText('Round is closed')).toBeTruthy();
    expect(sent).toHaveLength(1);
    fail = false;
    await userEvent.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.clientBetId).toBe(sent[0]!.clientBetId);
    await waitFor(() => expect(screen.queryByTestId('casino-slip')).toBeNull());
  });

  it('Cancel closes the slip; going offline resets it and suspends the table', async () => {
    server();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderTeen();
    await userEvent.click(await screen.findByTestId('back-1'));
    await userEvent.click(within(slip()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('casino-slip')).toBeNull();
    await userEvent.click(screen.getByTestId('back-1'));
    expect(slip()).toBeTruthy();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.queryByTestId('casino-slip')).toBeNull();
    expect(screen.getByTestId('table-suspended').textContent).toBe('SUSPENDED');
    expect((screen.getByTestId('back-1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Confirm is disabled signed out', async () => {
    server();
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, {
      state: { branding: { config: brand } },
    });
    await userEvent.click(await screen.findByTestId('back-1'));
    await typeStake('500');
    expect(confirm().disabled).toBe(true);
    expect(within(slip()).getByText('Please login to place a bet')).toBeTruthy();
  });

  it('without a game list entry (no market) nothing is sent', async () => {
    const fetch = server();
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={undefined} />, { state });
    await userEvent.click(await screen.findByTestId('back-1'));
    await typeStake('500');
    await userEvent.click(confirm());
    expect(await screen.findByText(NO_MARKET)).toBeTruthy();
    expect(calledRequests(fetch).some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('chip-first tables (docs/rules/specification.md §4: 3-card, fast dragon tiger)', () => {
  it('a runner tap without a chip asks for one; with a chip it places the bet at once', async () => {
    server();
    renderTeen(true);
    await userEvent.click(await screen.findByTestId('back-1'));
    expect(await screen.findByText(CHOOSE_CHIP)).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(screen.queryByTestId('casino-slip')).toBeNull();

    await userEvent.click(chip(500));
    await userEvent.click(screen.getByTestId('back-3'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      selectionId: '3',
      stake: 500,
      oddsReq: 1.98,
      type: 'back',
      favourMargin: 490,
    });
    expect(screen.queryByTestId('casino-slip')).toBeNull();

    // Tapping the chip again deselects it: the next tap places nothing.
    await userEvent.click(chip(500));
    expect(chip(500).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByTestId('back-3'));
    expect(sent).toHaveLength(1);
  });
});

describe('a casino bet by keyboard alone (issue 18)', () => {
  const focusedName = () =>
    document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';
  /** Presses Tab until the focused element is named `name` (at most 40 times). */
  async function tabTo(ui: ReturnType<typeof userEvent.setup>, name: string) {
    for (let i = 0; i < 40 && focusedName() !== name; i++) await ui.tab();
    expect(focusedName()).toBe(name);
  }

  it('Space chooses a chip, Enter opens the slip on a runner named with its rate, Enter on Confirm places the bet', async () => {
    server();
    const ui = userEvent.setup();
    renderTeen();
    await waitFor(() => expect((screen.getByTestId('back-1') as HTMLButtonElement).disabled).toBe(false));
    await tabTo(ui, 'Chip 500');
    await ui.keyboard(' ');
    expect(chip(500).getAttribute('aria-pressed')).toBe('true');
    await tabTo(ui, 'Back Player A at 1.98');
    await ui.keyboard('{Enter}');
    expect(document.activeElement).toBe(slip());
    await ui.tab();
    expect(document.activeElement).toBe(stakeInput());
    expect(stakeInput().value).toBe('500');
    await ui.tab();
    expect(focusedName()).toBe('Cancel');
    await ui.tab();
    expect(focusedName()).toBe('Confirm');
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ selectionId: '1', stake: 500, oddsReq: 1.98, type: 'back' });
    await waitFor(() => expect(screen.queryByTestId('casino-slip')).toBeNull());
    // The focus is back on the runner.
    expect(focusedName()).toBe('Back Player A at 1.98');
  });

  it('a typed stake is placed with Enter; Escape cancels and returns the focus to the runner', async () => {
    server();
    const ui = userEvent.setup();
    renderTeen();
    await waitFor(() => expect((screen.getByTestId('back-3') as HTMLButtonElement).disabled).toBe(false));
    await tabTo(ui, 'Back Player B at 1.98');
    await ui.keyboard(' ');
    await ui.tab();
    await ui.keyboard('200');
    await ui.keyboard('{Escape}');
    expect(screen.queryByTestId('casino-slip')).toBeNull();
    expect(focusedName()).toBe('Back Player B at 1.98');
    expect(sent).toHaveLength(0);
    await ui.keyboard('{Enter}');
    await ui.tab();
    await ui.keyboard('300{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ selectionId: '3', stake: 300 });
  });
});
