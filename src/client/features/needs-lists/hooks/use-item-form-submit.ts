import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import type { TItem } from '#shared/schemas/needs-list';
import { useAddItem } from '../api/add-item';
import { useUpdateItem } from '../api/update-item';
import {
  CHECKED_ITEM_FIELDS,
  checkItemValues,
  ITEM_FIELDS,
  type TItemFieldErrors,
  type TItemFormValues,
} from '../utils/item-input';
import type { TPageReading } from './use-product-page-filler';

const t = createTranslator(catalog);

function isSameValues(current: TItemFormValues, sent: TItemFormValues): boolean {
  return (Object.keys(sent) as (keyof TItemFormValues)[]).every((field) => current[field] === sent[field]);
}

/**
 * Sends the item form: checked here first (every field that needs a change says so under it, and a
 * first item the server would refuse does not start an empty draft), then added or saved.
 */
export function useItemFormSubmit({
  form,
  item,
  listId,
  ensureListId,
  reading,
  onOpenDetail,
  onAddedClear,
  onAdded,
  onDone,
}: {
  form: UseFormReturn<TItemFormValues>;
  item?: TItem;
  listId: string | null;
  ensureListId: () => Promise<string | null>;
  reading: TPageReading | null;
  /** Opens the fold of optional fields, where a field to fix may hide. */
  onOpenDetail: () => void;
  /** After an add: `isUnchanged` when nothing was typed meanwhile, with the new list's id. */
  onAddedClear: (listIdUsed: string, isUnchanged: boolean) => void;
  onAdded?: (name: string) => void;
  onDone?: () => void;
}) {
  const addItem = useAddItem();
  const updateItem = useUpdateItem();

  const showCheckErrors = (found: TItemFieldErrors) => {
    const fields = CHECKED_ITEM_FIELDS.filter((field) => found[field] !== undefined);
    // The first field to fix may be folded away: open the fold before the focus goes there.
    if (found.price || found.productUrl || found.retailer) flushSync(onOpenDetail);
    for (const field of fields) form.setError(field, { message: found[field] });
    if (fields[0]) form.setFocus(fields[0]);
  };

  const showServerError = (error: unknown) => {
    showSubmitError(
      (field, message, options) =>
        form.setError(
          field === 'priceCents' ? 'price' : (field as keyof TItemFormValues | 'root.server'),
          message,
          options,
        ),
      error,
      ITEM_FIELDS,
    );
  };

  return form.handleSubmit(async (values) => {
    const checked = checkItemValues(values);
    if (checked.errors) {
      showCheckErrors(checked.errors);
      return;
    }
    const input = {
      ...checked.item,
      ...(reading && !item ? { currency: reading.currency, imageUrl: reading.imageUrl } : {}),
    };
    try {
      // The first item may come before anything else: it starts the draft.
      const id = listId ?? (await ensureListId());
      if (!id) {
        form.setError('root.server', { message: t('list-editor.itemForm.notSaved') });
        return;
      }
      if (item) {
        await updateItem.mutateAsync({ listId: id, itemId: item.id, input });
        onDone?.();
        return;
      }
      await addItem.mutateAsync({ listId: id, input });
      // Whatever was typed for the next item while this one was saving is kept.
      onAddedClear(id, isSameValues(form.getValues(), values));
      // The parent moves the focus back to "What do you need?" once it has re-rendered (setFocus
      // right after reset is lost while react-hook-form registers the fields again).
      onAdded?.(values.name);
    } catch (error) {
      showServerError(error);
    }
  });
}
