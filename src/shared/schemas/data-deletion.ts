import { z } from 'zod';

export const CONFIRMATION_CODE_PATTERN = /^[A-Z2-9]{16}$/;

export const ZConfirmationCode = z
  .string({ error: 'Enter the confirmation code' })
  .trim()
  .toUpperCase()
  .regex(CONFIRMATION_CODE_PATTERN, 'A confirmation code has 16 letters and digits');

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

export const ZDeleteAccountInput = z
  .strictObject({
    confirmation: z
      .string({ error: 'Type DELETE to confirm' })
      .trim()
      .refine((value) => value === 'DELETE', 'Type DELETE to confirm'),
    password: z.string().max(128).optional(),
  })
  .meta({ id: 'DeleteAccountInput' });
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

export const ZAccountDeletionResult = z
  .object({ message: z.string(), confirmationCode: z.string(), statusUrl: z.string() })
  .meta({ id: 'AccountDeletionResult' });
export type TAccountDeletionResult = z.infer<typeof ZAccountDeletionResult>;
