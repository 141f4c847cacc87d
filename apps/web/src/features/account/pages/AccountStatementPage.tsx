import type { AccountStatementRow, StatementFilter } from '@backlay/contracts';
import { useId, useState } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { formatMoney } from '../../../shared/format';
import { selectUser } from '../../auth';
import { useGetStatementQuery } from '../api';
import { AccountList, type Column } from '../components/AccountList';
import { isoBounds, isReversed } from '../dataSource';
import { formatTime } from '../format';
import { REVERSED_DATES_TEXT } from '../messages';
import { useListControls } from '../useListControls';

const FILTERS: { value: StatementFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upline', label: 'Deposit / Withdraw' },
  { value: 'betRecords', label: 'Bet Records' },
];

/** Balance after the entry: the side's balance before it, plus a credit or minus a debit. */
const balanceAfter = (r: AccountStatementRow) =>
  r.type === 'deposite' ? (r.openingBalancePayee ?? 0) + r.amount : (r.openingBalancePayer ?? 0) - r.amount;

const COLUMNS: Column<AccountStatementRow>[] = [
  { header: 'Date', cell: (r) => formatTime(r.createdAt) },
  { header: 'Credit', cell: (r) => (r.type === 'deposite' ? formatMoney(r.amount) : '-'), align: 'num' },
  { header: 'Debit', cell: (r) => (r.type === 'withdraw' ? formatMoney(r.amount) : '-'), align: 'num' },
  { header: 'Balance', cell: (r) => formatMoney(balanceAfter(r)), align: 'num' },
  { header: 'Description', cell: (r) => r.displayText },
  { header: 'Remark', cell: (r) => r.remark || '-' },
];

/**
 * /accountstatement (docs/rules/specification.md §2, §3 Account statement row, Statement request): the user's ledger
 * entries with the filter All / Deposit-Withdraw (upline) / Bet Records, dates and pages.
 */
export function AccountStatementPage({ today }: { today?: () => Date }) {
  const controls = useListControls(today);
  const user = useAppSelector(selectUser);
  const [filter, setFilter] = useState<StatementFilter>('all');
  const filterId = useId();
  const reversed = isReversed(controls.range);
  const query = useGetStatementQuery(
    {
      page: controls.page,
      pageSize: controls.pageSize,
      userId: user?._id,
      filter,
      ...isoBounds(controls.range),
    },
    { skip: !user || reversed, refetchOnMountOrArgChange: true },
  );
  return (
    <AccountList
      title="Account Statement"
      testId="account-statement"
      controls={controls}
      query={query}
      columns={COLUMNS}
      rowKey={(r, i) => `${r.createdAt}-${i}`}
      notice={reversed ? REVERSED_DATES_TEXT : undefined}
      filters={
        <label className="acc-field" htmlFor={filterId}>
          <span>Type</span>
          <select
            id={filterId}
            data-testid="statement-filter"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as StatementFilter);
              controls.resetPage();
            }}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      }
    />
  );
}
