/** A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading ' makes Excel and LibreOffice show the text instead of running it (OWASP CSV injection).
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The one CSV writer of the server: RFC 4180 (comma, CRLF, quotes doubled in quoted cells), a header row of
 * `columns`, and cells that start like a formula written as text. A UTF-8 BOM leads, so spreadsheet programs read
 * Chinese names right.
 */
export function toCsv<Row extends Record<string, unknown>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
) {
  return `${CSV_BOM}${csvLine(columns)}${rows.map((row) => csvLine(columns.map((column) => row[column]))).join('')}`;
}

/** What a streamed CSV opens with, so spreadsheet programs read it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One CSV record with its CRLF, cells written as toCsv writes them: what a streamed export writes row by row. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

/** Sends `csv` as a download named `fileName`. */
export function csvHeaders(fileName: string) {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${encodeURIComponent(fileName)}"`,
  };
}
