import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/products.json';
import type { TProduct } from '#shared/schemas/product';

const t = createTranslator(catalog);

/** Whole dollars ("$10") where there are no cents, else "$9.99". */
export function formatDollars(cents: number): string {
  return (cents / 100).toLocaleString(INTL_LOCALE, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });
}

/** "$10–$30" or "$12" when the range is one price. */
export function formatPriceRange(product: Pick<TProduct, 'priceMinCents' | 'priceMaxCents'>): string {
  return product.priceMinCents === product.priceMaxCents
    ? formatDollars(product.priceMinCents)
    : `${formatDollars(product.priceMinCents)}–${formatDollars(product.priceMaxCents)}`;
}

/** "1 product", "24 products", "300 or more products". */
export function formatProductCount(total: number, isAtLeast: boolean): string {
  return isAtLeast
    ? t('products.count.atLeast', { count: total })
    : t('products.count.exact', { count: total });
}

/**
 * What a toast says once a product went on a list: the list by its title, in quotes; a draft without
 * a title yet is "your draft" (no quotes: it is not a title).
 */
export function formatAddedToList({
  isNew,
  listTitle,
  quantity,
}: {
  isNew: boolean;
  listTitle: string;
  quantity: number;
}): string {
  const title = listTitle.trim();
  if (!title) {
    return isNew ? t('products.toast.addedToDraft') : t('products.toast.draftNowAsksFor', { quantity });
  }
  return isNew ? t('products.toast.added', { title }) : t('products.toast.nowAsksFor', { title, quantity });
}
