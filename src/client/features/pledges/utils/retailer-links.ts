import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import { buildRetailerSearchLinks } from '#shared/retailer-searches';

const t = createTranslator(catalog);

export type TRetailerLink = {
  /** What the link says ("Buy at Target", "Find it at Amazon"). */
  label: string;
  /** The store's name: sent with the click and offered as the store in "I bought this". */
  retailer: string;
  href: string;
};

// Analytics accepts at most 200 characters for a store name.
const RETAILER_MAX = 200;

/** The host of a web address without "www.", or null when it is not an http(s) address. */
export function readStoreHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * The store the family named for an item (or the site of its product link), offered in "I bought this"
 * when the donor opened no store from here; '' when the item names none.
 */
export function readItemStore(item: { productUrl: string | null; retailer: string }): string {
  const named = item.retailer.trim();
  if (named) return named.slice(0, RETAILER_MAX);
  return (item.productUrl ? readStoreHost(item.productUrl) : null) ?? '';
}

/** The family's own product link first (when it is a web address), then searches at three big stores. */
export function buildRetailerLinks(item: {
  name: string;
  productUrl: string | null;
  retailer: string;
}): TRetailerLink[] {
  const links: TRetailerLink[] = [];
  const host = item.productUrl ? readStoreHost(item.productUrl) : null;
  if (item.productUrl && host) {
    const retailer = (item.retailer.trim() || host).slice(0, RETAILER_MAX);
    links.push({ label: t('pledges.store.buyAt', { store: retailer }), retailer, href: item.productUrl });
  }
  for (const search of buildRetailerSearchLinks(item.name)) {
    // The family's own link already goes to this store: a search there would only repeat it.
    const searchHost = readStoreHost(search.href);
    if (host && searchHost && (host === searchHost || host.endsWith(`.${searchHost}`))) continue;
    links.push({
      label: t('pledges.store.findAt', { store: search.retailer }),
      retailer: search.retailer,
      href: search.href,
    });
  }
  return links;
}
