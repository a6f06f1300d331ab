import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { LOCALES } from '../i18n/locales';
import { checkText } from './text';

export const ZUserType = z.enum(['user', 'admin']);
export const ZLocale = z.enum(LOCALES, { error: 'Choose English or Spanish' });
export type TUserType = z.infer<typeof ZUserType>;

// The current user's fields the client reads, with id and emailVerified.
export const ZCurrentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    userType: ZUserType,
    /** The account's language: pages open in it and mails are written in it. */
    language: ZLocale,
  })
  .meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZPersonName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .superRefine(checkText(label));

/** A family name: optional (many people use one name, and a donor may not want to give theirs). */
export const ZOptionalPersonName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(50, `${label} must be at most 50 characters`)
    .superRefine(checkText(label));

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const ZSignUpInput = z
  .strictObject({
    firstName: ZPersonName('First name'),
    lastName: ZOptionalPersonName('Last name').default(''),
    email: ZEmail,
    password: ZNewPassword,
    /** Where to continue once the email is confirmed (a path of this site; anything else is ignored). */
    returnTo: z.string().max(2048).optional(),
  })
  .meta({ id: 'SignUpInput' });
export type TSignUpInput = z.input<typeof ZSignUpInput>;

export const ZSignInInput = z
  .strictObject({
    email: ZEmail,
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .meta({ id: 'SignInInput' });
export type TSignInInput = z.input<typeof ZSignInInput>;

export const ZPasswordResetRequest = z.strictObject({ email: ZEmail }).meta({ id: 'PasswordResetRequest' });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

export const ZPasswordResetInput = z
  .strictObject({
    token: z
      .string({ error: 'The reset link is incomplete' })
      .min(1, 'The reset link is incomplete')
      .max(512),
    password: ZNewPassword,
  })
  .meta({ id: 'PasswordResetInput' });
export type TPasswordResetInput = z.input<typeof ZPasswordResetInput>;

export const ZMessageResult = z.object({ message: z.string() }).meta({ id: 'MessageResult' });
