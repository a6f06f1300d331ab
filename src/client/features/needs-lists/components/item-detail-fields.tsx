import { ChevronDown } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { countNearLimit } from '#client/components/ui/field-shell';
import { SelectField } from '#client/components/ui/select-field';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { ITEM_RETAILER_MAX } from '../utils/field-limits';
import { parsePriceToCents, type TItemFormValues } from '../utils/item-input';
import { formatPrice, formatPriority, PRIORITIES } from '../utils/list-labels';

const t = createTranslator(catalog);

function listPriorityOptions(): Array<{ value: string; label: string }> {
  return PRIORITIES.map((priority) => ({ value: String(priority), label: formatPriority(priority) }));
}

function describePriceRead(price: string, currency: string): string | undefined {
  const understoodCents = parsePriceToCents(price);
  return understoodCents !== null && !Number.isNaN(understoodCents)
    ? t('list-editor.itemDetails.priceRead', { price: formatPrice(understoodCents, currency) })
    : undefined;
}

/**
 * An item's optional fields (priority, price, link, store), folded away; a new item's link can fill
 * in the rest from the store's page (`onReadPage`).
 */
export function ItemDetailFields({
  form,
  isOpen,
  onOpenChange,
  currency,
  isEditing,
  isReading,
  onReadPage,
}: {
  form: UseFormReturn<TItemFormValues>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  currency: string;
  isEditing: boolean;
  isReading: boolean;
  onReadPage: () => void;
}) {
  const { errors } = form.formState;
  const price = form.watch('price');
  return (
    <details
      open={isOpen}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="group rounded-lg border border-slate-300 bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 font-semibold text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
        {t('list-editor.itemDetails.summary')}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 border-slate-200 border-t p-3">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('list-editor.itemDetails.priority')}
            options={listPriorityOptions()}
            {...form.register('priority')}
          />
          <TextField
            label={t('list-editor.itemDetails.price')}
            inputMode="decimal"
            placeholder={t('list-editor.itemDetails.pricePlaceholder')}
            hint={describePriceRead(price, currency)}
            error={errors.price?.message}
            {...form.register('price', { onChange: () => form.clearErrors('price') })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('list-editor.itemDetails.link')}
            type="url"
            inputMode="url"
            placeholder="www.target.com/…"
            error={errors.productUrl?.message}
            {...form.register('productUrl', { onChange: () => form.clearErrors('productUrl') })}
          />
          <TextField
            label={t('list-editor.itemDetails.store')}
            countLimit={ITEM_RETAILER_MAX}
            length={countNearLimit(form.watch('retailer'), ITEM_RETAILER_MAX)}
            error={errors.retailer?.message}
            {...form.register('retailer')}
          />
        </div>
        {isEditing ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" aria-disabled={isReading || undefined} onClick={onReadPage}>
              {isReading ? t('list-editor.itemDetails.reading') : t('list-editor.itemDetails.fill')}
            </Button>
            <span className="text-slate-700 text-sm">{t('list-editor.itemDetails.fillHint')}</span>
          </div>
        )}
      </div>
    </details>
  );
}
