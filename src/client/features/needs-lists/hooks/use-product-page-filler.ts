import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import { useReadProductPage } from '../api/read-product-page';
import { normalizeProductUrl, type TItemFormValues } from '../utils/item-input';

const t = createTranslator(catalog);

/**
 * What reading a store's page added to a new item: its picture, its price's currency, what to tell the
 * owner, and the values it put in the fields (a second reading may replace those, never what was typed).
 */
export type TPageReading = {
  imageUrl: string | null;
  currency: string;
  note: string;
  filled: Partial<Record<keyof TItemFormValues, string>>;
};

/**
 * "Fill in from this link": the owner's link, read by the server. What the page says fills the fields
 * still empty (nothing typed is overwritten), and the owner checks it all before adding.
 */
export function useProductPageFiller(
  form: UseFormReturn<TItemFormValues>,
  listId: string | null,
  ensureListId: () => Promise<string | null>,
) {
  const mutation = useReadProductPage();
  const [reading, setReading] = useState<TPageReading | null>(null);

  const readPage = async () => {
    const url = normalizeProductUrl(form.getValues('productUrl'));
    if (!url) {
      form.setError('productUrl', { message: t('list-editor.reading.pasteFirst') }, { shouldFocus: true });
      return;
    }
    form.clearErrors('productUrl');
    const id = listId ?? (await ensureListId());
    if (!id) {
      form.setError('root.server', { message: t('list-editor.draftNotSaved') });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ listId: id, url });
      const filled: TPageReading['filled'] = {};
      const fill = (field: 'name' | 'price' | 'retailer', value: string) => {
        const current = form.getValues(field).trim();
        const isOurs = current === '' || current === reading?.filled[field];
        if (!isOurs) return;
        form.setValue(field, value);
        filled[field] = value;
      };
      if (result.kind === 'read') {
        const { item: page } = result;
        fill('name', page.name);
        fill('price', page.priceCents === null ? '' : (page.priceCents / 100).toFixed(2));
        fill('retailer', page.retailer);
        setReading({
          imageUrl: page.imageUrl,
          currency: page.currency,
          filled,
          note:
            page.currency === 'USD'
              ? t('list-editor.reading.filled')
              : t('list-editor.reading.filledCurrency', { currency: page.currency }),
        });
      } else {
        fill('name', '');
        fill('price', '');
        fill('retailer', result.retailer);
        setReading({ imageUrl: null, currency: 'USD', filled, note: result.message });
      }
      form.setFocus('name');
    } catch (error) {
      form.setError(
        'productUrl',
        { message: readApiErrorMessage(error).replace(/^url: /, '') },
        { shouldFocus: true },
      );
    }
  };

  return { reading, setReading, readPage, isReading: mutation.isPending };
}
