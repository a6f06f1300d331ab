/**
 * A plain text table for the measurement scripts: the first row is the header, underlined; the first
 * column is left-aligned, the others right-aligned. Each line starts with `indent`.
 */
export function formatTable(rows: string[][], indent = ''): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const lines: string[] = [];
  for (const [index, row] of rows.entries()) {
    lines.push(
      indent +
        row
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
          )
          .join('  '),
    );
    if (index === 0) lines.push(indent + widths.map((width) => '-'.repeat(width)).join('  '));
  }
  return lines.join('\n');
}
