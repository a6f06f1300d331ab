import { z } from 'zod';
import { msg } from '../i18n/validation';
import { ZAdminPage } from './admin';

export const CONTACT_INBOX_PAGE_SIZE = 25;

export const ZContactInboxQuery = z.strictObject({
  status: z.enum(['open', 'handled', 'all'], msg('validation.admin.contactStatus')).default('open'),
  page: ZAdminPage,
});
export type TContactInboxStatus = z.infer<typeof ZContactInboxQuery>['status'];

export const ZContactMessageParams = z.strictObject({ id: z.uuid(msg('validation.admin.notAMessageId')) });

export const ZAdminContactMessage = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    /** The sender's account when they wrote signed in. */
    userId: z.string().nullable(),
    createdAt: z.string(),
    handledAt: z.string().nullable(),
    /** Null once the admin who handled it deleted their account (handledAt stays). */
    handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminContactMessage' });
export type TAdminContactMessage = z.infer<typeof ZAdminContactMessage>;

export const ZContactInboxPage = z
  .object({
    messages: z.array(ZAdminContactMessage),
    page: z.int(),
    pageCount: z.int(),
    total: z.int(),
  })
  .meta({ id: 'ContactInboxPage' });
export type TContactInboxPage = z.infer<typeof ZContactInboxPage>;
