import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX } from '../../../../shared/needs-list-limits';
import type { TItem } from '../../../../shared/schemas/needs-list';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showSubmitError } from '../../../lib/form-errors';
import { useAddItem } from '../api/add-item';
import { useUpdateItem } from '../api/update-item';
import { useProductPageFiller } from '../hooks/use-product-page-filler';
import {
  EMPTY_ITEM,
  ITEM_FIELDS,
  normalizeProductUrl,
  parsePriceToCents,
  type TItemFormValues,
  toItemFormValues,
} from '../utils/item-input';
import { formatPrice, PRIORITY_LABELS } from '../utils/list-labels';

/** The id of the "What do you need?" field, for links that bring the family to it. */
export const NEW_ITEM_NAME_ID = 'new-item-name';

const PRIORITY_OPTIONS = ([5, 4, 3, 2, 1] as const).map((priority) => ({
  value: String(priority),
  label: PRIORITY_LABELS[priority],
}));

/** Adds an item (no `item`) or edits one. A new item can be filled in from a store's product page. */
export function ItemForm({
  listId,
  ensureListId,
  item,
  onAdded,
  onDone,
}: {
  listId: string | null;
  ensureListId: () => Promise<string | null>;
  item?: TItem;
  onAdded?: (name: string) => void;
  onDone?: () => void;
}) {
  const addItem = useAddItem();
  const updateItem = useUpdateItem();
  const form = useForm<TItemFormValues>({
    defaultValues: item ? toItemFormValues(item) : EMPTY_ITEM,
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

  const onSubmit = form.handleSubmit(async (values) => {
    const priceCents = parsePriceToCents(values.price);
    if (Number.isNaN(priceCents)) {
      setIsDetailOpen(true);
      form.setError(
        'price',
        { message: 'Enter a price such as 12.50, or leave it empty' },
        { shouldFocus: true },
      );
      return;
    }
    const quantity = Number(values.quantity);
    // Checked here too, so a first item the server would refuse does not start an empty draft.
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > ITEM_QUANTITY_MAX) {
      form.setError(
        'quantity',
        { message: `A whole number from 1 to ${ITEM_QUANTITY_MAX}` },
        { shouldFocus: true },
      );
      return;
    }
    const input = {
      name: values.name,
      quantity,
      priority: Number(values.priority),
      priceCents,
      productUrl: normalizeProductUrl(values.productUrl),
      retailer: values.retailer,
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
        if (isUnchanged) form.reset(EMPTY_ITEM);
        setReading(null);
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
          {...form.register('name', { required: 'Item name is required' })}
        />
        <TextField
          label="How many?"
          type="number"
          inputMode="numeric"
          min={1}
          max={ITEM_QUANTITY_MAX}
          error={errors.quantity?.message}
          {...form.register('quantity')}
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
              {...form.register('productUrl')}
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
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isEditing ? (isSubmitting ? 'Saving…' : 'Save item') : isSubmitting ? 'Adding…' : 'Add item'}
        </Button>
        {isEditing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        {reading && !isEditing ? (
          <Button
            variant="secondary"
            onClick={() => {
              setReading(null);
              form.reset(EMPTY_ITEM);
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
