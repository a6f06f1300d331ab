import { z } from 'zod';
import type { TLocale } from '../i18n/locales';
import { msg } from '../i18n/validation';

export const CONFIRMATION_CODE_PATTERN = /^[A-Z2-9]{16}$/;

export const ZConfirmationCode = z
  .string(msg('validation.deletion.codeRequired'))
  .trim()
  .toUpperCase()
  .regex(CONFIRMATION_CODE_PATTERN, msg('validation.deletion.codeFormat'));

export const ZDataDeletionStatus = z
  .object({
    confirmationCode: z.string(),
    status: z.enum(['pending', 'completed']),
    requestedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DataDeletionStatus' });
export type TDataDeletionStatus = z.infer<typeof ZDataDeletionStatus>;

// Facebook's callback answer, in its own field names.
export const ZFacebookDeletionResult = z
  .object({ url: z.string(), confirmation_code: z.string() })
  .meta({ id: 'FacebookDeletionResult' });

/**
 * The word a person types to delete their account, in each language: the page asks for its own, and
 * its messages (validation.deletion.typeDelete, account.delete.confirmation) name it.
 */
export const DELETE_CONFIRMATION_WORDS = {
  en: 'DELETE',
  es: 'ELIMINAR',
} as const satisfies Record<TLocale, string>;

// Any language's word is taken: the page's language and the request's (its cookie) differ once the
// language was changed in another tab, and "DELETE" keeps working for whoever learned it.
function isDeleteConfirmationWord(value: string): boolean {
  return Object.values(DELETE_CONFIRMATION_WORDS).some((word) => word === value);
}

export const ZDeleteAccountInput = z
  .strictObject({
    confirmation: z
      .string(msg('validation.deletion.typeDelete'))
      .trim()
      .refine(isDeleteConfirmationWord, msg('validation.deletion.typeDelete')),
    password: z.string().max(128).optional(),
  })
  .meta({ id: 'DeleteAccountInput' });
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

export const ZAccountDeletionResult = z
  .object({ message: z.string(), confirmationCode: z.string(), statusUrl: z.string() })
  .meta({ id: 'AccountDeletionResult' });
export type TAccountDeletionResult = z.infer<typeof ZAccountDeletionResult>;
