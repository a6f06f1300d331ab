import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ITEM_NAME_MAX, ITEM_QUANTITY_MAX, type TItem } from '../../../../shared/schemas/needs-list';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showSubmitError } from '../../../lib/form-errors';
import { readApiErrorMessage } from '../../../lib/request';
import { useAddItem } from '../api/add-item';
import { useRemoveItem } from '../api/remove-item';
import { useReorderItems } from '../api/reorder-items';
import { formatPrice } from '../utils/list-labels';

const PRIORITY_OPTIONS = [
  { value: '5', label: '5: needed most' },
  { value: '4', label: '4' },
  { value: '3', label: '3: normal' },
  { value: '2', label: '2' },
  { value: '1', label: '1: nice to have' },
];

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

/** "12.50" or "$12" → 1250 cents; blank → null; anything else → NaN (the server names the field). */
export function parsePriceToCents(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

function AddItemForm({ listId }: { listId: string }) {
  const addItem = useAddItem();
  const form = useForm<TItemFormValues>({ defaultValues: EMPTY_ITEM });
  const { errors, isSubmitting } = form.formState;

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
    try {
      await addItem.mutateAsync({
        listId,
        input: {
          name: values.name,
          quantity: Number.isInteger(quantity) ? quantity : Number.NaN,
          priority: Number(values.priority),
          priceCents,
          productUrl: values.productUrl.trim() === '' ? null : values.productUrl.trim(),
          retailer: values.retailer,
        },
      });
      form.reset(EMPTY_ITEM);
      form.setFocus('name');
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
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-bold text-slate-900">Add an item</h3>
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
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
          error={errors.price?.message}
          {...form.register('price')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Link to the product (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.productUrl?.message}
          {...form.register('productUrl')}
        />
        <TextField label="Store (optional)" error={errors.retailer?.message} {...form.register('retailer')} />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add item'}
        </Button>
      </div>
    </form>
  );
}

export function ItemsEditor({ listId, items }: { listId: string; items: TItem[] }) {
  const removeItem = useRemoveItem();
  const [error, setError] = useState<string | null>(null);
  const reorderItems = useReorderItems();
  const byPosition = [...items].sort((a, b) => a.position - b.position);

  const onMove = async (index: number, offset: number) => {
    const ids = byPosition.map((item) => item.id);
    const target = index + offset;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target] ?? '', ids[index] ?? ''];
    setError(null);
    try {
      await reorderItems.mutateAsync({ listId, ids });
    } catch (moveError) {
      setError(readApiErrorMessage(moveError));
    }
  };

  return (
    <div className="grid gap-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      {byPosition.length === 0 ? (
        <p className="text-slate-700">No items yet. Add the first thing your family needs below.</p>
      ) : (
        <ul className="grid gap-2">
          {byPosition.map((item, index) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">
                  {item.quantity} × {item.name}
                </p>
                <p className="text-slate-700 text-sm">
                  Priority {item.priority}
                  {item.priceCents !== null ? ` · ${formatPrice(item.priceCents, item.currency)} each` : ''}
                  {item.retailer ? ` · ${item.retailer}` : ''}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="md"
                  aria-label={`Move ${item.name} up`}
                  disabled={index === 0 || reorderItems.isPending}
                  onClick={() => void onMove(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="md"
                  aria-label={`Move ${item.name} down`}
                  disabled={index === byPosition.length - 1 || reorderItems.isPending}
                  onClick={() => void onMove(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="md"
                  aria-label={`Remove ${item.name}`}
                  onClick={async () => {
                    setError(null);
                    try {
                      await removeItem.mutateAsync({ listId, itemId: item.id });
                    } catch (removeError) {
                      setError(readApiErrorMessage(removeError));
                    }
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddItemForm listId={listId} />
    </div>
  );
}
