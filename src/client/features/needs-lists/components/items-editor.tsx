import { ArrowDown, ArrowUp, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { compareItemsAsShown } from '../../../../shared/item-order';
import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX } from '../../../../shared/needs-list-limits';
import type { TItem } from '../../../../shared/schemas/needs-list';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showSubmitError } from '../../../lib/form-errors';
import { readApiErrorMessage } from '../../../lib/request';
import { useAddItem } from '../api/add-item';
import { useRemoveItem } from '../api/remove-item';
import { useReorderItems } from '../api/reorder-items';
import { useUpdateItem } from '../api/update-item';
import { formatPrice, formatPriority, PRIORITY_LABELS } from '../utils/list-labels';

/** The id of the "What do you need?" field, for links that bring the family to it. */
export const NEW_ITEM_NAME_ID = 'new-item-name';

const PRIORITY_OPTIONS = ([5, 4, 3, 2, 1] as const).map((priority) => ({
  value: String(priority),
  label: PRIORITY_LABELS[priority],
}));

type TItemFormValues = {
  name: string;
  quantity: string;
  priority: string;
  price: string;
  productUrl: string;
  retailer: string;
};
const EMPTY_ITEM: TItemFormValues = {
  name: '',
  quantity: '1',
  priority: '3',
  price: '',
  productUrl: '',
  retailer: '',
};
const ITEM_FIELDS = ['name', 'quantity', 'priority', 'priceCents', 'productUrl', 'retailer'] as const;

/**
 * "12.50", "$12", "12,50" (a decimal comma) or "1,250.00" (thousands) → cents; blank → null;
 * anything else → NaN. A comma followed by exactly three digits groups thousands; followed by one or
 * two digits at the end it is the decimal point.
 */
export function parsePriceToCents(value: string): number | null {
  const cleaned = value.replace(/[$\s]/g, '');
  if (cleaned === '') return null;
  let plain: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(cleaned)) plain = cleaned.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(cleaned)) plain = cleaned.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(cleaned)) plain = cleaned;
  else return Number.NaN;
  return Math.round(Number(plain) * 100);
}

/** "www.target.com/p/coat" → "https://www.target.com/p/coat"; blank → null; other schemes kept (the server refuses them). */
export function normalizeProductUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // A scheme ("https:", "javascript:") is kept; "host:8080/…" is a port, not a scheme.
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

function toItemFormValues(item: TItem): TItemFormValues {
  return {
    name: item.name,
    quantity: String(item.quantity),
    priority: String(item.priority),
    price: item.priceCents === null ? '' : (item.priceCents / 100).toFixed(2),
    productUrl: item.productUrl ?? '',
    retailer: item.retailer,
  };
}

