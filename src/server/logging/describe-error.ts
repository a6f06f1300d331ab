/**
 * What went wrong in one short line, for the log and the mail outbox: the driver's own reason and its
 * code, without the statement, its parameters or a stack.
 */
export function describeBriefly(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Drizzle's message holds the SQL; the driver's own error (the cause) says what happened.
  const root = error.cause instanceof Error && error.message.startsWith('Failed query') ? error.cause : error;
  const code = (root as { code?: unknown }).code ?? (error as { code?: unknown }).code;
  const firstLine = root.message.split('\n')[0] ?? '';
  return typeof code === 'string' ? `${code}: ${firstLine}` : firstLine;
}
