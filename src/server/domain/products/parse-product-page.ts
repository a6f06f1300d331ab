import { Parser } from 'htmlparser2';
import { choosePrice, readPriceTags, type TPrice } from './product-price';

export type TProductPage = {
  title: string | null;
  description: string | null;
  /** Absolute, http or https only. */
  imageUrl: string | null;
  priceCents: number | null;
  /** ISO 4217, three upper-case letters. */
  currency: string | null;
  siteName: string | null;
};

export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 500;
const SITE_NAME_MAX_LENGTH = 80;

type TJsonObject = { [key: string]: unknown };
type TProduct = { name: string | null; description: string | null; image: string | null } & TPrice;

type TPageTags = {
  /** Meta tags by property or name, and microdata by "itemprop:" + name; lower-case keys, first wins. */
  values: Map<string, string>;
  jsonLdBlocks: string[];
  title: string | null;
  baseHref: string | null;
};

// Product-ish schema.org types; variants of a product (ProductGroup) carry the same fields.
const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct', 'productmodel']);
// JSON-LD nesting this deep is not a product page; the limit keeps hostile input cheap.
const MAX_JSON_DEPTH = 8;

/**
 * Reads what a store page says about its product: schema.org Product JSON-LD first (the most
 * precise), then Open Graph, then other meta tags and microdata, then the page title. Never throws:
 * whatever cannot be read (broken HTML, invalid JSON, missing fields) is null.
 */
export function parseProductPage(html: string, pageUrl: string): TProductPage {
  const tags = collectPageTags(html);
  const product = findJsonLdProduct(tags.jsonLdBlocks);
  const read = (...keys: string[]) => keys.map((key) => tags.values.get(key)).find(Boolean) ?? null;
  const price = choosePrice([
    product,
    readPriceTags(read('product:price:amount'), read('product:price:currency')),
    readPriceTags(read('og:price:amount'), read('og:price:currency')),
    readPriceTags(read('itemprop:price'), read('itemprop:pricecurrency')),
  ]);
  const baseUrl = resolveWebUrl(tags.baseHref, pageUrl) ?? pageUrl;
  const imageCandidates = [
    product?.image ?? null,
    read('og:image', 'og:image:url', 'og:image:secure_url'),
    read('twitter:image', 'twitter:image:src', 'itemprop:image', 'link:image_src'),
  ];
  return {
    title: chooseText(TITLE_MAX_LENGTH, product?.name, read('og:title'), read('twitter:title'), tags.title),
    description: chooseText(
      DESCRIPTION_MAX_LENGTH,
      product?.description,
      read('og:description'),
      read('twitter:description', 'description'),
    ),
    imageUrl: imageCandidates.map((raw) => resolveWebUrl(raw, baseUrl)).find(Boolean) ?? null,
    ...price,
    siteName: chooseText(SITE_NAME_MAX_LENGTH, read('og:site_name', 'application-name')),
  };
}

function collectPageTags(html: string): TPageTags {
  const tags: TPageTags = { values: new Map(), jsonLdBlocks: [], title: null, baseHref: null };
  const remember = (key: string, value: string | undefined) => {
    if (value?.trim() && !tags.values.has(key)) tags.values.set(key, value);
  };
  let depth = 0;
  let svgDepth = 0;
  let titleText: string | null = null;
  let jsonLdText: string | null = null;
  // Microdata given as element text (<span itemprop="price">24.99</span>) is read to its closing tag.
  let itemText: { key: string; depth: number; text: string } | null = null;

  const parser = new Parser({
    onopentag(name, attributes) {
      depth++;
      if (name === 'svg') svgDepth++;
      if (name === 'title' && svgDepth === 0 && tags.title === null) titleText = '';
      if (name === 'base' && tags.baseHref === null && attributes.href) tags.baseHref = attributes.href;
      if (name === 'script' && attributes.type?.trim().toLowerCase().startsWith('application/ld+json')) {
        jsonLdText = '';
      }
      if (name === 'meta')
        remember((attributes.property ?? attributes.name ?? '').toLowerCase(), attributes.content);
      if (name === 'link' && attributes.rel?.toLowerCase() === 'image_src')
        remember('link:image_src', attributes.href);
      const itemProp = attributes.itemprop?.trim().toLowerCase();
      if (itemProp) {
        const value = attributes.content ?? (name === 'img' ? attributes.src : attributes.href);
        if (value !== undefined) remember(`itemprop:${itemProp}`, value);
        else if (itemText === null) itemText = { key: `itemprop:${itemProp}`, depth, text: '' };
      }
    },
    ontext(text) {
      if (titleText !== null) titleText += text;
      if (jsonLdText !== null) jsonLdText += text;
      if (itemText !== null) itemText.text += text;
    },
    onclosetag(name) {
      if (name === 'title' && titleText !== null) {
        tags.title = titleText;
        titleText = null;
      }
      if (name === 'script' && jsonLdText !== null) {
        tags.jsonLdBlocks.push(jsonLdText);
        jsonLdText = null;
      }
      if (itemText !== null && itemText.depth === depth) {
        remember(itemText.key, itemText.text);
        itemText = null;
      }
      if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
      depth--;
    },
  });
  parser.write(html);
  parser.end();
  return tags;
}

