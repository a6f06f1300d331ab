import { createTranslator } from '#client/lib/i18n';
import { tUi } from '#client/lib/ui-messages';
import catalog from '#client-catalog/list-editor.json';
import {
  ITEM_NAME_MAX,
  ITEM_NAME_MIN_LETTERS,
  ITEM_PRICE_MAX_CENTS,
  ITEM_QUANTITY_MAX,
} from '#shared/needs-list-limits';
import type { TItem } from '#shared/schemas/needs-list';
import { countLetters } from '#shared/visible-text';
import { ITEM_RETAILER_MAX } from './field-limits';

const t = createTranslator(catalog);

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

// A web address at the start of what was pasted, or inside it.
const WEB_ADDRESS_START = /^(?:https?:\/\/|www\.)/i;
const WEB_ADDRESS_INSIDE = /(?:https?:\/\/|www\.)\S+/i;

/**
 * What people paste as a product's link, judged as the link it is: "www.target.com/p/coat" →
 * "https://www.target.com/p/coat"; the address inside a phone's shared text ("Look at this:
 * https://…") → that address, without the full stop after it; a space inside an address written as a
 * browser writes it (%20), a line break taken out. Blank → null; other schemes are kept (and refused).
 */
export function normalizeProductUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const found = WEB_ADDRESS_START.test(trimmed)
    ? trimmed
    : (WEB_ADDRESS_INSIDE.exec(trimmed)?.[0].replace(/[.,;:!?]+$/, '') ?? trimmed);
  const address = found.replace(/[\r\n\t]+/g, '').replace(/ +/g, '%20');
  // A scheme ("https:", "javascript:") is kept; "host:8080/…" is a port, not a scheme.
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(address)) return address;
  return `https://${address.replace(/^\/+/, '')}`;
}

const PRODUCT_URL_MAX = 2000;

/** What a field kept past its limit says (the same as the field shows while it is typed in). */
function describeOverLimit(text: string, max: number): string {
  return tUi('ui.overLimit', { over: text.length - max, max });
}

/** The fields of an item the form checks itself, in the order they are on screen. */
export const CHECKED_ITEM_FIELDS = ['name', 'quantity', 'price', 'productUrl', 'retailer'] as const;
export type TItemFieldErrors = Partial<Record<(typeof CHECKED_ITEM_FIELDS)[number], string>>;

/** What the form sends for an item once every field reads well. */
export type TCheckedItem = {
  name: string;
  quantity: number;
  priority: number;
  priceCents: number | null;
  productUrl: string | null;
  retailer: string;
};

/**
 * Whether this reads as a link to a store's page: an http(s) address with a site name that has a dot,
 * and no spaces (a copied link has none; browsers would turn "not a link" into a host name).
 */
export function isWebLink(url: string): boolean {
  if (url.length > PRODUCT_URL_MAX || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      /^[^.]+(\.[^.]+)+$/.test(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * Every field of the item form checked at once (the family sees all that needs a change in one go),
 * with the words shown under each; or, when nothing does, the item as the API takes it.
 */
export function checkItemValues(
  values: TItemFormValues,
): { errors: TItemFieldErrors; item: null } | { errors: null; item: TCheckedItem } {
  const errors: TItemFieldErrors = {};
  if (values.name.trim() === '') errors.name = t('list-editor.itemCheck.name');
  else if (countLetters(values.name) < ITEM_NAME_MIN_LETTERS)
    errors.name = t('list-editor.itemCheck.nameWords');
  else if (values.name.length > ITEM_NAME_MAX) errors.name = describeOverLimit(values.name, ITEM_NAME_MAX);
  const quantity = Number(values.quantity);
  if (
    values.quantity.trim() === '' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > ITEM_QUANTITY_MAX
  ) {
    errors.quantity = t('list-editor.itemCheck.quantity', { max: ITEM_QUANTITY_MAX });
  }
  const priceCents = parsePriceToCents(values.price);
  if (priceCents !== null && Number.isNaN(priceCents)) {
    errors.price = t('list-editor.itemCheck.price');
  } else if (priceCents !== null && priceCents > ITEM_PRICE_MAX_CENTS) {
    errors.price = t('list-editor.itemCheck.priceMax', { max: ITEM_PRICE_MAX_CENTS / 100 });
  }
  const productUrl = normalizeProductUrl(values.productUrl);
  if (productUrl !== null && !isWebLink(productUrl)) {
    errors.productUrl = t('list-editor.itemCheck.link');
  }
  if (values.retailer.length > ITEM_RETAILER_MAX) {
    errors.retailer = describeOverLimit(values.retailer, ITEM_RETAILER_MAX);
  }
  if (Object.keys(errors).length > 0) return { errors, item: null };
  return {
    errors: null,
    item: {
      name: values.name,
      quantity,
      priority: Number(values.priority),
      priceCents,
      productUrl,
      retailer: values.retailer,
    },
  };
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
