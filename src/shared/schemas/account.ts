import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { msg } from '../i18n/validation';
import { ZEmail, ZLocale, ZNewPassword } from './user';

export const ZAccountSettings = z
  .object({
    isEmailOnPurchase: z.boolean(),
    isEmailOnThankYou: z.boolean(),
    isFullNameShown: z.boolean(),
    areListsShownOnProfile: z.boolean(),
    /** The language pages open in and mails are written in. */
    language: ZLocale,
    // Read-only: whether the account signs in with a password (else only with Google or Facebook).
    hasPassword: z.boolean(),
  })
  .meta({ id: 'AccountSettings' });
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

export const ZAccountSettingsUpdate = z
  .strictObject({
    isEmailOnPurchase: z.boolean().optional(),
    isEmailOnThankYou: z.boolean().optional(),
    isFullNameShown: z.boolean().optional(),
    areListsShownOnProfile: z.boolean().optional(),
    language: ZLocale.optional(),
  })
  .refine((update) => Object.keys(update).length > 0, msg('validation.account.noSetting'))
  .meta({ id: 'AccountSettingsUpdate' });
export type TAccountSettingsUpdate = z.infer<typeof ZAccountSettingsUpdate>;

export const ZLanguageChoice = z.strictObject({ language: ZLocale }).meta({ id: 'LanguageChoice' });
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>;

export const ZChangePasswordInput = z
  .strictObject({
    currentPassword: z
      .string(msg('validation.password.currentRequired'))
      .min(1, msg('validation.password.currentRequired'))
      .max(PASSWORD_MAX_LENGTH, msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH })),
    newPassword: ZNewPassword,
    isSigningOutOtherSessions: z.boolean().default(true),
  })
  .meta({ id: 'ChangePasswordInput' });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const ZAccountSession = z
  .object({
    id: z.string(),
    createdAt: z.iso.datetime(),
    lastActiveAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    userAgent: z.string().nullable(),
    isCurrent: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZChangeEmailInput = z
  .strictObject({
    newEmail: ZEmail,
    // Asked when the account has a password, so a borrowed session cannot move the account away.
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH, msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH }))
      .optional(),
  })
  .meta({ id: 'ChangeEmailInput' });
export type TChangeEmailInput = z.input<typeof ZChangeEmailInput>;
