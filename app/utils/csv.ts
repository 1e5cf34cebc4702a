/*
 * CSV files for download (the brief report, on its page and in the API): RFC 4180 with
 * CRLF line ends, UTF-8 with a byte order mark (so spreadsheet programs read Indonesian
 * text as UTF-8), and every text cell that a spreadsheet would read as a formula made
 * inert (OWASP "CSV injection").
 */

export type CsvCell = string | number | null | undefined;

/** A text starting with one of these is a formula (or turns into one) in a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a text that could start a formula gets a leading `'`; quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  // Numbers are written as numbers (a negative one stays a number, not a formula).
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the byte order mark, the header row, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
