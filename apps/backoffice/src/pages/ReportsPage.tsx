import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { useState, type FormEvent } from 'react';
import { Bar } from 'react-chartjs-2';
import { useReportCsvMutation, useReportQuery } from '../api/api';
import { GROUP_BYS, type GroupBy, type ReportRow } from '../api/types';
import { DataTable } from '../components/DataTable';
import { Field, FormResult, money, QueryView } from '../components/ui';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const GROUP_LABELS: Record<GroupBy, string> = {
  day: 'Day',
  sport: 'Sport',
  competition: 'Competition',
  marketType: 'Market type',
  casinoTable: 'Casino table',
  brand: 'Brand',
};

/** 'YYYY-MM-DD' of a date in the operator's time zone. */
function day(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Saves `text` as a file named `name` (a blob behind a temporary link). */
export function saveText(text: string, name: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Reports (issue 16 item 6; `GET /api/admin/reports`, Admin): turnover, gross gaming revenue
 * and customer P&L for a date range, grouped by day, sport, competition, market type, casino
 * table or brand; a table, a bar chart (chart.js) and a CSV download.
 */
export function ReportsPage() {
  const today = new Date();
  const [form, setForm] = useState({
    from: day(new Date(today.getTime() - 6 * 86_400_000)),
    to: day(today),
    groupBy: 'day' as GroupBy,
  });
  const [shown, setShown] = useState(form);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useReportQuery(shown);
  const [downloadCsv, csv] = useReportCsvMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.from || !form.to) return setProblem('Choose both dates.');
    if (form.to < form.from) return setProblem('"To" must not be before "From".');
    setProblem(null);
    setShown({ ...form });
  };

  const download = async () => {
    const answer = await downloadCsv(shown);
    if ('data' in answer && typeof answer.data === 'string')
      saveText(answer.data, `report-${shown.groupBy}-${shown.from}-${shown.to}.csv`);
  };

  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">Reports</h1>
      <form className="inline-form card" onSubmit={submit} noValidate aria-label="Report settings">
        <Field label="From">
          {(p) => (
            <input
              {...p}
              type="date"
              value={form.from}
              onChange={(e) => setForm((f) => ({ ...f, from: e.target.value }))}
            />
          )}
        </Field>
        <Field label="To">
          {(p) => (
            <input
              {...p}
              type="date"
              value={form.to}
              onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))}
            />
          )}
        </Field>
        <Field label="Group by">
          {(p) => (
            <select
              {...p}
              value={form.groupBy}
              onChange={(e) => setForm((f) => ({ ...f, groupBy: e.target.value as GroupBy }))}
            >
              {GROUP_BYS.map((g) => (
                <option key={g} value={g}>
                  {GROUP_LABELS[g]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn--primary">
          Show report
        </button>
        <button type="button" className="btn" onClick={() => void download()} disabled={csv.isLoading}>
          {csv.isLoading ? 'Preparing...' : 'Download CSV'}
        </button>
      </form>
      <FormResult problem={problem} error={csv.error} />
      <QueryView
        query={query}
        empty="Nothing happened in this period."
        isEmpty={(report) => report.rows.length === 0}
      >
        {({ rows, totals, from, to, timeZone }) => (
          <>
            <p className="muted">
              {from} to {to} (days in {timeZone}), settled bets.
            </p>
            <div className="card chart">
              <Bar
                aria-label={`Chart of turnover, GGR and customer P&L by ${GROUP_LABELS[shown.groupBy].toLowerCase()}`}
                role="img"
                options={{
                  responsive: true,
                  maintainAspectRatio: false,
                  plugins: { legend: { position: 'bottom' } },
                }}
                data={{
                  labels: rows.map((r) => r.label),
                  datasets: [
                    { label: 'Turnover', data: rows.map((r) => r.turnover), backgroundColor: '#72bbef' },
                    { label: 'GGR', data: rows.map((r) => r.ggr), backgroundColor: '#1f3b73' },
                    {
                      label: 'Customer P&L',
                      data: rows.map((r) => r.customerPnl),
                      backgroundColor: '#faa9ba',
                    },
                  ],
                }}
              />
            </div>
            <DataTable<ReportRow>
              caption="Report"
              rows={rows}
              rowKey={(r) => r.key}
              columns={[
                { header: GROUP_LABELS[shown.groupBy], cell: (r) => r.label },
                { header: 'Turnover', cell: (r) => money(r.turnover), numeric: true },
                { header: 'GGR', cell: (r) => money(r.ggr), numeric: true },
                { header: 'Customer P&L', cell: (r) => money(r.customerPnl), numeric: true },
                { header: 'Bets', cell: (r) => r.bets, numeric: true },
              ]}
            />
            <p>
              <strong>Totals:</strong> turnover {money(totals.turnover)}, GGR {money(totals.ggr)}, customer
              P&amp;L {money(totals.customerPnl)}, {totals.bets} bets.
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}
