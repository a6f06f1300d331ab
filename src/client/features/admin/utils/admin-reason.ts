import { ZAdminReason } from '../../../../shared/schemas/admin';

// Reasons are one line on the server (line breaks are refused there), but people paste paragraphs.
export function normaliseReason(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** The same rule the server applies, so a short or overlong reason is caught before sending. */
export function readReasonError(value: string): string | null {
  const result = ZAdminReason.safeParse(normaliseReason(value));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the reason');
}
