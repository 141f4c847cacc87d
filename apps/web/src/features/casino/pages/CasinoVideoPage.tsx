import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isPlayable, TABLE_NAMES, TEST_TABLES } from '../catalog';
import { TableVideo } from './TableVideo';

/**
 * /casino-video/{casinoType}[?eventId=] (docs/rules/specification.md §2): the live table view alone, without header,
 * footer and side bars (the shell hides them on /casino-video). Without a type: the test tables.
 */
export function CasinoVideoPage() {
  const { casinoType } = useParams();
  const [search] = useSearchParams();
  if (!casinoType) {
    return (
      <section className="cas-video cas-video--pick">
        <h1>Live tables</h1>
        <ul className="link-list">
          {TEST_TABLES.map((t) => (
            <li key={t.casinoType}>
              <Link to={`/casino-video/${t.casinoType}`}>{t.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="cas-video" data-testid="casino-video">
      <h1 className="sr-only">{isPlayable(casinoType) ? TABLE_NAMES[casinoType] : casinoType} live</h1>
      <TableVideo casinoType={casinoType} eventId={search.get('eventId') ?? undefined} fullscreen />
    </section>
  );
}
