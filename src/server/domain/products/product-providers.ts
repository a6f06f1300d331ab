import type { TProductProviderId } from '#server/config';
import type { TDatabase } from '#server/db/client';
import type { TTextSearch } from '#server/services/text-search';
import type { TLocale } from '#shared/i18n/locales';
import type { TProduct, TProductSearchResult, ZProductSearchQuery } from '#shared/schemas/product';
import { getProduct, searchProducts } from './search-products';

export type TProductQuery = ReturnType<typeof ZProductSearchQuery.parse>;

/**
 * Where product search gets its products. The built-in catalog is the one used unless
 * PRODUCT_PROVIDER names another. A live store's provider (its API key in the environment) answers
 * the same two questions, and must keep each product it returns in the `products` table with its
 * own `source`, so that an item added from it keeps its name and price when the store's answer
 * changes. A provider ships only with a test against a recorded real answer of its store.
 */
export type TProductProvider = {
  id: string;
  /** Products in `language` where the provider has it (the catalog has English and Spanish). */
  search: (query: TProductQuery, language: TLocale) => Promise<TProductSearchResult>;
  getProduct: (id: string, language: TLocale) => Promise<TProduct | null>;
};

export function createCatalogProvider(db: TDatabase, textSearch: TTextSearch): TProductProvider {
  return {
    id: 'catalog',
    search: (query, language) => searchProducts(db, textSearch, query, language),
    getProduct: (id, language) => getProduct(db, id, language),
  };
}

export function createProductProvider(
  id: TProductProviderId,
  deps: { db: TDatabase; textSearch: TTextSearch },
): TProductProvider {
  switch (id) {
    case 'catalog':
      return createCatalogProvider(deps.db, deps.textSearch);
  }
}
