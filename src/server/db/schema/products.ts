import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

// The product catalog: the built-in one (src/server/catalog/products.json, loaded at start by
// loadCatalog) and, later, products of a configured retailer provider (`source`).
export const products = pgTable(
  'products',
  {
    // The catalog's stable id: the load updates a product by it, never adds it twice.
    id: text('id').primaryKey(),
    source: text('source').notNull().default('catalog'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    variant: text('variant').notNull().default(''),
    priceMinCents: integer('price_min_cents').notNull(),
    priceMaxCents: integer('price_max_cents').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    // The same in Spanish, written by people (the catalog file's `es`): a Spanish page and a Spanish
    // list get these.
    nameEs: text('name_es').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    variantEs: text('variant_es').notNull().default(''),
    tagsEs: text('tags_es').array().notNull().default(sql`'{}'::text[]`),
    // What a store's public search is asked for this product (its name unless the catalog says): the
    // stores are American, so it stays in English whatever the page's language.
    searchWords: text('search_words').notNull(),
    // What full-text search reads, in English and in Spanish: name, variant, tags, synonyms and
    // description, lower-case and without accents (splitSearchWords folds the words searched the same).
    searchDocument: text('search_document').notNull().default(''),
    searchDocumentEs: text('search_document_es').notNull().default(''),
    // Both documents, each stemmed by its language, the names weighted A (see toProductSearchVector):
    // written with the documents, as one expression of several columns' parts.
    searchVector: tsvector('search_vector'),
    // A product taken out of the catalog file stays (lists may have used it) but is no longer offered.
    isActive: boolean('is_active').notNull().default(true),
    // Where the product stands in its category in the catalog file: the curated order, most useful first.
    catalogPosition: integer('catalog_position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_search_idx').using('gin', table.searchVector),
    index('products_category_idx').on(table.category, table.priceMinCents).where(sql`is_active`),
    index('products_position_idx').on(table.category, table.catalogPosition).where(sql`is_active`),
    index('products_useful_idx').on(table.catalogPosition, table.id).where(sql`is_active`),
    check('products_prices', sql`price_min_cents >= 0 and price_min_cents <= price_max_cents`),
  ],
);

// Every word of the offered products' texts in both languages, lower-case and without accents: a
// search word that starts none of them is looked up here by trigram similarity (pg_trgm, when the
// database has it) to forgive a typo. Its trigram index is made at start (services/text-search.ts), not
// by a migration, because a database without the extension must still migrate.
export const productWords = pgTable('product_words', {
  word: text('word').primaryKey(),
  // The word as the catalog writes it ("colchón" for "colchon"): what the page says was searched instead.
  spelling: text('spelling').notNull().default(''),
});

// Pictures read from stores' pages and kept under uploads/item-images, with who read them: an item
// takes a picture only its owner read (the address alone is not trusted).
export const itemImages = pgTable('item_images', {
  url: text('url').primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
