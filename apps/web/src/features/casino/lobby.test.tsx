import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brand, json, mockFetch, renderApp } from '../../test/utils';
import { lobbyGames, tabShows, visibleGames, type LobbyLayout, type LobbyTab } from './lobby';
import { LobbyPage } from './pages/LobbyPage';
import { casinoServer, LIST, renderCasino } from './testData';

const names = () => screen.getAllByTestId('casino-game').map((card) => card.dataset.name);

function renderLobby(layout: LobbyLayout) {
  mockFetch(casinoServer());
  return renderCasino(<LobbyPage title="Casino" />, {
    state: { branding: { config: { ...brand, layout } } },
  });
}

describe('lobby tabs (docs/rules/specification.md §2: filter by name)', () => {
  const all = LIST.map((g) => g.name);
  const shown = (tab: LobbyTab) => all.filter((name) => tabShows(tab, name));

  it('POPULAR, E-CASINO and UPCOMING show every game', () => {
    for (const tab of ['POPULAR', 'E-CASINO', 'UPCOMING'] as const) expect(shown(tab)).toEqual(all);
  });

  it('EUROPEAN BOARD shows the B boards and NORMAL BOARD the others', () => {
    expect(shown('EUROPEAN BOARD')).toEqual(['Lucky 7-B', '32 Cards B']);
    expect(shown('NORMAL BOARD')).toEqual([
      'Andar Bahar 20-20',
      '20-20 Teenpatti',
      'Lucky 7-A',
      'Teenpatti One Day',
      'Instant Worli',
    ]);
  });

  it('LONG TIME shows the one-day tables and SHORT TIME the 20-20 and instant ones', () => {
    expect(shown('LONG TIME')).toEqual(['Teenpatti One Day']);
    expect(tabShows('LONG TIME', '1 Day Dragon Tiger')).toBe(true);
    expect(shown('SHORT TIME')).toEqual(['Andar Bahar 20-20', '20-20 Teenpatti', 'Instant Worli']);
  });

  it('flags coming-soon types, lists playable games first and appends ezugi', () => {
    const games = lobbyGames(LIST);
    expect(games.map((g) => [g.casinoType, g.comingSoon])).toEqual([
      ['teen20', false],
      ['lucky7', false],
      ['lucky7eu', false],
      ['Teen', false],
      ['card32eu', false],
      ['worli2', false],
      ['ab20', true],
      ['ezugi', true],
    ]);
    expect(visibleGames(games, 'POPULAR', 'tamannah').map((g) => g.casinoType)).toEqual([
      'teen20',
      'lucky7',
      'lucky7eu',
      'Teen',
      'worli2',
    ]);
  });

  it('clicking a tab filters the cards and marks the tab pressed', async () => {
    renderLobby('aura');
    await screen.findAllByTestId('casino-game');
    const tabs = screen.getByTestId('casino-tabs');
    expect(within(tabs).getByRole('button', { name: 'POPULAR' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(tabs).getByRole('button', { name: 'EUROPEAN BOARD' }));
    expect(names()).toEqual(['Lucky 7-B', '32 Cards B']);
    expect(within(tabs).getByRole('button', { name: 'EUROPEAN BOARD' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(tabs).getByRole('button', { name: 'LONG TIME' }));
    expect(names()).toEqual(['Teenpatti One Day']);
  });
});

describe('lobby layouts (docs/rules/specification.md §2)', () => {
  it('tamannah shows only games with a thumbnail that are not coming soon', async () => {
    renderLobby('tamannah');
    await screen.findAllByTestId('casino-game');
    expect(names()).toEqual([
      '20-20 Teenpatti',
      'Lucky 7-A',
      'Lucky 7-B',
      'Teenpatti One Day',
      'Instant Worli',
    ]);
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(screen.getByTestId('casino-lobby').dataset.layout).toBe('tamannah');
  });

  it('tamannahSquare shows square art and coming-soon cards that do not open', async () => {
    renderLobby('tamannahSquare');
    await screen.findAllByTestId('casino-game');
    expect(names()).toHaveLength(8);
    const soon = screen.getAllByTestId('casino-game').filter((c) => c.textContent?.includes('Coming Soon'));
    expect(soon.map((c) => c.dataset.name)).toEqual(['Andar Bahar 20-20', 'Ezugi']);
    for (const card of soon) {
      expect(card.tagName).toBe('DIV');
      expect(card.getAttribute('aria-disabled')).toBe('true');
    }
    const teen = screen.getByRole('link', { name: /20-20 Teenpatti/ });
    expect(teen.getAttribute('href')).toBe('/play-casino-new/99011/teen20');
    expect(teen.querySelector('img')?.getAttribute('src')).toBe('/casino/thumbs/teen20-square.svg');
  });

  it('aura uses clipped cards; coming-soon cards carry the tag and still open', async () => {
    const { router } = renderLobby('aura');
    await screen.findAllByTestId('casino-game');
    expect(screen.getByTestId('casino-lobby').className).toContain('cas-lobby--aura');
    const ab = screen.getByRole('link', { name: /Andar Bahar 20-20/ });
    expect(within(ab).getByText('Coming Soon')).toBeTruthy();
    expect(ab.querySelector('img')?.getAttribute('src')).toBe('/casino/thumbs/ab20.svg');
    // A game without a thumbnail gets drawn art instead.
    expect(
      screen.getByRole('link', { name: /32 Cards B/ }).querySelector('.cas-game__art')?.textContent,
    ).toBe('3C');
    await userEvent.click(screen.getByRole('link', { name: /Lucky 7-A/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play-casino-new/99024/lucky7'));
  });

  it('shows Loading... until the list arrives', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(casinoServer({ 'GET /api/casino/list': () => new Promise<Response>((r) => (answer = r)) }));
    renderCasino(<LobbyPage title="Casino" />, { state: { branding: { config: brand } } });
    expect((await screen.findByTestId('casino-loading')).textContent).toContain('Loading...');
    answer(json({ status: true, data: LIST }));
    await screen.findAllByTestId('casino-game');
    expect(screen.queryByTestId('casino-loading')).toBeNull();
  });

  it('the /casino, /new-casino and /casino-new routes open the lobby', async () => {
    mockFetch(casinoServer());
    renderApp('/casino-new');
    expect(await screen.findByRole('heading', { name: 'Live Casino' }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findAllByTestId('casino-game')).length).toBeGreaterThan(0);
  });
});
