export type TCsvCell = string | number;

// A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection"); tab and
// carriage return are on the list because some programs strip them and then see the next character.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 text. Text that a spreadsheet would run as a formula gets a leading apostrophe,
 * which spreadsheets show as plain text. Numbers are ours (counts), never a formula, so they stay numbers.
 */
export function formatCsvCell(cell: TCsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text, with CRLF line ends as RFC 4180 and spreadsheets expect. */
export function buildCsv(rows: ReadonlyArray<readonly TCsvCell[]>): string {
  return rows.map((row) => row.map(formatCsvCell).join(',')).join('\r\n');
}

/** "kindlist-cta-clicks-2026-10-25-to-2026-11-23.csv": which figures and which period, at a glance. */
export function buildCsvFileName(slug: string, period: { from: string; to: string }): string {
  const safeSlug = slug
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `kindlist-${safeSlug}-${period.from}-to-${period.to}.csv`;
}
