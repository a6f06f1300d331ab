import { ITEM_NAME_MAX, ITEM_PRICE_MAX_CENTS } from '../../../shared/needs-list-limits';
import type { TProductPageReading } from '../../../shared/schemas/product';
import type { TDatabase } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { SafeFetchError } from '../../services/safe-fetch';
import { storeItemImage } from '../../uploads/item-images';
import { assertCanEditList, type TViewer } from '../needs-lists/list-access';
import { consumeRateLimit } from '../rate-limits';
import { readProductPage } from './read-product-page';

// Each read makes this server fetch a stranger's page: a few a minute is plenty for filling a list.
export const PRODUCT_PAGE_READS_PER_WINDOW = 20;
export const PRODUCT_PAGE_READS_WINDOW_MS = 10 * 60_000;

export type TPrefillDeps = {
  db: TDatabase;
  dataDir: string;
  /** Tests only (a local fixture server); set by buildApp's options, never by a request or the environment. */
  productPageLoopbackPorts?: ReadonlySet<number>;
};

/**
 * Reads a store's product page for an item of the owner's list, for the owner to review before
 * saving: its picture is kept on this server. Nothing is added to the list here.
 */
export async function prefillItemFromPage(
  deps: TPrefillDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  url: string,
): Promise<TProductPageReading> {
  await assertCanEditList(deps.db, viewer, listId);
  await consumeRateLimit(
    deps.db,
    `product-page:${viewer.id}`,
    PRODUCT_PAGE_READS_PER_WINDOW,
    PRODUCT_PAGE_READS_WINDOW_MS,
  );
  let reading: Awaited<ReturnType<typeof readProductPage>>;
  try {
    reading = await readProductPage(url, { allowedLoopbackPorts: deps.productPageLoopbackPorts });
  } catch (error) {
    if (error instanceof SafeFetchError) throw new HttpError(400, `url: ${error.message}`);
    throw error;
  }
  if (reading.kind === 'blocked') return reading;
  const { item } = reading;
  return {
    kind: 'read',
    item: {
      name: item.name.slice(0, ITEM_NAME_MAX),
      description: item.description ?? '',
      priceCents:
        item.priceCents !== null && item.priceCents <= ITEM_PRICE_MAX_CENTS ? item.priceCents : null,
      currency: item.currency ?? 'USD',
      productUrl: item.productUrl,
      retailer: item.retailer.slice(0, 100),
      imageUrl: item.image ? await storeItemImage(deps.dataDir, item.image) : null,
    },
  };
}
