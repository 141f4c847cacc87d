import type { LoginActivityRow } from '@backlay/contracts';
import { useEffect } from 'react';
import { useAppSelector } from '../../../shared/hooks';
import { serverMessage } from '../../../shared/errors';
import { toast } from '../../../shared/toast';
import { selectUser } from '../../auth';
import { useGetLoginActivityQuery } from '../api';
import { AccountList, type Column } from '../components/AccountList';
import { isoBounds, isReversed } from '../dataSource';
import { formatTime } from '../format';
import { LIST_FAILED_TEXT, REVERSED_DATES_TEXT } from '../messages';
import { useListControls } from '../useListControls';

const dash = (text: string) => text || '-';

const COLUMNS: Column<LoginActivityRow>[] = [
  { header: 'Login Time', cell: (r) => formatTime(r.loginTime) },
  {
    header: 'Status',
    cell: (r) => (
      <span className={r.loginStatus === 'Success' ? 'acc-profit' : 'acc-loss'}>{r.loginStatus}</span>
    ),
  },
  { header: 'IP Address', cell: (r) => dash(r.deviceIp) },
  { header: 'ISP', cell: (r) => dash(r.isp) },
  { header: 'City', cell: (r) => dash(r.city) },
  { header: 'State', cell: (r) => dash(r.state) },
  { header: 'Country', cell: (r) => dash(r.country) },
];

/** The credit DB-IP's licence (CC BY 4.0) asks of pages that show its results (issue 8 item 2). */
export function DbIpCredit() {
  return (
    <p className="acc-credit" data-testid="dbip-credit">
      <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
        IP Geolocation by DB-IP
      </a>
    </p>
  );
}

/**
 * /loginactivity (docs/rules/specification.md §2, §3 Login activity row; menu 'Activity Log'): the user's sign-ins with
 * the place of each address; a failed call shows the server's message in a toast (docs/rules/specification.md §8).
 */
export function LoginActivityPage({ today }: { today?: () => Date }) {
  const controls = useListControls(today);
  const user = useAppSelector(selectUser);
  const reversed = isReversed(controls.range);
  const query = useGetLoginActivityQuery(
    {
      userId: user?._id ?? '',
      page: controls.page,
      pageSize: controls.pageSize,
      ...isoBounds(controls.range),
    },
    { skip: !user || reversed, refetchOnMountOrArgChange: true },
  );
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(serverMessage(error) ?? LIST_FAILED_TEXT);
  }, [error]);
  return (
    <AccountList
      title="Activity Log"
      testId="login-activity"
      controls={controls}
      query={query}
      columns={COLUMNS}
      rowKey={(r, i) => `${r.loginTime}-${i}`}
      notice={reversed ? REVERSED_DATES_TEXT : undefined}
      footer={<DbIpCredit />}
    />
  );
}
