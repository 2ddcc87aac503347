import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of every export (permits, inspections, burn permits, subscribers, records
 * report): csv-stringify does the quoting, and one guard keeps a cell from running as a formula.
 */

export type CsvCell = string | number | null | undefined;

/** A plain decimal number ("-3.00", "42") is a value in any spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** A leading = + - @ (or a tab or carriage return before one) starts a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of one cell: empty for null, a leading quote before anything a spreadsheet would run. */
export function guardCsvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * A header line and one line per row, every cell guarded. Lines end in CRLF (RFC 4180) unless
 * `lineEnding: 'lf'` keeps an export's older Unix line ends.
 */
export function formatCsv(
  columns: readonly string[],
  rows: ReadonlyArray<readonly CsvCell[]>,
  options: { lineEnding?: 'crlf' | 'lf' } = {},
): string {
  return stringify(
    [columns, ...rows].map((row) => row.map(guardCsvCell)),
    {
      record_delimiter: options.lineEnding === 'lf' ? 'unix' : 'windows',
      // csv-stringify quotes only the record delimiter itself; a lone CR or LF breaks a line too.
      quoted_match: /[\r\n]/,
    },
  );
}
