import { useCasinoListQuery } from '../api';
import { isPlayable, TABLE_NAMES } from '../catalog';
import { LiveTable } from '../components/LiveTable';
import { useCasinoFeed } from '../hooks/useCasinoFeed';

/**
 * The live table view of a type alone (the "video view" of /test and /casino-video): the table's
 * id comes from `eventId` or else from the casino list; live data is polled every 1 s.
 */
export function TableVideo({
  casinoType,
  eventId,
  fullscreen,
}: {
  casinoType: string;
  eventId?: string;
  fullscreen?: boolean;
}) {
  const list = useCasinoListQuery(undefined, { skip: eventId !== undefined });
  const tableId = eventId ?? list.data?.find((item) => item.casinoType === casinoType)?.eventId;
  const feed = useCasinoFeed(casinoType, tableId, { results: false });
  const name = isPlayable(casinoType) ? TABLE_NAMES[casinoType] : casinoType;
  return (
    <LiveTable
      casinoType={casinoType}
      name={name}
      mid={feed.mid}
      autotime={feed.autotime}
      cards={feed.cards}
      suspended={feed.suspended}
      fullscreen={fullscreen}
    />
  );
}
