/*
 * CSV files for download (the brief report, on its page and in the API): RFC 4180 with
 * CRLF line ends, UTF-8 with a byte order mark (so spreadsheet programs read Indonesian
 * text as UTF-8), and every text cell that a spreadsheet would read as a formula made
 * inert (OWASP "CSV injection"). Cells are separated by "," or, for Excel with Indonesian
 * regional settings, ";" (CsvSeparator). A download is written a few lines at a time
 * (app/server/csv-stream.server.ts); `toCsv` is the same file in one string.
 */

export type CsvCell = string | number | null | undefined;

/** What a CSV file starts with: the byte order mark. */
export const CSV_BOM = "\uFEFF";

/** A text starting with one of these is a formula (or turns into one) in a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What separates the cells: "," (RFC 4180, the default) or ";", what Excel expects where
 * the regional settings write decimals with a comma (Indonesian among them): it opens a
 * comma file there in one column.
 */
export type CsvSeparator = "," | ";";

/**
 * The `separator` query parameter of a CSV download: `comma` (or none) or `semicolon`;
 * false for anything else.
 */
export function readCsvSeparator(value: string | null): CsvSeparator | false {
  if (value === null || value === "" || value === "comma") return ",";
  if (value === "semicolon") return ";";
  return false;
}

/**
 * One cell: a text that could start a formula gets a leading `'`; quoted when it holds a
 * quote, a line break or either separator (so a file reads the same whichever a
 * spreadsheet guesses).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  // Numbers are written as numbers (a negative one stays a number, not a formula).
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, its CRLF included. */
export function csvLine(cells: readonly CsvCell[], separator: CsvSeparator = ","): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}

/** The whole file: the byte order mark, the header row, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>, separator: CsvSeparator = ","): string {
  let text = CSV_BOM + csvLine(header, separator);
  for (const row of rows) text += csvLine(row, separator);
  return text;
}
