import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { LOCALES } from '../i18n/locales';
import { field, msg, type TFieldKey } from '../i18n/validation';
import { checkName, checkText } from './text';

export const ZUserType = z.enum(['user', 'admin']);
export const ZLocale = z.enum(LOCALES, msg('validation.user.language'));
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

export const ZPersonName = (label: TFieldKey) =>
  z
    .string(msg('validation.text.required', { field: field(label) }))
    .trim()
    .min(1, msg('validation.text.required', { field: field(label) }))
    .max(50, msg('validation.text.tooLong', { field: field(label), max: 50 }))
    .superRefine(checkText(label))
    .superRefine(checkName(label));

/** A family name: optional (many people use one name, and a donor may not want to give theirs). */
export const ZOptionalPersonName = (label: TFieldKey) =>
  z
    .string(msg('validation.text.mustBeText', { field: field(label) }))
    .trim()
    .max(50, msg('validation.text.tooLong', { field: field(label), max: 50 }))
    .superRefine(checkText(label))
    .superRefine(checkName(label));

export const ZEmail = z
  .string(msg('validation.email.required'))
  .trim()
  .min(1, msg('validation.email.required'))
  .max(254, msg('validation.email.tooLong', { max: 254 }))
  .pipe(z.email(msg('validation.email.invalid')))
  .transform((email) => email.toLowerCase());

export const ZNewPassword = z
  .string(msg('validation.password.required'))
  .min(PASSWORD_MIN_LENGTH, msg('validation.password.tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH }));

/**
 * Why the person is signing up, as the page they sign up from knows it: to give (from a list's reserve
 * step) or to publish a list. It only chooses the words of the confirmation mail.
 */
export const ZSignUpReason = z.enum(['give', 'publish'], msg('validation.user.signUpReason'));
export type TSignUpReason = z.infer<typeof ZSignUpReason>;

export const ZSignUpInput = z
  .strictObject({
    firstName: ZPersonName('validation.field.firstName'),
    lastName: ZOptionalPersonName('validation.field.lastName').default(''),
    email: ZEmail,
    password: ZNewPassword,
    /** Where to continue once the email is confirmed (a path of this site; anything else is ignored). */
    returnTo: z.string().max(2048).optional(),
    reason: ZSignUpReason.optional(),
  })
  .meta({ id: 'SignUpInput' });
export type TSignUpInput = z.input<typeof ZSignUpInput>;

export const ZSignInInput = z
  .strictObject({
    email: ZEmail,
    password: z
      .string(msg('validation.password.required'))
      .min(1, msg('validation.password.required'))
      .max(PASSWORD_MAX_LENGTH, msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH })),
  })
  .meta({ id: 'SignInInput' });
export type TSignInInput = z.input<typeof ZSignInInput>;

export const ZPasswordResetRequest = z.strictObject({ email: ZEmail }).meta({ id: 'PasswordResetRequest' });
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

export const ZPasswordResetInput = z
  .strictObject({
    token: z
      .string(msg('validation.password.resetLinkIncomplete'))
      .min(1, msg('validation.password.resetLinkIncomplete'))
      .max(512),
    password: ZNewPassword,
  })
  .meta({ id: 'PasswordResetInput' });
export type TPasswordResetInput = z.input<typeof ZPasswordResetInput>;

export const ZMessageResult = z.object({ message: z.string() }).meta({ id: 'MessageResult' });
