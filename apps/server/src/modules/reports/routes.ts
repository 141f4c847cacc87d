import { errorResponses, ReportQuery, ReportResponse } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import { operatorOf, requireOperator, requireRole } from '../../http/guards';
import type { AppInstance } from '../../http/instance';
import { buildReport, minorFigure, toCsv, type ReportFiguresMinor } from './index';

const operatorToken = [{ userToken: [] }];

/** The CSV columns, in order: the JSON row's fields. */
const CSV_HEADER = ['key', 'label', 'bets', 'turnover', 'ggr', 'customerPnl'] as const;

/** Figures in currency units for the wire (at most 2 decimals; `fromMinor`). */
const unitsOf = (f: ReportFiguresMinor) => ({
  bets: f.bets,
  turnover: fromMinor(f.turnoverMinor),
  ggr: fromMinor(f.ggrMinor),
  customerPnl: fromMinor(f.pnlMinor),
});

/**
 * The back office's reports (issue 16 item 6; docs/backoffice.md "Reports"): Admin only.
 */
export async function reportRoutes(app: AppInstance): Promise<void> {
  /**
   * GET /api/admin/reports?from&to&groupBy&format -> {status, data: {from, to, timeZone, groupBy,
   * rows: [{key, label, bets, turnover, ggr, customerPnl}], totals}} (money in currency units), or
   * with `format=csv` the same rows as an RFC 4180 `text/csv` attachment (a header row; text
   * cells guarded against formula injection). Over the settled bets of the operator's brand (all
   * the brands it covers for `groupBy=brand`) whose settlement time falls in the days `from`..`to`
   * (YYYY-MM-DD in the brand's time zone, Asia/Kolkata; default the last 7 days ending today by
   * the app's clock; at most 366 days). 400 on a bad, reversed or too long range or an unknown
   * groupBy / format; 401 without an operator token; 403 for a role below Admin.
   */
  app.get(
    '/api/admin/reports',
    {
      preHandler: [requireOperator(app), requireRole('Admin')],
      schema: {
        tags: ['admin'],
        summary: 'Turnover, GGR and customer P&L of settled bets, grouped (JSON or CSV)',
        security: operatorToken,
        querystring: ReportQuery,
        response: {
          200: {
            description: 'The report: JSON, or text/csv with format=csv',
            content: {
              'application/json': { schema: ReportResponse },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { from, to, groupBy, format } = request.query;
      const report = await buildReport(
        app.deps.db,
        operatorOf(request).domain_id,
        { from, to, groupBy },
        app.deps.clock.now(),
      );
      if (format === 'csv') {
        const csv = toCsv(
          CSV_HEADER,
          report.rows.map((r) => [
            r.key,
            r.label,
            r.bets,
            minorFigure(r.turnoverMinor),
            minorFigure(r.ggrMinor),
            minorFigure(r.pnlMinor),
          ]),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="report-${report.groupBy}-${report.from}-${report.to}.csv"`,
          )
          .send(csv);
      }
      return reply.type('application/json; charset=utf-8').send({
        status: true,
        data: {
          from: report.from,
          to: report.to,
          timeZone: report.timeZone,
          groupBy: report.groupBy,
          rows: report.rows.map((r) => ({ key: r.key, label: r.label, ...unitsOf(r) })),
          totals: unitsOf(report.totals),
        },
      });
    },
  );
}
