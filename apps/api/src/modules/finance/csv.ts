/**
 * CSV as RFC 4180 writes it (fields with a comma, a quote or a line break are quoted, quotes
 * doubled, lines end in CRLF), made safe to open in a spreadsheet: a cell that starts as a formula
 * would (`=`, `+`, `-`, `@`, or a tab or carriage return before one) gets a leading apostrophe, so
 * a reference typed by staff or a guest's name is shown as text and never run (OWASP, CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised, then quoted when it must be. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole file: a header line and one line a row. It starts with a byte order mark, the sign
 * spreadsheet programs need to read UTF-8 (Sinhala and Tamil names) instead of a legacy code page.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