function findJsonLdProduct(blocks: readonly string[]): TProduct | null {
  for (const block of blocks) {
    const node = findProductNode(parseJsonLoosely(block), 0);
    if (node) return readProductNode(node);
  }
  return null;
}

function parseJsonLoosely(raw: string): unknown {
  // Stores wrap JSON-LD in HTML comments or CDATA and leave raw line breaks inside strings.
  const cleaned = raw
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
    .replace(/[\n\r\t]/g, ' ');
  try {
    return JSON.parse(cleaned);
  } catch {
    return null;
  }
}

function isJsonObject(value: unknown): value is TJsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isProductType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  // "Product", "schema:Product" and "https://schema.org/Product" all name the same type.
  return types.some(
    (each) => typeof each === 'string' && PRODUCT_TYPES.has(each.replace(/^.*[/:#]/, '').toLowerCase()),
  );
}

function findProductNode(value: unknown, depth: number): TJsonObject | null {
  if (depth > MAX_JSON_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findProductNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isJsonObject(value)) return null;
  if (isProductType(value['@type'])) return value;
  // Only the page's own entities are searched: a product's related or similar products must not
  // stand in for it.
  return findProductNode(value['@graph'], depth + 1) ?? findProductNode(value.mainEntity, depth + 1);
}

function readProductNode(node: TJsonObject): TProduct {
  const variants = Array.isArray(node.hasVariant) ? node.hasVariant : [];
  const price = [node.offers, ...variants.map((variant) => (isJsonObject(variant) ? variant.offers : null))]
    .map((offers) => readOffers(offers, 0))
    .find((each) => each.priceCents !== null);
  return {
    name: readJsonText(node.name),
    description: readJsonText(node.description),
    image: readJsonImage(node.image, 0),
    priceCents: price?.priceCents ?? null,
    currency: price?.currency ?? readOffers(node.offers, 0).currency,
  };
}

/** An Offer, an AggregateOffer (its lowest price), a list of offers, or a price specification. */
function readOffers(offers: unknown, depth: number): TPrice {
  const none: TPrice = { priceCents: null, currency: null };
  if (depth > MAX_JSON_DEPTH) return none;
  if (Array.isArray(offers)) {
    const prices = offers.map((offer) => readOffers(offer, depth + 1));
    return prices.find((each) => each.priceCents !== null) ?? prices.find((each) => each.currency) ?? none;
  }
  if (!isJsonObject(offers)) return none;
  const own = readPriceTags(offers.price ?? offers.lowPrice, offers.priceCurrency);
  if (own.priceCents !== null) return own;
  const nested = [offers.priceSpecification, offers.offers]
    .map((inner) => readOffers(inner, depth + 1))
    .find((each) => each.priceCents !== null);
  return nested ? { priceCents: nested.priceCents, currency: nested.currency ?? own.currency } : own;
}

function readJsonText(value: unknown): string | null {
  if (typeof value === 'string') return toPlainText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return readJsonText(value[0]);
  if (isJsonObject(value)) return readJsonText(value['@value']);
  return null;
}

function readJsonImage(value: unknown, depth: number): string | null {
  if (depth > MAX_JSON_DEPTH) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((each) => readJsonImage(each, depth + 1)).find(Boolean) ?? null;
  if (isJsonObject(value)) return readJsonImage(value.url ?? value.contentUrl, depth + 1);
  return null;
}

/** JSON-LD strings are raw: they may hold entities and markup that meta contents never show. */
function toPlainText(value: string): string {
  if (!/[&<]/.test(value)) return value;
  let text = '';
  const parser = new Parser({
    ontext(data) {
      text += data;
    },
  });
  parser.write(value);
  parser.end();
  return text;
}

/** The first candidate with any text, whitespace collapsed, cut to maxLength with an ellipsis. */
function chooseText(
  maxLength: number,
  ...candidates: ReadonlyArray<string | null | undefined>
): string | null {
  const text = candidates.map((candidate) => candidate?.replace(/\s+/g, ' ').trim()).find(Boolean);
  if (!text) return null;
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

function resolveWebUrl(raw: string | null, base: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
