import { z } from 'zod';
import { field, msg, renderValidationMessage, type TFieldKey } from '../i18n/validation';
import {
  ITEM_DESCRIPTION_MAX,
  ITEM_NAME_MAX,
  ITEM_NAME_MIN_LETTERS,
  ITEM_PRICE_MAX_CENTS,
  ITEM_QUANTITY_MAX,
  LIST_ITEMS_MAX,
  LIST_STORY_MAX,
  LIST_STORY_UNITS_MAX,
  LIST_TITLE_MAX,
  LIST_TITLE_UNITS_MAX,
  REPORT_REASONS,
  SHARE_CHANNELS,
} from '../needs-list-limits';
import { TOPIC_SLUGS } from '../routes';
import { countCharacters, countLetters } from '../visible-text';
import { seenLength, textField } from './field-text';
import { ZShippingAddress, ZShippingAddressInput } from './shipping-address';
import { checkName, checkText } from './text';
import { ZLocale } from './user';

// List ids are 16 letters and digits; anything else is not one (and never reaches the database).
export const ZListId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, msg('validation.list.notAnAddress'));

export const ZCategory = z.enum(TOPIC_SLUGS, msg('validation.list.category'));
export type TCategory = z.infer<typeof ZCategory>;
export const ZUrgency = z.enum(['low', 'medium', 'high', 'urgent'], msg('validation.list.urgency'));
export type TUrgency = z.infer<typeof ZUrgency>;
export const ZVisibility = z.enum(['public', 'unlisted', 'private'], msg('validation.list.visibility'));
export type TVisibility = z.infer<typeof ZVisibility>;
export const ZListStatus = z.enum(['draft', 'active', 'fulfilled', 'archived']);
export type TListStatus = z.infer<typeof ZListStatus>;

const ZTitle = z
  .string(msg('validation.text.mustBeText', { field: field('validation.field.title') }))
  .trim()
  .pipe(
    seenLength('validation.field.title', LIST_TITLE_MAX, LIST_TITLE_UNITS_MAX).superRefine(
      checkText('validation.field.title'),
    ),
  );

// Stories keep their line breaks (and tabs); other control characters go.
function removeControlCharacters(value: string): string {
  let cleaned = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character === '\n' || character === '\t' || (code >= 0x20 && code !== 0x7f)) cleaned += character;
  }
  return cleaned;
}

const ZStory = z
  .string(msg('validation.text.mustBeText', { field: field('validation.field.story') }))
  .transform((value) => removeControlCharacters(value.replace(/\r\n?/g, '\n')).trim())
  .pipe(
    seenLength('validation.field.story', LIST_STORY_MAX, LIST_STORY_UNITS_MAX).superRefine(
      checkText('validation.field.story', { isMultiline: true }),
    ),
  );

const ZNeededBy = z.iso
  .date(msg('validation.list.neededByDate'))
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', msg('validation.list.neededByRange'))
  .nullable();

// A draft may be incomplete: every field is checked for type and length as it is saved; what
// publishing needs on top (lengths, at least one item, a verified email) is checked on publish.
export const ZListDraftFields = z.strictObject({
  title: ZTitle,
  story: ZStory,
  category: ZCategory.nullable(),
  urgency: ZUrgency,
  city: textField('validation.field.city', 100),
  region: textField('validation.field.region', 100),
  postalCode: textField('validation.field.postalCode', 20),
  country: textField('validation.field.country', 2).regex(
    /^([A-Z]{2})?$/,
    msg('validation.list.countryCode'),
  ),
  neededBy: ZNeededBy,
  beneficiaryKind: z.enum(['self', 'other'], msg('validation.list.beneficiaryKind')),
  beneficiaryName: textField('validation.field.beneficiaryName', 100).superRefine(
    checkName('validation.field.beneficiaryName'),
  ),
  beneficiaryRelationship: textField('validation.field.relationship', 100),
  visibility: ZVisibility,
  /** The language the family writes the story and items in (never translated); on create, the writer's page language when left out. */
  language: ZLocale,
  shippingAddress: ZShippingAddressInput.nullable(),
});

