import type { CasinoData, CasinoGame, CasinoT1 } from '@backlay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand, calledPaths, json, mockFetch, renderApp, signedIn } from '../../test/utils';
import { CasinoTable } from './components/CasinoTable';
import { CasinoGamePage } from './pages/CasinoGamePage';
import { LAUNCHED_SOON, PlayCasinoPage } from './pages/PlayCasinoPage';
import { TestTablesPage } from './pages/TestTablesPage';
import { GAME_SCREEN_TABLES, tableForGameName } from './catalog';
import { slipAfterIndex } from './layouts';
import { casinoServer, GAMES, renderCasino, teenData } from './testData';

const state = { ...signedIn(), branding: { config: brand } };
const ok = (data: unknown) => json({ status: true, data });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function lucky7euData(): CasinoData {
  const mid = '36.260101120000';
  const rate = (sid: number, nat: string, value: string) => ({
    mid,
    nat,
    sid: String(sid),
    rate: value,
    gstatus: '1' as const,
    min: 100,
    max: 25000,
  });
  const names = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  return {
    t1: [{ mid, autotime: '12', remark: '', gtype: 'lucky7eu', min: 100, max: 300000, C1: '1' } as CasinoT1],
    t2: [
      rate(1, 'LOW Card', '2.00'),
      rate(2, 'HIGH Card', '2.00'),
      rate(3, 'Even', '2.10'),
      rate(4, 'Odd', '1.79'),
      rate(5, 'Red', '1.95'),
      rate(6, 'Black', '1.95'),
      ...names.map((n, i) => rate(7 + i, `Card ${n}`, '12.00')),
    ],
  };
}

describe('table screens (docs/rules/specification.md §2)', () => {
  it('an unknown type shows the intro with scrolling locked, then the launched-soon text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(casinoServer());
    renderCasino(<PlayCasinoPage />, {
      path: '/play-casino-new/1/war',
      route: '/play-casino-new/:eventId/:casinoType',
    });
    expect(screen.getByTestId('casino-intro')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    await tick(1300);
    expect(screen.queryByTestId('launched-soon')).toBeNull();
    await tick(150);
    expect(screen.getByTestId('launched-soon').textContent).toBe(LAUNCHED_SOON);
    expect(screen.queryByTestId('casino-intro')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('a playable type shows its table after the intro, with its game list entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch(casinoServer());
    renderCasino(<PlayCasinoPage />, {
      path: '/play-casino-new/99011/teen20',
      route: '/play-casino-new/:eventId/:casinoType',
      state,
    });
    await tick(1400);
    const table = await screen.findByTestId('casino-table');
    expect(table.dataset.casinoType).toBe('teen20');
    expect(within(table).getByRole('heading', { name: '20-20 Teenpatti' })).toBeTruthy();
    await waitFor(() => expect(calledPaths(fetch)).toContain('GET /api/sports/casino/games'));
    expect(await within(table).findByText('RID: 11.260101120000')).toBeTruthy();
  });

  it('/casino/{eventId}/{legueId}/{matchId}: background for 2 s, then the table by game name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch(
      casinoServer({ 'GET /api/casino/data/lucky7eu/99036': () => ok(lucky7euData()) }),
    );
    renderCasino(<CasinoGamePage which="seven" />, {
      path: '/casino/99/99/99036',
      route: '/casino/:id1/:id2/:id3',
    });
    expect(screen.getByTestId('casino-backdrop')).toBeTruthy();
    await tick(1900);
    expect(calledPaths(fetch)).not.toContain('GET /api/sports/casino/games');
    await tick(200);
    const table = await screen.findByTestId('casino-table');
    expect(table.dataset.casinoType).toBe('lucky7eu');
    const games = fetch.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
      .find((u) => u.pathname === '/api/sports/casino/games');
    expect(games?.search).toBe('?eventId=99&legueId=99&matchId=99036');
  });

  it('a game outside the seven names leaves the blank background; /new-casino shows it by name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(casinoServer());
    const view = renderCasino(<CasinoGamePage which="seven" />, {
      path: '/casino/99/99/99027',
      route: '/casino/:id1/:id2/:id3',
    });
    await tick(2100);
    await waitFor(() => expect(view.store.getState().api.queries).not.toEqual({}));
    await tick(100);
    expect(screen.getByTestId('casino-backdrop')).toBeTruthy();
    expect(screen.queryByTestId('casino-table')).toBeNull();
    view.unmount();

    renderCasino(<CasinoGamePage which="any" />, {
      path: '/new-casino/99/99/99027',
      route: '/new-casino/:id1/:id2/:id3',
    });
    expect((await screen.findByTestId('casino-table')).dataset.casinoType).toBe('aaa');
  });
});

