const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** 12345 → "12,345". */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}
