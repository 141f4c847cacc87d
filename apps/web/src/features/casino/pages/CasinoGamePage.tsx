import { useEffect, type CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../shared/hooks';
import { selectBrand } from '../../branding';
import { useCasinoGamesQuery } from '../api';
import { backdropArt } from '../art';
import { tableForGameName } from '../catalog';
import { CasinoTable } from '../components/CasinoTable';
import { GAME_LIST_WAIT_MS, useDelay } from '../hooks/useDelay';

/**
 * /casino/{eventId}/{legueId}/{matchId} (`which` 'seven') and /new-casino/{...} ('any'), docs/rules/specification.md §2
 * Casino tables: the casino background (the brand's casino art when its key names one, art.ts; for 2 s on /casino), then the game list for the three
 * ids; the game whose matchId is the third segment gives the table by its name: on /casino only
 * the seven names of docs/rules/specification.md §2 (each mapped to a table of ours, catalog.ts
 * GAME_SCREEN_TABLES, also under that table's display name), on /new-casino any table name. Any
 * other name leaves the blank background.
 */
export function CasinoGamePage({ which }: { which: 'seven' | 'any' }) {
  const { id1 = '', id2 = '', id3 = '' } = useParams();
  const waited = useDelay(which === 'seven' ? GAME_LIST_WAIT_MS : 0);
  const eventId = /^\d{1,9}$/.test(id1) ? Number(id1) : undefined;
  const games = useCasinoGamesQuery({ eventId, legueId: id2, matchId: id3 }, { skip: !waited });
  useEffect(() => {
    if (games.error) console.warn('Casino game list fetch failed', games.error);
  }, [games.error]);
  const game = games.data?.find((g) => g.matchId === id3);
  const mode = game ? tableForGameName(game.name, which) : undefined;
  // The brand's casino art over the default felt (art.ts); none for the default key.
  const art = backdropArt(useAppSelector(selectBrand)?.casinoImageKey);
  return (
    <section className="cas-page" data-testid="casino-game-screen">
      <h1 className="sr-only">{which === 'seven' ? 'Casino Game' : 'Casino Table'}</h1>
      {game && mode ? (
        <CasinoTable
          key={game.matchId}
          casinoType={mode.casinoType}
          eventId={game.matchId}
          game={game}
          name={game.name}
          chipFirst={mode.chipFirst}
        />
      ) : (
        <div
          className="cas-backdrop"
          data-testid="casino-backdrop"
          aria-hidden="true"
          style={art ? ({ '--cas-backdrop-art': `url("${art}")` } as CSSProperties) : undefined}
        />
      )}
    </section>
  );
}