describe('the seven tables of /casino/{eventId}/{legueId}/{matchId} (issue 19 item 6)', () => {
  /** A game of the list: the casino sport's ids, one market. */
  const gameOf = (matchId: string, name: string, casinoType: string): CasinoGame => ({
    eventId: 99,
    legueId: '99',
    matchId,
    name,
    casinoType,
    markets: [{ marketId: `9.${matchId}`, markettype: 'Casino', suspended: false }],
  });

  it('every one of the seven names opens its table, under the spec name or its table display name', () => {
    const opened = GAME_SCREEN_TABLES.map((t) => [t.name, tableForGameName(t.name, 'seven')?.casinoType]);
    expect(opened).toEqual([
      ['20 20 TEENPATTI', 'teen20'],
      ['DRAGON TIGER', 'dt6'],
      ['3 CARD TEENPATTI', 'Teen'],
      ['FAST DRAGON TIGER', 'dt202'],
      ['LUCKY 7-A', 'lucky7'],
      ['LUCKY 7-B', 'lucky7eu'],
      ['20 20 DRAGON TIGER', 'dt20'],
    ]);
    expect(tableForGameName('1 Day Dragon Tiger', 'seven')).toEqual({ casinoType: 'dt6', chipFirst: false });
    expect(tableForGameName('Teenpatti One Day', 'seven')).toEqual({ casinoType: 'Teen', chipFirst: true });
    expect(tableForGameName('20-20 Dragon Tiger 2', 'seven')).toEqual({
      casinoType: 'dt202',
      chipFirst: true,
    });
    expect(tableForGameName('fast dragon-tiger', 'seven')?.casinoType).toBe('dt202');
    // Outside the seven: a blank background on /casino, its own table on /new-casino.
    expect(tableForGameName('Amar Akbar Anthony', 'seven')).toBeUndefined();
    expect(tableForGameName('Amar Akbar Anthony', 'any')).toEqual({ casinoType: 'aaa', chipFirst: false });
    expect(tableForGameName('1 Day Dragon Tiger', 'any')).toEqual({ casinoType: 'dt6', chipFirst: false });
  });

  it.each([
    ['DRAGON TIGER', 'dt6', '99500'],
    ['3 CARD TEENPATTI', 'Teen', '99501'],
    ['FAST DRAGON TIGER', 'dt202', '99502'],
    ['1 Day Dragon Tiger', 'dt6', '99503'],
    ['Teenpatti One Day', 'Teen', '99504'],
    ['20-20 Dragon Tiger 2', 'dt202', '99505'],
  ])('a game named %s opens the %s table, not the blank background', async (name, casinoType, matchId) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(
      casinoServer({
        'GET /api/sports/casino/games': () => ok([gameOf(matchId, name, casinoType)]),
        [`GET /api/bet/bet-details/list/${matchId}`]: () => ok([]),
      }),
    );
    renderCasino(<CasinoGamePage which="seven" />, {
      path: `/casino/99/99/${matchId}`,
      route: '/casino/:id1/:id2/:id3',
    });
    expect(screen.getByTestId('casino-backdrop')).toBeTruthy();
    await tick(2100);
    const table = await screen.findByTestId('casino-table');
    expect(table.dataset.casinoType).toBe(casinoType);
    expect(within(table).getByRole('heading', { name })).toBeTruthy();
    expect(screen.queryByTestId('casino-backdrop')).toBeNull();
  });
});

describe('live table views (docs/rules/specification.md §2 /test, /casino-video)', () => {
  it('/test lists the two tables; choosing one opens its live view', async () => {
    mockFetch(casinoServer());
    renderCasino(<TestTablesPage />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['20-20 Teenpatti', 'Lucky 7-B']);
    await userEvent.click(buttons[0]!);
    const live = await screen.findByTestId('live-table');
    await within(live).findByText('RID: 11.260101120000');
    expect(screen.getByRole('link', { name: 'Open the full-screen view' }).getAttribute('href')).toBe(
      '/casino-video/teen20',
    );
  });

  it('/casino-video/{casinoType} shows the live table without header and footer', async () => {
    mockFetch(casinoServer());
    renderApp('/casino-video/teen20');
    const live = await screen.findByTestId('live-table', {}, { timeout: 5000 });
    await within(live).findByText('RID: 11.260101120000');
    expect(document.querySelector('.site-header')).toBeNull();
    expect(screen.queryByTestId('top-nav')).toBeNull();
    expect(screen.queryByTestId('recent-results')).toBeNull();
  });
});

