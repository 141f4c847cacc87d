import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../shared/hooks';
import { selectBrand } from '../../branding';
import { useCasinoListQuery } from '../api';
import { thumbSources } from '../art';
import {
  isClickable,
  LOBBY_TABS,
  lobbyGames,
  lobbyLayout,
  playPath,
  visibleGames,
  type LobbyGame,
  type LobbyLayout,
  type LobbyTab,
} from '../lobby';

/** Two letters standing in for a missing thumbnail ("20-20 Teenpatti" -> "2T"). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * A game's card. Its thumbnail is the brand's casino art when its casinoImageKey names a variant,
 * else (or once that image fails to load) the server's thumbnail (art.ts).
 */
function GameCard({
  game,
  layout,
  casinoImageKey,
}: {
  game: LobbyGame;
  layout: LobbyLayout;
  casinoImageKey: string | undefined;
}) {
  const sources = thumbSources(game, layout, casinoImageKey);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const thumb = sources.find((src) => !failed.includes(src)) ?? sources[sources.length - 1];
  const body = (
    <>
      {thumb ? (
        <img
          className="cas-game__img"
          src={thumb}
          alt=""
          loading="lazy"
          decoding="async"
          width="240"
          height="150"
          onError={() => setFailed((before) => (before.includes(thumb) ? before : [...before, thumb]))}
        />
      ) : (
        <span className="cas-game__art" aria-hidden="true">
          {initials(game.name)}
        </span>
      )}
      {/* Our thumbnails carry the name; it is still read out, and shown over drawn art. */}
      <span className={thumb ? 'sr-only' : 'cas-game__name'}>{game.name}</span>
      {game.comingSoon ? <span className="cas-game__soon">Coming Soon</span> : null}
    </>
  );
  const className = `cas-game${game.comingSoon ? ' is-soon' : ''}`;
  return isClickable(game, layout) ? (
    <Link className={className} to={playPath(game)} data-testid="casino-game" data-name={game.name}>
      {body}
    </Link>
  ) : (
    <div
      className={`${className} is-disabled`}
      aria-disabled="true"
      data-testid="casino-game"
      data-name={game.name}
    >
      {body}
    </div>
  );
}

/**
 * The casino lobby (docs/rules/specification.md §2 Casino lobby; /casino, /new-casino and /casino-new): the server's list
 * (`GET casino/list`; a failure is only logged, docs/rules/specification.md §8), the category tabs, and cards laid out
 * by the brand's layout (thumbnails from the brand's casino art, art.ts): tamannah only games with a
 * thumbnail that are not coming soon,
 * tamannahSquare square art with coming-soon cards not clickable, aura clipped-image cards. A
 * card opens /play-casino-new/{eventId}/{casinoType}; Loading... covers the grid until the list
 * arrives, tinted with the primary colour.
 */
export function LobbyPage({ title }: { title: string }) {
  const brand = useAppSelector(selectBrand);
  const layout = lobbyLayout(brand?.layout);
  const list = useCasinoListQuery();
  const [tab, setTab] = useState<LobbyTab>('POPULAR');
  useEffect(() => {
    if (list.error) console.warn('Casino list fetch failed', list.error);
  }, [list.error]);
  // Nothing under the Loading... cover until the list answers (a failed list still shows ezugi).
  const games = useMemo(
    () => (list.data || list.isError ? lobbyGames(list.data ?? []) : []),
    [list.data, list.isError],
  );
  const shown = visibleGames(games, tab, layout);
  return (
    <section className={`cas-lobby cas-lobby--${layout}`} data-testid="casino-lobby" data-layout={layout}>
      <h1 className="cas-lobby__title">{title}</h1>
      <div className="cas-tabs" role="group" aria-label="Casino categories" data-testid="casino-tabs">
        {LOBBY_TABS.map((t) => (
          <button
            key={t}
            type="button"
            className={`pill-button cas-tab${tab === t ? ' is-active' : ''}`}
            aria-pressed={tab === t}
            onClick={() => setTab(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <div className="cas-lobby__body">
        {shown.length > 0 ? (
          <ul className="cas-grid">
            {shown.map((game) => (
              <li key={`${game.casinoType}:${game.id}`}>
                <GameCard game={game} layout={layout} casinoImageKey={brand?.casinoImageKey} />
              </li>
            ))}
          </ul>
        ) : list.isLoading ? null : (
          <p className="muted cas-lobby__empty">No games in this category.</p>
        )}
        {list.isLoading ? (
          <div className="overlay-center cas-loading" role="status" data-testid="casino-loading">
            <span className="spinner" aria-hidden="true" />
            Loading...
          </div>
        ) : null}
      </div>
    </section>
  );
}
