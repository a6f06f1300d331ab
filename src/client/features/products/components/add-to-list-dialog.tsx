import { useState } from 'react';
import { Link } from 'wouter';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { ModalDialog } from '#client/components/ui/modal-dialog';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/products.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TProduct } from '#shared/schemas/product';

export type TListChoice = { id: string; title: string; status: string; itemsCount: number };

const t = createTranslator(catalog);

const STATUS_NOTE_KEYS: Record<string, keyof typeof catalog> = {
  draft: 'products.listStatus.draft',
  active: 'products.listStatus.active',
  fulfilled: 'products.listStatus.fulfilled',
  archived: 'products.listStatus.archived',
};

function describeListStatus(status: string): string {
  const key = STATUS_NOTE_KEYS[status];
  return key ? t(key) : status;
}

/** Which of your lists gets this product: one tap on a list, then Add. */
export function AddToListDialog({
  product,
  quantity,
  lists,
  isAdding,
  error,
  onAdd,
  onClose,
}: {
  product: TProduct;
  quantity: number;
  lists: TListChoice[];
  isAdding: boolean;
  error: string | null;
  onAdd: (listId: string) => void;
  onClose: () => void;
}) {
  const [chosenId, setChosenId] = useState(lists[0]?.id ?? '');
  return (
    <ModalDialog
      title={t('products.dialog.title')}
      description={t('products.quantityOf', { quantity, name: product.name })}
      onClose={onClose}
    >
      {lists.length === 0 ? (
        <div className="mt-4 grid gap-3">
          <p className="text-slate-800">{t('products.dialog.noLists')}</p>
          <Link href={PAGE_PATHS.create} className={getButtonClassName('primary')}>
            {t('products.dialog.createList')}
          </Link>
        </div>
      ) : (
        <form
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!isAdding && chosenId) onAdd(chosenId);
          }}
        >
          {error ? <FormAlert>{error}</FormAlert> : null}
          <fieldset>
            <legend className="font-semibold text-slate-900 text-sm">{t('products.dialog.yourLists')}</legend>
            <div className="mt-2 grid gap-2">
              {lists.map((list) => (
                <label
                  key={list.id}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
                >
                  <input
                    type="radio"
                    name="list"
                    value={list.id}
                    checked={chosenId === list.id}
                    onChange={() => setChosenId(list.id)}
                    className="size-4 shrink-0 accent-teal-700"
                  />
                  <span className="min-w-0">
                    <span className="block wrap-anywhere font-semibold text-slate-900">
                      {list.title || t('products.dialog.untitled')}
                    </span>
                    <span className="block text-slate-700 text-sm">
                      {t('products.dialog.listNote', {
                        status: describeListStatus(list.status),
                        count: list.itemsCount,
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" aria-disabled={isAdding || undefined}>
              {isAdding ? t('products.dialog.adding') : t('products.dialog.add')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
