// Excel reads a CSV file as the system's legacy code page unless it starts with a byte order mark, which
// would garble any non-ASCII page path or retailer name.
const UTF8_BOM = '\uFEFF';
// Some browsers start the download after click() returns: revoking the URL at once can cancel it.
const REVOKE_DELAY_MS = 10_000;

/** Saves text built in the browser as a file, with no request to the server. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
