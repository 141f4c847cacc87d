import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brand, mockFetch } from '../../test/utils';
import { backdropArt, casinoArtVariant, thumbSources } from './art';
import type { LobbyLayout } from './lobby';
import { CasinoGamePage } from './pages/CasinoGamePage';
import { LobbyPage } from './pages/LobbyPage';
import { casinoServer, LIST, renderCasino } from './testData';

/** The brand's casinoImageKey picks its casino art (issue 19 item 6; art.ts). */

const stateOf = (casinoImageKey: string, layout: LobbyLayout = 'aura') => ({
  branding: { config: { ...brand, layout, casinoImageKey } },
});
const thumbOfCard = async (name: string) => {
  await screen.findAllByTestId('casino-game');
  const card = screen.getAllByTestId('casino-game').find((c) => c.dataset.name === name)!;
  return card.querySelector('img')!;
};

describe('casino art by the brand’s casinoImageKey', () => {
  it('a key names a variant; default, blank and malformed keys mean the default art', () => {
    expect(casinoArtVariant('neon')).toBe('neon');
    expect(casinoArtVariant(' gold_2 ')).toBe('gold_2');
    for (const key of ['default', '', '  ', undefined, null, '../etc', 'a/b', 'x'.repeat(41)])
      expect(casinoArtVariant(key)).toBeNull();
    const teen = LIST[1]!;
    expect(thumbSources(teen, 'aura', 'default')).toEqual(['/casino/thumbs/teen20.svg']);
    expect(thumbSources(teen, 'aura', 'neon')).toEqual([
      '/casino/thumbs/teen20.svg?art=neon',
      '/casino/thumbs/teen20.svg',
    ]);
    expect(thumbSources(teen, 'tamannahSquare', 'neon')).toEqual([
      '/casino/thumbs/teen20-square.svg?art=neon',
      '/casino/thumbs/teen20-square.svg',
    ]);
    // A game without a thumbnail stays without one (tamannah keeps hiding it).
    expect(thumbSources(LIST[5]!, 'aura', 'neon')).toEqual([]);
    expect(backdropArt('neon')).toBe('/api/casino/backdrop/neon.svg');
    expect(backdropArt('default')).toBeNull();
  });

  it('the lobby shows the brand’s thumbnails and falls back to the default one when an image is missing', async () => {
    mockFetch(casinoServer());
    renderCasino(<LobbyPage title="Casino" />, { state: stateOf('neon') });
    const teen = await thumbOfCard('20-20 Teenpatti');
    expect(teen.getAttribute('src')).toBe('/casino/thumbs/teen20.svg?art=neon');
    expect((await thumbOfCard('Lucky 7-B')).getAttribute('src')).toBe('/casino/thumbs/lucky7eu.svg?art=neon');
    fireEvent.error(teen);
    expect((await thumbOfCard('20-20 Teenpatti')).getAttribute('src')).toBe('/casino/thumbs/teen20.svg');
    // The other cards keep the brand's art.
    expect((await thumbOfCard('Lucky 7-B')).getAttribute('src')).toBe('/casino/thumbs/lucky7eu.svg?art=neon');
  });

  it('two brands get different art; the default key keeps the server’s thumbnails', async () => {
    mockFetch(casinoServer());
    const gold = renderCasino(<LobbyPage title="Casino" />, { state: stateOf('gold', 'tamannahSquare') });
    expect((await thumbOfCard('Lucky 7-A')).getAttribute('src')).toBe(
      '/casino/thumbs/lucky7-square.svg?art=gold',
    );
    gold.unmount();
    renderCasino(<LobbyPage title="Casino" />, { state: stateOf('default') });
    expect((await thumbOfCard('Lucky 7-A')).getAttribute('src')).toBe('/casino/thumbs/lucky7.svg');
  });

  it('the /casino/{...} background is the brand’s art over the felt; none for the default key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(casinoServer());
    const neon = renderCasino(<CasinoGamePage which="seven" />, {
      path: '/casino/99/99/99027',
      route: '/casino/:id1/:id2/:id3',
      state: stateOf('neon'),
    });
    const art = (el: HTMLElement) => el.style.getPropertyValue('--cas-backdrop-art');
    expect(art(screen.getByTestId('casino-backdrop'))).toBe('url("/api/casino/backdrop/neon.svg")');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    // A game outside the seven names keeps the background, with the brand's art.
    expect(art(screen.getByTestId('casino-backdrop'))).toBe('url("/api/casino/backdrop/neon.svg")');
    neon.unmount();
    renderCasino(<CasinoGamePage which="seven" />, {
      path: '/casino/99/99/99027',
      route: '/casino/:id1/:id2/:id3',
      state: stateOf('default'),
    });
    expect(art(screen.getByTestId('casino-backdrop'))).toBe('');
    vi.useRealTimers();
  });
});
