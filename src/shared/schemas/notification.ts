import { z } from 'zod';
import { msg } from '../i18n/validation';

export const ZNotificationType = z.enum([
  'general',
  'item_reserved',
  'item_purchased',
  'item_received',
  'list_fulfilled',
  'thank_you_received',
  'list_hidden',
  'list_verified',
  'pledge_expiring',
  'pledge_expired',
  'reservation_ended',
  'receipt_not_yet',
  'address_incomplete',
  // To a donor: a gift of theirs ended by the family ("never came"), an admin or a suspension.
  'gift_ended',
  // To a family: a donor who saw the address let the reservation go.
  'address_seen_then_cancelled',
  // To a family: a gift on their list ended by an admin or its donor's suspension.
  'gift_cancelled',
]);
export type TNotificationType = z.infer<typeof ZNotificationType>;

export const ZNotification = z
  .object({
    id: z.string(),
    type: ZNotificationType,
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationIdParams = z.strictObject({ id: z.uuid(msg('validation.notification.notAnId')) });

export const ZNotificationCountResult = z.object({ count: z.number().int().nonnegative() });
