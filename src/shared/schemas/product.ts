import { z } from 'zod';
import { ITEM_QUANTITY_MAX } from '../needs-list-limits';
import { TOPIC_SLUGS } from '../routes';
import { ZCategory, ZItem, ZListId } from './needs-list';
import { checkText } from './text';

// Product search's query and answer, and adding a product to a needs list.

export const PRODUCT_SORTS = ['relevance', 'useful', 'price-low', 'price-high'] as const;
export const ZProductSort = z.enum(PRODUCT_SORTS, {
  error: 'Sort by relevance, most useful, lowest price or highest price',
});
export type TProductSort = z.infer<typeof ZProductSort>;

export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PRICE_FILTER_MAX = 1000;
export const PRODUCT_SEARCH_MAX_LENGTH = 200;
export const PRODUCT_PAGES_MAX = 50;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const ZDollars = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number of dollars` })
      .int(`${label} must be a whole number of dollars`)
      .min(0, `${label} cannot be negative`)
      .max(PRODUCT_PRICE_FILTER_MAX, `${label} must be at most $${PRODUCT_PRICE_FILTER_MAX}`)
      .optional(),
  );

export const ZProductSearchQuery = z
  .strictObject({
    // Given but with no word in it (blank, punctuation only): an empty answer. Left out: the catalog.
    q: z
      .string()
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH, `Search at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`)
      .superRefine(checkText('Search'))
      .optional(),
    category: z.preprocess(blankToUndefined, ZCategory.optional()),
    minPrice: ZDollars('Lowest price'),
    maxPrice: ZDollars('Highest price'),
    sort: z.preprocess(blankToUndefined, ZProductSort.optional()),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Page must be a number' })
        .int('Page must be a whole number')
        .min(1, 'Page must be at least 1')
        .max(PRODUCT_PAGES_MAX, `Page must be at most ${PRODUCT_PAGES_MAX}`)
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Page size must be a number' })
        .int('Page size must be a whole number')
        .min(1, 'Page size must be at least 1')
        .max(48, 'Page size must be at most 48')
        .default(PRODUCT_PAGE_SIZE),
    ),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      message: 'The lowest price must not be above the highest price',
      path: ['minPrice'],
    },
  );
export type TProductSearchQuery = z.input<typeof ZProductSearchQuery>;

export const ZProduct = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.enum(TOPIC_SLUGS),
    variant: z.string(),
    priceMinCents: z.int(),
    priceMaxCents: z.int(),
    tags: z.array(z.string()),
    // What each store's public search is asked for it (see shared/retailer-searches.ts).
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
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not found')
    .max(80, 'Not found'),
});

export const ZAddProductInput = z
  .strictObject({
    productId: z.string().min(1, 'Choose a product').max(80, 'Not found'),
    quantity: z
      .int({ error: 'Quantity must be a whole number' })
      .min(1, 'Quantity must be at least 1')
      .max(ITEM_QUANTITY_MAX, `Quantity must be at most ${ITEM_QUANTITY_MAX}`)
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
      .min(1, 'Paste the link of a product page')
      .max(2000, 'This link is too long')
      .pipe(z.url({ protocol: /^https?$/, error: 'Paste a web address that starts with https://' })),
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
