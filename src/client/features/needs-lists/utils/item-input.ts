import type { TItem } from '../../../../shared/schemas/needs-list';

export type TItemFormValues = {
  name: string;
  quantity: string;
  priority: string;
  price: string;
  productUrl: string;
  retailer: string;
};

export const EMPTY_ITEM: TItemFormValues = {
  name: '',
  quantity: '1',
  priority: '3',
  price: '',
  productUrl: '',
  retailer: '',
};
export const ITEM_FIELDS = ['name', 'quantity', 'priority', 'priceCents', 'productUrl', 'retailer'] as const;

/**
 * "12.50", "$12", "12,50" (a decimal comma) or "1,250.00" (thousands) → cents; blank → null;
 * anything else → NaN. A comma followed by exactly three digits groups thousands; followed by one or
 * two digits at the end it is the decimal point.
 */
export function parsePriceToCents(value: string): number | null {
  const cleaned = value.replace(/[$\s]/g, '');
  if (cleaned === '') return null;
  let plain: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(cleaned)) plain = cleaned.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(cleaned)) plain = cleaned.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(cleaned)) plain = cleaned;
  else return Number.NaN;
  return Math.round(Number(plain) * 100);
}

/** "www.target.com/p/coat" → "https://www.target.com/p/coat"; blank → null; other schemes kept (the server refuses them). */
export function normalizeProductUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // A scheme ("https:", "javascript:") is kept; "host:8080/…" is a port, not a scheme.
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

export function toItemFormValues(item: TItem): TItemFormValues {
  return {
    name: item.name,
    quantity: String(item.quantity),
    priority: String(item.priority),
    price: item.priceCents === null ? '' : (item.priceCents / 100).toFixed(2),
    productUrl: item.productUrl ?? '',
    retailer: item.retailer,
  };
}