// A draft starts from whatever has been typed so far, even nothing.
export const ZListCreateInput = ZListDraftFields.partial().meta({ id: 'ListCreateInput' });
export type TListCreateInput = z.input<typeof ZListCreateInput>;

export const ZListUpdateInput = ZListDraftFields.partial()
  .extend({
    // The version the editor started from: a save over someone else's newer save answers 409.
    version: z.int().min(1),
  })
  .meta({ id: 'ListUpdateInput' });
export type TListUpdateInput = z.input<typeof ZListUpdateInput>;

// A picture the server read from a store's page and stored itself (never a store's own address).
export const ITEM_IMAGE_URL_PATTERN = /^\/uploads\/item-images\/[A-Za-z0-9_-]{22}\.webp$/;

// An item's fields, each checked the same way when an item is added and when it is changed.
const itemName = () =>
  textField('validation.field.itemName', ITEM_NAME_MAX)
    .min(1, msg('validation.text.required', { field: field('validation.field.itemName') }))
    // Donors look for it at a store by its name: "🧸" finds nothing there.
    .refine(
      (value) => value === '' || countLetters(value) >= ITEM_NAME_MIN_LETTERS,
      msg('validation.item.nameWords'),
    );
const itemDescription = () => textField('validation.field.description', ITEM_DESCRIPTION_MAX);
const itemQuantity = () =>
  z
    .int(msg('validation.quantity.wholeNumber'))
    .min(1, msg('validation.quantity.atLeastOne'))
    .max(ITEM_QUANTITY_MAX, msg('validation.quantity.tooMany', { max: ITEM_QUANTITY_MAX }));
const itemPriority = () =>
  z
    .int(msg('validation.item.priority'))
    .min(1, msg('validation.item.priority'))
    .max(5, msg('validation.item.priority'));
const itemPriceCents = () =>
  z
    .int(msg('validation.item.priceCents'))
    .min(0, msg('validation.item.priceNegative'))
    .max(ITEM_PRICE_MAX_CENTS, msg('validation.item.priceTooHigh'))
    .nullable();
const itemCurrency = () => z.string().regex(/^[A-Z]{3}$/, msg('validation.item.currency'));
const itemProductUrl = () =>
  z
    .url({ protocol: /^https?$/, ...msg('validation.item.productUrl') })
    .max(2000, msg('validation.item.productUrlTooLong'))
    .nullable();
const itemRetailer = () => textField('validation.field.retailer', 100);

export const ZItemInput = z
  .strictObject({
    name: itemName(),
    description: itemDescription().default(''),
    quantity: itemQuantity(),
    priority: itemPriority().default(3),
    priceCents: itemPriceCents().default(null),
    currency: itemCurrency().default('USD'),
    productUrl: itemProductUrl().default(null),
    retailer: itemRetailer().default(''),
    imageUrl: z
      .string()
      .regex(ITEM_IMAGE_URL_PATTERN, msg('validation.item.imageFromPage'))
      .nullable()
      .default(null),
  })
  .meta({ id: 'NewItem' });
export type TItemInput = z.input<typeof ZItemInput>;

// Not ZItemInput.partial(): its defaults would still apply and blank every field the edit leaves out.
export const ZItemUpdateInput = z
  .strictObject({
    name: itemName().optional(),
    description: itemDescription().optional(),
    quantity: itemQuantity().optional(),
    priority: itemPriority().optional(),
    priceCents: itemPriceCents().optional(),
    currency: itemCurrency().optional(),
    productUrl: itemProductUrl().optional(),
    retailer: itemRetailer().optional(),
    // Only taking the picture away: a new one comes from reading a product page.
    imageUrl: z.null().optional(),
  })
  .meta({ id: 'ItemChanges' });

