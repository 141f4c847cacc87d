import type { BetRow, BetStatus } from '@backlay/contracts';
import { CASINO_SPORT, SPORTS } from '@backlay/contracts/constants';
import { useId, useState } from 'react';
import { formatMoney } from '../../../shared/format';
import { useGetBetHistoryQuery } from '../api';
import { AccountList, type Column } from '../components/AccountList';
import { isoBounds, isReversed } from '../dataSource';
import { formatPnl, formatTime, pnlClass, sideLabel } from '../format';
import { REVERSED_DATES_TEXT } from '../messages';
import { useListControls } from '../useListControls';

/** Sport filter options ('' = every sport): the bets' `sportsName` values. */
export const SPORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All' },
  ...SPORTS.map((s) => ({ value: s.name, label: s.name })),
  { value: CASINO_SPORT.name, label: CASINO_SPORT.name },
];

/** The price of a bet as the site shows it: odds, Bookmaker rate, or the fancy line / rate. */
const priceOf = (b: BetRow) =>
  b.oddsReq !== null ? String(b.oddsReq) : `${b.price ?? '-'} / ${b.size ?? '-'}`;

const COLUMNS: Column<BetRow>[] = [
  { header: 'Sport', cell: (b) => b.sportsName },
  { header: 'Event', cell: (b) => b.event },
  { header: 'Market', cell: (b) => b.market },
  { header: 'Selection', cell: (b) => b.selection },
  {
    header: 'Type',
    cell: (b) => <span className={`acc-side acc-side--${b.type}`}>{sideLabel(b.type)}</span>,
  },
  { header: 'Odds', cell: priceOf, align: 'num' },
  { header: 'Stake', cell: (b) => formatMoney(b.stake), align: 'num' },
  {
    header: 'Profit / Loss',
    cell: (b) => <span className={pnlClass(b.profitLoss)}>{formatPnl(b.profitLoss)}</span>,
    align: 'num',
  },
  { header: 'Placed', cell: (b) => formatTime(b.placeTime) },
  { header: 'Settled', cell: (b) => formatTime(b.settledAt) },
];

/**
 * /betshistory (docs/rules/specification.md §2, §4 Bet status): the user's bets, unsettled or settled, by sport
 * (Casino too) and place date, in pages.
 */
export function BetHistoryPage({ today }: { today?: () => Date }) {
  const controls = useListControls(today);
  const [status, setStatus] = useState<BetStatus>('settled');
  const [sportsName, setSportsName] = useState('');
  const id = useId();
  const reversed = isReversed(controls.range);
  const query = useGetBetHistoryQuery(
    { page: controls.page, pageSize: controls.pageSize, status, sportsName, ...isoBounds(controls.range) },
    { skip: reversed, refetchOnMountOrArgChange: true },
  );
  return (
    <AccountList
      title="Bet History"
      testId="bet-history"
      controls={controls}
      query={query}
      columns={COLUMNS}
      rowKey={(b) => b.betId}
      notice={reversed ? REVERSED_DATES_TEXT : undefined}
      filters={
        <>
          <label className="acc-field" htmlFor={`${id}-status`}>
            <span>Status</span>
            <select
              id={`${id}-status`}
              data-testid="bet-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as BetStatus);
                controls.resetPage();
              }}
            >
              <option value="unsettled">Unsettled</option>
              <option value="settled">Settled</option>
            </select>
          </label>
          <label className="acc-field" htmlFor={`${id}-sport`}>
            <span>Sport</span>
            <select
              id={`${id}-sport`}
              data-testid="bet-sport"
              value={sportsName}
              onChange={(e) => {
                setSportsName(e.target.value);
                controls.resetPage();
              }}
            >
              {SPORT_OPTIONS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    />
  );
}
