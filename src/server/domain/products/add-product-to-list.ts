import { and, eq } from 'drizzle-orm';
import { listItems } from '#server/db/schema/needs-lists';
import { products } from '#server/db/schema/products';
import { DomainError } from '#server/domain/domain-error';
import type { TOnceWrite } from '#server/services/idempotency';
import type { TMessage } from '#server/services/translations';
import type { TLocale } from '#shared/i18n/locales';
import type { TAddProductResult } from '#shared/schemas/product';
import { findNextItemPosition } from '../needs-lists/items';
import { commitListWrite, lockOwnedList, type TListDeps, type TViewer } from '../needs-lists/list-access';
import { refreshListDerived, toItemsChange } from '../needs-lists/list-derived';
import { toItem } from '../needs-lists/list-views';

type TProductRow = typeof products.$inferSelect;

const PRODUCT_NOT_OFFERED: TMessage = { key: 'errors.products.notOffered' };

/** A price to show donors: the middle of the product's typical range, to the dollar. */
function estimatePriceCents(product: { priceMinCents: number; priceMaxCents: number }): number {
  return Math.round((product.priceMinCents + product.priceMaxCents) / 200) * 100;
}

/**
 * The product's name and description in the list's language; a product without its Spanish (not one
 * of the catalog's, which all have it) keeps its English.
 */
function toTextIn(
  product: Pick<TProductRow, 'name' | 'description' | 'nameEs' | 'descriptionEs'>,
  language: TLocale,
): { name: string; description: string } {
  return language === 'es' && product.nameEs !== ''
    ? { name: product.nameEs, description: product.descriptionEs }
    : { name: product.name, description: product.description };
}

/**
 * Adds a catalog product to the owner's list, with its name and description in the list's language,
 * its category and a price estimate (donors get the stores' searches for its name). A product the list has already gets its
 * quantity raised instead: the list's lock makes two adds at once queue, and the unique index on
 * (list, product) makes a duplicate impossible whatever happens.
 */
export async function addProductToList(
  deps: TListDeps,
  viewer: NonNullable<TViewer>,
  listId: string,
  input: { productId: string; quantity: number },
  limits: { maxItems: number; maxQuantity: number },
  once?: TOnceWrite<TAddProductResult>,
): Promise<TAddProductResult> {
  const now = deps.clock.now();
  return commitListWrite(deps, async (tx, touch) => {
    // A repeat of the same tap (its key) is answered with what the first did, adding nothing.
    await once?.claim(tx);
    const list = await lockOwnedList(tx, viewer, listId);
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
    if (!product) throw new DomainError('not-found', PRODUCT_NOT_OFFERED);
    const [existing] = await tx
      .select()
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.productId, product.id)));
    if (existing) {
      const quantity = existing.quantity + input.quantity;
      if (quantity > limits.maxQuantity) {
        throw new DomainError(
          'invalid',
          {
            key: 'errors.products.quantityOverMax',
            values: { quantity: existing.quantity, max: limits.maxQuantity },
          },
          { field: 'quantity' },
        );
      }
      const [row] = await tx
        .update(listItems)
        .set({ quantity, updatedAt: now })
        .where(eq(listItems.id, existing.id))
        .returning();
      if (!row) throw new Error('update returned nothing');
      touch(list, toItemsChange(await refreshListDerived(tx, listId, now)));
      const raised = { listId, item: toItem(row), isNew: false };
      await once?.keep(tx, raised);
      return raised;
    }
    const position = await findNextItemPosition(tx, listId, limits.maxItems);
    const [row] = await tx
      .insert(listItems)
      .values({
        listId,
        productId: product.id,
        category: product.category,
        // The list's language, not the page's: the family reads and shares its list in one language.
        ...toTextIn(product, list.language),
        quantity: input.quantity,
        priceCents: estimatePriceCents(product),
        currency: 'USD',
        position,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    touch(list, toItemsChange(await refreshListDerived(tx, listId, now)));
    const added = { listId, item: toItem(row), isNew: true };
    await once?.keep(tx, added);
    return added;
  });
}