export const ZItem = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    quantity: z.int(),
    priority: z.int(),
    priceCents: z.int().nullable(),
    currency: z.string(),
    productUrl: z.string().nullable(),
    retailer: z.string(),
    imageUrl: z.string().nullable(),
    // The catalog product it was added from, and that product's category (null when typed in).
    productId: z.string().nullable(),
    category: ZCategory.nullable(),
    position: z.int(),
    // Held by donors' reservations (72 h), bought (reported by donors, received included), and
    // received (confirmed by the family). Still needed: quantity - reserved - purchased.
    quantityReserved: z.int(),
    quantityPurchased: z.int(),
    quantityReceived: z.int(),
  })
  .meta({ id: 'Item' });
export type TItem = z.infer<typeof ZItem>;

export const ZListPhoto = z
  .object({ id: z.string(), url: z.string(), thumbnailUrl: z.string(), position: z.int() })
  .meta({ id: 'ListPhoto' });
export type TListPhoto = z.infer<typeof ZListPhoto>;
export const ZPhotoIdParams = z.strictObject({ id: ZListId, photoId: z.uuid(msg('validation.notFound')) });

export const ZListProgress = z.object({
  wanted: z.int(),
  reserved: z.int(),
  purchased: z.int(),
  received: z.int(),
});

// What anyone allowed to see the list gets. Never the shipping address, never the postal code.
export const ZPublicList = z
  .object({
    id: z.string(),
    title: z.string(),
    story: z.string(),
    category: ZCategory.nullable(),
    urgency: ZUrgency,
    city: z.string(),
    region: z.string(),
    neededBy: z.string().nullable(),
    visibility: ZVisibility,
    /** The language the story, title and items are written in: never translated, marked on the page. */
    language: ZLocale,
    status: ZListStatus,
    isVerified: z.boolean(),
    /** When and how an admin verified the list (null when it is not verified). */
    verification: z.object({ verifiedAt: z.string(), note: z.string() }).nullable(),
    isDemo: z.boolean(),
    /** Whether the family has given a complete shipping address: reservations are taken only then (never the address itself). */
    hasShippingAddress: z.boolean(),
    owner: z.object({ id: z.string(), displayName: z.string(), profileImageUrl: z.string().nullable() }),
    beneficiary: z.object({ kind: z.enum(['self', 'other']), name: z.string(), relationship: z.string() }),
    photos: z.array(ZListPhoto),
    items: z.array(ZItem),
    progress: ZListProgress,
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PublicList' });
export type TPublicList = z.infer<typeof ZPublicList>;

// The owner's view adds what only the owner may read.
export const ZOwnList = ZPublicList.extend({
  postalCode: z.string(),
  country: z.string(),
  shippingAddress: ZShippingAddress.nullable(),
  moderation: z.object({ state: z.enum(['ok', 'hidden']), reason: z.string(), isFlagged: z.boolean() }),
  version: z.int(),
  viewCount: z.int(),
  shareCount: z.int(),
  createdAt: z.string(),
}).meta({ id: 'OwnList' });
export type TOwnList = z.infer<typeof ZOwnList>;

export const ZListIdParams = z.strictObject({ id: ZListId });
export const ZItemIdParams = z.strictObject({ id: ZListId, itemId: z.uuid(msg('validation.notFound')) });

export const ZReorderInput = z
  .strictObject({ ids: z.array(z.string().max(40)).min(1).max(LIST_ITEMS_MAX) })
  .meta({ id: 'ReorderInput' });

export const ZShareInput = z.strictObject({
  channel: z.enum(SHARE_CHANNELS, msg('validation.list.shareChannel')),
});

export const ZReportInput = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, msg('validation.report.reason')),
    details: z
      .string(msg('validation.text.mustBeText', { field: field('validation.field.details') }))
      .trim()
      .max(1000, msg('validation.text.tooLong', { field: field('validation.field.details'), max: 1000 }))
      .superRefine(checkText('validation.field.details', { isMultiline: true }))
      .default(''),
  })
  .meta({ id: 'ReportInput' });
export type TReportInput = z.input<typeof ZReportInput>;