/** Adds an item (no `item`) or edits one. */
function ItemForm({
  listId,
  item,
  onAdded,
  onDone,
}: {
  listId: string;
  item?: TItem;
  onAdded?: (name: string) => void;
  onDone?: () => void;
}) {
  const addItem = useAddItem();
  const updateItem = useUpdateItem();
  const form = useForm<TItemFormValues>({ defaultValues: item ? toItemFormValues(item) : EMPTY_ITEM });
  const { errors, isSubmitting } = form.formState;
  const price = form.watch('price');
  const understoodCents = parsePriceToCents(price);
  const isEditing = item !== undefined;
  const headingId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    const priceCents = parsePriceToCents(values.price);
    if (Number.isNaN(priceCents)) {
      form.setError(
        'price',
        { message: 'Enter a price such as 12.50, or leave it empty' },
        { shouldFocus: true },
      );
      return;
    }
    const quantity = Number(values.quantity);
    const input = {
      name: values.name,
      quantity: Number.isInteger(quantity) ? quantity : Number.NaN,
      priority: Number(values.priority),
      priceCents,
      productUrl: normalizeProductUrl(values.productUrl),
      retailer: values.retailer,
    };
    try {
      if (item) {
        await updateItem.mutateAsync({ listId, itemId: item.id, input });
        onDone?.();
      } else {
        await addItem.mutateAsync({ listId, input });
        // Whatever was typed for the next item while this one was saving is kept.
        const current = form.getValues();
        const isUnchanged = (Object.keys(values) as (keyof TItemFormValues)[]).every(
          (field) => current[field] === values[field],
        );
        if (isUnchanged) form.reset(EMPTY_ITEM);
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
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        {isEditing ? `Change “${item.name}”` : 'Add an item'}
      </h3>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        id={isEditing ? undefined : NEW_ITEM_NAME_ID}
        label="What do you need?"
        hint="For example: winter coat for a 6-year-old, size 6."
        maxLength={ITEM_NAME_MAX}
        error={errors.name?.message}
        {...form.register('name', { required: 'Item name is required' })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="How many?"
          type="number"
          inputMode="numeric"
          min={1}
          max={ITEM_QUANTITY_MAX}
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
        <SelectField label="Priority" options={PRIORITY_OPTIONS} {...form.register('priority')} />
        <TextField
          label="Price each (optional)"
          inputMode="decimal"
          placeholder="e.g. 24.99"
          hint={
            understoodCents !== null && !Number.isNaN(understoodCents)
              ? `Read as ${formatPrice(understoodCents, 'USD')}`
              : undefined
          }
          error={errors.price?.message}
          {...form.register('price', { onChange: () => form.clearErrors('price') })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Link to the product (optional)"
          type="url"
          inputMode="url"
          placeholder="www.target.com/…"
          error={errors.productUrl?.message}
          {...form.register('productUrl')}
        />
        <TextField label="Store (optional)" error={errors.retailer?.message} {...form.register('retailer')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isEditing ? (isSubmitting ? 'Saving…' : 'Save item') : isSubmitting ? 'Adding…' : 'Add item'}
        </Button>
        {isEditing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** An item's icon button; `data-item-*` lets the focus find it again after the list re-renders. */
function ItemActionButton({
  item,
  action,
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  item: TItem;
  action: 'edit' | 'up' | 'down' | 'remove';
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="md"
      aria-label={label}
      data-item-id={item.id}
      data-item-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

type TFocusTarget = { itemId: string; action: 'up' | 'down' | 'edit' } | { itemId: null; action: 'new' };

export function ItemsEditor({ listId, items }: { listId: string; items: TItem[] }) {
  const removeItem = useRemoveItem();
  const reorderItems = useReorderItems();
  const [error, setError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The count makes a repeated message ("Moved Diapers up." twice) a new one for screen readers.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) => setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  const listRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the list has re-rendered after a move, a removal or an edit.
  const focusAfterRender = useRef<TFocusTarget | null>(null);
  const shown = [...items].sort(compareItemsAsShown);
  const isEditingAny = editingId !== null;

  useEffect(() => {
    const target = focusAfterRender.current;
    const root = listRef.current;
    if (!target || !root) return;
    focusAfterRender.current = null;
    const find = (action: string) =>
      root.querySelector<HTMLButtonElement>(
        `[data-item-id="${target.itemId}"][data-item-action="${action}"]:not([disabled])`,
      );
    const element =
      target.action === 'new'
        ? document.getElementById(NEW_ITEM_NAME_ID)
        : (find(target.action) ?? find(target.action === 'up' ? 'down' : 'up') ?? find('edit'));
    element?.focus();
  });

  const onMove = async (index: number, offset: -1 | 1) => {
    const ids = shown.map((item) => item.id);
    const target = index + offset;
    const moved = shown[index];
    if (!moved || target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target] ?? '', ids[index] ?? ''];
    setError(null);
    try {
      await reorderItems.mutateAsync({ listId, ids });
      focusAfterRender.current = { itemId: moved.id, action: offset < 0 ? 'up' : 'down' };
      announce(`Moved ${moved.name} ${offset < 0 ? 'up' : 'down'}.`);
    } catch (moveError) {
      setError(readApiErrorMessage(moveError));
    }
  };

  const onRemove = async (index: number) => {
    const removed = shown[index];
    if (!removed) return;
    const next = shown[index + 1] ?? shown[index - 1];
    setError(null);
    try {
      await removeItem.mutateAsync({ listId, itemId: removed.id });
      focusAfterRender.current = next ? { itemId: next.id, action: 'edit' } : { itemId: null, action: 'new' };
      announce(`Removed ${removed.name}.`);
    } catch (removeError) {
      setError(readApiErrorMessage(removeError));
    }
  };

  return (
    <div ref={listRef} className="grid gap-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {shown.length === 0 ? (
        <p className="text-slate-700">No items yet. Add the first thing your family needs below.</p>
      ) : (
        <>
          <p className="text-slate-700 text-sm">
            Donors see the most needed items first. The arrows change the order of items with the same
            priority.
          </p>
          <ul className="grid gap-2">
            {shown.map((item, index) => {
              if (item.id === editingId) {
                return (
                  <li key={item.id}>
                    <ItemForm
                      listId={listId}
                      item={item}
                      onDone={() => {
                        setEditingId(null);
                        focusAfterRender.current = { itemId: item.id, action: 'edit' };
                      }}
                    />
                  </li>
                );
              }
              const isFirstOfPriority = shown[index - 1]?.priority !== item.priority;
              const isLastOfPriority = shown[index + 1]?.priority !== item.priority;
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="break-words font-semibold text-slate-900">
                      {item.quantity} × {item.name}
                    </p>
                    <p className="text-slate-700 text-sm">
                      {formatPriority(item.priority)}
                      {item.priceCents !== null
                        ? ` · ${formatPrice(item.priceCents, item.currency)} each`
                        : ''}
                      {item.retailer ? ` · ${item.retailer}` : ''}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    {/* One item at a time: opening another would drop the open one's unsaved changes. */}
                    <ItemActionButton
                      item={item}
                      action="edit"
                      label={`Change ${item.name}`}
                      icon={Pencil}
                      disabled={isEditingAny}
                      onClick={() => setEditingId(item.id)}
                    />
                    <ItemActionButton
                      item={item}
                      action="up"
                      label={`Move ${item.name} up`}
                      icon={ArrowUp}
                      disabled={isFirstOfPriority || reorderItems.isPending || isEditingAny}
                      onClick={() => void onMove(index, -1)}
                    />
                    <ItemActionButton
                      item={item}
                      action="down"
                      label={`Move ${item.name} down`}
                      icon={ArrowDown}
                      disabled={isLastOfPriority || reorderItems.isPending || isEditingAny}
                      onClick={() => void onMove(index, 1)}
                    />
                    <ItemActionButton
                      item={item}
                      action="remove"
                      label={`Remove ${item.name}`}
                      icon={Trash2}
                      disabled={isEditingAny}
                      onClick={() => void onRemove(index)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ItemForm
        listId={listId}
        onAdded={(name) => {
          focusAfterRender.current = { itemId: null, action: 'new' };
          announce(`Added “${name}” to your list.`);
        }}
      />
      <p role="status" aria-live="polite" className="font-semibold text-slate-800 text-sm empty:hidden">
        {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
      </p>
    </div>
  );
}
