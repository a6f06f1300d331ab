// The three big stores' public search pages, asked for a product's words: what a donor can buy from
// when a family gave no link of its own, and the catalog's retailer links. No product ids are made up
// and no affiliate or tracking parameters are added.
export const RETAILER_SEARCHES = [
  { retailer: 'Amazon', toHref: (query: string) => `https://www.amazon.com/s?k=${query}` },
  { retailer: 'Walmart', toHref: (query: string) => `https://www.walmart.com/search?q=${query}` },
  { retailer: 'Target', toHref: (query: string) => `https://www.target.com/s?searchTerm=${query}` },
] as const;

export type TRetailerSearchLink = { retailer: string; href: string };

/** Each store's search for these words. */
export function buildRetailerSearchLinks(words: string): TRetailerSearchLink[] {
  const query = encodeURIComponent(words.trim());
  return RETAILER_SEARCHES.map((search) => ({ retailer: search.retailer, href: search.toHref(query) }));
}
