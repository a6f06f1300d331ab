import { z } from 'zod';
import { checkText } from './text';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, messageMin: 10 } as const;

// What the contact form sends. Every field is needed: an answer goes to the email address.
export const ZContactInput = z
  .strictObject({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
      .superRefine(checkText('Name')),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .max(CONTACT_LIMITS.email, 'Email is too long')
      .pipe(z.email('Enter an email address such as name@example.com')),
    subject: z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, 'Subject is required')
      .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`)
      .superRefine(checkText('Subject')),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(CONTACT_LIMITS.messageMin, `Message: write at least ${CONTACT_LIMITS.messageMin} characters`)
      .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
      .superRefine(checkText('Message', { isMultiline: true })),
  })
  .meta({ id: 'ContactMessageInput' });
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactResult = z.object({ message: z.string() }).meta({ id: 'ContactMessageSent' });
export type TContactResult = z.infer<typeof ZContactResult>;
