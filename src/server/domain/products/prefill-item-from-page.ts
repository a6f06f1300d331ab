import type { TDatabase } from '#server/db/client';
import { itemImages } from '#server/db/schema/products';
import { DomainError } from '#server/domain/domain-error';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';
import { consumeRateLimit } from '#server/services/rate-limits';
import { SafeFetchError, type TSafeFetchRefusal } from '#server/services/safe-fetch';
import type { TMessage } from '#server/services/translations';
import { storeItemImage } from '#server/uploads/item-images';
import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, ITEM_PRICE_MAX_CENTS } from '#shared/needs-list-limits';
import type { TProductPageReading } from '#shared/schemas/product';
import { removeForbiddenCharacters } from '#shared/schemas/text';
import { assertCanEditList, type TViewer } from '../needs-lists/list-access';
import { readHostName, readProductPage, toBlockedMessage } from './read-product-page';

/** A reading, its blocked message named (the route says it in the owner's language). */
export type TPrefillReading =
  | Extract<TProductPageReading, { kind: 'read' }>
  | (Omit<Extract<TProductPageReading, { kind: 'blocked' }>, 'message'> & { message: TMessage });

// Each read makes this server fetch a stranger's page: a few a minute is plenty for filling a list.
export const PRODUCT_PAGE_READS_PER_WINDOW = 20;
export const PRODUCT_PAGE_READS_WINDOW_MS = 10 * 60_000;

// Refused beside the field: only what is not a web address at all. Every other link Kindlist does not
// read (an unusual port, a site it cannot reach, a page it cannot use) may well be right, so it is kept
// and the owner told what happened, never that the link is wrong. A name inside a private network gets
// the answer of a name that does not resolve: the two must not differ.
const REFUSED_LINKS: ReadonlySet<TSafeFetchRefusal> = new Set(['bad-url']);

export type TPrefillDeps = {
  db: TDatabase;
  clock: TClock;
  fileStorage: TFileStorage;
  /** Tests only (a local fixture server); set by buildApp's options, never by a request or the environment. */
  productPageLoopbackPorts?: ReadonlySet<number>;
};

/** Stores the picture and records who read it: only they may put it on an item. */
async function keepItemImage(deps: TPrefillDeps, ownerId: string, image: Buffer): Promise<string> {
  const url = await storeItemImage(deps.fileStorage, image);
  await deps.db.insert(itemImages).values({ url, ownerId, createdAt: deps.clock.now() });
  return url;
}

/**
 * Reads a store's product page for an item of the owner's list, for the owner to review before
 * saving: its picture is kept on this server. Nothing is added to the list here.
 */
export async function prefillItemFromPage(
  deps: TPrefillDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  url: string,
): Promise<TPrefillReading> {
  await assertCanEditList(deps.db, viewer, listId);
  await consumeRateLimit(
    deps,
    `product-page:${viewer.id}`,
    PRODUCT_PAGE_READS_PER_WINDOW,
    PRODUCT_PAGE_READS_WINDOW_MS,
  );
  // A store's text meets the same rule as typed text (no control characters, no direction
  // overrides), or the item could not be saved as read.
  const clean = (text: string, max: number) => removeForbiddenCharacters(text).trim().slice(0, max);
  let reading: Awaited<ReturnType<typeof readProductPage>>;
  try {
    reading = await readProductPage(url, { allowedLoopbackPorts: deps.productPageLoopbackPorts });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (REFUSED_LINKS.has(error.reason)) throw new DomainError('invalid', error.refusal, { field: 'url' });
    // The link may well be right (the store was slow, down, or answered with something else): the
    // owner keeps it and types the rest, like a store that keeps robots out.
    const productUrl = new URL(url).href;
    return {
      kind: 'blocked',
      message: error.refusal,
      productUrl,
      retailer: clean(readHostName(productUrl), 100),
    };
  }
  if (reading.kind === 'blocked') {
    return { ...reading, message: toBlockedMessage(reading.message), retailer: clean(reading.retailer, 100) };
  }
  const { item } = reading;
  return {
    kind: 'read',
    item: {
      name: clean(item.name, ITEM_NAME_MAX),
      description: clean(item.description ?? '', ITEM_DESCRIPTION_MAX),
      priceCents:
        item.priceCents !== null && item.priceCents <= ITEM_PRICE_MAX_CENTS ? item.priceCents : null,
      currency: item.currency ?? 'USD',
      productUrl: item.productUrl,
      retailer: clean(item.retailer, 100),
      imageUrl: item.image ? await keepItemImage(deps, viewer.id, item.image) : null,
    },
  };
}
