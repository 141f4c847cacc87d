import type { BetRow } from '@backlay/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand, json, mockFetch, signedIn } from '../../test/utils';
import { CasinoTable } from './components/CasinoTable';
import { isRoundRestart } from './hooks/useRoundBets';
import { betRow, casinoServer, GAMES, renderCasino, teenData } from './testData';

const state = { ...signedIn(), branding: { config: brand } };
const ok = (data: unknown) => json({ status: true, data });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('round restart (docs/rules/specification.md §4 Casino round)', () => {
  it('is the countdown back at its start value, or a new round id', () => {
    const at = (mid: string, autotime: number | undefined) => ({ mid, autotime });
    expect(isRoundRestart(at('11.1', 0), at('11.1', 25))).toBe(true);
    expect(isRoundRestart(at('11.1', 3), at('11.2', 24))).toBe(true);
    expect(isRoundRestart(at('11.1', 0), at('11.1', 10))).toBe(false);
    expect(isRoundRestart(at('11.1', 20), at('11.1', 19))).toBe(false);
    expect(isRoundRestart(at('', undefined), at('11.1', 25))).toBe(false);
    expect(isRoundRestart(at('0', 0), at('11.1', 25))).toBe(true);
    expect(isRoundRestart(at('11.1', 0), at('0', 0))).toBe(false);
  });

  it('clears the displayed bets when the countdown returns to its start value', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let autotime = '20';
    let bets: BetRow[] = [betRow('b1')];
    mockFetch(
      casinoServer({
        'GET /api/casino/data/teen20/99011': () => ok(teenData({ autotime })),
        'GET /api/bet/bet-details/list/99011': () => ok(bets),
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, { state });
    expect(await screen.findAllByTestId('match-bet')).toHaveLength(1);
    expect(screen.getByTestId('stake-1').textContent).toBe('200');

    autotime = '3';
    await tick(1000);
    expect(screen.getByTestId('countdown').textContent).toBe('3');
    expect(screen.getAllByTestId('match-bet')).toHaveLength(1);

    autotime = '0';
    await tick(1000);
    expect(screen.getAllByTestId('match-bet')).toHaveLength(1);

    // A repricing table reopening betting within its round (Teen: 10 s) keeps the bets.
    autotime = '10';
    await tick(1000);
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).toBe('10'));
    expect(screen.getAllByTestId('match-bet')).toHaveLength(1);

    autotime = '25';
    await tick(1000);
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).toBe('25'));
    expect(screen.queryAllByTestId('match-bet')).toHaveLength(0);
    expect(screen.getByText('No bets this round.')).toBeTruthy();
    expect(screen.queryByTestId('stake-1')).toBeNull();

    // A bet of the new round shows (the list reloads after the bet); the old one stays cleared.
    bets = [betRow('b1'), betRow('b2', { selection: 'Player B', selectionId: '3', stake: 300 })];
    await user.click(screen.getByTestId('back-3'));
    await user.type(screen.getByTestId('slip-stake'), '300');
    await user.click(screen.getByTestId('slip-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('match-bet')).toHaveLength(1));
    expect(screen.getByTestId('match-bet').textContent).toContain('Player B');
    expect(screen.getByTestId('stake-3').textContent).toBe('300');
  });
});
