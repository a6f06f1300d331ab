import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { countNearLimit } from '#client/components/ui/field-shell';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX } from '#shared/needs-list-limits';
import type { TItem } from '#shared/schemas/needs-list';
import { useItemFormSubmit } from '../hooks/use-item-form-submit';
import { useNewItemDraft } from '../hooks/use-new-item-draft';
import { useProductPageFiller } from '../hooks/use-product-page-filler';
import { readItemDraft } from '../utils/draft-storage';
import { EMPTY_ITEM, type TItemFormValues, toItemFormValues } from '../utils/item-input';
import { ItemDetailFields } from './item-detail-fields';
import { PageReadingStatus } from './page-reading-status';

const t = createTranslator(catalog);

/** The id of the "What do you need?" field, for links that bring the family to it. */
export const NEW_ITEM_NAME_ID = 'new-item-name';
/** The id of the new item's "Add item" button, for "typed but not added yet". */
export const NEW_ITEM_ADD_ID = 'new-item-add';

function describeSubmitLabel(isEditing: boolean, isSubmitting: boolean): string {
  if (isEditing) return isSubmitting ? t('list-editor.itemForm.saving') : t('list-editor.itemForm.save');
  return isSubmitting ? t('list-editor.itemForm.adding') : t('list-editor.itemForm.add');
}

/**
 * Adds an item (no `item`) or edits one. A new item can be filled in from a store's product page. What
 * is typed for a new item and not added yet is kept on this device (a reload or leaving the page loses
 * nothing), and its name is told to `onPendingChange` so the editor can say it is not on the list yet.
 */
export function ItemForm({
  listId,
  ensureListId,
  item,
  onAdded,
  onDone,
  onPendingChange,
}: {
  listId: string | null;
  ensureListId: () => Promise<string | null>;
  item?: TItem;
  onAdded?: (name: string) => void;
  onDone?: () => void;
  /** The name typed for a new item not added yet ('' when only its other fields are), or null. */
  onPendingChange?: (name: string | null) => void;
}) {
  const draftKey = listId ?? 'new';
  const form = useForm<TItemFormValues>({
    defaultValues: item
      ? toItemFormValues(item)
      : { ...EMPTY_ITEM, ...readItemDraft<Partial<TItemFormValues>>(draftKey) },
  });
  const { errors, isSubmitting } = form.formState;
  const isEditing = item !== undefined;
  const hasDetailError = Boolean(errors.price || errors.productUrl || errors.retailer);
  // Open when editing, and whenever one of its fields has something to fix.
  const [isDetailOpen, setIsDetailOpen] = useState(isEditing);
  const { reading, setReading, readPage, isReading } = useProductPageFiller(form, listId, ensureListId);
  const { isTyped, clearDraft } = useNewItemDraft({ form, isEditing, draftKey, onPendingChange });
  const headingId = useId();
  useEffect(() => {
    if (hasDetailError) setIsDetailOpen(true);
  }, [hasDetailError]);
  // Opening an item to change it takes the focus to its name.
  useEffect(() => {
    if (isEditing) form.setFocus('name');
  }, [isEditing, form]);

  const clearNewItem = (keysToForget: string[]) => {
    setReading(null);
    clearDraft(keysToForget);
  };
  const onSubmit = useItemFormSubmit({
    form,
    item,
    listId,
    ensureListId,
    reading,
    onOpenDetail: () => setIsDetailOpen(true),
    // The first item made the draft: what was kept for it moved to the new list's id.
    onAddedClear: (id, isUnchanged) => (isUnchanged ? clearNewItem([draftKey, id]) : setReading(null)),
    onAdded,
    onDone,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A second tap while saving is ignored; the button stays focusable (a disabled button drops
        // the focus to the page).
        if (isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
      onKeyDown={(event) => {
        if (isEditing && event.key === 'Escape') onDone?.();
      }}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      {/* The section's own heading says "what do you need": a new item's form needs no second one on screen. */}
      <h3 id={headingId} className={isEditing ? 'font-bold text-slate-900' : 'sr-only'}>
        {isEditing
          ? t('list-editor.itemForm.changeHeading', { name: item.name })
          : t('list-editor.itemForm.addHeading')}
      </h3>
      <PageReadingStatus reading={reading} />
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-3">
        <TextField
          id={isEditing ? undefined : NEW_ITEM_NAME_ID}
          label={t('list-editor.itemForm.name')}
          placeholder={t('list-editor.itemForm.namePlaceholder')}
          countLimit={ITEM_NAME_MAX}
          length={countNearLimit(form.watch('name'), ITEM_NAME_MAX)}
          error={errors.name?.message}
          {...form.register('name', { onChange: () => form.clearErrors('name') })}
        />
        <TextField
          label={t('list-editor.itemForm.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ITEM_QUANTITY_MAX}
          error={errors.quantity?.message}
          {...form.register('quantity', { onChange: () => form.clearErrors('quantity') })}
        />
      </div>
      <ItemDetailFields
        form={form}
        isOpen={isDetailOpen}
        onOpenChange={setIsDetailOpen}
        currency={reading?.currency ?? 'USD'}
        isEditing={isEditing}
        isReading={isReading}
        onReadPage={() => void (isReading || readPage())}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          id={isEditing ? undefined : NEW_ITEM_ADD_ID}
          aria-disabled={isSubmitting || undefined}
        >
          {describeSubmitLabel(isEditing, isSubmitting)}
        </Button>
        {isEditing ? (
          <Button variant="secondary" onClick={onDone}>
            {t('list-editor.itemForm.cancel')}
          </Button>
        ) : null}
        {(reading || isTyped) && !isEditing ? (
          <Button variant="secondary" onClick={() => clearNewItem([draftKey])}>
            {t('list-editor.itemForm.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
