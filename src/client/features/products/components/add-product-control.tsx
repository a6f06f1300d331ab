import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/products.json';
import { ITEM_QUANTITY_MAX } from '#shared/needs-list-limits';
import type { TProduct } from '#shared/schemas/product';
import type { TListChoice } from './add-to-list-dialog';

const t = createTranslator(catalog);

/**
 * "Add to needs list" with a quantity: straight to the list when there is only one (or the page came
 * from a list's "Add items"), else the choice of list. Signed out, a way to sign in and come back.
 */
export function AddProductControl({
  product,
  signInHref,
  lists,
  onAdd,
  onChoose,
  isAdding,
  isAddingThis,
  listsState,
}: {
  product: TProduct;
  /** Set when signed out: where signing in starts (it comes back to this product). */
  signInHref: string | null;
  /** The lists it can go to; the one the page is adding to first and alone, when there is one. */
  lists: TListChoice[];
  onAdd: (product: TProduct, listId: string, quantity: number) => void;
  onChoose: (product: TProduct, quantity: number) => void;
  /** An add is on its way (this button waits for it). */
  isAdding: boolean;
  /** That add is this product's: the button says so. */
  isAddingThis: boolean;
  /** The signed-in user's lists: until they are in, nobody is told they have none. */
  listsState: 'ready' | 'loading' | 'error';
}) {
  const quantityId = useId();
  const [quantity, setQuantity] = useState('1');
  if (signInHref) {
    return (
      <Link href={signInHref} className={getButtonClassName('secondary', 'md', 'w-full')}>
        {t('products.add.signIn')}
        <span className="sr-only">
          : <span lang={product.language}>{product.name}</span>
        </span>
      </Link>
    );
  }
  if (listsState !== 'ready') {
    return (
      <p className="text-slate-700 text-sm" role={listsState === 'error' ? 'alert' : undefined}>
        {listsState === 'loading' ? t('products.add.loadingLists') : t('products.add.listsFailed')}
      </p>
    );
  }
  const count = Number(quantity);
  const isQuantityValid = Number.isInteger(count) && count >= 1 && count <= ITEM_QUANTITY_MAX;
  const [onlyList] = lists;
  const onClick = () => {
    if (isAdding || !isQuantityValid) return;
    if (lists.length === 1 && onlyList) onAdd(product, onlyList.id, count);
    else onChoose(product, count);
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-end gap-2">
        <div className="w-24 shrink-0">
          <label htmlFor={quantityId} className="block font-semibold text-slate-900 text-sm">
            {t('products.add.quantity')}
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={ITEM_QUANTITY_MAX}
            value={quantity}
            aria-invalid={!isQuantityValid || undefined}
            aria-describedby={isQuantityValid ? undefined : `${quantityId}-error`}
            onChange={(event) => setQuantity(event.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-teal-700"
          />
        </div>
        <Button
          className="flex-1"
          aria-disabled={isAdding || !isQuantityValid || undefined}
          onClick={onClick}
        >
          {isAddingThis
            ? t('products.dialog.adding')
            : lists.length === 1 && onlyList
              ? t('products.add.toTheList')
              : t('products.add.toAList')}
          <span className="sr-only">
            : <span lang={product.language}>{product.name}</span>
          </span>
        </Button>
      </div>
      {isQuantityValid ? null : (
        <p id={`${quantityId}-error`} className="text-red-800 text-sm">
          {t('products.add.quantityRule', { max: ITEM_QUANTITY_MAX })}
        </p>
      )}
    </div>
  );
}
