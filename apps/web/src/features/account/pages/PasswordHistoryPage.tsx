import type { PasswordHistoryRow } from '@backlay/contracts';
import { useGetPasswordHistoryQuery } from '../api';
import { AccountList, type Column } from '../components/AccountList';
import { isoBounds, isReversed } from '../dataSource';
import { formatTime } from '../format';
import { REVERSED_DATES_TEXT } from '../messages';
import { useListControls } from '../useListControls';

const COLUMNS: Column<PasswordHistoryRow>[] = [
  { header: 'Date', cell: (r) => formatTime(r.createdAt) },
  { header: 'Updated Of', cell: (r) => r.updatedOf },
  { header: 'Updated By', cell: (r) => r.updatedBy },
];

/** /passwordhistory (docs/rules/specification.md §2 Password screens, §3 Password history row): the password changes. */
export function PasswordHistoryPage({ today }: { today?: () => Date }) {
  const controls = useListControls(today);
  const reversed = isReversed(controls.range);
  const query = useGetPasswordHistoryQuery(
    { page: controls.page, pageSize: controls.pageSize, ...isoBounds(controls.range) },
    { skip: reversed, refetchOnMountOrArgChange: true },
  );
  return (
    <AccountList
      title="Password History"
      testId="password-history"
      controls={controls}
      query={query}
      columns={COLUMNS}
      rowKey={(r, i) => `${r.createdAt}-${i}`}
      notice={reversed ? REVERSED_DATES_TEXT : undefined}
    />
  );
}
