import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { SelectField } from '#client/components/ui/select-field';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX } from '#shared/needs-list-limits';
import type { TItem } from '#shared/schemas/needs-list';
import { useAddItem } from '../api/add-item';
import { useUpdateItem } from '../api/update-item';
import { useProductPageFiller } from '../hooks/use-product-page-filler';
import { readItemDraft, writeItemDraft } from '../utils/draft-storage';
import {
  CHECKED_ITEM_FIELDS,
  checkItemValues,
  EMPTY_ITEM,
  ITEM_FIELDS,
  parsePriceToCents,
  type TItemFormValues,
  toItemFormValues,
} from '../utils/item-input';
import { formatPrice, PRIORITY_LABELS } from '../utils/list-labels';

/** The id of the "What do you need?" field, for links that bring the family to it. */
export const NEW_ITEM_NAME_ID = 'new-item-name';
/** The id of the new item's "Add item" button, for "typed but not added yet". */
export const NEW_ITEM_ADD_ID = 'new-item-add';

/** Whether the new item's form holds something typed (what it starts with is not). */
function isItemTyped(values: TItemFormValues): boolean {
  return (Object.keys(EMPTY_ITEM) as (keyof TItemFormValues)[]).some(
    (field) => values[field].trim() !== EMPTY_ITEM[field],
  );
}