describe('live table and panels', () => {
  it('shows the round id, the countdown and the cards, face down while "1"', async () => {
    mockFetch(casinoServer());
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, { state });
    const live = await screen.findByTestId('live-table');
    await within(live).findByText('RID: 11.260101120000');
    expect(within(live).getByTestId('countdown').getAttribute('aria-label')).toBe('20 seconds left to bet');
    const cards = within(live)
      .getAllByRole('img')
      .map((c) => c.getAttribute('aria-label'));
    // Player A: C1, C3, C5; Player B: C2, C4, C6.
    expect(cards).toEqual([
      'Ace of Spades',
      'Face-down card',
      'Face-down card',
      '10 of Diamonds',
      'Face-down card',
      'Face-down card',
    ]);
  });

  it('builds top to bottom a task apart: the live view, then the recent results, then the chips and panels', async () => {
    mockFetch(casinoServer());
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, { state });
    expect(screen.getByTestId('live-table')).toBeTruthy();
    expect(screen.queryByTestId('recent-results')).toBeNull();
    expect(screen.queryByTestId('chips')).toBeNull();
    expect(await screen.findByTestId('recent-results')).toBeTruthy();
    expect(screen.queryByTestId('chips')).toBeNull();
    expect(await screen.findByTestId('chips')).toBeTruthy();
  });

  it('Lucky 7-B: Winner, Odd / Even, Color and Lucky Card groups; card images; the slip under the tapped row', async () => {
    mockFetch(casinoServer({ 'GET /api/casino/data/lucky7eu/99036': () => ok(lucky7euData()) }));
    renderCasino(<CasinoTable casinoType="lucky7eu" eventId="99036" game={GAMES[2]} />, { state });
    await screen.findByTestId('back-7');
    const groups = screen.getAllByRole('region').filter((r) => r.classList.contains('cas-group'));
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Winner',
      'Odd / Even',
      'Color',
      'Lucky Card',
    ]);
    const lucky = groups[3]!;
    expect(
      within(lucky)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toHaveLength(13);
    expect(within(lucky).getAllByRole('img')[0]!.getAttribute('aria-label')).toBe('Card A');
    await userEvent.click(within(lucky).getByRole('button', { name: 'Back Card 7 at 12.00' }));
    expect(within(lucky).getByTestId('casino-slip')).toBeTruthy();
    expect(within(groups[0]!).queryByTestId('casino-slip')).toBeNull();
    // Under the tapped row (issue 19 item 6): Card 7 (sid 13) shares its row with Card 8 (sid 14);
    // the slip comes right after that row, before Card 9, not below all thirteen cards.
    const rowSlip = within(lucky).getByTestId('row-slip');
    expect(rowSlip.contains(within(lucky).getByTestId('casino-slip'))).toBe(true);
    expect(rowSlip.previousElementSibling?.getAttribute('data-testid')).toBe('runner-14');
    expect(rowSlip.nextElementSibling?.getAttribute('data-testid')).toBe('runner-15');
    // The last card (K, sid 19) is alone on its row: the slip follows it.
    await userEvent.click(within(lucky).getByRole('button', { name: 'Back Card K at 12.00' }));
    const last = within(lucky).getByTestId('row-slip');
    expect(last.previousElementSibling?.getAttribute('data-testid')).toBe('runner-19');
    expect(last.nextElementSibling).toBeNull();
    expect(within(lucky).getAllByTestId('casino-slip')).toHaveLength(1);
  });

  it('Lucky 7-B: a Winner tap opens the slip under its group (only the card rows open under the row)', async () => {
    mockFetch(casinoServer({ 'GET /api/casino/data/lucky7eu/99036': () => ok(lucky7euData()) }));
    renderCasino(<CasinoTable casinoType="lucky7eu" eventId="99036" game={GAMES[2]} />, { state });
    await userEvent.click(await screen.findByTestId('back-1'));
    const winner = screen.getByRole('region', { name: 'Winner' });
    expect(within(winner).getByTestId('casino-slip')).toBeTruthy();
    expect(within(winner).queryByTestId('row-slip')).toBeNull();
    expect(within(winner).getByTestId('casino-slip').previousElementSibling?.className).toContain(
      'cas-group__runners',
    );
  });

  it('slipAfterIndex: the slip follows the last runner of the tapped row', () => {
    expect(slipAfterIndex(13, 0, 2)).toBe(1);
    expect(slipAfterIndex(13, 1, 2)).toBe(1);
    expect(slipAfterIndex(13, 6, 2)).toBe(7);
    expect(slipAfterIndex(13, 12, 2)).toBe(12);
    expect(slipAfterIndex(3, 1, 1)).toBe(1);
    expect(() => slipAfterIndex(13, 13, 2)).toThrow(RangeError);
    expect(() => slipAfterIndex(13, 0, 0)).toThrow(RangeError);
  });

  it('locks a rate runner with gstatus 0 and covers a back/lay runner with SUSPENDED', async () => {
    mockFetch(casinoServer({ 'GET /api/casino/data/teen20/99011': () => ok(teenData({ suspendB: true })) }));
    const teen = renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, { state });
    const pairB = await screen.findByTestId('runner-4');
    await within(pairB).findByTestId('runner-locked');
    expect((within(pairB).getByTestId('back-4') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('back-2') as HTMLButtonElement).disabled).toBe(false);
    expect(within(screen.getByTestId('runner-2')).queryByTestId('runner-locked')).toBeNull();
    expect(screen.queryByTestId('table-suspended')).toBeNull();
    teen.unmount();

    renderCasino(<CasinoTable casinoType="aaa" eventId="99027" game={GAMES[1]} />, { state });
    const akbar = await screen.findByTestId('runner-2');
    expect(within(akbar).getByTestId('runner-suspended').textContent).toBe('SUSPENDED');
    expect(
      within(akbar)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    const amar = screen.getByTestId('runner-1');
    expect(within(amar).queryByTestId('runner-suspended')).toBeNull();
    expect(
      (within(amar).getByRole('button', { name: 'Back Amar at 2.12' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('suspends the whole table when a data fetch fails, and when teen20 has under 6 s left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: () => Response = () => ok(teenData());
    mockFetch(casinoServer({ 'GET /api/casino/data/teen20/99011': () => answer() }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, { state });
    await screen.findByTestId('back-1');
    expect(screen.queryByTestId('table-suspended')).toBeNull();
    answer = () => json({ message: 'down' }, 500);
    await tick(1000);
    expect((await screen.findByTestId('table-suspended')).textContent).toBe('SUSPENDED');
    expect((screen.getByTestId('back-1') as HTMLButtonElement).disabled).toBe(true);
    answer = () => ok(teenData({ autotime: '7' }));
    await tick(1000);
    await waitFor(() => expect(screen.queryByTestId('table-suspended')).toBeNull());
    answer = () => ok(teenData({ autotime: '5' }));
    await tick(1000);
    expect(await screen.findByTestId('table-suspended')).toBeTruthy();
  });

  it('polls data every 1 s and results every 1.3 s, and stops while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch(casinoServer());
    const count = (path: string) => calledPaths(fetch).filter((p) => p === path).length;
    renderCasino(<CasinoTable casinoType="teen20" eventId="99011" game={GAMES[0]} />, { state });
    await screen.findByTestId('back-1');
    const data0 = count('GET /api/casino/data/teen20/99011');
    const results0 = count('GET /api/casino/results/teen20');
    await tick(3900);
    expect(count('GET /api/casino/data/teen20/99011') - data0).toBeGreaterThanOrEqual(3);
    expect(count('GET /api/casino/results/teen20') - results0).toBeGreaterThanOrEqual(2);
    expect(count('GET /api/casino/results/teen20') - results0).toBeLessThanOrEqual(3);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(1500);
    const hidden = count('GET /api/casino/data/teen20/99011');
    await tick(4000);
    expect(count('GET /api/casino/data/teen20/99011')).toBe(hidden);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(2100);
    expect(count('GET /api/casino/data/teen20/99011')).toBeGreaterThan(hidden);
  });
});
