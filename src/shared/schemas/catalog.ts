import { z } from 'zod';
import { TOPIC_SLUGS } from '../routes';

// One product of the catalog shipped in the repository (src/server/catalog/products.json). Real,
// everyday essentials, without brands: the retailer links are each store's public search for the
// product's search words, built by the app (no product ids, no affiliate tags).
// The product in Spanish, written by people (never translated as the app runs): what a Spanish page
// shows, what a Spanish list's item is given, and what Spanish search reads. Sizes are metric first, US
// units in parentheses.
export const ZCatalogTranslation = z.strictObject({
  name: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(400),
  // "" where the English has no variant; longer than the English's, with both units.
  variant: z.string().trim().max(80),
  tags: z.array(z.string().trim().min(2).max(40)).min(1).max(12),
});
export type TCatalogTranslation = z.infer<typeof ZCatalogTranslation>;

export const ZCatalogProduct = z.strictObject({
  // Stable across releases: the idempotent load updates a product by its id.
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id: lower-case words joined by -')
    .max(80),
  name: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(400),
  category: z.enum(TOPIC_SLUGS),
  // Size, age range, count or season where it matters ("Size 4", "Ages 2–3", "Pack of 50"); else "".
  variant: z.string().trim().max(60),
  // Typical price range in US cents, e.g. 1299–2499.
  priceMinCents: z.int().min(50).max(100_000),
  priceMaxCents: z.int().min(50).max(100_000),
  tags: z.array(z.string().trim().min(2).max(40)).min(1).max(12),
  // Other words people use for it ("nappies" for diapers): found by search.
  synonyms: z.array(z.string().trim().min(2).max(40)).max(12),
  // What the store searches are asked (defaults to the name), e.g. "diapers size 4".
  searchWords: z.string().trim().min(3).max(100).optional(),
  // Spanish, required: a Spanish family must never get the English text on its list.
  es: ZCatalogTranslation,
});
export type TCatalogProduct = z.infer<typeof ZCatalogProduct>;
