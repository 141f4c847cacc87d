import type { ProfitLossRequest, ProfitLossRow } from '@backlay/contracts';
import { BET_MARKET_TYPES } from '@backlay/contracts/constants';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/format';
import { useGetProfitLossQuery } from '../api';
import { AccountList, type Column } from '../components/AccountList';
import { isoBounds, isReversed } from '../dataSource';
import { formatPnl, formatTime, pnlClass, sideLabel } from '../format';
import { NO_DATA_TEXT, REVERSED_DATES_TEXT } from '../messages';
import { useListControls } from '../useListControls';

type Segments = { eventId?: string; matchId?: string; markettype?: string };

/**
 * The request of the route's segments, or null when they cannot name anything the user bet on
 * (a non-numeric event, an unknown market type): the page then shows 'No Data Found!'.
 */
export function requestOf({ eventId, matchId, markettype }: Segments): ProfitLossRequest | null {
  if (eventId !== undefined && !/^\d{1,9}$/.test(eventId)) return null;
  if (matchId !== undefined && !/^[A-Za-z0-9_.:-]{1,64}$/.test(matchId)) return null;
  if (markettype !== undefined && !(BET_MARKET_TYPES as readonly string[]).includes(markettype)) return null;
  return {
    ...(eventId !== undefined ? { eventId: Number(eventId) } : {}),
    ...(matchId !== undefined ? { matchId } : {}),
    ...(markettype !== undefined ? { markettype: markettype as ProfitLossRequest['markettype'] } : {}),
  };
}

/** The drill-down path of a group row (docs/rules/specification.md §2 /profitloss/{eventId?}/{matchId?}/{markettype?}). */
export function drillPath(row: ProfitLossRow): string | null {
  const seg = encodeURIComponent;
  switch (row.level) {
    case 'sport':
      return `/profitloss/${row.eventId}`;
    case 'event':
      return `/profitloss/${row.eventId}/${seg(row.matchId ?? '')}`;
    case 'market':
      return `/profitloss/${row.eventId}/${seg(row.matchId ?? '')}/${seg(row.markettype ?? '')}`;
    default:
      return null;
  }
}

const pnlCell = (r: ProfitLossRow) => (
  <span className={pnlClass(r.profitloss)}>{formatPnl(r.profitloss)}</span>
);
const linked = (text: string, r: ProfitLossRow) => {
  const to = drillPath(r);
  return to ? <Link to={to}>{text}</Link> : text;
};

const GROUP_COLUMNS = (name: Column<ProfitLossRow>): Column<ProfitLossRow>[] => [
  name,
  { header: 'Bets', cell: (r) => r.bets, align: 'num' },
  { header: 'Profit / Loss', cell: pnlCell, align: 'num' },
  { header: 'Last Settled', cell: (r) => formatTime(r.settledAt) },
];

/** Columns per level: sport, event, market type, round (casino) and bet. */
const COLUMNS: Record<ProfitLossRow['level'], Column<ProfitLossRow>[]> = {
  sport: GROUP_COLUMNS({ header: 'Sport', cell: (r) => linked(r.sportsName, r) }),
  event: GROUP_COLUMNS({ header: 'Event', cell: (r) => linked(r.eventName ?? '-', r) }),
  market: GROUP_COLUMNS({ header: 'Market', cell: (r) => linked(r.markettype ?? '-', r) }),
  round: GROUP_COLUMNS({ header: 'Round', cell: (r) => r.roundId ?? '-' }),
  bet: [
    { header: 'Market', cell: (r) => r.market ?? '-' },
    { header: 'Selection', cell: (r) => r.selection ?? '-' },
    { header: 'Type', cell: (r) => sideLabel(r.type) },
    { header: 'Odds', cell: (r) => r.oddsReq ?? '-', align: 'num' },
    { header: 'Stake', cell: (r) => (r.stake === null ? '-' : formatMoney(r.stake)), align: 'num' },
    { header: 'Profit / Loss', cell: pnlCell, align: 'num' },
    { header: 'Placed', cell: (r) => formatTime(r.placeTime) },
    { header: 'Settled', cell: (r) => formatTime(r.settledAt) },
  ],
};

/** The level a request lists. */
function levelOf(request: ProfitLossRequest | null): ProfitLossRow['level'] {
  if (!request || request.eventId === undefined) return 'sport';
  if (request.matchId === undefined) return 'event';
  if (request.markettype === undefined) return 'market';
  return request.markettype === 'Casino' ? 'round' : 'bet';
}

/** 'All Sports > Cricket > India v Australia > Match Odds' with links up the drill-down. */
function Breadcrumb({ segments, first }: { segments: Segments; first?: ProfitLossRow }) {
  const { eventId, matchId, markettype } = segments;
  const crumbs: { label: string; to: string }[] = [{ label: 'All Sports', to: '/profitloss' }];
  if (eventId !== undefined)
    crumbs.push({ label: first?.sportsName ?? `Sport ${eventId}`, to: `/profitloss/${eventId}` });
  if (eventId !== undefined && matchId !== undefined)
    crumbs.push({
      label: first?.eventName ?? matchId,
      to: `/profitloss/${eventId}/${encodeURIComponent(matchId)}`,
    });
  if (markettype !== undefined) crumbs.push({ label: markettype, to: '' });
  return (
    <nav aria-label="Breadcrumb" className="acc-breadcrumb" data-testid="pnl-breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.label + i}>
            {i < crumbs.length - 1 ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * /profitloss/{eventId?}/{matchId?}/{markettype?} (docs/rules/specification.md §2, §3 Profit/loss row): settled P&L by
 * sport, then event, market type and bets; casino (/profitloss/{id}/{id}/Casino) by round. Each
 * group row links one level down; the total of every matching bet is under the table.
 */
export function ProfitLossPage({ today }: { today?: () => Date }) {
  const segments = useParams<Segments>();
  const controls = useListControls(today);
  // A step of the drill-down is a new list: back to page 1 (docs/rules/specification.md §4).
  const scope = `${segments.eventId}/${segments.matchId}/${segments.markettype}`;
  const [shownScope, setShownScope] = useState(scope);
  if (shownScope !== scope) {
    setShownScope(scope);
    controls.resetPage();
  }
  const request = requestOf(segments);
  const reversed = isReversed(controls.range);
  const query = useGetProfitLossQuery(
    { page: controls.page, pageSize: controls.pageSize, ...(request ?? {}), ...isoBounds(controls.range) },
    { skip: request === null || reversed, refetchOnMountOrArgChange: true },
  );
  const level = levelOf(request);
  const columns = COLUMNS[level];
  const total = query.data?.total ?? 0;
  return (
    <AccountList
      title="Profit & Loss"
      testId="profit-loss"
      controls={controls}
      query={query}
      columns={columns}
      rowKey={(r, i) => `${r.level}-${r.betId ?? r.roundId ?? r.markettype ?? r.matchId ?? r.eventId}-${i}`}
      header={<Breadcrumb segments={segments} first={query.data?.pageItems[0]} />}
      notice={request === null ? NO_DATA_TEXT : reversed ? REVERSED_DATES_TEXT : undefined}
      tableFooter={
        <tr className="acc-total">
          <th scope="row" colSpan={columns.length - (level === 'bet' ? 3 : 2)}>
            Total
          </th>
          <td className="acc-num" data-testid="pnl-total">
            <span className={pnlClass(total)}>{formatPnl(total)}</span>
          </td>
          <td colSpan={level === 'bet' ? 2 : 1} />
        </tr>
      }
    />
  );
}
