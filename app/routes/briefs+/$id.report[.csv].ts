/*
 * /briefs/<id>/report.csv: the rows of a brief's campaign report as a download, for its
 * advertiser and the admin (the loader is in ./$id.report/csv.server.ts, beside the
 * report it exports).
 */
export { briefReportCsvLoader as loader } from "./$id.report/csv.server";
