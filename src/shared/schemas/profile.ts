import { z } from 'zod';
import { BIO_MAX_LENGTH, PLACE_MAX_LENGTH } from '../constants';
import { field, msg, type TFieldKey } from '../i18n/validation';
import { checkText } from './text';
import { ZOptionalPersonName, ZPersonName } from './user';

const ZPlace = (label: TFieldKey) =>
  z
    .string(msg('validation.text.mustBeText', { field: field(label) }))
    .trim()
    .max(PLACE_MAX_LENGTH, msg('validation.text.tooLong', { field: field(label), max: PLACE_MAX_LENGTH }))
    .superRefine(checkText(label));

// What the signed-in user sees and edits about themselves.
export const ZOwnProfile = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string(),
    city: z.string(),
    region: z.string(),
    profileImageUrl: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnProfile' });
export type TOwnProfile = z.infer<typeof ZOwnProfile>;

export const ZProfileUpdate = z
  .strictObject({
    firstName: ZPersonName('validation.field.firstName'),
    lastName: ZOptionalPersonName('validation.field.lastName'),
    bio: z
      .string(msg('validation.text.mustBeText', { field: field('validation.field.bio') }))
      .trim()
      .max(
        BIO_MAX_LENGTH,
        msg('validation.text.tooLong', { field: field('validation.field.bio'), max: BIO_MAX_LENGTH }),
      )
      .superRefine(checkText('validation.field.bio', { isMultiline: true })),
    city: ZPlace('validation.field.city'),
    region: ZPlace('validation.field.region'),
  })
  .meta({ id: 'ProfileUpdate' });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

// What anyone may see about a user: the name as the user chose to show it, never the email.
export const ZPublicProfile = z
  .object({
    id: z.string(),
    displayName: z.string(),
    profileImageUrl: z.string().nullable(),
    bio: z.string(),
    city: z.string(),
    region: z.string(),
    memberSince: z.iso.datetime(),
  })
  .meta({ id: 'PublicProfile' });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZUserIdParams = z.strictObject({
  id: z.string().min(1).max(64, msg('validation.notFound')),
});
