import { z } from 'zod';
import { field, msg } from '../i18n/validation';
import { checkName, checkText } from './text';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, messageMin: 10 } as const;

// What the contact form sends. Every field is needed: an answer goes to the email address.
export const ZContactInput = z
  .strictObject({
    name: z
      .string(msg('validation.text.required', { field: field('validation.field.name') }))
      .trim()
      .min(1, msg('validation.text.required', { field: field('validation.field.name') }))
      .max(
        CONTACT_LIMITS.name,
        msg('validation.text.tooLong', { field: field('validation.field.name'), max: CONTACT_LIMITS.name }),
      )
      .superRefine(checkText('validation.field.name'))
      .superRefine(checkName('validation.field.name')),
    email: z
      .string(msg('validation.email.required'))
      .trim()
      .max(CONTACT_LIMITS.email, msg('validation.email.tooLongShort'))
      .pipe(z.email(msg('validation.email.example'))),
    subject: z
      .string(msg('validation.text.required', { field: field('validation.field.subject') }))
      .trim()
      .min(1, msg('validation.text.required', { field: field('validation.field.subject') }))
      .max(
        CONTACT_LIMITS.subject,
        msg('validation.text.tooLong', {
          field: field('validation.field.subject'),
          max: CONTACT_LIMITS.subject,
        }),
      )
      .superRefine(checkText('validation.field.subject')),
    message: z
      .string(msg('validation.text.required', { field: field('validation.field.message') }))
      .trim()
      .min(
        CONTACT_LIMITS.messageMin,
        msg('validation.contact.messageTooShort', { min: CONTACT_LIMITS.messageMin }),
      )
      .max(
        CONTACT_LIMITS.message,
        msg('validation.text.tooLong', {
          field: field('validation.field.message'),
          max: CONTACT_LIMITS.message,
        }),
      )
      .superRefine(checkText('validation.field.message', { isMultiline: true })),
  })
  .meta({ id: 'ContactMessageInput' });
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactResult = z.object({ message: z.string() }).meta({ id: 'ContactMessageSent' });
export type TContactResult = z.infer<typeof ZContactResult>;
