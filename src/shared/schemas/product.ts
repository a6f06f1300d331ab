import { z } from 'zod';
import { field, msg, type TFieldKey } from '../i18n/validation';
import { ITEM_QUANTITY_MAX } from '../needs-list-limits';
import { TOPIC_SLUGS } from '../routes';
import { ZCategory, ZItem, ZListId } from './needs-list';
import { checkText } from './text';
import { ZLocale } from './user';

// Product search's query and answer, and adding a product to a needs list.

export const PRODUCT_SORTS = ['relevance', 'useful', 'price-low', 'price-high'] as const;
export const ZProductSort = z.enum(PRODUCT_SORTS, msg('validation.product.sort'));
export type TProductSort = z.infer<typeof ZProductSort>;

export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PRICE_FILTER_MAX = 1000;
export const PRODUCT_SEARCH_MAX_LENGTH = 200;
export const PRODUCT_PAGES_MAX = 50;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const ZDollars = (label: TFieldKey) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number(msg('validation.dollars.notNumber', { field: field(label) }))
      .int(msg('validation.dollars.wholeNumber', { field: field(label) }))
      .min(0, msg('validation.dollars.negative', { field: field(label) }))
      .max(
        PRODUCT_PRICE_FILTER_MAX,
        msg('validation.dollars.tooHigh', { field: field(label), max: PRODUCT_PRICE_FILTER_MAX }),
      )
      .optional(),
  );

export const ZProductSearchQuery = z
  .strictObject({
    // Given but with no word in it (blank, punctuation only): an empty answer. Left out: the catalog.
    q: z
      .string()
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH, msg('validation.search.tooLong', { max: PRODUCT_SEARCH_MAX_LENGTH }))
      .superRefine(checkText('validation.field.search'))
      .optional(),
    category: z.preprocess(blankToUndefined, ZCategory.optional()),
    minPrice: ZDollars('validation.field.lowestPrice'),
    maxPrice: ZDollars('validation.field.highestPrice'),
    sort: z.preprocess(blankToUndefined, ZProductSort.optional()),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(msg('validation.page.notNumber'))
        .int(msg('validation.page.wholeNumber'))
        .min(1, msg('validation.page.atLeastOne'))
        .max(PRODUCT_PAGES_MAX, msg('validation.page.tooHigh', { max: PRODUCT_PAGES_MAX }))
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(msg('validation.pageSize.notNumber'))
        .int(msg('validation.pageSize.wholeNumber'))
        .min(1, msg('validation.pageSize.atLeastOne'))
        .max(48, msg('validation.pageSize.tooHigh', { max: 48 }))
        .default(PRODUCT_PAGE_SIZE),
    ),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    { ...msg('validation.product.priceRange'), path: ['minPrice'] },
  );
export type TProductSearchQuery = z.input<typeof ZProductSearchQuery>;

export const ZProduct = z
  .object({
    id: z.string(),
    // The language of the name, description, variant and tags: the request's (the catalog has every
    // product in English and Spanish).
    language: ZLocale,
    name: z.string(),
    description: z.string(),
    category: z.enum(TOPIC_SLUGS),
    variant: z.string(),
    priceMinCents: z.int(),
    priceMaxCents: z.int(),
    tags: z.array(z.string()),
    // What each store's public search is asked for it (see shared/retailer-searches.ts): in English in
    // every language, as the stores are American.
    searchWords: z.string(),
  })
  .meta({ id: 'Product' });
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductSearchResult = z
  .object({
    products: z.array(ZProduct),
    total: z.int(),
    // A search reads at most a few hundred matches (see the server's search): past that, "300 or more".
    isTotalAtLeast: z.boolean(),
    page: z.int(),
    pageCount: z.int(),
    // Words found nowhere in the catalog, and the catalog words searched instead ("diapres" → "diapers").
    corrections: z.array(z.object({ word: z.string(), insteadOf: z.array(z.string()) })),
  })
  .meta({ id: 'ProductSearchResult' });
export type TProductSearchResult = z.infer<typeof ZProductSearchResult>;

export const ZProductIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, msg('validation.notFound'))
    .max(80, msg('validation.notFound')),
});

export const ZAddProductInput = z
  .strictObject({
    productId: z.string().min(1, msg('validation.product.choose')).max(80, msg('validation.notFound')),
    quantity: z
      .int(msg('validation.quantity.wholeNumber'))
      .min(1, msg('validation.quantity.atLeastOne'))
      .max(ITEM_QUANTITY_MAX, msg('validation.quantity.tooMany', { max: ITEM_QUANTITY_MAX }))
      .default(1),
  })
  .meta({ id: 'AddProductToList' });
export type TAddProductInput = z.input<typeof ZAddProductInput>;

export const ZAddProductResult = z
  .object({
    listId: ZListId,
    item: ZItem,
    // False when the list had this product already and its quantity was raised.
    isNew: z.boolean(),
  })
  .meta({ id: 'AddProductResult' });
export type TAddProductResult = z.infer<typeof ZAddProductResult>;

export const ZReadProductPageInput = z
  .strictObject({
    url: z
      .string()
      .trim()
      .min(1, msg('validation.product.linkRequired'))
      .max(2000, msg('validation.product.linkTooLong'))
      .pipe(z.url({ protocol: /^https?$/, ...msg('validation.product.linkInvalid') })),
  })
  .meta({ id: 'ReadProductPage' });

// What the owner reviews before saving: what the page said, or ('blocked') why it could not be read (the
// store keeps robots out, or the page did not answer as a page): the link is kept and the rest typed.
export const ZProductPageReading = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('read'),
      item: z.object({
        name: z.string(),
        description: z.string(),
        priceCents: z.int().nullable(),
        currency: z.string(),
        productUrl: z.string(),
        retailer: z.string(),
        imageUrl: z.string().nullable(),
      }),
    }),
    z.object({
      kind: z.literal('blocked'),
      message: z.string(),
      productUrl: z.string(),
      retailer: z.string(),
    }),
  ])
  .meta({ id: 'ProductPageReading' });
export type TProductPageReading = z.infer<typeof ZProductPageReading>;
