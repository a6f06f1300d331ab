import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import { ZAdminReason, ZVerificationNote } from '#shared/schemas/admin';

const t = createTranslator(catalog);

// Reasons are one line on the server (line breaks are refused there), but people paste paragraphs.
export function normaliseReason(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** What the admin writes: why they act, or (verifying a list) how they verified it. */
export type TAdminWordsKind = 'reason' | 'note';

/** The same rule the server applies, so a short or overlong reason or note is caught before sending. */
export function readReasonError(value: string, kind: TAdminWordsKind = 'reason'): string | null {
  const schema = kind === 'note' ? ZVerificationNote : ZAdminReason;
  const result = schema.safeParse(normaliseReason(value));
  return result.success
    ? null
    : (result.error.issues[0]?.message ??
        t(kind === 'note' ? 'admin.reason.checkNote' : 'admin.reason.checkReason'));
}
