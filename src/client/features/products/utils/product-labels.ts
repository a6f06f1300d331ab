import type { TProduct } from '#shared/schemas/product';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

/** "$10–$30" or "$12" when the range is one price. */
export function formatPriceRange(product: Pick<TProduct, 'priceMinCents' | 'priceMaxCents'>): string {
  return product.priceMinCents === product.priceMaxCents
    ? dollars(product.priceMinCents)
    : `${dollars(product.priceMinCents)}–${dollars(product.priceMaxCents)}`;
}

/** "1 product", "24 products", "300 or more products". */
export function formatProductCount(total: number, isAtLeast: boolean): string {
  const count = total.toLocaleString('en-US');
  if (isAtLeast) return `${count} or more products`;
  return total === 1 ? '1 product' : `${count} products`;
}