const PRIORITY_OPTIONS = ([5, 4, 3, 2, 1] as const).map((priority) => ({
  value: String(priority),
  label: PRIORITY_LABELS[priority],
}));

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
  const addItem = useAddItem();
  const updateItem = useUpdateItem();
  const draftKey = listId ?? 'new';
  const form = useForm<TItemFormValues>({
    defaultValues: item
      ? toItemFormValues(item)
      : { ...EMPTY_ITEM, ...readItemDraft<Partial<TItemFormValues>>(draftKey) },
  });
  const { errors, isSubmitting } = form.formState;
  const price = form.watch('price');
  const understoodCents = parsePriceToCents(price);
  const isEditing = item !== undefined;
  const hasDetailError = Boolean(errors.price || errors.productUrl || errors.retailer);
  // Open when editing, and whenever one of its fields has something to fix.
  const [isDetailOpen, setIsDetailOpen] = useState(isEditing);
  const { reading, setReading, readPage, isReading } = useProductPageFiller(form, listId, ensureListId);
  useEffect(() => {
    if (hasDetailError) setIsDetailOpen(true);
  }, [hasDetailError]);
  const headingId = useId();
  // Opening an item to change it takes the focus to its name.
  useEffect(() => {
    if (isEditing) form.setFocus('name');
  }, [isEditing, form]);

  const [isTyped, setIsTyped] = useState(false);
  const onPendingChangeRef = useRef(onPendingChange);
  onPendingChangeRef.current = onPendingChange;
  useEffect(() => {
    if (isEditing) return;
    const report = (values: TItemFormValues) => {
      const hasTyped = isItemTyped(values);
      setIsTyped(hasTyped);
      writeItemDraft(draftKey, hasTyped ? values : null);
      onPendingChangeRef.current?.(hasTyped ? values.name.trim() : null);
    };
    report(form.getValues());
    const subscription = form.watch((values) => report({ ...EMPTY_ITEM, ...values }));
    return () => subscription.unsubscribe();
  }, [isEditing, form, draftKey]);
  const clearNewItem = (keysToForget: string[]) => {
    for (const key of keysToForget) writeItemDraft(key, null);
    setReading(null);
    form.reset(EMPTY_ITEM);
    setIsTyped(false);
    onPendingChangeRef.current?.(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // Checked here, all at once: every field that needs a change says so under it, and a first item
    // the server would refuse does not start an empty draft.
    const checked = checkItemValues(values);
    if (checked.errors) {
      const { errors: found } = checked;
      const fields = CHECKED_ITEM_FIELDS.filter((field) => found[field] !== undefined);
      // The first field to fix may be folded away: open the fold before the focus goes there.
      if (found.price || found.productUrl) flushSync(() => setIsDetailOpen(true));
      for (const field of fields) form.setError(field, { message: found[field] });
      if (fields[0]) form.setFocus(fields[0]);
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
        form.setError('root.server', {
          message: 'Your draft could not be saved yet, so the item was not added. Try again.',
        });
        return;
      }
      if (item) {
        await updateItem.mutateAsync({ listId: id, itemId: item.id, input });
        onDone?.();
      } else {
        await addItem.mutateAsync({ listId: id, input });
        // Whatever was typed for the next item while this one was saving is kept.
        const current = form.getValues();
        const isUnchanged = (Object.keys(values) as (keyof TItemFormValues)[]).every(
          (field) => current[field] === values[field],
        );
        // The first item made the draft: what was kept for it moved to the new list's id.
        if (isUnchanged) clearNewItem([draftKey, id]);
        else setReading(null);
        // The parent moves the focus back to "What do you need?" once it has re-rendered (setFocus
        // right after reset is lost while react-hook-form registers the fields again).
        onAdded?.(values.name);
      }
    } catch (error) {
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
    }
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
        {isEditing ? `Change “${item.name}”` : 'Add an item'}
      </h3>
      {/* Always there, so screen readers announce what reading the page found when it appears. */}
      <div role="status" className="empty:hidden">
        {reading ? (
          <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-3 text-amber-950 text-sm">
            {reading.imageUrl ? (
              <img
                src={reading.imageUrl}
                alt="The product, as the store shows it"
                className="size-16 shrink-0 rounded-md border border-amber-200 bg-white object-contain"
              />
            ) : null}
            <p>{reading.note}</p>
          </div>
        ) : null}
      </div>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-3">
        <TextField
          id={isEditing ? undefined : NEW_ITEM_NAME_ID}
          label="What do you need?"
          placeholder="e.g. winter coat, size 6"
          maxLength={ITEM_NAME_MAX}
          error={errors.name?.message}
          {...form.register('name', { onChange: () => form.clearErrors('name') })}
        />
        <TextField
          label="How many?"
          type="number"
          inputMode="numeric"
          min={1}
          max={ITEM_QUANTITY_MAX}
          error={errors.quantity?.message}
          {...form.register('quantity', { onChange: () => form.clearErrors('quantity') })}
        />
      </div>
      <details
        open={isDetailOpen}
        onToggle={(event) => setIsDetailOpen(event.currentTarget.open)}
        className="group rounded-lg border border-slate-300 bg-white"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 font-semibold text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
          Priority, price and a link (optional)
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 group-open:rotate-180" />
        </summary>
        <div className="grid gap-4 border-slate-200 border-t p-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Priority" options={PRIORITY_OPTIONS} {...form.register('priority')} />
            <TextField
              label="Price each"
              inputMode="decimal"
              placeholder="e.g. 24.99"
              hint={
                understoodCents !== null && !Number.isNaN(understoodCents)
                  ? `Read as ${formatPrice(understoodCents, reading?.currency ?? 'USD')}`
                  : undefined
              }
              error={errors.price?.message}
              {...form.register('price', { onChange: () => form.clearErrors('price') })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Link to the product"
              type="url"
              inputMode="url"
              placeholder="www.target.com/…"
              error={errors.productUrl?.message}
              {...form.register('productUrl', { onChange: () => form.clearErrors('productUrl') })}
            />
            <TextField label="Store" error={errors.retailer?.message} {...form.register('retailer')} />
          </div>
          {isEditing ? null : (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                aria-disabled={isReading || undefined}
                onClick={() => void (isReading || readPage())}
              >
                {isReading ? 'Reading the page…' : 'Fill in from this link'}
              </Button>
              <span className="text-slate-700 text-sm">
                Reads the name, price and store from the store’s page.
              </span>
            </div>
          )}
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          id={isEditing ? undefined : NEW_ITEM_ADD_ID}
          aria-disabled={isSubmitting || undefined}
        >
          {isEditing ? (isSubmitting ? 'Saving…' : 'Save item') : isSubmitting ? 'Adding…' : 'Add item'}
        </Button>
        {isEditing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        {(reading || isTyped) && !isEditing ? (
          <Button variant="secondary" onClick={() => clearNewItem([draftKey])}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
