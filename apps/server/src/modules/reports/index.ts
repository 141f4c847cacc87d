/** The back office's reports (issue 16 item 6; docs/backoffice.md "Reports"): reads of settled bets, no writes. */
export { type CsvCell, csvCell, minorFigure, toCsv } from './csv';
export { type AggregateQuery, type BetAggregate, settledBetAggregates } from './queries';
export { localDay, type ReportRange, reportRange } from './range';
export {
  buildReport,
  competitionNames,
  type Report,
  reportBrands,
  type ReportFiguresMinor,
  type ReportRequest,
  type ReportRowMinor,
  reportTimeZone,
} from './service';
