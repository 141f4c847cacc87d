import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCasinoGamesQuery } from '../api';
import { isPlayable, TABLE_NAMES } from '../catalog';
import { CasinoTable } from '../components/CasinoTable';
import { INTRO_MS, useDelay } from '../hooks/useDelay';

/** docs/rules/specification.md §2, §8: the text for a type without a table. */
export const LAUNCHED_SOON = 'This Casino Table will be launched soon.';

/** A table by type, with its game list entry (for bets) looked up by the table's matchId. */
function TableByType({ eventId, casinoType }: { eventId: string; casinoType: string }) {
  const games = useCasinoGamesQuery({ matchId: eventId });
  useEffect(() => {
    if (games.error) console.warn('Casino game list fetch failed', games.error);
  }, [games.error]);
  const game = games.data?.find((g) => g.matchId === eventId && g.casinoType === casinoType);
  return <CasinoTable casinoType={casinoType} eventId={eventId} game={game} />;
}

/** The 1.4 s full-screen intro of a table (docs/rules/specification.md §2), over a locked page. */
export function CasinoIntro({ name }: { name: string }) {
  return (
    <div className="cas-intro" role="status" aria-label={`Opening ${name}`} data-testid="casino-intro">
      <span className="cas-intro__chip" aria-hidden="true" />
      <span className="cas-intro__name">{name}</span>
    </div>
  );
}

/**
 * /play-casino-new/{eventId}/{casinoType} (docs/rules/specification.md §2 Casino tables): the full-screen intro for
 * 1.4 s with page scrolling locked, then the table for the type; an unknown type shows 'This
 * Casino Table will be launched soon.'.
 */
export function PlayCasinoPage() {
  const { eventId = '', casinoType = '' } = useParams();
  const ready = useDelay(INTRO_MS, true);
  const playable = isPlayable(casinoType);
  return (
    <section className="cas-page" data-testid="play-casino">
      <h1 className="sr-only">Casino Table</h1>
      {!ready ? (
        <CasinoIntro name={playable ? TABLE_NAMES[casinoType] : 'Live Casino'} />
      ) : playable ? (
        <TableByType key={`${eventId}:${casinoType}`} eventId={eventId} casinoType={casinoType} />
      ) : (
        <p className="cas-soon" role="status" data-testid="launched-soon">
          {LAUNCHED_SOON}
        </p>
      )}
    </section>
  );
}
