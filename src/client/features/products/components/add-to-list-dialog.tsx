import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TProduct } from '../../../../shared/schemas/product';
import { Button, getButtonClassName } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

export type TListChoice = { id: string; title: string; status: string; itemsCount: number };

const STATUS_NOTES: Record<string, string> = {
  draft: 'Draft',
  active: 'Published',
  fulfilled: 'Fulfilled',
  archived: 'Archived',
};

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
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-bold text-slate-900 text-xl">Add to which list?</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-slate-700">
            {quantity} × {product.name}
          </Dialog.Description>
          {lists.length === 0 ? (
            <div className="mt-4 grid gap-3">
              <p className="text-slate-800">You have no needs list yet. Start one, then come back here.</p>
              <Link href="/create" className={getButtonClassName('primary')}>
                Create a needs list
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
                <legend className="font-semibold text-slate-900 text-sm">Your lists</legend>
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
                          {list.title || 'Untitled draft'}
                        </span>
                        <span className="block text-slate-700 text-sm">
                          {STATUS_NOTES[list.status] ?? list.status} ·{' '}
                          {list.itemsCount === 1 ? '1 item' : `${list.itemsCount} items`}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div>
                <Button type="submit" aria-disabled={isAdding || undefined}>
                  {isAdding ? 'Adding…' : 'Add to this list'}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
