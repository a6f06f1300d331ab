import { z } from 'zod';
import { field, msg, renderValidationMessage, type TFieldKey } from '../i18n/validation';
import { ITEM_QUANTITY_MAX } from '../needs-list-limits';
import {
  ORDER_NUMBER_MAX,
  PLEDGE_END_REASONS,
  PLEDGE_MESSAGE_MAX,
  PLEDGE_STATUSES,
  THANK_YOU_MAX,
} from '../pledge-limits';
import { readKnownTimeZone, TIME_ZONE_MAX } from '../time-zone';
import { ZListId } from './needs-list';
import { ZShippingAddress } from './shipping-address';
import { checkText } from './text';

export const ZPledgeStatus = z.enum(PLEDGE_STATUSES);

const text = (label: TFieldKey, max: number, options: { isMultiline?: boolean } = {}) =>
  z
    .string({
      error: (issue) =>
        renderValidationMessage({
          key: issue.input === undefined ? 'validation.text.required' : 'validation.text.mustBeText',
          values: { field: field(label) },
        }),
    })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max, msg('validation.text.tooLong', { field: field(label), max }))
        .superRefine(checkText(label, options)),
    );

const ZQuantity = z
  .int(msg('validation.quantity.wholeNumber'))
  .min(1, msg('validation.quantity.atLeastOne'))
  .max(ITEM_QUANTITY_MAX, msg('validation.quantity.tooMany', { max: ITEM_QUANTITY_MAX }));

export const ZItemPledgeParams = z.strictObject({
  id: ZListId,
  itemId: z.uuid(msg('validation.pledge.itemNotOnList')),
});
export const ZPledgeIdParams = z.strictObject({ id: z.uuid(msg('validation.pledge.giftNotFound')) });

export const ZReserveInput = z
  .strictObject({
    quantity: ZQuantity,
    // Anonymous to the family: they read "An anonymous donor" wherever this gift appears.
    isAnonymous: z.boolean(msg('validation.pledge.isAnonymous')).default(false),
    // The donor's IANA time zone (the browser's own): the reminder mail gives the end in it. One the
    // server does not know, or none, means UTC: a reservation is never refused for it.
    timeZone: z
      .string(msg('validation.pledge.timeZoneText'))
      .max(TIME_ZONE_MAX, msg('validation.pledge.timeZoneTooLong', { max: TIME_ZONE_MAX }))
      .optional()
      .transform((name) => readKnownTimeZone(name)),
  })
  .meta({ id: 'ReserveInput' });
export type TReserveInput = z.input<typeof ZReserveInput>;

export const ZPurchaseInput = z
  .strictObject({
    retailer: text('validation.field.store', 100).pipe(
      z.string().min(1, msg('validation.pledge.storeRequired')),
    ),
    // Fewer than reserved re-opens the rest for other donors; left out, all of the reservation.
    quantity: ZQuantity.optional(),
    orderNumber: text('validation.field.orderNumber', ORDER_NUMBER_MAX).default(''),
    message: text('validation.field.messageToFamily', PLEDGE_MESSAGE_MAX, { isMultiline: true }).default(''),
    isAnonymous: z.boolean(msg('validation.pledge.isAnonymous')).optional(),
  })
  .meta({ id: 'PurchaseInput' });
export type TPurchaseInput = z.input<typeof ZPurchaseInput>;

export const ZThankYouInput = z
  .strictObject({
    message: text('validation.field.thankYouNote', THANK_YOU_MAX, { isMultiline: true }).pipe(
      z.string().min(1, msg('validation.pledge.thanksRequired')),
    ),
  })
  .meta({ id: 'ThankYouInput' });
export type TThankYouInput = z.input<typeof ZThankYouInput>;

const ZThankYou = z.object({ message: z.string(), createdAt: z.iso.datetime() }).nullable();

const pledgeFields = {
  id: z.string(),
  status: ZPledgeStatus,
  quantity: z.int(),
  isAnonymous: z.boolean(),
  reservedAt: z.iso.datetime(),
  // When a reservation ends by itself (null once bought, received or ended).
  expiresAt: z.iso.datetime().nullable(),
  // A short hold: its donor's email is not confirmed yet (it becomes a reservation when it is).
  isShortHold: z.boolean(),
  purchasedAt: z.iso.datetime().nullable(),
  receivedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  // Who ended it when not the clock or a closing list: the donor (cancelled), the family (it never
  // came), an admin, or the donor's suspension.
  endedReason: z.enum(PLEDGE_END_REASONS).nullable(),
  retailer: z.string(),
  orderNumber: z.string(),
  message: z.string(),
  // The family said it has not arrived yet (cleared when they confirm it).
  notReceivedAt: z.iso.datetime().nullable(),
  thankYou: ZThankYou,
};

/** One of the signed-in donor's own gifts. */
export const ZMyPledge = z
  .object({
    ...pledgeFields,
    // The time zone of the device the donor reserved from (their reminder's); null: UTC. Theirs only.
    timeZone: z.string().nullable(),
    list: z.object({ id: z.string(), title: z.string(), ownerName: z.string(), status: z.string() }),
    item: z.object({
      id: z.string(),
      name: z.string(),
      productUrl: z.string().nullable(),
      retailer: z.string(),
    }),
  })
  .meta({ id: 'MyPledge' });
export type TMyPledge = z.infer<typeof ZMyPledge>;

export const ZMyPledges = z
  .object({
    pledges: z.array(ZMyPledge),
    activeReservations: z.int(),
    maxActiveReservations: z.int(),
  })
  .meta({ id: 'MyPledges' });
export type TMyPledges = z.infer<typeof ZMyPledges>;

/** A gift on the family's own list, as the family sees it (a donor's name only per their choice). */
export const ZListPledge = z
  .object({
    ...pledgeFields,
    donorName: z.string(),
    item: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'ListPledge' });
export type TListPledge = z.infer<typeof ZListPledge>;

export const ZAddressReveal = z.object({ donorName: z.string(), revealedAt: z.iso.datetime() });

/** A time the signed-in donor was shown a family's shipping address (never the address itself). */
export const ZMyAddressReveal = z
  .object({
    list: z.object({ id: z.string(), title: z.string() }),
    item: z.string(),
    giftId: z.string(),
    revealedAt: z.iso.datetime(),
  })
  .meta({ id: 'MyAddressReveal' });
export type TMyAddressReveal = z.infer<typeof ZMyAddressReveal>;

export const ZListPledges = z
  .object({ pledges: z.array(ZListPledge), addressReveals: z.array(ZAddressReveal) })
  .meta({ id: 'ListPledges' });
export type TListPledges = z.infer<typeof ZListPledges>;

/**
 * The shipping address for a donor's active gift. An incomplete address counts as none: `address` is
 * null, `missing` names what is missing, and the family has been asked to complete it.
 */
export const ZPledgeAddress = z
  .object({ address: ZShippingAddress.nullable(), missing: z.array(z.string()) })
  .meta({ id: 'PledgeAddress' });
export type TPledgeAddress = z.infer<typeof ZPledgeAddress>;
