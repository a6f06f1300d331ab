import { fetchSafely, SafeFetchError, type TResolver } from '#server/services/safe-fetch';
import { type TMessage, translate } from '#server/services/translations';
import { renderImage } from '#server/uploads/open-image';
import { parseProductPage, type TProductPage } from './parse-product-page';

// From the product issue: 5 s, 2 MB, at most 3 redirects. The image gets the same limits and its own
// 5 s, so a page read with its picture takes at most about 10 s.
export const PRODUCT_PAGE_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;
/** The longest side of a product picture as stored. */
export const PRODUCT_IMAGE_MAX_SIZE = 800;

export type TReadProductPageDeps = {
  resolver?: TResolver;
  /** Tests only; see TSafeFetchOptions.allowedLoopbackPorts. Never fill it from a request. */
  allowedLoopbackPorts?: ReadonlySet<number>;
  timeoutMs?: number;
  maxBytes?: number;
};

export type TReadProductItem = {
  name: string;
  description: string | null;
  priceCents: number | null;
  currency: string | null;
  /** The link as the owner pasted it (normalised), not where its redirects ended. */
  productUrl: string;
  /** The store's own name for itself, or else its host name without "www.". */
  retailer: string;
  /** WebP, at most 800 px on its long side, no metadata; null when there is none or it is unreadable. */
  image: Buffer | null;
};

export type TProductPageReading =
  | { kind: 'read'; item: TReadProductItem }
  | { kind: 'blocked'; message: string; productUrl: string; retailer: string };

const BLOCKED = {
  refused: { key: 'errors.productPage.blockedRefused' },
  challenge: { key: 'errors.productPage.blockedChallenge' },
  scriptOnly: { key: 'errors.productPage.blockedScriptOnly' },
  // A page that answered but names no product: nothing says it is the store keeping robots out.
  noDetails: { key: 'errors.productPage.blockedNoDetails' },
} as const satisfies Record<string, TMessage>;
type TBlockedReason = keyof typeof BLOCKED;

/** What a blocked reading says, in English (a reading's words; tests compare readings with them). */
export const BLOCKED_MESSAGES: Readonly<Record<TBlockedReason, string>> = {
  refused: translate('en', BLOCKED.refused),
  challenge: translate('en', BLOCKED.challenge),
  scriptOnly: translate('en', BLOCKED.scriptOnly),
  noDetails: translate('en', BLOCKED.noDetails),
};

/** The message of a blocked reading's words, to say them in the owner's language. */
export function toBlockedMessage(message: string): TMessage {
  const reason = (Object.keys(BLOCKED) as TBlockedReason[]).find((key) => BLOCKED_MESSAGES[key] === message);
  return BLOCKED[reason ?? 'noDetails'];
}

// Answers that mean "not to robots" (or "not now"), as opposed to a wrong link (404) or a broken site.
const BLOCKING_STATUSES = new Set([401, 403, 429, 503]);
// Titles of bot walls (Amazon, Cloudflare, PerimeterX, Akamai and alike).
const CHALLENGE_TITLE = /robot check|are you a (?:robot|human)|just a moment|attention required|captcha/i;
// Markers of a bot wall in the page itself; also found on ordinary pages (a newsletter form with
// reCAPTCHA), so they only count on a page with no product data.
const CHALLENGE_MARKERS =
  /captcha|cf-challenge|cf_chl_|px-captcha|are you a robot|access denied|verify you are human/i;
const SCRIPT_ONLY_MARKERS =
  /enable javascript|javascript is (?:required|disabled)|turn on javascript|requires javascript/i;

/**
 * Reads a store's product page for the owner to review before saving. Pages the store keeps from
 * robots come back as 'blocked', with a message for the owner. Links that are unsafe or unreadable
 * (a private address, a timeout, not a web page, a 404...) throw a SafeFetchError whose message is
 * meant for the owner as it is (the caller decides which of them still leave a link worth keeping).
 */
export async function readProductPage(
  url: string,
  deps: TReadProductPageDeps = {},
): Promise<TProductPageReading> {
  const productUrl = normaliseUrl(url);
  const fetchOptions = {
    maxRedirects: PRODUCT_PAGE_LIMITS.maxRedirects,
    timeoutMs: deps.timeoutMs ?? PRODUCT_PAGE_LIMITS.timeoutMs,
    maxBytes: deps.maxBytes ?? PRODUCT_PAGE_LIMITS.maxBytes,
    resolver: deps.resolver,
    allowedLoopbackPorts: deps.allowedLoopbackPorts,
  };
  let response: Awaited<ReturnType<typeof fetchSafely>>;
  try {
    response = await fetchSafely(productUrl, { ...fetchOptions, accept: 'html' });
  } catch (error) {
    if (error instanceof SafeFetchError && error.status !== null && BLOCKING_STATUSES.has(error.status)) {
      return {
        kind: 'blocked',
        message: BLOCKED_MESSAGES.refused,
        productUrl,
        retailer: readHostName(productUrl),
      };
    }
    throw error;
  }

  const html = decodeHtml(response.body, response.contentType);
  const page = parseProductPage(html, response.finalUrl);
  const retailer = page.siteName ?? readHostName(response.finalUrl);
  const blockedMessage = findBlockedMessage(html, page);
  if (blockedMessage !== null || page.title === null) {
    return { kind: 'blocked', message: blockedMessage ?? BLOCKED_MESSAGES.noDetails, productUrl, retailer };
  }
  const image = page.imageUrl
    ? await readProductImage(page.imageUrl, { ...fetchOptions, accept: 'image' })
    : null;
  return {
    kind: 'read',
    item: {
      name: page.title,
      description: page.description,
      priceCents: page.priceCents,
      currency: page.currency,
      productUrl,
      retailer,
      image,
    },
  };
}

function normaliseUrl(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    throw new SafeFetchError('bad-url');
  }
}

/** "https://www.target.com/p/1" → "target.com": the store's name when its page does not say it. */
export function readHostName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function findBlockedMessage(html: string, page: TProductPage): string | null {
  const hasProductData = page.priceCents !== null || page.imageUrl !== null;
  if (page.priceCents === null && page.title !== null && CHALLENGE_TITLE.test(page.title)) {
    return BLOCKED_MESSAGES.challenge;
  }
  if (hasProductData) return null;
  if (CHALLENGE_MARKERS.test(html)) return BLOCKED_MESSAGES.challenge;
  if (SCRIPT_ONLY_MARKERS.test(html)) return BLOCKED_MESSAGES.scriptOnly;
  return null;
}

/** The charset from the Content-Type header, else from a <meta> near the top, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    // An unknown charset label: UTF-8 reads most pages, and broken characters beat no item at all.
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Downloads the picture under the same rules as the page and re-encodes it, so the item never
 * hot-links the store. Any failure (unsafe, missing, too large, not a picture) just means no picture.
 */
async function readProductImage(
  imageUrl: string,
  options: Parameters<typeof fetchSafely>[1],
): Promise<Buffer | null> {
  try {
    const response = await fetchSafely(imageUrl, options);
    return await renderImage(response.body, (opened) =>
      opened.image
        .resize(PRODUCT_IMAGE_MAX_SIZE, PRODUCT_IMAGE_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
}
