import { Type, type Static } from 'typebox';

/**
 * Wire schemas of the back office's reports section (issue 16 item 6; docs/backoffice.md
 * "Reports"): turnover, gross gaming revenue and customer P&L of settled bets, grouped by day,
 * sport, competition, market type, casino table or brand, over a range of days.
 */

/** What a report can be grouped by (issue 16 item 6). */
export const REPORT_GROUPS = ['day', 'sport', 'competition', 'marketType', 'casinoTable', 'brand'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The formats of a report: JSON (the default) or an RFC 4180 CSV attachment. */
export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The time zone a report's days are counted in when the brand names none (docs/backoffice.md "Reports"). */
export const DEFAULT_REPORT_TIME_ZONE = 'Asia/Kolkata';
/** The longest range of a report, in days (from and to inclusive). */
export const MAX_REPORT_DAYS = 366;
/** The range of a report without `from`: this many days ending with `to` (default today). */
export const DEFAULT_REPORT_DAYS = 7;

const day = (description: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });

/**
 * `GET /api/admin/reports` query: `from` / `to` calendar days YYYY-MM-DD in the report's time zone
 * (both inclusive; default the last 7 days ending today; at most 366 days), `groupBy` (default
 * `day`), `format` `json` (default) or `csv`.
 */
export const ReportQuery = Type.Object(
  {
    from: Type.Optional(day('First day, YYYY-MM-DD, inclusive (default: 6 days before `to`)')),
    to: Type.Optional(day('Last day, YYYY-MM-DD, inclusive (default: today)')),
    groupBy: Type.Optional(
      Type.Unsafe<ReportGroup>({ type: 'string', enum: [...REPORT_GROUPS], description: 'Default day' }),
    ),
    format: Type.Optional(
      Type.Unsafe<ReportFormat>({ type: 'string', enum: [...REPORT_FORMATS], description: 'Default json' }),
    ),
  },
  { additionalProperties: false },
);
export type ReportQuery = Static<typeof ReportQuery>;

/**
 * The figures of a group of settled bets, money in currency units (at most 2 decimals): `bets`
 * the number of bets, `turnover` the sum of their stakes, `customerPnl` the sum of the customers'
 * P&L on them, `ggr` the house's gross gaming revenue = -customerPnl.
 */
const figures = {
  bets: Type.Integer(),
  turnover: Type.Number(),
  ggr: Type.Number(),
  customerPnl: Type.Number(),
};
export const ReportFigures = Type.Object(figures);
export type ReportFigures = Static<typeof ReportFigures>;

/**
 * One row of a report: `key` the group's stable id (a day YYYY-MM-DD, a sport id or `casino`, a
 * competition id or `casino`, a market type, a casino table type, a brand id) and `label` its
 * display name, with the group's figures.
 */
export const ReportRow = Type.Object({ key: Type.String(), label: Type.String(), ...figures });
export type ReportRow = Static<typeof ReportRow>;

/** `GET /api/admin/reports` answer (format json): the range as applied, the rows and their totals. */
export const ReportResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    from: Type.String(),
    to: Type.String(),
    /** IANA time zone the days are counted in. */
    timeZone: Type.String(),
    groupBy: Type.String(),
    rows: Type.Array(ReportRow),
    totals: ReportFigures,
  }),
});
export type ReportResponse = Static<typeof ReportResponse>;
