import { z } from 'zod';

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

export const ZNotificationIdParams = z.strictObject({ id: z.uuid('Notification id must be a UUID') });

export const ZNotificationCountResult = z.object({ count: z.number().int().nonnegative() });
