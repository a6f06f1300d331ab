/** A price as a page gives it: cents, and the ISO currency when the page says it. */
export type TPrice = { priceCents: number | null; currency: string | null };

export function readPriceTags(amount: unknown, currency: unknown): TPrice {
  return { priceCents: parsePriceCents(amount), currency: parseCurrency(currency) };
}

/** The first source with a price; its currency, or else the first currency any source gives. */
export function choosePrice(sources: ReadonlyArray<TPrice | null>): TPrice {
  const priced = sources.find((source) => source?.priceCents != null);
  const currency = priced?.currency ?? sources.map((source) => source?.currency).find(Boolean) ?? null;
  return { priceCents: priced?.priceCents ?? null, currency };
}

/**
 * Cents from 24.99, "24.99", "$1,299.00", "1.299,00 €" or "1 299,00". A zero, negative or absurd
 * price (a "see price in cart" placeholder) is no price.
 */
export function parsePriceCents(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string') amount = parseAmount(value);
  else return null;
  if (!Number.isFinite(amount) || amount <= 0 || amount >= 10_000_000) return null;
  return Math.round(amount * 100);
}

function parseAmount(text: string): number {
  const token = /\d(?:[\d.,'\u00a0 ]*\d)?/.exec(text)?.[0];
  if (!token) return Number.NaN;
  const digits = token.replace(/['\u00a0 ]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    return Number(digits.replaceAll(thousands, '').replace(decimal, '.'));
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (separator === null) return Number(digits);
  const isRepeated = digits.indexOf(separator) !== digits.lastIndexOf(separator);
  // "1,299" is a thousand; "24,99" is a decimal comma. A single dot is always decimal (schema.org).
  const isThousands = isRepeated || (separator === ',' && digits.length - lastComma - 1 === 3);
  return Number(isThousands ? digits.replaceAll(separator, '') : digits.replace(separator, '.'));
}

function parseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}
